import { Link } from 'react-router-dom';
import type { ArticleData } from '../data/page-data.ts';
import { paths } from '../routes.ts';
import { useDictionary, usePageData, useRouteHandle } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function ArticlePage() {
  const article = usePageData<ArticleData>();
  const t = useDictionary();
  const showCta = useRouteHandle()?.readinessCta === true;
  return (
    <article className="page">
      <PageHeader
        heading={article.title}
        lead={article.lead}
        meta={<FormattedDate iso={article.date} locale="ja" />}
        trail={[{ label: t.articles.title, href: paths.page('ja', '/articles') }]}
      />
      <div className="container page__body article-layout">
        <nav className="toc" aria-labelledby="toc-title">
          <p className="toc__title" id="toc-title">目次</p>
          <ol>
            {article.sections.map((s) => (
              <li key={s.id}><Link to={`#${s.id}`}>{s.heading}</Link></li>
            ))}
          </ol>
        </nav>
        <div className="article-layout__main">
          <PageSections sections={article.sections} />
          {showCta && <ReadinessCta />}
        </div>
      </div>
    </article>
  );
}
