import { Link } from 'react-router-dom';
import { format } from '../i18n/dictionary.ts';
import { useDictionary } from '../app/hooks.ts';

export function Pagination({ page, hrefs }: { page: number; hrefs: string[] }) {
  const t = useDictionary();
  if (hrefs.length <= 1) return null;
  const prev = hrefs[page - 2];
  const next = hrefs[page];
  return (
    <nav className="pagination" aria-label={t.listing.pagination}>
      {prev ? <Link to={prev} rel="prev">{t.listing.previous}</Link> : <span aria-hidden="true" />}
      <ol>
        {hrefs.map((href, i) => (
          <li key={href}>
            <Link to={href} aria-current={i + 1 === page ? 'page' : undefined} aria-label={format(t.listing.pageN, { page: i + 1 })}>
              {i + 1}
            </Link>
          </li>
        ))}
      </ol>
      {next ? <Link to={next} rel="next">{t.listing.next}</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
