/**
 * Redirects microcms-js-sdk traffic to the embedded content service.
 *
 * Why patch the global fetch: microcms-js-sdk 3 builds every URL as
 * `https://{serviceDomain}.microcms.io/api/v1/...` and has no base-URL option
 * (3.0 removed `customFetch`, the only hook there was). It does look up the global
 * `fetch` at call time, so swapping that is the one way to point the unchanged SDK
 * at another origin. Only requests for that exact host are touched.
 */

const microcmsHostSuffix = '.microcms.io';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Makes the global fetch send requests for https://{serviceDomain}.microcms.io to
 * `origin` instead, keeping method, headers and body; everything else is untouched.
 * Returns a function that restores the previous fetch. Restore in reverse order when
 * nesting, since each restore puts back exactly the fetch it replaced.
 */
export function routeServiceDomainTo(serviceDomain: string, origin: string): () => void {
  const previous = globalThis.fetch;
  const host = `${serviceDomain}${microcmsHostSuffix}`.toLowerCase();
  const targetOrigin = new URL(origin).origin;

  const routed: typeof fetch = async (input, init) => {
    const url = new URL(urlOf(input));
    if (url.protocol !== 'https:' || url.hostname !== host) return previous(input, init);
    const target = `${targetOrigin}${url.pathname}${url.search}`;
    if (!(input instanceof Request)) return previous(target, init);
    // A Request's URL is read-only; rebuild it. Buffering the body avoids the
    // `duplex` requirement Node's fetch has for streamed request bodies.
    const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer();
    const fromRequest: RequestInit = { method: input.method, headers: input.headers, signal: input.signal, redirect: input.redirect };
    return previous(target, { ...fromRequest, ...(body ? { body } : {}), ...init });
  };

  globalThis.fetch = routed;
  return () => {
    globalThis.fetch = previous;
  };
}
