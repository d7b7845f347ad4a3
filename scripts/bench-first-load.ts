/**
 * `npm run bench:first-load [-- --json] [-- --dist DIR] [-- --url BASE] [-- /path …]`
 *
 * What a first visit to each page template costs, in two tables:
 * - first-load JS and CSS from the built files (raw and gzip -9): the
 *   scripts the page requests until it has hydrated (firstLoadScripts: the
 *   entry, then the app it imports after the first paint), and the stylesheets;
 * - what headless Chromium actually downloads on a first visit (fresh
 *   profile, no scrolling, until the network is idle; scripts/lib/first-visit.ts),
 *   by type: HTML, CSS, JS, fonts, images, data (prefetched payloads), other.
 *   Fonts and images depend on what the page shows, so they are only known
 *   by loading it. Bytes are what came over the wire (brotli where the server
 *   has it), from the site server (server/site-server.ts) started on a free
 *   port over `--dist` (default dist/), or from a running site at `--url`.
 * The first table also gives the page's hydration data (`#app-data`): its raw
 * size, and what it adds to the page's brotli body (the page compressed as the
 * build compresses it, with and without the data). Most of that data repeats
 * text the HTML already holds, which brotli mostly finds, so the second figure
 * is what leaving the copy out could save on the wire.
 * `--json` prints one JSON object instead (for scripts and the budget test's
 * figures).
 */
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './lib/chromium.ts';
import { freePort } from './lib/free-port.ts';
import { BYTE_KINDS, firstLoadScripts, gzipSize, linkedStylesheets, measureFirstVisit, type FirstVisit } from './lib/first-visit.ts';
import { createSiteServer } from '../server/site-server.ts';
import { PAGE_BROTLI_QUALITY } from '../src/prerender/compression.ts';

const templates: Record<string, string> = {
  home: '/',
  'home (en)': '/en',
  static: '/about',
  service: '/services/qamuy',
  'service (en)': '/en/services/qamuy',
  listing: '/news',
  detail: '/news/posts/qamuy-4-release',
  'detail (en)': '/en/news/posts/qamuy-4-release',
  publications: '/publications',
  article: '/articles/20250601',
  'not found': '/404.html',
};

const argValue = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const json = process.argv.includes('--json');
const distDir = resolve(argValue('--dist') ?? 'dist');
const clientDir = join(distDir, 'client');
const extraPaths = process.argv.slice(2).filter((a, i, all) => a.startsWith('/') && all[i - 1] !== '--dist');
const pages: Record<string, string> = extraPaths.length > 0 ? Object.fromEntries(extraPaths.map((p) => [p, p])) : templates;

const htmlFile = (path: string) => join(clientDir, path.endsWith('.html') ? path : `${path === '/' ? '' : path}/index.html`);

interface StaticFigures {
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  /** gzip of the scripts a visitor who only reads loads (the entry). */
  readingJsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  hydrationDataRaw: number;
  hydrationDataBrotli: number;
}

const APP_DATA = /(<script type="application\/json" id="app-data">)([\s\S]*?)(<\/script>)/;
const pageBrotli = (html: string) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }).length;

/** The hydration data's raw bytes, and the bytes it adds to the compressed page (the page with it minus the page with `{}`). */
function hydrationData(html: string): { raw: number; brotli: number } {
  const data = APP_DATA.exec(html)?.[2];
  if (data === undefined) return { raw: 0, brotli: 0 };
  return { raw: Buffer.byteLength(data), brotli: pageBrotli(html) - pageBrotli(html.replace(APP_DATA, '$1{}$3')) };
}

