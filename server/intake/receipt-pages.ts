/**
 * Personalised thank-you pages for visitors without JavaScript: the site
 * server fills the pre-rendered page's empty receipt slot with the same
 * fragment the browser would render.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { receiptHtml } from '../../src/forms/receipt-html.ts';
import { RECEIPT_TOKEN, type Receipt } from '../../src/forms/receipts.ts';

const gzip = promisify(gzipCallback);

export const READINESS_THANKS = '/readiness-check/thanks';
export const QPARC_COMPLETE_PREFIX = '/qparc/2025/apply/';

export type PersonalisedPage =
  /** Fill this pre-rendered page (path relative to the web root) with the fragment. */
  | { kind: 'fill'; page: string; fragment: string }
  /** A completion URL whose token is unknown: the 404 page. */
  | { kind: 'notFound' };

/**
 * undefined: not a personalised URL (or an unknown readiness receipt, which
 * gets the plain thanks page), so static serving goes on as usual.
 */
export async function personalisedPage(
  pathname: string,
  search: URLSearchParams,
  shells: Record<string, string>,
  findReceipt: (token: string) => Promise<Receipt | undefined>,
): Promise<PersonalisedPage | undefined> {
  if (pathname === READINESS_THANKS) {
    const token = search.get('receipt') ?? '';
    const receipt = RECEIPT_TOKEN.test(token) ? await findReceipt(token) : undefined;
    if (receipt?.form !== 'readiness') return undefined;
    return { kind: 'fill', page: `${READINESS_THANKS.slice(1)}/index.html`, fragment: receiptHtml(receipt, 'ja') };
  }
  if (pathname.startsWith(QPARC_COMPLETE_PREFIX) && pathname.length > QPARC_COMPLETE_PREFIX.length) {
    const token = pathname.slice(QPARC_COMPLETE_PREFIX.length);
    // Deeper paths are not completion pages; let static serving 404 them.
    if (token.includes('/')) return undefined;
    const receipt = RECEIPT_TOKEN.test(token) ? await findReceipt(token) : undefined;
    // A made-up token must not show a "you are registered" page.
    if (receipt?.form !== 'qparc') return { kind: 'notFound' };
    const shell = shells[QPARC_COMPLETE_PREFIX] ?? `${QPARC_COMPLETE_PREFIX}_`;
    return { kind: 'fill', page: `${shell.slice(1)}/index.html`, fragment: receiptHtml(receipt, 'ja') };
  }
  return undefined;
}

const acceptsGzip = (header: string) => /(^|[,\s])(gzip|\*)(?!;\s*q=0(\.0*)?\s*(,|$))/.test(header);

/** Sends a personal page: never cached by anyone but this browser, gzip on the fly when accepted. */
export async function sendPersonalisedPage(req: IncomingMessage, res: ServerResponse, html: string): Promise<void> {
  const raw = Buffer.from(html, 'utf8');
  const useGzip = acceptsGzip(String(req.headers['accept-encoding'] ?? ''));
  const body = useGzip ? await gzip(raw) : raw;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
