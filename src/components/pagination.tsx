import { Link } from 'react-router';
import { format } from '../i18n/dictionary.ts';
import { useDictionary } from '../app/hooks.ts';
import { searchIgnore } from '../search/page-attributes.ts';

/**
 * Previous / next and a window of page numbers (first, last, two either side
 * of the current page) with an ellipsis for each gap: a listing of ten
 * thousand entries has over a thousand pages.
 */
export function Pagination({ page, links }: { page: number; links: { page: number; href: string }[] }) {
  const t = useDictionary();
  if (links.length <= 1) return null;
  const hrefOf = (p: number) => links.find((l) => l.page === p)?.href;
  const prev = hrefOf(page - 1);
  const next = hrefOf(page + 1);
  return (
    <nav className="pagination" aria-label={t.listing.pagination} {...searchIgnore}>
      {prev ? (
        <Link to={prev} rel="prev">
          {t.listing.previous}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <ol>
        {links.map((link, i) => (
          <li key={link.href}>
            {i > 0 && link.page - (links[i - 1]?.page ?? 0) > 1 && (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            )}
            <Link
              to={link.href}
              aria-current={link.page === page ? 'page' : undefined}
              aria-label={format(t.listing.pageN, { page: link.page })}
            >
              {link.page}
            </Link>
          </li>
        ))}
      </ol>
      {next ? (
        <Link to={next} rel="next">
          {t.listing.next}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
