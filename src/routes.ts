/**
 * The route table: every route of the site, as data. React Router routes
 * (server and client), the prerender URL list, the sitemap and the tests are
 * all derived from this one table. Build URLs with `paths`, never by hand.
 */
import { localizePath, type Locale } from './i18n/locales.ts';
import type { PageKey } from './pages/page-keys.ts';
import type { StaticPageId } from './content/static-page-ids.ts';
import type { FormId, InquiryType } from './forms/form-shape.ts';

export type SectionId = 'news' | 'case' | 'publications';

/** Listing sections: their base path, CMS endpoint and page size. */
export const sections = {
  news: { base: '/news', endpoint: 'news', categorySection: 'news', hasDetail: true, pageSize: 9 },
  case: { base: '/case', endpoint: 'cases', categorySection: 'case', hasDetail: true, pageSize: 9 },
  publications: { base: '/publications', endpoint: 'publications', categorySection: 'publication', hasDetail: false, pageSize: 10 },
} as const;
export const sectionIds = Object.keys(sections) as SectionId[];

/** How the prerender step finds the URLs of a route. */
export type Expansion =
  | { kind: 'static' }
  | { kind: 'listing'; section: SectionId; filter: 'none' | 'category' | 'year'; paged: boolean }
  | { kind: 'detail'; section: SectionId }
  | { kind: 'article' }
  /** One HTML shell serves every value of the last parameter (values are not known at build time). */
  | { kind: 'shell'; shellParam: string };

export interface RouteDef {
  /** Unique id, also React Router's route id (with a locale prefix). */
  id: string;
  /** Path without the locale prefix, in React Router syntax. */
  path: string;
  locales: readonly Locale[];
  page: PageKey;
  expansion: Expansion;
  /** Static page copy to show (for page `static`). */
  staticPage?: StaticPageId;
  /** Named middleware run before the route's data loads (see router/middleware.ts). */
  middleware?: readonly string[];
  /** `keep-in-section`: no scroll to top when navigating between pages of the same listing section. */
  scroll?: 'top' | 'keep-in-section';
  /** Where a URL of this route permanently redirects. */
  redirectTo?: (locale: Locale) => string;
  /** The form this page shows and submits (page `form`). */
  form?: FormId;
  /** Where a thank-you page finds its receipt token: the `receipt` query or the `token` parameter. */
  receipt?: 'query' | 'param';
  /** Shows the readiness-check call to action (the `cta_v1` experiment) on its Japanese page. */
  readinessCta?: boolean;
  /** Shows the office map (loaded only with consent to the maps category). */
  officeMap?: boolean;
}

const both = ['ja', 'en'] as const;
const jaOnly = ['ja'] as const;

function staticRoute(id: StaticPageId, path: string, locales: readonly Locale[], extra: Partial<RouteDef> = {}): RouteDef {
  return { id, path, locales, page: 'static', staticPage: id, expansion: { kind: 'static' }, ...extra };
}

function sectionRoutes(section: SectionId): RouteDef[] {
  const { base, hasDetail } = sections[section];
  const listing = (filter: 'none' | 'category' | 'year', paged: boolean): Expansion => ({ kind: 'listing', section, filter, paged });
  const list = { page: 'listing', locales: both, scroll: 'keep-in-section' } as const;
  const routes: RouteDef[] = [
    { id: `${section}.list`, path: base, ...list, expansion: listing('none', false) },
    { id: `${section}.page`, path: `${base}/page/:p`, ...list, expansion: listing('none', true) },
    { id: `${section}.category`, path: `${base}/category/:categoryId`, ...list, expansion: listing('category', false) },
    { id: `${section}.categoryPage`, path: `${base}/category/:categoryId/page/:p`, ...list, expansion: listing('category', true) },
    { id: `${section}.year`, path: `${base}/year/:yearId`, ...list, expansion: listing('year', false) },
    { id: `${section}.yearPage`, path: `${base}/year/:yearId/page/:p`, ...list, expansion: listing('year', true) },
  ];
  const draftPath = hasDetail ? `${base}/posts/draft` : `${base}/draft`;
  routes.push({
    id: `${section}.draft`,
    path: draftPath,
    page: 'draft',
    locales: both,
    expansion: { kind: 'static' },
    middleware: ['noindex'],
  });
  if (hasDetail) {
    routes.push(
      // The slug is optional in the spec: the bare path goes to the listing.
      {
        id: `${section}.posts`,
        path: `${base}/posts`,
        page: 'static',
        locales: both,
        expansion: { kind: 'static' },
        redirectTo: (l) => localizePath(l, base),
      },
      { id: `${section}.post`, path: `${base}/posts/:slug`, page: 'post', locales: both, expansion: { kind: 'detail', section } },
    );
  }
  return routes;
}

