import { Link } from 'react-router-dom';
import type { ArticleData } from '../data/page-data.ts';
import { usePageData, useRouteHandle } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function ArticlePage() {
  const article = usePageData<ArticleData>();
  const showCta = useRouteHandle()?.readinessCta === true;
  return (
    <article className="container page">
      <PageHeader heading={article.title} lead={article.lead} meta={<FormattedDate iso={article.date} locale="ja" />} />
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
