/**
 * Typed wrapper over microcms-js-sdk.
 *
 * Two call styles per method:
 * - raw, SDK-shaped: `list<T>({ endpoint, queries })` — no validation, any
 *   queries (fields, depth…); used by the pull, where partial answers
 *   (`fields=id`) are normal.
 * - typed: `list('news', queries)` — depth is forced to 0 and every entry is
 *   validated with the endpoint's schema from schemas.ts, so the result type is
 *   true at runtime.
 *
 * The SDK runs with `retry: false`: its retry waits 5 s per attempt and cannot
 * be tuned; the pull retries itself with back-off (see retry.ts).
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createClient } from 'microcms-js-sdk';
import { toContentError } from './errors.ts';
import { endpoints, type ListEndpointName } from './schemas.ts';
import { isEndpointName, parseEntry } from './validate.ts';
import type {
  ContentClient,
  ContentClientOptions,
  ListDetailRequest,
  ListRequest,
  ListResponse,
  ObjectEndpointName,
  ObjectRequest,
  Queries,
  TypedQueries,
} from './types.ts';

/** Same check and message as the SDK, done before we spread queries into a new object. */
function checkQueries(queries: unknown): void {
  if (queries !== undefined && (queries === null || typeof queries !== 'object')) throw new Error('queries is not object');
}

function checkEndpoint(endpoint: string, kind: 'list' | 'object'): void {
  if (!endpoint) throw new Error('endpoint is required');
  if (!isEndpointName(endpoint) || endpoints[endpoint].kind !== kind) {
    throw new Error(`"${endpoint}" is not a ${kind} endpoint of the content model (schemas.ts)`);
  }
}

export function createContentClient({ serviceDomain, apiKey }: ContentClientOptions): ContentClient {
  // Throws the SDK's own messages synchronously: "parameter is required (…)", "parameter is not string".
  const sdk = createClient({ serviceDomain, apiKey, retry: false });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      throw toContentError(e);
    }
  }
  const depth0 = (queries: TypedQueries | undefined): Queries => {
    checkQueries(queries);
    return { ...queries, depth: 0 };
  };

  async function list(a: string | ListRequest, queries?: TypedQueries): Promise<ListResponse<unknown>> {
    if (typeof a !== 'string') return call(() => sdk.getList({ ...a }));
    checkEndpoint(a, 'list');
    const res = await call(() => sdk.getList({ endpoint: a, queries: depth0(queries) }));
    const endpoint = a as ListEndpointName;
    if (!Array.isArray(res.contents)) throw new Error(`${endpoint}: the answer has no contents array`);
    return { ...res, contents: res.contents.map((c) => parseEntry(endpoint, c)) };
  }

  async function listDetail(a: string | ListDetailRequest, contentId?: string, queries?: TypedQueries): Promise<unknown> {
    if (typeof a !== 'string') return call(() => sdk.getListDetail({ ...a }));
    checkEndpoint(a, 'list');
    if (!contentId) throw new Error('contentId is required');
    const res: unknown = await call(() => sdk.getListDetail({ endpoint: a, contentId, queries: depth0(queries) }));
    return parseEntry(a as ListEndpointName, res);
  }

  async function object(a: string | ObjectRequest, queries?: TypedQueries): Promise<unknown> {
    if (typeof a !== 'string') return call(() => sdk.getObject({ ...a }));
    checkEndpoint(a, 'object');
    const res: unknown = await call(() => sdk.getObject({ endpoint: a, queries: depth0(queries) }));
    return parseEntry(a as ObjectEndpointName, res);
  }

  return {
    get: (req) => call(() => sdk.get({ ...req })),
    list: list,
    listDetail: listDetail,
    object: object,
  };
}

/** The service domain the embedded content service is reached under. */
export const EMBEDDED_SOURCE = 'embedded';

export interface OpenedContentClient {
  client: ContentClient;
  /**
   * Where the content comes from: `embedded:<absolute CONTENT_DIR>` or `microcms:<service domain>` (never the
   * key). The snapshot records it: a sync from another source pulls everything into a fresh snapshot (sync.ts).
   */
  source: string;
  /** Stops the embedded service and restores fetch; a no-op for microCMS. */
  close(): Promise<void>;
}

/**
 * What the content client needs of the environment (src/config/env.ts `Env` has these, validated): the CMS's
 * service domain and key, or without a domain, the directory the embedded service serves.
 */
export interface ContentEnv {
  MICROCMS_SERVICE_DOMAIN?: string | undefined;
  MICROCMS_API_KEY?: string | undefined;
  CONTENT_DIR: string;
}

/** True when no CMS credentials are configured and the embedded content service is used. */
export const usesEmbeddedContent = (env: Pick<ContentEnv, 'MICROCMS_SERVICE_DOMAIN'>): boolean => env.MICROCMS_SERVICE_DOMAIN === undefined;

/**
 * The content client for this environment: microCMS when credentials are set,
 * otherwise the embedded service over `CONTENT_DIR` (default `content/`,
 * relative to the working directory like every other path in env.ts;
 * `opts.contentDir` overrides it for tests). The embedded service gets a
 * random per-process key so nothing else on the machine can read through it.
 * `opts.onFixtureProblem` hears of broken fixture files (default: a console warning).
 */
export async function openContentClient(
  env: ContentEnv,
  opts: { contentDir?: string; onFixtureProblem?: (problem: Error) => void } = {},
): Promise<OpenedContentClient> {
  if (!usesEmbeddedContent(env)) {
    const serviceDomain = env.MICROCMS_SERVICE_DOMAIN ?? '';
    const client = createContentClient({ serviceDomain, apiKey: env.MICROCMS_API_KEY ?? '' });
    return { client, source: `microcms:${serviceDomain}`, close: async () => {} };
  }
  // Imported lazily: a real-CMS run should not load the fixture server at all.
  const [{ startContentService }, { routeServiceDomainTo }] = await Promise.all([
    import('./embedded/service.ts'),
    import('./embedded/route-fetch.ts'),
  ]);
  const apiKey = randomBytes(24).toString('base64url');
  const service = await startContentService({
    dir: resolve(opts.contentDir ?? env.CONTENT_DIR),
    apiKey,
    ...(opts.onFixtureProblem && { onFixtureProblem: opts.onFixtureProblem }),
  });
  const unroute = routeServiceDomainTo(EMBEDDED_SOURCE, service.origin);
  return {
    client: createContentClient({ serviceDomain: EMBEDDED_SOURCE, apiKey }),
    source: `embedded:${resolve(opts.contentDir ?? env.CONTENT_DIR)}`,
    async close() {
      unroute();
      await service.close();
    },
  };
}

export type * from './types.ts';
