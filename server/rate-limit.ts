/**
 * Per-client, per-form limit on form posts: a sliding window of the last
 * `max` post times. Refused posts do not count, so Retry-After is truthful.
 * Memory stays bounded: at most `maxKeys` clients, the least recent dropped.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now, maxKeys = 50_000) {
  /** Post times per key, oldest first; Map order = least recently used first. */
  const hits = new Map<string, number[]>();

  function sweep(t: number): void {
    for (const [key, times] of hits) {
      if ((times[times.length - 1] ?? 0) > t - windowMs && hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    hit(key: string): RateDecision {
      const t = now();
      const times = hits.get(key) ?? [];
      let expired = 0;
      while (expired < times.length && (times[expired] ?? 0) <= t - windowMs) expired++;
      if (expired > 0) times.splice(0, expired);
      if (times.length >= max) {
        const oldest = times[0] ?? t;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
      }
      times.push(t);
      hits.delete(key); // re-insert: most recently used last
      hits.set(key, times);
      if (hits.size > maxKeys || hits.size % 1024 === 0) sweep(t);
      return { ok: true };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
