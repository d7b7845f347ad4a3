/**
 * Request pacing for the pull: at most N requests in flight (concurrency) and
 * at most M request starts in any sliding one-second window (rate).
 *
 * microCMS answers 429 above its per-second limit; pacing ourselves below it is
 * cheaper than provoking 429s and backing off. A sliding window (not fixed
 * one-second buckets) guarantees the limit for *every* window, including those
 * straddling a bucket boundary, where fixed buckets would allow 2×M.
 *
 * Not server/rate-limit.ts, the site's one limiter of incoming requests: that one refuses a client over its
 * limit; this one delays our own outgoing requests until they fit under microCMS's.
 */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface RateLimiter {
  /** Resolves when a request may start; the start is recorded at that moment. */
  acquire(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Starts allowed per window. Default 60. */
  maxPerWindow?: number;
  /** Default 1000 ms. */
  windowMs?: number;
  clock?: Clock;
}

export function createRateLimiter({ maxPerWindow = 60, windowMs = 1000, clock = realClock }: RateLimiterOptions = {}): RateLimiter {
  if (!(maxPerWindow >= 1)) throw new Error('maxPerWindow must be at least 1');
  const starts: number[] = [];
  // Acquisitions are chained so concurrent callers cannot both see the same free slot.
  let queue: Promise<void> = Promise.resolve();

  async function next(): Promise<void> {
    for (;;) {
      const now = clock.now();
      // A start at t occupies the half-open window [t, t + windowMs).
      while (starts.length > 0 && (starts[0] ?? 0) + windowMs <= now) starts.shift();
      if (starts.length < maxPerWindow) {
        starts.push(now);
        return;
      }
      await clock.sleep((starts[0] ?? now) + windowMs - now);
    }
  }

  return {
    acquire() {
      const turn = queue.then(next);
      queue = turn.catch(() => {}); // a failed sleep must not wedge every later caller
      return turn;
    },
  };
}

/** Counting semaphore: limits how many requests are in flight at once. */
export function createSemaphore(max: number) {
  if (!(max >= 1)) throw new Error('concurrency must be at least 1');
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async acquire(): Promise<void> {
      if (active < max) {
        active++;
        return;
      }
      // The releaser hands its slot over directly, so `active` never dips and a newcomer cannot jump the queue.
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const nextWaiter = waiting.shift();
      if (nextWaiter) nextWaiter();
      else active--;
    },
  };
}

/** Runs requests within both limits; share one gate across everything a sync does. */
export interface RequestGate {
  run<T>(request: () => Promise<T>): Promise<T>;
}

export interface RequestGateOptions {
  /** Requests in flight at once. Default 6. */
  concurrency?: number;
  /** Request starts per second. Default 60. */
  perSecond?: number;
  clock?: Clock;
}

export function createRequestGate({ concurrency = 6, perSecond = 60, clock = realClock }: RequestGateOptions = {}): RequestGate {
  const slots = createSemaphore(concurrency);
  const limiter = createRateLimiter({ maxPerWindow: perSecond, windowMs: 1000, clock });
  return {
    async run(request) {
      await slots.acquire();
      try {
        await limiter.acquire();
        return await request();
      } finally {
        slots.release();
      }
    },
  };
}