/** First-load JS (`scripts`, from firstLoadScripts) and the CSS the HTML links, read from disk. */
async function staticFigures(
  path: string,
  { reading, hydrating: scripts }: { reading: string[]; hydrating: string[] },
): Promise<StaticFigures> {
  const html = await readFile(htmlFile(path), 'utf8');
  const styles = linkedStylesheets(html);
  const sizes = async (urls: string[]) => {
    let raw = 0;
    let gz = 0;
    for (const url of urls) {
      const body = await readFile(join(clientDir, url));
      raw += body.length;
      gz += gzipSize(body);
    }
    return { raw, gz };
  };
  const js = await sizes(scripts);
  const readingJs = await sizes(reading);
  const css = await sizes(styles);
  const data = hydrationData(html);
  return {
    jsFiles: scripts.length,
    jsRaw: js.raw,
    jsGzip: js.gz,
    readingJsGzip: readingJs.gz,
    cssGzip: css.gz,
    htmlGzip: gzipSize(html),
    hydrationDataRaw: data.raw,
    hydrationDataBrotli: data.brotli,
  };
}

/**
 * The site server (server/site-server.ts) over `distDir` on a free loopback
 * port, in this process and without the publisher: `server/main.ts` would
 * start a reconcile, i.e. a build, on start.
 */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = await createSiteServer({ distDir }); // its default log: warnings and errors
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

async function main(): Promise<void> {
  const statics: Record<string, StaticFigures> = {};
  const given = argValue('--url');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => undefined } : await startServer();
  const visits: Record<string, FirstVisit> = {};
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: chromiumArgs });
  try {
    for (const [name, path] of Object.entries(pages)) {
      // A new context per page: an empty cache and no cookies, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        visits[name] = await measureFirstVisit(await context.newPage(), server.base + path);
      } finally {
        await context.close();
      }
      const returning = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        statics[name] = await staticFigures(path, await firstLoadScripts(returning, server.base + path));
      } finally {
        await returning.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  if (json) {
    const out = Object.fromEntries(
      Object.entries(pages).map(([name, path]) => {
        const visit = visits[name];
        return [
          name,
          { path, static: statics[name], firstVisit: visit && { bytes: visit.bytes, total: visit.total, transfers: visit.transfers } },
        ];
      }),
    );
    console.log(JSON.stringify(out, null, 2));
    return;
  }
  console.log(
    'Built files (first-load JS: the scripts a page requests until it has hydrated after a first act, and "read JS"\n' +
      'those of a visitor who only reads; CSS as the HTML links it;\n' +
      'hydration data: raw, and what it adds to the page compressed with brotli; KB):',
  );
  printTable([
    ['template', 'path', 'JS files', 'JS raw', 'JS gzip', 'read JS gzip', 'CSS gzip', 'HTML gzip', 'data raw', 'data br+'],
    ...Object.entries(pages).map(([name, path]) => {
      const s = statics[name];
      return s
        ? [
            name,
            path,
            String(s.jsFiles),
            kb(s.jsRaw),
            kb(s.jsGzip),
            kb(s.readingJsGzip),
            kb(s.cssGzip),
            kb(s.htmlGzip),
            kb(s.hydrationDataRaw),
            kb(s.hydrationDataBrotli),
          ]
        : [name, path];
    }),
  ]);
  console.log('\nFirst visit in Chromium (encoded bytes over the wire until network idle; KB):');
  printTable([
    ['template', 'path', 'requests', ...BYTE_KINDS, 'total'],
    ...Object.entries(pages).map(([name, path]) => {
      const v = visits[name];
      return v ? [name, path, String(v.transfers.length), ...BYTE_KINDS.map((k) => kb(v.bytes[k])), kb(v.total)] : [name, path];
    }),
  ]);
  console.log('\ndata = payloads the link prefetcher fetched for links in view; their page chunks are in js.');
  // Counted like any download (a browser fetches them too), but worth knowing: they are bugs.
  const failed = Object.values(visits).flatMap((v) =>
    v.transfers
      .filter((t) => t.status >= 400 && t.kind !== 'html')
      .map((t) => `${v.path}: ${t.status} ${t.kind} ${new URL(t.url).pathname} (${t.bytes} B)`),
  );
  if (failed.length > 0) console.log(`\nFailed subresources (counted above):\n  ${[...new Set(failed)].join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error, '\nRun `npm run build` first.');
  process.exit(1);
});