export const routeTable: readonly RouteDef[] = [
  { id: 'home', path: '/', page: 'home', locales: both, expansion: { kind: 'static' }, readinessCta: true },
  staticRoute('about', '/about', both, { officeMap: true }),
  staticRoute('team', '/about/team', both),
  staticRoute('antiCorruption', '/anti-corruption-policy', both),
  staticRoute('infoSecurity', '/information_security_policy', both),
  staticRoute('privacy', '/privacy_policy', both),
  { id: 'articles', path: '/articles', page: 'articles', locales: jaOnly, expansion: { kind: 'static' } },
  { id: 'article', path: '/articles/:articleId', page: 'article', locales: jaOnly, expansion: { kind: 'article' }, readinessCta: true },
  staticRoute('brochure', '/brochure', jaOnly),
  staticRoute('careers', '/careers', both),
  staticRoute('contact', '/contact', both, { page: 'form', form: 'contact' }),
  staticRoute('contactThanks', '/contact/thanks', both, { middleware: ['noindex'] }),
  staticRoute('readinessCheck', '/readiness-check', jaOnly, { page: 'form', form: 'readiness' }),
  staticRoute('readinessThanks', '/readiness-check/thanks', jaOnly, { page: 'receipt', receipt: 'query', middleware: ['noindex'] }),
  staticRoute('technology', '/technology', both),
  staticRoute('services', '/services', both, { readinessCta: true }),
  staticRoute('crs', '/services/crs', both),
  staticRoute('physilenz', '/services/crs/physilenz', jaOnly),
  staticRoute('miqan', '/services/miqan', jaOnly),
  staticRoute('qamuy', '/services/qamuy', both),
  staticRoute('qs', '/services/qs', both, { readinessCta: true }),
  staticRoute('quri', '/services/quri', both),
  staticRoute('qurichemistry', '/services/qurichemistry', both),
  staticRoute('research', '/services/research', both),
  staticRoute('qparcApply', '/qparc/2025/apply', jaOnly, { page: 'form', form: 'qparc' }),
  {
    id: 'qparcComplete',
    path: '/qparc/2025/apply/:token',
    page: 'receipt',
    staticPage: 'qparcComplete',
    receipt: 'param',
    locales: jaOnly,
    expansion: { kind: 'shell', shellParam: 'token' },
    middleware: ['noindex'],
  },
  ...sectionRoutes('news'),
  ...sectionRoutes('case'),
  ...sectionRoutes('publications'),
];

export const routeById: ReadonlyMap<string, RouteDef> = new Map(routeTable.map((r) => [r.id, r]));

/** React Router id of a route in one locale. */
export const routerId = (locale: Locale, def: RouteDef): string => `${locale}:${def.id}`;

/** Value a shell route is prerendered with; the server answers every other value with that file. */
export const SHELL_PARAM_VALUE = '_';

/** Typed URL builders. Components build every internal URL through these. */
export const paths = {
  home: (l: Locale) => localizePath(l, '/'),
  page: (l: Locale, path: string) => localizePath(l, path),
  listing: (l: Locale, s: SectionId, o: { page?: number; categoryId?: string; yearId?: string } = {}) => {
    let path: string = sections[s].base;
    if (o.categoryId) path += `/category/${encodeURIComponent(o.categoryId)}`;
    else if (o.yearId) path += `/year/${encodeURIComponent(o.yearId)}`;
    if (o.page && o.page > 1) path += `/page/${o.page}`;
    return localizePath(l, path);
  },
  post: (l: Locale, s: 'news' | 'case', slug: string) => localizePath(l, `${sections[s].base}/posts/${encodeURIComponent(slug)}`),
  newsPost: (l: Locale, slug: string) => paths.post(l, 'news', slug),
  casePost: (l: Locale, slug: string) => paths.post(l, 'case', slug),
  /** The contact form, with an enquiry type to preselect (and, for applications, the position applied for). */
  contact: (l: Locale, type?: InquiryType, position?: string) => {
    const query = new URLSearchParams({ ...(type && { type }), ...(position && { position }) }).toString();
    return localizePath(l, '/contact') + (query ? `?${query}` : '');
  },
  article: (articleId: string) => `/articles/${encodeURIComponent(articleId)}`,
  qparcComplete: (token: string) => `/qparc/2025/apply/${encodeURIComponent(token)}`,
};

/** Whether a static route (path without the locale prefix) exists in a language. */
export const pageExists = (locale: Locale, path: string): boolean => routeTable.some((r) => r.path === path && r.locales.includes(locale));
