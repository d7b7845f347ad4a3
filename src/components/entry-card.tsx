import { Link } from 'react-router';
import type { Card } from '../data/page-data.ts';
import { useLocale } from '../app/hooks.ts';
import { FormattedDate } from './formatted-date.tsx';
import { CmsImage } from './cms-image.tsx';
import { InlineText } from './inline-text.tsx';
import { CategoryCover } from './category-cover.tsx';

/** Listing card: the title link covers the whole card; date and category above it. */
/** `load`: how the thumbnail loads — lazily (below the fold), eagerly, or first of all (the page's likely LCP). */
export function EntryCard({
  card,
  headingLevel = 3,
  load = 'lazy',
}: {
  card: Card;
  headingLevel?: 2 | 3;
  load?: 'lazy' | 'eager' | 'first';
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {card.eyecatch ? (
        <CmsImage
          image={card.eyecatch}
          className="card__image"
          sizes="(max-width: 640px) 100vw, (max-width: 968px) 50vw, 400px"
          decorative
          lazy={load === 'lazy'}
          priority={load === 'first'}
        />
      ) : (
        <CategoryCover category={card.category} className="card__image" seed={card.id} />
      )}
      <div className="card__body">
        <p className="meta-line">
          <FormattedDate iso={card.date} locale={locale} />
          <span className="tag">{card.category.label}</span>
        </p>
        <Heading className="card__title">
          <Link to={card.href}>
            <InlineText text={card.title} />
          </Link>
        </Heading>
        <p className="card__excerpt">
          <InlineText text={card.excerpt} />
        </p>
      </div>
    </article>
  );
}
