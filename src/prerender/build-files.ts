/**
 * Build-wide files derived from the URL list: the client manifest, the
 * server's redirect/shell table, and `_redirects` and `_headers` files for
 * static hosts. The build engine writes them into each release.
 */
import { sectionIds } from '../routes.ts';
import { locales } from '../i18n/locales.ts';
import { articles } from '../content/articles.ts';
import { MANIFEST_PATH, type Manifest } from '../data/payload.ts';
import { pageCount, type SiteIndex } from './site-index.ts';
import { contentSecurityPolicy } from './csp.ts';
import { securityHeaders } from './security-headers.ts';
import { robotsTxt, sitemapFilesFrom, type SitemapUrls } from './sitemap.ts';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Read by the site server: which paths redirect, which are served by a shell. */
export interface ServerRoutes {
  buildId: string;
  redirects: Record<string, string>;
  /** Path prefix (ending in `/`) → the shell page serving every single segment below it. */
  shells: Record<string, string>;
  /** Content-Security-Policy for the pre-rendered HTML. */
  csp: string;
  /** The service's origin the pages post their forms to, when not their own (API_ORIGIN, src/config/api-origin.ts). */
  apiOrigin?: string;
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

/** The server's route table of a release, before the URL list fills in its redirects and shells. */
export const newServerRoutes = (buildId: string, apiOrigin?: string): ServerRoutes => ({
  buildId,
  redirects: {},
  shells: {},
  csp: contentSecurityPolicy(apiOrigin),
  ...(apiOrigin && { apiOrigin }),
});

/**
 * `_headers` for static hosts (Netlify, Cloudflare Pages): the site server's
 * security headers and cache rules. Without the server there is no report
 * endpoint, so the policy reports nowhere; token URLs are kept out of shared caches.
 */
export function staticHostHeaders(routes: ServerRoutes): string {
  const common = Object.entries({ ...securityHeaders(), 'Content-Security-Policy': routes.csp })
    .filter(([name]) => name !== 'Reporting-Endpoints')
    .map(([name, value]) => `  ${name}: ${value}`);
  const tokenPages = Object.keys(routes.shells).map(
    (prefix) => `${prefix}*\n  Cache-Control: private, no-store\n  Referrer-Policy: no-referrer`,
  );
  // Pagefind's index and fragments are content-hashed too, the delta's as the base's (src/search/search-manifest.ts);
  // its loader, the entry files and the manifest are not.
  const hashed = ['/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/delta/fragment/*', '/pagefind/delta/index/*'];
  const immutable = ['/assets/*', '/cms-assets/*', ...hashed].map(
    (pattern) => `${pattern}\n  Cache-Control: public, max-age=31536000, immutable`,
  );
  return [`/*\n${common.join('\n')}`, ...immutable, ...tokenPages].join('\n') + '\n';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The compressed copies made last, by path: a publish that leaves a file as it was (most feeds) reuses them.
 * Files past CACHE_BELOW are not kept: the sitemap changes with nearly every publish (its dates).
 */
const compressedBefore = new Map<string, { text: string; br: Buffer; gz: Buffer }>();
const CACHE_BELOW = 1 << 20;

/**
 * The files with brotli and gzip copies beside them (crawlers and feed readers mostly ask for gzip; a 30k-URL
 * sitemap is megabytes). These are written anew with every publish, so the fastest levels: at 10,000 news the
 * 13.8 MB sitemap took 165 ms at brotli 5 + gzip 6 (579 + 738 KB) and 33 ms at brotli 1 + gzip 1 (787 + 878 KB),
 * a few hundred KB more for a crawler's occasional fetch. zlib runs on libuv's pool, off this thread.
 */
async function precompressed(files: Record<string, string>): Promise<Record<string, string | Buffer>> {
  const out: Record<string, string | Buffer> = { ...files };
  await Promise.all(
    Object.entries(files).map(async ([path, text]) => {
      let copies = compressedBefore.get(path);
      if (copies?.text !== text) {
        const raw = Buffer.from(text, 'utf8');
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzipped(raw, { level: 1 }),
        ]);
        copies = { text, br, gz };
        if (text.length < CACHE_BELOW) compressedBefore.set(path, copies);
      }
      out[`${path}.br`] = copies.br;
      out[`${path}.gz`] = copies.gz;
    }),
  );
  return out;
}

/** What a build's planning gathered for the build-wide files (src/prerender/plan-urls.ts). */
export interface SiteParts {
  routes: ServerRoutes;
  sitemap: SitemapUrls;
  feeds: Record<string, string>;
  manifest: string;
}

/**
 * The build-wide files: paths inside the release's client directory, and
 * server-routes.json beside it. The feeds and the manifest are written anew
 * with every release; the sitemap's chunks only when their pages changed
 * (src/prerender/sitemap.ts): `live` says whether the live release has a
 * file, and `carried` lists those to link from it (with their compressed
 * copies).
 */
export async function buildFiles(
  { routes, sitemap, feeds, manifest }: SiteParts,
  origin: string,
  live: (path: string) => boolean = () => false,
  split?: number,
): Promise<{ client: Record<string, string | Buffer>; carried: string[]; serverRoutes: string }> {
  const netlifyStyle = [
    // Hosts with proxy rules (Netlify, Cloudflare Pages) also answer /api/* through the service: preview links,
    // the status and export endpoints, and any page of an older release that still posts to its own origin.
    ...(routes.apiOrigin ? [`/api/* ${routes.apiOrigin}/api/:splat 200`] : []),
    ...Object.entries(routes.redirects).map(([from, to]) => `${from} ${to} 308`),
    ...Object.entries(routes.shells).map(([prefix, shell]) => `${prefix}* ${shell} 200`),
  ].join('\n');
  // A chunk is carried only with both its compressed copies.
  const sitemapFiles = await sitemapFilesFrom(origin, sitemap, {
    live: (path) => [path, `${path}.br`, `${path}.gz`].every(live),
    ...(split !== undefined && { split }),
  });
  return {
    client: {
      [MANIFEST_PATH.slice(1)]: manifest,
      _redirects: `${netlifyStyle}\n`,
      _headers: staticHostHeaders(routes),
      'robots.txt': robotsTxt(origin),
      ...(await precompressed({ ...sitemapFiles.files, ...feeds })),
    },
    carried: sitemapFiles.carried.flatMap((path) => [path, `${path}.br`, `${path}.gz`]),
    serverRoutes: JSON.stringify(routes, null, 2),
  };
}
