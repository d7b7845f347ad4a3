/**
 * Sliding one-second window, so tests can rely on "more than N requests within any
 * second fails" instead of on where fixed one-second buckets happen to start.
 */
export interface RateLimiter {
  /** Records a request if the window has room; false means answer 429. */
  tryAcquire(now?: number): boolean;
}

export function createRateLimiter(maxPerSecond: number, windowMs = 1000): RateLimiter {
  // Only accepted requests are recorded: a rejected one does not extend the penalty.
  const accepted: number[] = [];
  return {
    tryAcquire(now = Date.now()) {
      while (accepted.length > 0 && (accepted[0] ?? 0) <= now - windowMs) accepted.shift();
      if (accepted.length >= maxPerSecond) return false;
      accepted.push(now);
      return true;
    },
  };
}
