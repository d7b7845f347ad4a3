import { Link } from 'react-router-dom';
import type { ArticlesData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';

export default function ArticlesPage() {
  const data = usePageData<ArticlesData>();
  const t = useDictionary();
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{t.articles.title}</h1>
        <p className="page__lead">{t.articles.lead}</p>
      </header>
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
