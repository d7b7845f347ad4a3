import { Link } from 'react-router';
import { paths } from '../routes.ts';
import { format } from '../i18n/dictionary.ts';
import type { FilterLink, ListingData } from '../data/page-data.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { PublicationEntry } from '../components/publication-entry.tsx';
import { Pagination } from '../components/pagination.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { searchIgnore, searchMeta, useSearchBody, type SearchAttributes } from '../search/page-attributes.ts';
import { gridItemClass } from '../components/grid.ts';

function FilterNav({ label, allHref, allCurrent, links }: { label: string; allHref: string; allCurrent: boolean; links: FilterLink[] }) {
  const t = useDictionary();
  return (
    <nav className="filters" aria-label={label}>
      <p className="filters__label" aria-hidden="true">
        {label}
      </p>
      <ul>
        <li>
          <Link to={allHref} aria-current={allCurrent ? 'page' : undefined}>
            {t.listing.all}
          </Link>
        </li>
        {links.map((l) => (
          <li key={l.id}>
            <Link to={l.href} aria-current={l.current ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ListingPage() {
  const data = usePageData<ListingData>();
  const locale = useLocale();
  const t = useDictionary();
  const allHref = paths.listing(locale, data.section);
  const sectionLabel = t.listing[data.section];
  const trail = data.filter || data.page > 1 ? [{ label: sectionLabel, href: allHref }] : [];
  const status =
    format(t.listing.count, { count: data.totalCount }) +
    (data.totalPages > 1 ? ` · ${format(t.listing.pageN, { page: data.page })} / ${data.totalPages}` : '');
  // Search: news and case cards repeat their own pages, so only the section's first page is indexed (its
  // heading and lead); every unfiltered publications page is, since publications have no page of their own.
  const publications = data.section === 'publications';
  const searchBody = useSearchBody(sectionLabel);
  const indexed: SearchAttributes = !data.filter && (publications || data.page === 1) ? searchBody : {};
  // Later pages share the h1: their result title says which page.
  const pageTitle =
    data.page > 1 && indexed['data-pagefind-body'] !== undefined
      ? searchMeta('title', format(t.listing.pageTitle, { title: data.heading, page: data.page }))
      : {};
  return (
    <div className="page" {...indexed}>
      <PageHeader
        heading={data.heading}
        lead={t.listing[`${data.section}Description`]}
        trail={trail}
        crumb={data.filter?.label ?? (data.page > 1 ? format(t.listing.pageN, { page: data.page }) : sectionLabel)}
      />
      <div className="container page__body" {...pageTitle}>
        <div className="filter-panel" {...searchIgnore}>
          <FilterNav label={t.listing.categories} allHref={allHref} allCurrent={!data.filter} links={data.categories} />
          <FilterNav label={t.listing.years} allHref={allHref} allCurrent={!data.filter} links={data.years} />
        </div>
        <p className="listing-status" data-scroll-anchor {...searchIgnore}>
          {status}
        </p>
        {data.section === 'publications' ? (
          <div className="publication-list">
            {data.publications.map((p) => (
              <PublicationEntry key={p.id} item={p} headingLevel={2} />
            ))}
          </div>
        ) : (
          <ul className="grid grid--uniform card-grid" {...searchIgnore}>
            {data.cards.map((c, i) => (
              <li key={c.id} className={gridItemClass(i, data.cards.length, { max: 3, uniform: true })}>
                <EntryCard card={c} headingLevel={2} load={i === 0 ? 'first' : i < 3 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={data.page} links={data.pageLinks} />
      </div>
    </div>
  );
}
