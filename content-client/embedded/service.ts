/**
 * A microCMS-compatible read API over a directory of JSON fixtures, for running
 * the site without microCMS credentials. The unmodified microcms-js-sdk talks to
 * it once `routeServiceDomainTo` (route-fetch.ts) points its host here.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listContents, parseItemQuery, parseListQuery, presentItem, QueryError } from './query.ts';
import { createRateLimiter } from './rate-limit.ts';
import { openLiveStore } from './live-store.ts';
import { isDraft, type ContentStore, type FixtureError, type RawItem } from './store.ts';

export interface ContentServiceOptions {
  /** Fixture directory holding `<endpoint>.json` files. */
  dir: string;
  /** The key requests must carry in `X-MICROCMS-API-KEY`. */
  apiKey: string;
  /**
   * Default true: each request first checks the fixture files and serves edits,
   * additions and deletions (live-store.ts). False: only `reload()` re-reads them.
   */
  reloadOnChange?: boolean;
  /** Told once per new fixture problem met while reloading; default: a console warning. */
  onFixtureProblem?: (error: FixtureError) => void;
  /** Default 60; more requests within a sliding 1 s window are answered with 429. */
  maxRequestsPerSecond?: number;
  /**
   * Test hook: answer a request yourself (return undefined to let the service answer).
   * Runs after the key, method and rate-limit checks, before the endpoint is looked up.
   */
  intercept?: (req: { endpoint: string; contentId?: string; query: URLSearchParams }) => { status: number; body: unknown } | undefined;
}

export interface ContentService {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Every HTTP request received so far, rejected ones included. */
  requestCount(): number;
  /** Re-reads every fixture file; a broken file keeps its previous content served and the error is thrown. */
  reload(): Promise<void>;
  /** Why the content served differs from the fixture files (a broken edit), or undefined. */
  fixtureProblem(): FixtureError | undefined;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: { message },
  ...(headers ? { headers } : {}),
});

/** A draft is served only by id with its own draft key; that is how microCMS previews work. */
function visible(item: RawItem, draftKey: string | undefined): boolean {
  return !isDraft(item) || (draftKey !== undefined && item['_draftKey'] === draftKey);
}

function answer(store: ContentStore, endpoint: string, contentId: string | undefined, params: URLSearchParams): Reply {
  const ep = store.endpoints.get(endpoint);
  if (!ep) return fail(404, `API "${endpoint}" does not exist.`);
  if (ep.kind === 'object') {
    const query = parseItemQuery(params);
    if (contentId !== undefined || !visible(ep.content, query.draftKey)) {
      return fail(404, `Content not found in object API "${endpoint}".`);
    }
    return ok(presentItem(store, endpoint, ep.content, query));
  }
  if (contentId === undefined) return ok(listContents(store, ep, parseListQuery(params)));
  const query = parseItemQuery(params);
  const item = ep.byId.get(contentId);
  if (!item || !visible(item, query.draftKey)) return fail(404, `Content "${contentId}" not found in "${endpoint}".`);
  return ok(presentItem(store, endpoint, item, query));
}

const pathPattern = /^\/api\/v1\/([^/]+)(?:\/([^/]+))?\/?$/;

export async function startContentService(opts: ContentServiceOptions): Promise<ContentService> {
  const warn = (e: FixtureError) =>
    console.warn(`[embedded content] ${e.message}\n  (the previous content stays served until this is fixed)`);
  const live = await openLiveStore(opts.dir, opts.onFixtureProblem ?? warn);
  const reloadOnChange = opts.reloadOnChange ?? true;
  const limiter = createRateLimiter(opts.maxRequestsPerSecond ?? 60);
  let count = 0;

  async function handle(req: IncomingMessage): Promise<Reply> {
    // Key first, as microCMS does: an unauthenticated caller learns nothing else.
    if (req.headers['x-microcms-api-key'] !== opts.apiKey) return fail(401, 'X-MICROCMS-API-KEY header is invalid.');
    if (req.method !== 'GET') return fail(405, `Method ${req.method ?? '?'} is not allowed; this API is read-only.`, { allow: 'GET' });
    if (!limiter.tryAcquire()) return fail(429, 'Too many requests.');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = pathPattern.exec(url.pathname);
    if (!m || m[1] === undefined) return fail(404, `No API at ${url.pathname}.`);
    const endpoint = decodeURIComponent(m[1]);
    const contentId = m[2] === undefined ? undefined : decodeURIComponent(m[2]);
    const intercepted = opts.intercept?.({ endpoint, ...(contentId === undefined ? {} : { contentId }), query: url.searchParams });
    if (intercepted) return intercepted;
    const store = reloadOnChange ? await live.fresh() : live.current();
    return answer(store, endpoint, contentId, url.searchParams);
  }

  const server = createServer(async (req, res) => {
    count++;
    let reply: Reply;
    try {
      reply = await handle(req);
    } catch (e) {
      reply = e instanceof QueryError ? fail(400, e.message) : fail(500, `Internal error: ${(e as Error).message}`);
    }
    const body = JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(body);
    // The request body is irrelevant (read-only API) but must be drained for keep-alive to work.
    req.resume();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requestCount: () => count,
    reload: () => live.reloadAll(),
    fixtureProblem: () => live.problem(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // fetch keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
