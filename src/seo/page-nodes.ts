/**
 * What a page adds to the site-wide graph (json-ld.ts): its breadcrumb, the
 * article it is, the publications it lists or the programme it describes.
 * Every value comes from the page's own loader data, so the structured data
 * states what the page shows (headline = h1, the same dates and crumbs).
 */
import type { ArticleLeaf, EventLeaf, ItemListLeaf, NewsArticleLeaf, ScholarlyArticleLeaf, Thing } from 'schema-dts';
import type { Locale } from '../i18n/locales.ts';
import type { PageKey } from '../pages/page-keys.ts';
import type { ArticleData, ListingData, PageData, PostData, PublicationItem } from '../data/page-data.ts';
import { qparc2025 } from '../content/pages/qparc-apply.ts';
import { breadcrumbNode, visibleBreadcrumb } from './breadcrumbs.ts';
import { idRef, inLanguage, jsonLdIds, organizationRef, postalAddress } from './json-ld.ts';
import { pageUrl, shareImage } from './site-url.ts';

export interface PageContext {
  /** Route id from the route table (`careers`, `news.post`, …). */
  routeId: string;
  page: PageKey;
  locale: Locale;
  /** The page's path, as its canonical link has it. */
  path: string;
  pageData: PageData;
  origin: string;
}

export function pageNodes(ctx: PageContext): Thing[] {
  const nodes: Thing[] = [];
  const crumb = visibleBreadcrumb(ctx.page, ctx.locale, ctx.pageData);
  if (crumb) nodes.push(breadcrumbNode(crumb, ctx.origin, ctx.path));
  const { data } = ctx.pageData;
  if (ctx.page === 'post') nodes.push(postNode(ctx, data as PostData));
  if (ctx.page === 'article') nodes.push(articleNode(ctx, data as ArticleData));
  if (ctx.page === 'listing' && (data as ListingData).section === 'publications') nodes.push(publicationListNode(ctx, data as ListingData));
  if (ctx.routeId === 'qparcApply') nodes.push(qparcEventNode(ctx));
  return nodes;
}

/** What news, case studies and articles share: the company writes and publishes them on this site. */
function articleFields(ctx: PageContext, headline: string, datePublished: string, dateModified?: string) {
  const url = pageUrl(ctx.origin, ctx.path);
  return {
    '@id': `${url}#article`,
    headline,
    datePublished,
    // The shown date is the editor's; a revision recorded before it (back-dated or imported entries) says nothing.
    ...(dateModified && Date.parse(dateModified) > Date.parse(datePublished) && { dateModified }),
    description: ctx.pageData.meta.description,
    image: shareImage(ctx.pageData.meta, ctx.locale, ctx.origin).url,
    author: organizationRef(ctx.origin),
    publisher: organizationRef(ctx.origin),
    inLanguage: inLanguage(ctx.locale),
    mainEntityOfPage: url,
    isPartOf: idRef(jsonLdIds.website(ctx.origin, ctx.locale)),
  };
}

/** News entries are news articles; case studies are articles about a customer project. */
export function postNode(ctx: PageContext, post: PostData): NewsArticleLeaf | ArticleLeaf {
  const fields = articleFields(ctx, post.title, post.date, post.updated);
  return post.section === 'news' ? { '@type': 'NewsArticle', ...fields } : { '@type': 'Article', ...fields };
}

export function articleNode(ctx: PageContext, article: ArticleData): ArticleLeaf {
  return { '@type': 'Article', ...articleFields(ctx, article.title, article.date) };
}

/** Authors as the CMS lists them: one comma-separated string, in publication order. */
export const authorNames = (authors: string): string[] =>
  authors
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

export function scholarlyArticleNode(p: PublicationItem): ScholarlyArticleLeaf {
  const doiUrl = p.doi ? `https://doi.org/${p.doi}` : undefined;
  return {
    '@type': 'ScholarlyArticle',
    headline: p.title,
    author: authorNames(p.authors).map((name) => ({ '@type': 'Person', name })),
    datePublished: p.date,
    // The venue is a journal, a conference or a preprint server: a work the paper is part of, typed no further.
    ...(p.venue && { isPartOf: { '@type': 'CreativeWork', name: p.venue } }),
    ...(p.link && { url: p.link }),
    ...(p.doi && doiUrl && { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: p.doi }, sameAs: doiUrl }),
  };
}

/**
 * The publications have no pages of their own: each listing page lists its
 * entries, in the order shown. The summaries are left out: they are the
 * bulk of the bytes, and the paper's own page (url, DOI) describes it.
 */
export function publicationListNode(ctx: PageContext, listing: ListingData): ItemListLeaf {
  return {
    '@type': 'ItemList',
    '@id': `${pageUrl(ctx.origin, ctx.path)}#publications`,
    name: listing.heading,
    numberOfItems: listing.publications.length,
    itemListElement: listing.publications.map((p, i) => ({ '@type': 'ListItem', position: i + 1, item: scholarlyArticleNode(p) })),
  };
}

/**
 * The QPARC 2025 programme, with the dates, places and organiser the page
 * states. It runs until `endDate` and takes applications while it runs
 * (the page's form): the offer is that application, open since the call
 * for applications. The page gives no fee for company members (the office
 * sends it with the membership terms), so the offer names no price.
 */
export function qparcEventNode(ctx: PageContext): EventLeaf {
  const url = pageUrl(ctx.origin, ctx.path);
  return {
    '@type': 'Event',
    '@id': `${url}#event`,
    name: qparc2025.name,
    description: qparc2025.summary,
    startDate: qparc2025.startDate,
    endDate: qparc2025.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    location: [
      { '@type': 'Place', name: qparc2025.venue, address: postalAddress('ja') },
      // Members-only: there is no public URL to give.
      { '@type': 'VirtualLocation', name: qparc2025.online },
    ],
    organizer: organizationRef(ctx.origin),
    offers: {
      '@type': 'Offer',
      url,
      availability: 'https://schema.org/InStock',
      validFrom: qparc2025.applicationsOpened,
    },
    image: shareImage(ctx.pageData.meta, ctx.locale, ctx.origin).url,
    inLanguage: inLanguage(ctx.locale),
    url,
  };
}
