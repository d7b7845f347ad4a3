/**
 * What crosses between the build's thread and the render workers when they plan a build (plan-urls.ts): kept
 * apart so that the build's thread loads none of the page code.
 */
import { locales, type Locale } from '../i18n/locales.ts';
import type { SitemapUrls } from './sitemap.ts';

export interface PlanPart {
  /** The render version (code and origin) every signature includes. */
  version: string;
  origin: string;
  buildId: string;
  locales: Locale[];
  /** Also write the build-wide files made from the index (feeds, manifest). */
  siteData: boolean;
  /** Keep the detail pages for the next plan (workers kept warm by a publisher; a one-off build has no next plan). */
  keep: boolean;
}

/** One route of the table in one language: its URLs in order, with what the build needs of each. */
export interface PlanGroup {
  /** Position in the route table. */
  route: number;
  locale: Locale;
  urls: string[];
  sigs: string[];
  /** [from, to] */
  redirects: [string, string][];
  /** [path prefix, shell URL] */
  shells: [string, string][];
  sitemap: SitemapUrls;
}

export interface PlanResult {
  groups: PlanGroup[];
  feeds?: Record<string, string>;
  manifest?: string;
}

/** The groups of every share in route-table order, each route's languages in order: the order of one pass over the table. */
export const orderedGroups = (results: PlanResult[]): PlanGroup[] =>
  results.flatMap((r) => r.groups).sort((a, b) => a.route - b.route || locales.indexOf(a.locale) - locales.indexOf(b.locale));
