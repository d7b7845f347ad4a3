import { Link } from 'react-router-dom';
import type { Card } from '../data/page-data.ts';
import { useLocale } from '../app/hooks.ts';
import { FormattedDate } from './formatted-date.tsx';

export function EntryCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {card.eyecatch && (
        <img className="card__image" src={card.eyecatch.url} alt="" width={card.eyecatch.width} height={card.eyecatch.height} loading="lazy" decoding="async" />
      )}
      <div className="card__body">
        <p className="card__meta">
          <FormattedDate iso={card.date} locale={locale} />
          <span className="tag">{card.category.label}</span>
        </p>
        <Heading className="card__title">
          <Link to={card.href}>{card.title}</Link>
        </Heading>
        <p className="card__excerpt">{card.excerpt}</p>
      </div>
    </article>
  );
}
