/**
 * The site server: serves the pre-rendered site with correct statuses and
 * cache headers. With an intake (server/intake) it also answers /api/* and
 * fills personalised thank-you pages; the publish webhook joins it later.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fillReceiptSlot } from '../src/forms/receipt-html.ts';
import { pickEncoding, resolveFile, safeRelativePath, type FileHit } from './static-files.ts';
import { securityHeaders } from './security-headers.ts';
import type { Intake } from './intake/index.ts';
import type { Publishing } from './publish/index.ts';
import { personalisedPage, sendPersonalisedPage } from './intake/receipt-pages.ts';
import { openLiveRelease, type Release } from './live-release.ts';

export interface SiteServerOptions {
  /**
   * The build output directory: releases/ with a `current` link
   * (engine/releases.ts), or a legacy client/ and server-routes.json.
   */
  distDir: string;
  log?: (line: string) => void;
  /** Problems worth an operator's eye even without request logging (an unreadable live release). */
  warn?: (line: string) => void;
  /** The forms API and receipts. Without it, /api/* is not served and every QPARC token gets the shell. */
  intake?: Pick<Intake, 'handleApi' | 'findReceipt'>;
  /** The microCMS webhook, the publish status and draft previews (server/publish). */
  publishing?: Pick<Publishing, 'handle'>;
}

const HASHED_ASSET = /^\/assets\//;

function cacheControl(pathname: string, contentType: string): string {
  if (HASHED_ASSET.test(pathname)) return 'public, max-age=31536000, immutable';
  if (contentType.startsWith('text/html') || pathname.startsWith('/_data/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** The policy the release's build computed for its pages (older builds have none). */
function setCsp(res: ServerResponse, { routes }: Release): void {
  if (routes.csp) res.setHeader('Content-Security-Policy', routes.csp);
}

export async function createSiteServer({ distDir, log = () => {}, warn = console.warn, intake, publishing }: SiteServerOptions): Promise<Server> {
  const live = await openLiveRelease(distDir, warn);

  async function send(req: IncomingMessage, res: ServerResponse, release: Release, file: FileHit, status: number, pathname: string): Promise<void> {
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
    const variant = await pickEncoding(file, String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('Content-Type', file.contentType);
    if (file.contentType.startsWith('text/html')) setCsp(res, release);
    res.setHeader('Cache-Control', status === 200 ? cacheControl(pathname, file.contentType) : 'no-store');
    res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) res.setHeader('ETag', etag);
    if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.size);
    res.writeHead(status);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(variant.path).on('error', () => res.destroy()).pipe(res);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, release: Release, pathname: string): Promise<void> {
    const { root } = release;
    const page = (pathname === '/en' || pathname.startsWith('/en/')) ? 'en/404.html' : '404.html';
    const file = (await resolveFile(root, page)) ?? (await resolveFile(root, '404.html'));
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This page could not be found');
      return;
    }
    await send(req, res, release, file, 404, pathname);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    // Once per request: everything below reads this one release even if `current` moves meanwhile.
    const release = await live.current();
    const requestUrl = new URL(req.url ?? '/', 'http://site.local');
    if (publishing && (await publishing.handle(req, res, requestUrl, { csp: release.routes.csp }))) return;
    if (intake && (await intake.handleApi(req, res, requestUrl))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    const { root, routes } = release;
    const url = new URL(req.url ?? '/', 'http://site.local');
    const pathname = url.pathname;
    const relative = safeRelativePath(pathname);
    if (relative === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
      return;
    }
    // One canonical URL per page: no trailing slash, no duplicate slashes.
    const canonical = pathname.length > 1 ? pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/' : pathname;
    const redirectTo = canonical !== pathname ? canonical : routes.redirects[pathname];
    if (redirectTo) {
      res.writeHead(308, { Location: redirectTo + url.search, 'Cache-Control': 'public, max-age=3600' }).end();
      return;
    }
    if (intake) {
      // Before static files: the QPARC shell exists as a file, but only real receipts may see it.
      const personal = personalisedPage(pathname, url.searchParams, routes.shells, intake.findReceipt);
      if (personal?.kind === 'notFound') return notFound(req, res, release, pathname);
      const page = personal && (await resolveFile(root, personal.page));
      if (personal && page) {
        setCsp(res, release);
        return sendPersonalisedPage(req, res, fillReceiptSlot(await readFile(page.path, 'utf8'), personal.fragment));
      }
    }
    const file = await resolveFile(root, relative);
    if (file) return send(req, res, release, file, 200, pathname);
    const shellPrefix = pathname.slice(0, pathname.lastIndexOf('/') + 1);
    const shell = routes.shells[shellPrefix];
    if (shell && pathname.length > shellPrefix.length) {
      const shellFile = await resolveFile(root, shell.slice(1));
      if (shellFile) return send(req, res, release, shellFile, 200, pathname);
    }
    return notFound(req, res, release, pathname);
  }

  return createServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    handle(req, res).catch((error: unknown) => {
      log(`500 ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
}
