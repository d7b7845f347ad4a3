import type { ReactNode } from 'react';

/** The heading block every content page starts with: optional meta line, h1, lead. */
export function PageHeader({ heading, lead, meta }: { heading: string; lead?: ReactNode; meta?: ReactNode }) {
  return (
    <header className="page__header">
      {meta && <p className="card__meta">{meta}</p>}
      <h1>{heading}</h1>
      {lead && <p className="page__lead">{lead}</p>}
    </header>
  );
}
