/**
 * The site server: serves the pre-rendered site with correct statuses and
 * cache headers. With an intake (server/intake) it also answers /api/* and
 * fills personalised thank-you pages; with publishing (server/publish) the
 * microCMS webhook, the publish status and draft previews.
 *
 * Hostile input gets a 4xx, never a 5xx: request targets a browser would not
 * send (`//`, `http://[::1/`), malformed requests Node refuses itself
 * (`clientError`), slow clients (timeouts), too many connections. Every
 * answer carries the security headers. Every answer is one log line
 * (`event: request`: request id, method, redacted path — never a query or a
 * token —, route kind, status, time, client) and counts in the metrics;
 * /livez and /readyz (server/health.ts) and /metrics (server/metrics.ts)
 * are answered before anything else.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import { relative as relativePath } from 'node:path';
import send from 'send';
import { fillReceiptSlot } from '../src/forms/receipt-html.ts';
import { pickEncoding, resolveFile, safeRelativePath, type FileHit } from './static-files.ts';
import { securityHeaders, withReporting, type HeaderPolicy } from '../src/prerender/security-headers.ts';
import type { Intake } from './intake/index.ts';
import type { Publishing } from './publish/index.ts';
import { personalisedPage, QPARC_COMPLETE_PREFIX, sendPersonalisedPage } from './intake/receipt-pages.ts';
import { openLiveRelease, type Release } from './live-release.ts';
import { resolveClientAddress, trustFunction, type TrustProxy } from './client-address.ts';
import { createCspReports } from './csp-report.ts';
import { printable } from './log-text.ts';
import { findSearchFile, isSearchPath } from './search-files.ts';
import { createLogger, type Logger } from './logger.ts';
import { createHealth, type Health } from './health.ts';
import type { SiteMetrics } from './metrics.ts';
import { routeKind } from './route-kind.ts';

/** Connection limits and timeouts (src/config/env.ts documents each). */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  keepAliveMaxRequests: number;
  maxConnections: number;
}

export const defaultLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  keepAliveMaxRequests: 1000,
  maxConnections: 2000,
};

export interface SiteServerOptions {
  /**
   * The build output directory: releases/ with a `current` link (engine/releases.ts).
   */
  distDir: string;
  /** One line per answer, and the events (CSP violations, an unreadable live release, errors). Default: warnings and errors to stdout. */
  logger?: Logger;
  /** /livez and /readyz; default: the live release only (no database, never draining). */
  health?: Health;
  /** Request counts and times, and /metrics; without it /metrics is not served. */
  metrics?: Pick<SiteMetrics, 'request' | 'handle'>;
  /** The forms API and receipts. Without it, /api/* is not served and every QPARC token gets the shell. */
  intake?: Pick<Intake, 'handleApi' | 'findReceipt'>;
  /** The microCMS webhook, the publish status and draft previews (server/publish). */
  publishing?: Pick<Publishing, 'handle'>;
  headers?: HeaderPolicy;
  /** Whose X-Forwarded-For to believe (server/client-address.ts). */
  trustProxy?: TrustProxy;
  limits?: Partial<ServerLimits>;
}

/** Files named by their content: Vite's assets, and the embedded content's images (public/cms-assets, `name.<hash8>.ext`). */
const HASHED_ASSET = /^\/assets\/|^\/cms-assets\/[^/]+\.[0-9a-f]{8}\.[a-z0-9]+$/;
/** Files that exist in the release but are not pages of their own. */
const NOT_A_PAGE = /(^|\/)404\.html$|\.(br|gz)$/;

