/**
 * What a browser downloads on a first visit to one page: every response from
 * navigation until the network is idle, in a fresh profile (no cache, no
 * cookies, so the consent banner shows as it does for a new visitor), counted
 * as encoded body bytes (what came over the wire, compressed as the server
 * chose; headers excluded so the figure does not move with dates and ids).
 * Shared by `npm run bench:first-load` and the budget test
 * (tests/e2e/budget.spec.ts), so both count the same way.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { storeNecessaryConsent } from './stored-consent.ts';

export const BYTE_KINDS = ['html', 'css', 'js', 'fonts', 'images', 'data', 'other'] as const;
export type ByteKind = (typeof BYTE_KINDS)[number];

export interface Transfer {
  url: string;
  kind: ByteKind;
  status: number;
  bytes: number;
  encoding: string;
}
export interface FirstVisit {
  path: string;
  /** Encoded body bytes per kind; `data` is payload JSON the link prefetcher asked for. */
  bytes: Record<ByteKind, number>;
  total: number;
  transfers: Transfer[];
}

function kindOf(request: Request): ByteKind {
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'stylesheet':
      return 'css';
    case 'script':
      return 'js';
    case 'font':
      return 'fonts';
    case 'image':
      return 'images';
    case 'fetch':
    case 'xhr':
      return 'data';
    default:
      return 'other';
  }
}

/**
 * Loads `url` in `page` (whose context must be fresh) without scrolling or
 * clicking, and sums what was transferred. `networkidle` = no request for
 * 500 ms: fonts, images and the link prefetcher's requests have started by then.
 */
export async function measureFirstVisit(page: Page, url: string): Promise<FirstVisit> {
  const pending: Promise<Transfer | undefined>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const { responseBodySize } = await request.sizes();
        return {
          url: request.url(),
          kind: kindOf(request),
          status: response.status(),
          bytes: responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'] ?? '',
        };
      })().catch(() => undefined),
    );
  };
  page.on('requestfinished', onFinished);
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    // 404 too: the not-found page is a template visitors land on.
    if (!response || (!response.ok() && response.status() !== 404)) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  } finally {
    page.off('requestfinished', onFinished);
  }
  const transfers = (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined);
  const bytes = Object.fromEntries(BYTE_KINDS.map((k) => [k, 0])) as Record<ByteKind, number>;
  for (const t of transfers) bytes[t.kind] += t.bytes;
  return { path: new URL(url).pathname, bytes, total: transfers.reduce((sum, t) => sum + t.bytes, 0), transfers };
}

/**
 * The first-load JavaScript of a page, in two counts: `reading`, every script
 * Chromium requests from navigation until the page has settled (a visitor who
 * only reads: the small entry, pages/+client.ts), and `hydrating`, every one
 * until the app has hydrated (`<html data-hydrated>`) after a key press, the
 * visitor's first act (src/client/intent.ts): the entry, the app and the
 * page's component. Counted as a returning visitor with data saver on, so
 * that the consent banner and the link prefetcher, which load their code
 * later and only for some visitors, never add to it. `context` must be fresh.
 * Returns the scripts' paths.
 */
export async function firstLoadScripts(context: BrowserContext, url: string): Promise<{ reading: string[]; hydrating: string[] }> {
  await storeNecessaryConsent(context, new URL(url).origin);
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const reading = [...scripts];
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.close();
  return { reading, hydrating: [...scripts] };
}

/** The stylesheets a page's HTML links. */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

/** Size after gzip -9: the figure budgets use for JS, independent of what a server happens to send. */
export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;
