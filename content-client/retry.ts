/**
 * Retry with exponential back-off and jitter for the pull.
 *
 * Retried: 429 (rate limited) and 5xx (CMS trouble) — both are transient.
 * Not retried: other 4xx (wrong key, endpoint, query: retrying cannot help),
 * validation errors, and connection failures (status undefined), which almost
 * always mean a wrong service domain; failing at once gives the clear
 * "serviceDomain or endpoint may be wrong" message instead of a long wait.
 */
import { RetriesExhaustedError, statusOf } from './errors.ts';
import { realClock, type Clock } from './rate-limit.ts';

export interface RetryOptions {
  /** Retries after the first try; default 4 (5 tries in all). */
  maxRetries?: number;
  /** Delay before the first retry, doubled each time; default 500 ms. */
  baseDelayMs?: number;
  /** Cap for one delay; default 10 s. */
  maxDelayMs?: number;
  /** Used for sleeping between tries; inject a fake in tests. */
  clock?: Clock;
  /** Source of jitter in [0, 1); default Math.random. */
  random?: () => number;
  /** Observer, e.g. for logging or tests. */
  onRetry?: (info: { what: string; attempt: number; status: number | undefined; delayMs: number }) => void;
}

export const isRetryableStatus = (status: number | undefined): boolean => status !== undefined && (status === 429 || status >= 500);

/**
 * "Equal jitter": half the exponential delay is fixed, half random. Keeps a
 * floor (so a retry after a 429 really waits) while spreading out the six
 * concurrent page requests that tend to hit the limit at the same moment.
 */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const exp = Math.min(max, base * 2 ** (attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}

/** Calls `request` until it succeeds, fails permanently, or the retries run out. */
export async function withRetry<T>(what: string, request: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const { maxRetries = 4, baseDelayMs = 500, maxDelayMs = 10_000, clock = realClock, random = Math.random, onRetry } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await request();
    } catch (err) {
      const status = statusOf(err);
      if (!isRetryableStatus(status)) throw err;
      if (attempt > maxRetries) throw new RetriesExhaustedError(what, attempt, err);
      const delayMs = backoffDelay(attempt, baseDelayMs, maxDelayMs, random);
      onRetry?.({ what, attempt, status, delayMs });
      await clock.sleep(delayMs);
    }
  }
}
