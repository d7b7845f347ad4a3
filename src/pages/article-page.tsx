import { Link } from 'react-router-dom';
import type { ArticleData } from '../data/page-data.ts';
import { usePageData, useRouteHandle } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function ArticlePage() {
  const article = usePageData<ArticleData>();
  const showCta = useRouteHandle()?.readinessCta === true;
  return (
    <article className="container page">
      <header className="page__header">
        <p className="card__meta"><FormattedDate iso={article.date} locale="ja" /></p>
        <h1>{article.title}</h1>
        <p className="page__lead">{article.lead}</p>
      </header>
      <nav className="toc" aria-label="目次">
        <p className="toc__title" aria-hidden="true">目次</p>
        <ol>
          {article.sections.map((s) => (
            <li key={s.id}><Link to={`#${s.id}`}>{s.heading}</Link></li>
          ))}
        </ol>
      </nav>
      <PageSections sections={article.sections} />
      {showCta && <ReadinessCta />}
    </article>
  );
}
