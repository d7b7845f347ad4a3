/**
 * `npm run bench:search -- --url http://127.0.0.1:3000`: the bytes a first
 * search downloads, in Chromium against a running site server. For each
 * query, a fresh browser profile opens the page, accepts the consent banner
 * (the app starts), then opens the search dialog and types the query;
 * everything requested from the click until the results are shown and the
 * network is idle is counted as encoded body bytes (as
 * tests/e2e/budget.spec.ts counts a first visit): the results' chunk (the
 * dialog itself is part of the page), Pagefind's loader, WebAssembly, the language's metadata, the
 * index chunks of the query's words and the fragments of the results shown.
 * Figures, not a test.
 */
import { parseArgs } from 'node:util';
import { chromium, type Request } from '@playwright/test';
import { ensureChromium } from './lib/chromium.ts';

const { values: args } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, json: { type: 'boolean', default: false } },
});

const QUERIES = [
  { path: '/', button: 'サイト内検索', query: '量子化学' },
  { path: '/', button: 'サイト内検索', query: '電池' },
  { path: '/en', button: 'Search', query: 'quantum chemistry' },
  { path: '/en', button: 'Search', query: 'battery' },
];

interface Measured {
  query: string;
  results: string;
  kib: number;
  requests: number;
  byKind: Record<string, number>;
}

/** What a request is, for the breakdown. */
function kindOf(url: URL): string {
  const p = url.pathname;
  if (p.endsWith('.pf_index')) return 'index chunks';
  if (p.endsWith('.pf_fragment')) return 'fragments';
  if (p.endsWith('.pf_meta')) return 'metadata';
  if (p.includes('wasm')) return 'wasm';
  if (p.startsWith('/pagefind/')) return 'pagefind.js + entry';
  return 'results chunk';
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: await ensureChromium() });
  const rows: Measured[] = [];
  try {
    for (const { path, button, query } of QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(path, args.url).href, { waitUntil: 'networkidle' });
      await page.locator('#consent-bar button').first().click();
      // The app starts at a first act (src/client/intent.ts): started before, so that its files are not counted here.
      await page.keyboard.press('Shift');
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.waitForLoadState('networkidle');
      const pending: Promise<[string, number]>[] = [];
      page.on('requestfinished', (request: Request) =>
        pending.push(request.sizes().then((s) => [request.url(), s.responseBodySize] as [string, number])),
      );
      await page.getByRole('button', { name: button }).click();
      await page.locator('dialog.search-dialog').getByRole('searchbox').fill(query);
      const status = page.locator('dialog.search-dialog').getByRole('status');
      await status.filter({ hasText: query }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600); // networkidle: 500 ms without a request
      const transfers = await Promise.all(pending);
      const byKind: Record<string, number> = {};
      for (const [url, bytes] of transfers) {
        const kind = kindOf(new URL(url));
        byKind[kind] = (byKind[kind] ?? 0) + bytes;
      }
      const total = transfers.reduce((sum, [, bytes]) => sum + bytes, 0);
      rows.push({ query, results: (await status.textContent()) ?? '', kib: total / 1024, requests: transfers.length, byKind });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  if (args.json) {
    console.log(JSON.stringify(rows));
    return;
  }
  for (const r of rows) {
    const kinds = Object.entries(r.byKind)
      .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`)
      .join(', ');
    console.log(
      `${r.query.padEnd(18)} ${r.kib.toFixed(0).padStart(4)} KiB in ${String(r.requests).padStart(2)} requests (${kinds}) — ${r.results}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
