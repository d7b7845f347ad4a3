/**
 * Payloads fetched ahead of a navigation (prefetch) and reused by the loader
 * that needs them. Entries expire quickly: a republish must show up.
 */
const TTL_MS = 30_000;
const entries = new Map<string, { at: number; response: Promise<Response> }>();

/**
 * Starts fetching a payload unless a recent copy is cached. Settles (never
 * rejects) once the whole body has arrived, so the prefetch queue holds its
 * slot while the request still uses the network.
 */
export function prefetchPayload(url: string): Promise<void> {
  const hit = entries.get(url);
  if (hit && performance.now() - hit.at < TTL_MS) return Promise.resolve();
  const response = fetch(url, { headers: { accept: 'application/json' }, priority: 'low' });
  response.catch(() => entries.delete(url));
  entries.set(url, { at: performance.now(), response });
  return response
    .then((r) => r.clone().arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );
}

/** A prefetched answer (a fresh copy) if there is a recent one; the entry is used once. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const hit = entries.get(url);
  entries.delete(url);
  if (!hit || performance.now() - hit.at >= TTL_MS) return undefined;
  return hit.response.then((r) => r.clone());
}
