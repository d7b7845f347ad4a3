/**
 * What kind of request an answer was, from a small closed set: the request
 * log's `route` field and the label of the request metrics (its size bounds
 * the metrics' cardinality, so no path ever becomes a label). Worked out once
 * per request, when the answer is finished, from the path and the status.
 */
import { CSP_REPORT_PATH } from '../src/prerender/security-headers.ts';
import { isSearchPath } from './search-files.ts';
import { previewRoute, STATUS_PATH, WEBHOOK_PATH } from './publish/index.ts';
import { LIVEZ_PATH, METRICS_PATH, READYZ_PATH } from './health.ts';

export const ROUTE_KINDS = [
  'page',
  'asset',
  'search',
  'redirect',
  'not-found',
  'bad-request',
  'api-form',
  'api-receipt',
  'api-admin',
  'api',
  'csp-report',
  'webhook',
  'publish-status',
  'preview',
  'health',
  'metrics',
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** A file other than a page: an extension that is not .html. */
const FILE = /\.(?!html$)[a-z0-9]+$/i;

function byPath(url: URL): RouteKind | undefined {
  const path = url.pathname;
  if (path === LIVEZ_PATH || path === READYZ_PATH) return 'health';
  if (path === METRICS_PATH) return 'metrics';
  if (path === CSP_REPORT_PATH) return 'csp-report';
  if (path === WEBHOOK_PATH) return 'webhook';
  if (path === STATUS_PATH) return 'publish-status';
  if (path.startsWith('/api/forms/')) return 'api-form';
  if (path.startsWith('/api/receipts/')) return 'api-receipt';
  if (path.startsWith('/api/admin/')) return 'api-admin';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (url.searchParams.has('contentId') && previewRoute(path)) return 'preview';
  return undefined;
}

/** `url`: the request target as requestUrl() read it (undefined for one no browser sends). */
export function routeKind(url: URL | undefined, status: number): RouteKind {
  if (!url) return 'bad-request';
  const known = byPath(url);
  if (known) return known;
  if (status === 301 || status === 302 || status === 307 || status === 308) return 'redirect';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 400) return 'bad-request';
  if (isSearchPath(url.pathname)) return 'search';
  return FILE.test(url.pathname) ? 'asset' : 'page';
}

/** `2xx`…`5xx`: the status label of the request metrics. */
export const statusClass = (status: number): string => `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`;
