import { Fragment, useEffect } from 'react';
import { Link } from 'react-router';
import type { Position } from '../content/page-copy.ts';
import { useLocale } from '../app/hooks.ts';
import type { Locale } from '../i18n/locales.ts';
import { paths } from '../routes.ts';
import { InlineText } from './inline-text.tsx';
import { FactsList } from './facts-list.tsx';

export const positionAnchor = (id: string): string => `position-${id}`;

/**
 * The words of the position details. Here rather than in the site dictionaries: only the careers page
 * shows them, and the dictionaries are part of every page's first-load JavaScript (tests/e2e/budget.spec.ts).
 */
const words = {
  ja: {
    of: '：',
    separator: ' ・ ',
    responsibilities: '仕事内容',
    requirements: '必須の経験・スキル',
    niceToHave: '歓迎する経験・スキル',
    terms: '雇用条件',
    apply: 'この職種に応募する',
  },
  en: {
    of: ': ',
    separator: ' · ',
    responsibilities: 'What you will do',
    requirements: 'What you need',
    niceToHave: 'Nice to have',
    terms: 'Terms of employment',
    apply: 'Apply for this role',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Opens the details of the position a `#position-…` link points at (on arrival and on every hash change). */
function useOpenTargetPosition() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const details = id.startsWith('position-') ? document.getElementById(id)?.querySelector('details') : null;
      if (details && !details.open) details.open = true;
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

/**
 * Open positions as one list that doubles as its index: each position is a
 * disclosure whose summary is its title (a heading) with its team, place and
 * terms, so the roles read as a short list, even on a phone. Opened (by a click, by
 * a `#position-…` link, or without JavaScript, since <details> needs none) it
 * says what the job is, what it needs and on what terms, with an apply button
 * that opens the contact form with the enquiry type for job applications and
 * the position already named.
 */
export function Positions({ items }: { items: readonly Position[] }) {
  const locale = useLocale();
  const t = words[locale];
  useOpenTargetPosition();
  return (
    <div className="positions">
      {items.map((p) => (
        <section key={p.id} id={positionAnchor(p.id)} className="position" aria-labelledby={`${positionAnchor(p.id)}-title`}>
          <details className="position__more">
            <summary className="position__summary">
              <h3 className="position__title" id={`${positionAnchor(p.id)}-title`}>
                <InlineText text={p.title} />
              </h3>
              <span className="position__meta">
                {[p.team, p.location, p.employment].map((fact, i) => (
                  <Fragment key={fact}>
                    {i > 0 && t.separator}
                    {/* Each fact wraps as a whole where it can (東京（ハイブリッド） is not split after ッ). */}
                    <span className="position__fact">
                      <InlineText text={fact} />
                    </span>
                  </Fragment>
                ))}
              </span>
            </summary>
            <div className="position__body">
              <p className="position__text">
                <InlineText text={p.summary} />
              </p>
              <div className="position__lists">
                <PositionList title={t.responsibilities} items={p.responsibilities} />
                <PositionList title={t.requirements} items={p.requirements} />
                <PositionList title={t.niceToHave} items={p.niceToHave} />
              </div>
              <h4 className="position__heading">{t.terms}</h4>
              <FactsList className="position__terms" items={p.terms} />
              <p className="position__apply">
                <Link className="button button--large button--arrow" to={paths.contact(locale, 'recruit', p.id)}>
                  {t.apply}
                  <span className="visually-hidden">
                    {t.of}
                    <InlineText text={p.title} />
                  </span>
                </Link>
              </p>
            </div>
          </details>
        </section>
      ))}
    </div>
  );
}

function PositionList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="position__heading">{title}</h4>
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
