import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
}

/** The band at the top of every public page other than the home page. */
export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
      </div>
    </header>
  );
}
