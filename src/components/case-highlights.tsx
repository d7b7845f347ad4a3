import type { PostData } from '../data/page-data.ts';
import { useLocale } from '../app/hooks.ts';
import type { Locale } from '../i18n/locales.ts';
import { gridItemClass } from './grid.ts';
import { InlineText } from './inline-text.tsx';
import { phrases } from '../../lib/phrase-breaks.ts';

/** Only case studies show these, so their words stay out of the every-page dictionaries (first-load JS). */
const words = {
  ja: { results: phrases('主な成果'), quote: 'お客様の声' },
  en: { results: 'Key results', quote: 'What the customer says' },
} satisfies Record<Locale, Record<string, string>>;

/**
 * A case study's headline results at the top of the page, before the story:
 * the figure large, what it measures under it (read in that order by screen
 * readers: the label is the term, the figure its value).
 */
export function CaseKpis({ kpis }: { kpis: NonNullable<PostData['kpis']> }) {
  const t = words[useLocale()];
  return (
    <section className="kpis" aria-labelledby="kpis-title">
      <h2 className="kpis__title" id="kpis-title">
        <InlineText text={t.results} />
      </h2>
      <dl className="grid kpis__list">
        {kpis.map((k, i) => (
          <div key={k.label} className={`kpi ${gridItemClass(i, kpis.length, { max: 3 })}`}>
            <dt className="kpi__label">
              <InlineText text={k.label} />
            </dt>
            <dd className="kpi__value">{k.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The customer's words, set large after the story, with who said them. */
export function PullQuote({ quote }: { quote: NonNullable<PostData['quote']> }) {
  const t = words[useLocale()];
  return (
    <figure className="pull-quote" aria-label={t.quote}>
      <blockquote className="pull-quote__text">
        <p>
          <InlineText text={quote.text} />
        </p>
      </blockquote>
      {quote.by && (
        <figcaption className="pull-quote__by">
          <InlineText text={quote.by} />
        </figcaption>
      )}
    </figure>
  );
}
