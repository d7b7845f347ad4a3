/** Writing API answers. Nothing the API says may be cached by a browser or proxy. */
import type { ServerResponse } from 'node:http';
import { NO_JS_PAGE_CSP } from './no-js-pages.ts';

type Headers = Record<string, string | number>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** A no-JS page of the forms API (no-js-pages.ts), under its own policy. */
export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': NO_JS_PAGE_CSP,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(html),
    ...headers,
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

export function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendJson(res, 405, { message: 'Method not allowed' }, { Allow: allow });
}
