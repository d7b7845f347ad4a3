import { Link } from 'react-router';
import type { PostData } from '../data/page-data.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { FormattedDate } from '../components/formatted-date.tsx';
import { EntryCard } from '../components/entry-card.tsx';
import { RichText } from '../components/rich-text.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { CmsImage } from '../components/cms-image.tsx';
import { CategoryCover } from '../components/category-cover.tsx';
import { searchIgnore, useSearchBody } from '../search/page-attributes.ts';
import { ClosingCta, useDefaultClosing } from '../components/closing-cta.tsx';
import { CaseKpis, PullQuote } from '../components/case-highlights.tsx';
import { gridItemClass } from '../components/grid.ts';
import { InlineText } from '../components/inline-text.tsx';
import { stripBreaks } from '../../lib/phrase-breaks.ts';
import { paths } from '../routes.ts';

export default function PostPage() {
  const post = usePageData<PostData>();
  const locale = useLocale();
  const t = useDictionary();
  const searchBody = useSearchBody(t.listing[post.section]);
  const closing = useDefaultClosing();
  return (
    <article className="page post" {...searchBody}>
      <PageHeader
        heading={post.title}
        meta={
          <>
            <FormattedDate iso={post.date} locale={locale} />
            <Link className="tag" to={post.category.href}>
              {post.category.label}
            </Link>
          </>
        }
        trail={[{ label: t.listing[post.section], href: post.listingHref }]}
      />
      <div className="container page__body post__body">
        {post.client && (
          <dl className="facts facts--compact">
            <div className="facts__row">
              <dt>{t.post.client}</dt>
              <dd>{post.client}</dd>
            </div>
            {post.industry && (
              <div className="facts__row">
                <dt>{t.post.industry}</dt>
                <dd>{post.industry}</dd>
              </div>
            )}
          </dl>
        )}
        {post.kpis && <CaseKpis kpis={post.kpis} />}
        {/* Without an eyecatch, a case study's results band is its opening visual: a category cover under it would be a second dark block. */}
        {post.eyecatch ? (
          <CmsImage image={post.eyecatch} className="post__eyecatch" sizes="(max-width: 968px) 100vw, 768px" lazy={false} priority />
        ) : (
          !post.kpis && <CategoryCover category={post.category} className="cover--banner" seed={stripBreaks(post.title)} />
        )}
        <RichText html={post.bodyHtml} body />
        {post.quote && <PullQuote quote={post.quote} />}
        <nav className="post-nav" aria-label={t.post.moreEntries} {...searchIgnore}>
          {post.prev ? (
            <Link className="post-nav__link post-nav__link--prev" to={post.prev.href} rel="prev">
              <span className="post-nav__dir">← {t.post.previous}</span>
              <span className="post-nav__title">
                <InlineText text={post.prev.title} />
              </span>
            </Link>
          ) : (
            <span />
          )}
          {post.next ? (
            <Link className="post-nav__link post-nav__link--next" to={post.next.href} rel="next">
              <span className="post-nav__dir">{t.post.next} →</span>
              <span className="post-nav__title">
                <InlineText text={post.next.title} />
              </span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
        <p className="post__back" {...searchIgnore}>
          <Link to={post.listingHref}>{t.post.backToListing}</Link>
        </p>
      </div>
      {post.related.length > 0 && (
        <section
          className={post.section === 'case' ? 'band post__related' : 'band band--tint'}
          aria-labelledby="related-heading"
          {...searchIgnore}
        >
          <div className="container">
            <h2 id="related-heading" className="section-heading">
              <InlineText text={post.section === 'case' ? t.post.relatedCases : t.post.related} />
            </h2>
            <ul className="grid card-grid">
              {post.related.map((c, i) => (
                <li key={c.id} className={gridItemClass(i, post.related.length, { max: 3 })}>
                  <EntryCard card={c} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {post.section === 'case' && (
        <ClosingCta
          copy={{
            heading: t.closing.caseHeading,
            text: t.closing.caseText,
            primary: { label: t.closing.contact, href: paths.contact(locale) },
            secondary: closing.secondary,
          }}
        />
      )}
    </article>
  );
}
