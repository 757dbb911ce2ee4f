import type { ReactNode } from 'react';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export interface ScreenHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right, e.g. "Add". */
  actions?: ReactNode;
}

/** The heading row of every admin screen; also names the browser tab. */
export function ScreenHeader({ title, description, actions }: ScreenHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="screen-header">
      <div>
        <h1 className="screen-header__title">{title}</h1>
        {description && <p className="screen-header__description">{description}</p>}
      </div>
      {actions && <div className="screen-header__actions">{actions}</div>}
    </div>
  );
}
