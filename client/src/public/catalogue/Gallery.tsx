import './catalogue.css';
import { type KeyboardEvent, useRef, useState } from 'react';
import { ImageWithFallback } from '../../ui/ImageWithFallback.tsx';
import { useT } from '../../i18n/language.tsx';

export interface GalleryProps {
  /** Picture URLs, the main one first; empty entries are skipped. */
  images: readonly (string | null | undefined)[];
  /** What the pictures show, e.g. the item's title. */
  alt: string;
}

/**
 * A large picture with a row of thumbnails. The thumbnails form one tab stop: arrow keys, Home
 * and End move between them, as in a toolbar.
 */
export function Gallery({ images, alt }: GalleryProps) {
  const { t } = useT();
  const pictures = images.filter((src): src is string => Boolean(src));
  const [current, setCurrent] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(current, Math.max(0, pictures.length - 1));
  const count = pictures.length;

  function select(next: number, focus = false) {
    const wrapped = (next + count) % count;
    setCurrent(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <div className="gallery">
      <figure className="gallery__main">
        <ImageWithFallback
          key={pictures[index] ?? 'none'}
          src={pictures[index]}
          alt={count > 1 ? t('catalogue.picture', { alt, number: index + 1, count }) : alt}
          loading="eager"
        />
        {count > 1 && (
          <>
            <button type="button" className="gallery__step gallery__step--prev" onClick={() => select(index - 1)} aria-label={t('catalogue.previousPicture')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="gallery__step gallery__step--next" onClick={() => select(index + 1)} aria-label={t('catalogue.nextPicture')}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </figure>
      {count > 1 && (
        <div className="gallery__thumbs" role="toolbar" aria-label={t('catalogue.choosePicture')} onKeyDown={onKeyDown}>
          {pictures.map((src, i) => (
            <button
              key={`${src}-${i}`}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              className="gallery__thumb"
              aria-label={t('catalogue.thumbnail', { number: i + 1, count })}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => select(i)}
            >
              <ImageWithFallback src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
