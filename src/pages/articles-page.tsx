import { Link } from 'react-router';
import type { ArticlesData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { InlineText } from '../components/inline-text.tsx';
import { searchIgnore, useSearchBody } from '../search/page-attributes.ts';

export default function ArticlesPage() {
  const data = usePageData<ArticlesData>();
  const t = useDictionary();
  const searchBody = useSearchBody(t.articles.title);
  return (
    <div className="page" {...searchBody}>
      <PageHeader heading={t.articles.title} lead={t.articles.lead} trail={[]} />
      <div className="container page__body">
        <ul className="article-list" {...searchIgnore}>
          {data.articles.map((a) => (
            <li key={a.id} className="article-item">
              <p className="meta-line">
                <FormattedDate iso={a.date} locale="ja" />
              </p>
              <h2 className="article-item__title">
                <Link to={a.href}>
                  <InlineText text={a.title} />
                </Link>
              </h2>
              <p className="article-item__text">
                <InlineText text={a.description} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
