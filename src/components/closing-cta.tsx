import { Link } from 'react-router';
// The registry and the text component only: the package index also carries the build-time pre-paint
// script source, which would ship in this page's first-load JavaScript (tests/e2e/budget.spec.ts).
import { ctaV1 } from '../../experiments/registry.ts';
import { ExperimentText } from './experiment-text.tsx';
import type { ClosingCopy, CtaLink } from '../content/page-copy.ts';
import { useDictionary, useLocale, useRouteHandle } from '../app/hooks.ts';
import { paths } from '../routes.ts';
import { searchIgnore } from '../search/page-attributes.ts';
import { InlineText } from './inline-text.tsx';

/** What a page without closing copy of its own says: talk to us, or read the brochure. */
export function useDefaultClosing(): ClosingCopy {
  const t = useDictionary().closing;
  const locale = useLocale();
  return {
    heading: t.heading,
    text: t.text,
    primary: { label: t.contact, href: paths.contact(locale) },
    secondary: { label: t.brochure, href: locale === 'ja' ? paths.page('ja', '/brochure') : paths.contact('en', 'brochure') },
  };
}

/**
 * The one call to action a page ends with: a full-width band right above the
 * footer (the page's last element, so no gap opens between them), a primary
 * and an optional secondary button. On Japanese pages whose route asks for
 * it, the secondary is the readiness check, whose words are the `cta_v1`
 * experiment: every variant is in the HTML and the pre-paint script and CSS
 * show exactly one, so the text never changes after first paint.
 */
export function ClosingCta({ copy }: { copy?: ClosingCopy }) {
  const fallback = useDefaultClosing();
  const t = useDictionary().closing;
  const readiness = useRouteHandle()?.readinessCta === true;
  const { heading, text, primary, secondary } = copy ?? fallback;
  return (
    <aside className="cta" aria-labelledby="closing-cta-title" {...searchIgnore}>
      <div className="container cta__inner">
        <div className="cta__text">
          <h2 className="cta__title" id="closing-cta-title">
            <InlineText text={heading} />
          </h2>
          <p className="cta__lead">
            <InlineText text={text} />
          </p>
        </div>
        <div className="cta__actions">
          <CtaButton link={primary} />
          {readiness ? (
            <div className="cta__option">
              <Link to="/readiness-check" className="button button--secondary button--large">
                <ExperimentText experiment={ctaV1} />
              </Link>
              <p className="cta__note">
                <InlineText text={t.readinessNote} />
              </p>
            </div>
          ) : (
            secondary && <CtaButton link={secondary} secondary />
          )}
        </div>
      </div>
    </aside>
  );
}

function CtaButton({ link, secondary = false }: { link: CtaLink; secondary?: boolean }) {
  return (
    <Link className={secondary ? 'button button--secondary button--large' : 'button button--large button--arrow'} to={link.href}>
      {link.label}
    </Link>
  );
}
