import type { ArticleData } from '../data/page-data.ts';
import { paths } from '../routes.ts';
import { useDictionary, usePageData, useRouteHandle } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { TableOfContents } from '../components/table-of-contents.tsx';
import { useSearchBody } from '../search/page-attributes.ts';

export default function ArticlePage() {
  const article = usePageData<ArticleData>();
  const t = useDictionary();
  const showCta = useRouteHandle()?.readinessCta === true;
  const searchBody = useSearchBody(t.articles.title);
  return (
    <article className="page" {...searchBody}>
      <PageHeader
        heading={article.title}
        lead={article.lead}
        meta={<FormattedDate iso={article.date} locale="ja" />}
        trail={[{ label: t.articles.title, href: paths.page('ja', '/articles') }]}
      />
      <div className="container page__body article-layout">
        <TableOfContents sections={article.sections} />
        <div className="article-layout__main">
          <PageSections sections={article.sections} />
        </div>
      </div>
      {showCta && <ClosingCta />}
    </article>
  );
}
