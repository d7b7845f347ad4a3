/**
 * Reads every entry of every API for cms:check through the content client's own
 * pull (100 per request, concurrent under the shared 60 requests/s gate, 429/5xx
 * retried), without validating: the check wants the raw answers, all of them.
 * One API failing does not stop the others; each failure says what is probably wrong.
 */
import { createRequestGate, pullAll, statusOf, withRetry, type RetryOptions, type SyncClient } from '../../content-client/index.ts';
import { endpoints, type EndpointName } from '../../content-client/schemas.ts';
import { schemaFileName } from './cms-schema-build.ts';

export type Pulled =
  | { endpoint: EndpointName; ok: true; entries: unknown[] }
  | { endpoint: EndpointName; ok: false; status: number | undefined; reason: string };

/** The CMS's own words from an SDK error ("fetch API response status: 404\n  message is `…`"), or the error text. */
function messageOf(err: unknown): string {
  if (err instanceof Error) return /message is `([^`]*)`/.exec(err.message)?.[1] ?? err.message.replace(/\s+/g, ' ').trim();
  if (typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string') return err.message;
  return JSON.stringify(err) ?? String(err);
}

/** Why an API could not be read, with the permission or setting that is probably missing. */
export function explain(endpoint: EndpointName, status: number | undefined, message: string): string {
  const kind = endpoints[endpoint].kind;
  const getPermission = `the API key has no GET permission for "${endpoint}": give the key 「GET」 as its default permission (デフォルト権限) or as an individual permission (個別権限) for this API`;
  if (status === undefined) return `no answer from the CMS (${message}); check MICROCMS_SERVICE_DOMAIN and the network`;
  if (status === 401) return `401: the API key was refused (${message}); MICROCMS_API_KEY is not a key of this service`;
  if (status === 403 || /GET is forbidden/i.test(message)) return `${status}: ${getPermission}`;
  if (/IP address rejected/i.test(message))
    return `${status}: this machine's address is not allowed by the API's IP restriction (APIのIP制限)`;
  if (status === 404 && kind === 'list') {
    return `404: no API with the endpoint "${endpoint}" in this service; create it as a list API (リスト形式) and import microcms/${schemaFileName(endpoint)}`;
  }
  if (status === 404) {
    return `404: no API "${endpoint}", or it was never published; create it as an object API (オブジェクト形式) from microcms/${schemaFileName(endpoint)} and publish it once`;
  }
  if (status === 429 || status >= 500) return `${status}: the CMS kept failing after retries (${message}); try again later`;
  return `${status}: ${message}`;
}

export async function pullEverything(client: SyncClient, opts: { retry?: RetryOptions } = {}): Promise<Pulled[]> {
  const gate = createRequestGate();
  const names = Object.keys(endpoints) as EndpointName[];
  return Promise.all(
    names.map(async (endpoint): Promise<Pulled> => {
      try {
        const entries =
          endpoints[endpoint].kind === 'list'
            ? await pullAll(client, endpoint, { gate, ...(opts.retry ? { retry: opts.retry } : {}) })
            : [await withRetry(endpoint, () => gate.run(() => client.object({ endpoint, queries: { depth: 0 } })), opts.retry)];
        return { endpoint, ok: true, entries };
      } catch (err) {
        const status = statusOf(err);
        return { endpoint, ok: false, status, reason: explain(endpoint, status, messageOf(err)) };
      }
    }),
  );
}
