import type { PublicationItem } from '../data/page-data.ts';
import { useDictionary, useLocale } from '../app/hooks.ts';
import { FormattedDate } from './formatted-date.tsx';
import { InlineText } from './inline-text.tsx';

export function PublicationEntry({ item, headingLevel = 3 }: { item: PublicationItem; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const t = useDictionary();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="publication">
      <p className="meta-line">
        <FormattedDate iso={item.date} locale={locale} />
        <span className="tag">{item.category.label}</span>
      </p>
      <Heading className="publication__title">
        <InlineText text={item.title} />
      </Heading>
      <p className="publication__authors">{item.authors}</p>
      <p className="publication__venue">{item.venue}</p>
      <p className="publication__summary">
        <InlineText text={item.summary} />
      </p>
      {item.link && (
        <p className="publication__link">
          <a href={item.link} rel="noopener" target="_blank">
            {t.listing.readPaper}
            {item.doi && <span className="publication__doi"> (DOI: {item.doi})</span>}
          </a>
        </p>
      )}
    </article>
  );
}
