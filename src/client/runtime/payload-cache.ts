/**
 * Payloads fetched ahead of a navigation (prefetch) and reused by the loader
 * that needs them. Entries expire quickly: a republish must show up.
 */
const TTL_MS = 30_000;
const entries = new Map<string, { at: number; response: Promise<Response> }>();

export function prefetchPayload(url: string): void {
  const hit = entries.get(url);
  if (hit && performance.now() - hit.at < TTL_MS) return;
  const response = fetch(url, { headers: { accept: 'application/json' }, priority: 'low' } as RequestInit);
  response.catch(() => entries.delete(url));
  entries.set(url, { at: performance.now(), response });
}

/** A prefetched answer (a fresh copy) if there is a recent one; the entry is used once. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const hit = entries.get(url);
  entries.delete(url);
  if (!hit || performance.now() - hit.at >= TTL_MS) return undefined;
  return hit.response.then((r) => r.clone());
}
