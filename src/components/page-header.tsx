import type { ReactNode } from 'react';
import type { Illustration } from '../content/page-copy.ts';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { illustrationUrl } from '../content/illustrations.ts';

interface PageHeaderProps {
  heading: string;
  lead?: ReactNode;
  /** A line above the h1: a label, or a date and category. */
  meta?: ReactNode;
  eyebrow?: string;
  illustration?: Illustration;
  /** Parents for the breadcrumb; the breadcrumb is left out when undefined. */
  trail?: readonly Crumb[];
  /** Shorter label for this page in the breadcrumb (defaults to the heading). */
  crumb?: string;
}

/** The band every page starts with: breadcrumb, eyebrow or meta line, h1, lead and our illustration. */
export function PageHeader({ heading, lead, meta, eyebrow, illustration, trail, crumb }: PageHeaderProps) {
  return (
    <header className={illustration ? 'page-hero page-hero--illustrated' : 'page-hero'}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {trail && <Breadcrumbs trail={trail} current={crumb ?? heading} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          {meta && <p className="meta-line">{meta}</p>}
          <h1 className="page-hero__title">{heading}</h1>
          {lead && <p className="page-hero__lead">{lead}</p>}
        </div>
        {illustration && (
          <img
            className="page-hero__art"
            src={illustrationUrl(illustration.name)}
            alt={illustration.alt}
            width="640"
            height="480"
            decoding="async"
          />
        )}
      </div>
    </header>
  );
}
