/**
 * Server-side data for one route: reads the site index (never the network)
 * and returns the trimmed PageData, or throws a 404 / redirect. The same
 * function runs at build time and in the dev server.
 */
import { redirect } from 'react-router';
import { notFound, type Params } from './not-found.ts';
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { paths, routeTable, type RouteDef, type SectionId } from '../routes.ts';
import { staticPages } from '../content/static-pages.ts';
import { articles } from '../content/articles.ts';
import type { ArticleData, ArticlesData, DraftData, HomeData, PageData, StaticData } from '../data/page-data.ts';
import type { SiteIndex } from './site-index.ts';
import { toCard, toPublication } from './cards.ts';
import { listingData } from './listing-data.ts';
import { postData } from './post-data.ts';
import { siteOrigin } from '../seo/site-url.ts';
import { apiOriginFromEnv } from '../config/api-origin.ts';
import { typesetClosing, typesetSections, typesetText } from '../typeset/page-copy.ts';

/** The careers page's positions (id and title): what an apply link to the contact form can name. */
function openPositions(locale: Locale): { id: string; title: string }[] {
  return (staticPages.careers[locale]?.sections ?? []).flatMap((section) =>
    (section.blocks ?? []).flatMap((block) => (block.type === 'positions' ? block.items.map(({ id, title }) => ({ id, title })) : [])),
  );
}

/** The static pages above a path (`/services/crs/physilenz` → services, crs) that exist in the language. */
function staticTrail(path: string, locale: Locale): StaticData['trail'] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).flatMap((_, i) => {
    const parent = `/${parts.slice(0, i + 1).join('/')}`;
    const def = routeTable.find((r) => r.path === parent && r.locales.includes(locale));
    const title = def?.staticPage && staticPages[def.staticPage][locale]?.title;
    return title ? [{ id: def.id, label: title, href: localizePath(locale, parent) }] : [];
  });
}

/** The page in every language the route exists in (static routes). */
export const sameInAllLocales = (def: RouteDef, path = def.path): PageData['meta']['alternates'] =>
  Object.fromEntries(def.locales.map((l) => [l, localizePath(l, path)]));

/** The entries the home page shows in a language (the URL list's dependencies use it too). */
export function homeSelection(index: SiteIndex, locale: Locale) {
  const views = index.sections;
  const caseView = views.case[locale];
  const featured = index.home.featuredCases.map((r) => caseView.byId.get(r.id)).filter((e) => e !== undefined);
  return {
    news: views.news[locale].entries.slice(0, 3),
    cases: (featured.length > 0 ? featured : caseView.entries).slice(0, 3),
    publications: views.publications[locale].entries.slice(0, 3),
    // The company's output, whichever language an entry is written in: the same figure on both home pages.
    publicationCount: views.publications.ja.entries.length,
  };
}

function homeData(index: SiteIndex, locale: Locale): HomeData {
  const { news, cases, publications, publicationCount } = homeSelection(index, locale);
  return {
    heading: typesetText(locale, dictionaries[locale].home.title),
    notice: locale === 'en' ? index.home.notice_en : index.home.notice && typesetText(locale, index.home.notice),
    news: news.map((e) => toCard(index, 'news', locale, e)),
    cases: cases.map((e) => toCard(index, 'case', locale, e)),
    publications: publications.map((e) => toPublication(index, locale, e)),
    publicationCount,
  };
}

export function loadRouteData(def: RouteDef, locale: Locale, params: Params, index: SiteIndex): PageData {
  const t = dictionaries[locale];
  if (def.redirectTo) throw redirect(def.redirectTo(locale), 308);
  switch (def.page) {
    case 'home':
      return {
        meta: { title: t.home.title, description: t.home.description, alternates: sameInAllLocales(def) },
        data: homeData(index, locale),
      };
    case 'static':
    case 'form':
    case 'receipt': {
      const copy = def.staticPage ? staticPages[def.staticPage][locale] : undefined;
      if (!copy) throw new Error(`No ${locale} copy for static page "${def.staticPage ?? def.id}"`);
      const pageData: StaticData = {
        heading: typesetText(locale, copy.title),
        lead: typesetText(locale, copy.lead),
        ...(copy.eyebrow && { eyebrow: copy.eyebrow }),
        ...(copy.illustration && { illustration: copy.illustration }),
        ...(copy.actions && { actions: copy.actions }),
        trail: staticTrail(def.path, locale),
        sections: typesetSections(locale, copy.sections),
        ...(copy.closing && { closing: typesetClosing(locale, copy.closing) }),
        ...(def.form === 'contact' && { positions: openPositions(locale) }),
      };
      return { meta: { title: copy.title, description: copy.description, alternates: sameInAllLocales(def) }, data: pageData };
    }
    case 'listing':
      if (def.expansion.kind !== 'listing') throw new Error(`Route ${def.id}: page "listing" needs a listing expansion`);
      return listingData(index, def.expansion, locale, params);
    case 'post':
      if (def.expansion.kind !== 'detail') throw new Error(`Route ${def.id}: page "post" needs a detail expansion`);
      return postData(index, def.expansion.section as 'news' | 'case', locale, params.slug ?? '');
    case 'draft': {
      const section = def.id.split('.')[0] as SectionId;
      // The preview is drawn by the site server: the service's origin when the pages are on a CDN.
      const previewUrl = `${apiOriginFromEnv() || siteOrigin()}${localizePath(locale, def.path)}?contentId={CONTENT_ID}&draftKey={DRAFT_KEY}`;
      const draft: DraftData = { section, listingHref: paths.listing(locale, section), previewUrl };
      return { meta: { title: t.draft.title, description: t.draft.description, alternates: sameInAllLocales(def) }, data: draft };
    }
    case 'articles': {
      const list: ArticlesData = {
        articles: articles.map((a) => ({
          id: a.id,
          href: paths.article(a.id),
          date: a.date,
          title: typesetText('ja', a.title),
          description: typesetText('ja', a.description),
        })),
      };
      return { meta: { title: t.articles.title, description: t.articles.description, alternates: sameInAllLocales(def) }, data: list };
    }
    case 'article': {
      const article = articles.find((a) => a.id === params.articleId) ?? notFound();
      const articleData: ArticleData = {
        date: article.date,
        title: typesetText('ja', article.title),
        lead: typesetText('ja', article.lead),
        sections: typesetSections('ja', article.sections),
      };
      return {
        meta: { title: article.title, description: article.description, alternates: { ja: paths.article(article.id) } },
        data: articleData,
      };
    }
  }
}
