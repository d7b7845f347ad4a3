import { Link } from 'react-router-dom';
import type { PostData } from '../data/page-data.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { EntryCard } from '../components/entry-card.tsx';
import { RichText } from '../components/rich-text.tsx';

export default function PostPage() {
  const post = usePageData<PostData>();
  const locale = useLocale();
  const t = useDictionary();
  return (
    <article className="container page post">
      <header className="page__header">
        <p className="card__meta">
          <FormattedDate iso={post.date} locale={locale} />
          <Link className="tag" to={post.category.href}>{post.category.label}</Link>
        </p>
        <h1>{post.title}</h1>
        {post.client && (
          <dl className="post__facts">
            <dt>{t.post.client}</dt><dd>{post.client}</dd>
            {post.industry && (<><dt>{t.post.industry}</dt><dd>{post.industry}</dd></>)}
          </dl>
        )}
      </header>
      {post.eyecatch && (
        <img className="post__eyecatch" src={post.eyecatch.url} alt={post.eyecatch.alt} width={post.eyecatch.width} height={post.eyecatch.height} />
      )}
      <RichText html={post.bodyHtml} />
      <nav className="post__nav" aria-label={t.post.backToListing}>
        {post.prev && <Link to={post.prev.href} rel="prev"><span>{t.post.previous}</span> {post.prev.title}</Link>}
        {post.next && <Link to={post.next.href} rel="next"><span>{t.post.next}</span> {post.next.title}</Link>}
        <Link to={post.listingHref}>{t.post.backToListing}</Link>
      </nav>
      {post.related.length > 0 && (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{t.post.related}</h2>
          <div className="card-grid">
            {post.related.map((c) => <EntryCard key={c.id} card={c} />)}
          </div>
        </section>
      )}
    </article>
  );
}
