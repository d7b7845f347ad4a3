import { Link } from 'react-router-dom';
import type { ArticlesData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageHeader } from '../components/page-header.tsx';

export default function ArticlesPage() {
  const data = usePageData<ArticlesData>();
  const t = useDictionary();
  return (
    <div className="container page">
      <PageHeader heading={t.articles.title} lead={t.articles.lead} />
      <ul className="article-list">
        {data.articles.map((a) => (
          <li key={a.id}>
            <article>
              <p className="card__meta"><FormattedDate iso={a.date} locale="ja" /></p>
              <h2><Link to={a.href}>{a.title}</Link></h2>
              <p>{a.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