function cacheControl(pathname: string, contentType: string): string {
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  if (contentType.startsWith('text/html') || pathname.startsWith('/_data/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** URLs that carry a receipt token: personal, so never kept by a shared cache or sent on as a referrer. */
const carriesToken = (url: URL) =>
  url.searchParams.has('receipt') || (url.pathname.startsWith(QPARC_COMPLETE_PREFIX) && url.pathname.length > QPARC_COMPLETE_PREFIX.length);

/** Paths whose last segment is a receipt token (the QPARC completion page, the receipts API). */
const TOKEN_PREFIXES = [QPARC_COMPLETE_PREFIX, '/api/receipts/'];

/** The path as it may appear in a log: no query, tokens masked, printable, bounded. */
export function logPath(target: string | undefined): string {
  const path = (target ?? '').replace(/[?#].*$/s, '');
  const prefix = TOKEN_PREFIXES.find((p) => path.startsWith(p) && path.length > p.length);
  return printable(prefix ? `${prefix}:token` : path) || '-';
}

/**
 * The request target as a URL on this site, or undefined for a target no
 * browser sends. `new URL(target, base)` reads `//x` as a host and throws on
 * `//`; origin-form targets are appended to the base instead, so `//x` is the
 * path `//x` (and gets redirected to `/x`). Absolute-form (`http://host/p`,
 * what proxies send) keeps its path and query.
 */
export function requestUrl(target: string | undefined): URL | undefined {
  if (!target) return undefined;
  try {
    if (target.startsWith('/')) return new URL(`http://site.local${target}`);
    if (/^https?:\/\//i.test(target)) {
      const absolute = new URL(target);
      return new URL(`http://site.local${absolute.pathname}${absolute.search}`);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Answers one request. */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The site's request handler on its own, for a server of someone else's (Vite's
 * preview server, server/preview-plugin.ts) as well as for createSiteServer.
 */
export async function createSiteHandler(options: SiteServerOptions): Promise<SiteHandler> {
  const { distDir, intake, publishing, metrics } = options;
  const logger = options.logger ?? createLogger({ level: 'warn' });
  const health = options.health ?? createHealth({ distDir });
  const live = await openLiveRelease(distDir, (line) => logger.warn({ event: 'live-release' }, line));
  const baseHeaders = Object.entries(securityHeaders(options.headers));
  const trust = trustFunction(options.trustProxy);
  const cspReports = createCspReports({ logger });

  /** The policy the release's build computed for its pages, with where to report violations. */
  function setPageCsp(res: ServerResponse, { routes }: Release): void {
    if (routes.csp) res.setHeader('Content-Security-Policy', withReporting(routes.csp));
  }

  /** A short plain-text answer; representation headers of a file that was about to be sent are dropped. */
  function plain(res: ServerResponse, status: number, extra: Record<string, string | number> = {}): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of ['Content-Encoding', 'ETag', 'Last-Modified', 'Content-Range', 'Accept-Ranges', 'Vary']) res.removeHeader(name);
    const body = STATUS_CODES[status] ?? 'Error';
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
      ...extra,
    });
    res.end(body);
  }

  function setRepresentationHeaders(
    res: ServerResponse,
    release: Release,
    file: FileHit,
    variant: Awaited<ReturnType<typeof pickEncoding>>,
    cache: string,
  ): void {
    res.setHeader('Content-Type', file.contentType);
    if (file.contentType.startsWith('text/html')) setPageCsp(res, release);
    res.setHeader('Cache-Control', cache);
    res.setHeader('Vary', 'Accept-Encoding');
    if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding);
  }

  /**
   * Responses whose whole declared body has been handed to the socket. A client that has read the whole answer
   * may hang up before the file stream's end (one more read, to find the end of the file) reaches `res.end()`:
   * the answer was complete, and is counted as such, not as aborted (see the 'close' handler below).
   */
  const delivered = new WeakSet<ServerResponse>();
  function watchBody(file: Readable, res: ServerResponse): void {
    let sent = 0;
    file.on('data', (chunk: Buffer | string) => {
      sent += chunk.length;
      if (sent >= Number(res.getHeader('Content-Length'))) delivered.add(res);
    });
  }

  /**
   * A 200 file through `send` (the core of Express's static serving): Range
   * and If-Range, If-None-Match lists and `*`, If-Modified-Since and the
   * If-Match preconditions, HEAD. Not sirv: it compares If-None-Match as one
   * exact string, reads `bytes=-500` as the first 500 bytes, ignores
   * Accept-Encoding q-values and, in production mode, indexes the whole
   * directory at start (31k+ files per release, which moves with every publish).
   */
  async function sendOk(
    req: IncomingMessage,
    res: ServerResponse,
    release: Release,
    file: FileHit,
    pathname: string,
    cache?: string,
  ): Promise<void> {
    const variant = await pickEncoding(file, String(req.headers['accept-encoding'] ?? ''));
    setRepresentationHeaders(res, release, file, variant, cache ?? cacheControl(pathname, file.contentType));
    // send decodes its path: escape `%` so a file name is read as it is.
    const path = '/' + relativePath(release.root, variant.path).split('\\').join('/').replace(/%/g, '%25');
    send(req, path, { root: release.root, etag: true, lastModified: true, cacheControl: false, dotfiles: 'allow', index: false })
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        // 404: the file went away between the lookup and the read (a release pruned under a slow request).
        if (error.status === 404) void notFound(req, res, release, pathname).catch(() => res.destroy());
        else plain(res, error.status ?? 500, error.headers);
      })
      .on('stream', (file: Readable) => watchBody(file, res))
      .pipe(res);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, release: Release, pathname: string): Promise<void> {
    const { root } = release;
    const page = pathname === '/en' || pathname.startsWith('/en/') ? 'en/404.html' : '404.html';
    const file = (await resolveFile(root, page)) ?? (await resolveFile(root, '404.html'));
    if (!file) {
      plain(res, 404);
      return;
    }
    const variant = await pickEncoding(file, String(req.headers['accept-encoding'] ?? ''));
    setRepresentationHeaders(res, release, file, variant, 'no-store');
    res.writeHead(404, { 'Content-Length': variant.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = createReadStream(variant.path).on('error', () => res.destroy());
    watchBody(body, res);
    body.pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL | undefined): Promise<void> {
    if (!url) return plain(res, 400);
    // Before the release is looked up: a probe must be answered whatever the state of the files.
    if (await health.handle(req, res, url)) return;
    if (metrics && (await metrics.handle(req, res, url))) return;
    const personalCache = carriesToken(url) ? 'private, no-store' : undefined;
    if (personalCache) {
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
    }
    if (await cspReports(req, res, url)) return;
    // Looked up once per request, and only by what serves a page: everything below reads this one release even if
    // `current` moves meanwhile. The API (a form post, a receipt, a webhook) reads no release: under a form load,
    // reading the link for each post was 3–4 % of a replica's work (bench:forms --cpu-prof).
    let looked: Promise<Release> | undefined;
    const currentRelease = () => (looked ??= live.current());
    const pageCsp = async () => {
      const { csp } = (await currentRelease()).routes;
      return csp && withReporting(csp);
    };
    if (publishing && (await publishing.handle(req, res, url, pageCsp))) return;
    if (intake && (await intake.handleApi(req, res, url))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: 'GET, HEAD' });
    const release = await currentRelease();
    const { root, routes } = release;
    const pathname = url.pathname;
    const relative = safeRelativePath(pathname);
    if (relative === undefined) return plain(res, 400);
    // One canonical URL per page: no trailing slash, no duplicate slashes, no index.html.
    const canonical = pathname.length > 1 ? pathname.replace(/\/{2,}/g, '/').replace(/(\/index\.html|\/+)$/, '') || '/' : pathname;
    const redirectTo = canonical !== pathname ? canonical : routes.redirects[pathname];
    if (redirectTo) {
      res
        .writeHead(308, {
          Location: redirectTo + url.search,
          'Cache-Control': personalCache ?? 'public, max-age=3600',
          'Content-Length': 0,
        })
        .end();
      return;
    }
    if (NOT_A_PAGE.test(relative)) return notFound(req, res, release, pathname);
    // Site search: the Pagefind index lives beside the releases (engine/search-store.ts, server/search-files.ts).
    if (isSearchPath(pathname)) {
      const hit = await findSearchFile(distDir, release.id, relative);
      return hit ? sendOk(req, res, { ...release, root: hit.root }, hit.file, pathname, hit.cache) : notFound(req, res, release, pathname);
    }
    if (intake) {
      // Before static files: the QPARC shell exists as a file, but only real receipts may see it.
      const personal = await personalisedPage(pathname, url.searchParams, routes.shells, intake.findReceipt);
      if (personal?.kind === 'notFound') return notFound(req, res, release, pathname);
      const page = personal && (await resolveFile(root, personal.page));
      if (personal && page) {
        setPageCsp(res, release);
        return sendPersonalisedPage(req, res, fillReceiptSlot(await readFile(page.path, 'utf8'), personal.fragment));
      }
    }
    const file = await resolveFile(root, relative);
    if (file) return sendOk(req, res, release, file, pathname, personalCache);
    const shellPrefix = pathname.slice(0, pathname.lastIndexOf('/') + 1);
    const shell = routes.shells[shellPrefix];
    if (shell && pathname.length > shellPrefix.length) {
      const shellFile = await resolveFile(root, shell.slice(1));
      if (shellFile) return sendOk(req, res, release, shellFile, pathname, 'private, no-store');
    }
    return notFound(req, res, release, pathname);
  }

  return (req, res) => {
    const started = performance.now();
    const id = randomBytes(6).toString('base64url');
    const url = requestUrl(req.url);
    const base = { reqId: id, method: req.method, path: logPath(req.url), client: resolveClientAddress(req, trust) };
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    res.setHeader('X-Request-Id', id);
    // 'close' comes when the exchange is over, also when the client went away before the answer was complete.
    // Complete means ended by the handler (writableEnded), not flushed (writableFinished), or a file's whole body
    // written (`delivered`): a client that read the whole answer and closed its connection can be seen before
    // the last write's callback, or before a streamed file's end, and such requests were counted as aborted
    // (fresh-clone CI runs: a 404 missing from /metrics under load; tests/integration/ops-metrics.test.ts).
    res.on('close', () => {
      const ms = performance.now() - started;
      const status = res.statusCode;
      const route = routeKind(url, status);
      const line = { event: 'request', ...base, route, status, ms: Math.round(ms * 10) / 10 };
      if (!res.writableEnded && !delivered.has(res)) return logger.info({ ...line, aborted: true }, `${base.method} ${base.path} aborted`);
      metrics?.request(route, status, ms / 1000);
      logger[status >= 500 ? 'error' : 'info'](line, `${base.method} ${base.path} ${status}`);
    });
    handle(req, res, url).catch((err: unknown) => {
      logger.error({ event: 'error', ...base, err }, 'request failed');
      plain(res, 500);
    });
  };
}

/** The site server: the handler behind Node's HTTP server with this site's limits and answers to malformed requests. */
export async function createSiteServer(options: SiteServerOptions): Promise<Server> {
  const limits = { ...defaultLimits, ...options.limits };
  const baseHeaders = Object.entries(securityHeaders(options.headers));
  const handler = await createSiteHandler(options);
  /** The response in progress on each connection: a timeout after it began must cut the socket, not write a second answer. */
  const answering = new WeakMap<Duplex, ServerResponse>();
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above on this interval (default 30 s, which would stretch a 10 s limit to 40 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    (req, res) => {
      answering.set(req.socket, res);
      handler(req, res);
    },
  );
  server.maxRequestsPerSocket = limits.keepAliveMaxRequests;
  server.maxConnections = limits.maxConnections;

  // Requests Node answers before they reach the handler (a bad request line, huge headers, a timeout, CONNECT) still get the security headers.
  const errorHead = baseHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const refuse = (socket: Duplex, status: number, extra = '') => {
    const body = STATUS_CODES[status] ?? 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${body}\r\n${errorHead}${extra}Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET' || answering.get(socket)?.headersSent) {
      socket.destroy();
      return;
    }
    refuse(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
  });
  // Not a proxy: without this listener Node drops CONNECT requests without a word.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuse(socket, 405, 'Allow: GET, HEAD, POST\r\n'));
  return server;
}
