/**
 * Build-wide files derived from the URL list: the client manifest, the
 * server's redirect/shell table and a `_redirects` file for static hosts.
 */
import { sectionIds } from '../routes.ts';
import { locales } from '../i18n/locales.ts';
import { articles } from '../content/articles.ts';
import { MANIFEST_PATH, type Manifest } from '../data/payload.ts';
import { pageCount, type SiteIndex } from './site-index.ts';
import type { UrlEntry } from './url-list.ts';
import { SERVER_ROUTES_FILE, writeClientFile, writeOutputFile } from './output.ts';
import { contentSecurityPolicy } from './csp.ts';

/** Read by the site server: which paths redirect, which are served by a shell. */
export interface ServerRoutes {
  buildId: string;
  redirects: Record<string, string>;
  /** Path prefix (ending in `/`) → the shell page serving every single segment below it. */
  shells: Record<string, string>;
  /** Content-Security-Policy for the pre-rendered HTML. */
  csp: string;
}

export function buildManifest(index: SiteIndex, buildId: string): Manifest {
  const listings: Manifest['listings'] = {};
  for (const locale of locales) {
    for (const section of sectionIds) {
      const view = index.sections[section][locale];
      const counts = (groups: Map<string, unknown[]>) =>
        Object.fromEntries([...groups].map(([id, entries]) => [id, pageCount(entries.length, section)]));
      listings[`${locale}:${section}`] = {
        pages: pageCount(view.entries.length, section),
        categories: counts(view.byCategory),
        years: counts(view.byYear),
      };
    }
  }
  return { buildId, builtAt: new Date().toISOString(), listings, articles: articles.map((a) => a.id) };
}

export function buildServerRoutes(urls: UrlEntry[], buildId: string): ServerRoutes {
  const redirects: Record<string, string> = {};
  const shells: Record<string, string> = {};
  for (const u of urls) {
    if (u.kind === 'redirect' && u.redirectTo) redirects[u.url] = u.redirectTo;
    if (u.kind === 'shell') shells[u.url.slice(0, u.url.lastIndexOf('/') + 1)] = u.url;
  }
  return { buildId, redirects, shells, csp: contentSecurityPolicy() };
}

export async function writeBuildFiles(index: SiteIndex, urls: UrlEntry[], buildId: string): Promise<void> {
  const routes = buildServerRoutes(urls, buildId);
  const netlifyStyle = [
    ...Object.entries(routes.redirects).map(([from, to]) => `${from} ${to} 308`),
    ...Object.entries(routes.shells).map(([prefix, shell]) => `${prefix}* ${shell} 200`),
  ].join('\n');
  await Promise.all([
    writeClientFile(MANIFEST_PATH, JSON.stringify(buildManifest(index, buildId))),
    writeOutputFile(SERVER_ROUTES_FILE, JSON.stringify(routes, null, 2)),
    writeClientFile('_redirects', `${netlifyStyle}\n`),
    // Static hosts that read a _headers file get the same policy as the site server sends.
    writeClientFile('_headers', `/*\n  Content-Security-Policy: ${routes.csp}\n`),
  ]);
}
