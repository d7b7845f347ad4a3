import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CtaLink, Illustration } from '../content/page-copy.ts';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { illustrationUrl } from '../content/illustrations.ts';
import { InlineText } from './inline-text.tsx';

interface PageHeaderProps {
  heading: string;
  lead?: ReactNode;
  /** A line above the h1: a label, or a date and category. */
  meta?: ReactNode;
  eyebrow?: string;
  illustration?: Illustration;
  /** Buttons under the lead: the first is the primary action, a second one is secondary. */
  actions?: readonly CtaLink[];
  /** Parents for the breadcrumb; the breadcrumb is left out when undefined. */
  trail?: readonly Crumb[];
  /** Shorter label for this page in the breadcrumb (defaults to the heading). */
  crumb?: string;
}

/** The band every page starts with: breadcrumb, eyebrow or meta line, h1, lead and our illustration. */
export function PageHeader({ heading, lead, meta, eyebrow, illustration, actions, trail, crumb }: PageHeaderProps) {
  return (
    <header className={illustration ? 'page-hero page-hero--illustrated' : 'page-hero'}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {trail && <Breadcrumbs trail={trail} current={crumb ?? heading} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          {meta && <p className="meta-line">{meta}</p>}
          <h1 className="page-hero__title">
            <InlineText text={heading} />
          </h1>
          {lead && <p className="page-hero__lead">{typeof lead === 'string' ? <InlineText text={lead} /> : lead}</p>}
          {actions && actions.length > 0 && (
            <p className="page-hero__actions">
              {actions.map((a, i) => (
                <Link key={a.href} className={i === 0 ? 'button button--arrow' : 'button button--secondary'} to={a.href}>
                  {a.label}
                </Link>
              ))}
            </p>
          )}
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
