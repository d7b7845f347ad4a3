import { Link } from 'react-router-dom';
import { paths } from '../routes.ts';
import { format } from '../i18n/dictionary.ts';
import type { FilterLink, ListingData } from '../data/page-data.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { PublicationEntry } from '../components/publication-entry.tsx';
import { Pagination } from '../components/pagination.tsx';

function FilterNav({ label, allHref, allCurrent, links }: { label: string; allHref: string; allCurrent: boolean; links: FilterLink[] }) {
  const t = useDictionary();
  return (
    <nav className="filters" aria-label={label}>
      <span className="filters__label">{label}</span>
      <ul>
        <li><Link to={allHref} aria-current={allCurrent ? 'page' : undefined}>{t.listing.all}</Link></li>
        {links.map((l) => (
          <li key={l.id}><Link to={l.href} aria-current={l.current ? 'page' : undefined}>{l.label}</Link></li>
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
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{data.heading}</h1>
        <p className="page__lead">
          {format(t.listing.count, { count: data.totalCount })}
          {data.totalPages > 1 && ` · ${format(t.listing.pageN, { page: data.page })} / ${data.totalPages}`}
        </p>
      </header>
      <FilterNav label={t.listing.categories} allHref={allHref} allCurrent={!data.filter} links={data.categories} />
      <FilterNav label={t.listing.years} allHref={allHref} allCurrent={!data.filter} links={data.years} />
      <div data-scroll-anchor aria-hidden="true" />
      {data.section === 'publications' ? (
        <div className="publication-list">
          {data.publications.map((p) => <PublicationEntry key={p.id} item={p} headingLevel={2} />)}
        </div>
      ) : (
        <div className="card-grid">
          {data.cards.map((c) => <EntryCard key={c.id} card={c} headingLevel={2} />)}
        </div>
      )}
      <Pagination page={data.page} hrefs={data.pageHrefs} />
    </div>
  );
}
