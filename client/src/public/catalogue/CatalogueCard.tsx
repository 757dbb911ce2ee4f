import './catalogue.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';

export interface CatalogueCardProps {
  image: string | null;
  title: string;
  /** 'id' for an Indonesian title on an English page (an item not yet written in English). */
  titleLang?: 'id' | undefined;
  /** Small label above the title, e.g. the category. */
  eyebrow?: ReactNode;
  /** Shown over the picture's corner, e.g. 'Most Popular'. */
  badge?: ReactNode;
  /** 'muted' for a plain label (e.g. 'Regular') beside the bright one. */
  badgeTone?: 'accent' | 'muted';
  children?: ReactNode;
  /** Buttons or links at the bottom of the card. */
  footer?: ReactNode;
  /** When given, the title becomes a button opening the item; the whole card is its target. */
  onOpen?: () => void;
  /** When given, the title links to the item's own page. */
  to?: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3;
}

/** One item of a catalogue list: a fixed-ratio picture (no layout shift), title, text and actions. */
export function CatalogueCard({ image, title, titleLang, eyebrow, badge, badgeTone = 'accent', children, footer, onOpen, to, headingLevel = 2 }: CatalogueCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`catalogue-card ${onOpen ? 'catalogue-card--openable' : ''}`}>
      <div className="catalogue-card__media">
        <ImageWithFallback src={image} alt={title} />
        {badge && <span className={`catalogue-card__badge catalogue-card__badge--${badgeTone}`}>{badge}</span>}
      </div>
      <div className="catalogue-card__body">
        {eyebrow && <p className="catalogue-card__eyebrow">{eyebrow}</p>}
        <Heading className="catalogue-card__title" lang={titleLang}>
          {onOpen ? (
            <button type="button" className="catalogue-card__open" onClick={onOpen}>
              {title}
            </button>
          ) : to ? (
            <Link className="catalogue-card__link" to={to}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer && <div className="catalogue-card__footer">{footer}</div>}
    </article>
  );
}
