import { describe, expect, it } from 'vitest';
import { createRateLimiter, createSemaphore, type Clock } from '../../content-client/rate-limit.ts';
import { backoffDelay, withRetry } from '../../content-client/retry.ts';

function fakeClock(): Clock & { t: number; slept: number[] } {
  const clock = {
    t: 0,
    slept: [] as number[],
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.t += ms;
    },
  };
  return clock;
}
const httpError = (status: number) => Object.assign(new Error(`fetch API response status: ${status}`), { status });

describe('createRateLimiter', () => {
  it('allows a burst up to the limit, then waits for the oldest start to leave the window', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ maxPerWindow: 3, windowMs: 1000, clock });
    const starts: number[] = [];
    for (let i = 0; i < 7; i++) {
      await limiter.acquire();
      starts.push(clock.t);
      clock.t += 10;
    }
    expect(starts).toEqual([0, 10, 20, 1000, 1010, 1020, 2000]);
  });

  it('serialises concurrent callers so they cannot share one free slot', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ maxPerWindow: 2, windowMs: 1000, clock });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire().then(() => starts.push(clock.t))));
    expect(starts).toEqual([0, 0, 1000, 1000, 2000]);
  });
});

describe('createSemaphore', () => {
  it('keeps at most N holders', async () => {
    const sem = createSemaphore(2);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        await sem.acquire();
        peak = Math.max(peak, ++active);
        await new Promise((r) => setTimeout(r, 1));
        active--;
        sem.release();
      }),
    );
    expect(peak).toBe(2);
  });
});

describe('withRetry', () => {
  it('backs off exponentially with jitter, within [d/2, d]', () => {
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 500, 10_000, () => 0))).toEqual([250, 500, 1000, 2000]);
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, 500, 10_000, () => 0.999999))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(10, 500, 3000, () => 0)).toBe(1500);
  });

  it('retries 429 and 5xx with growing delays', async () => {
    const clock = fakeClock();
    const failures = [httpError(429), httpError(500), httpError(503)];
    const result = await withRetry(
      'x',
      async () => {
        const f = failures.shift();
        if (f) throw f;
        return 'ok';
      },
      { clock, random: () => 0, baseDelayMs: 100 },
    );
    expect(result).toBe('ok');
    expect(clock.slept).toEqual([50, 100, 200]);
  });

  it('fails at once on other 4xx and on connection failures', async () => {
    for (const err of [httpError(401), httpError(404), new Error('serviceDomain or endpoint may be wrong.\n Details: x')]) {
      const clock = fakeClock();
      let calls = 0;
      await expect(
        withRetry(
          'x',
          async () => {
            calls++;
            throw err;
          },
          { clock },
        ),
      ).rejects.toBe(err);
      expect(calls).toBe(1);
      expect(clock.slept).toEqual([]);
    }
  });

  it('gives up after maxRetries (default 4 = 5 tries)', async () => {
    const clock = fakeClock();
    let calls = 0;
    const err = await withRetry(
      'news (offset 0)',
      async () => {
        calls++;
        throw httpError(429);
      },
      { clock },
    ).catch((e: unknown) => e);
    expect(calls).toBe(5);
    expect((err as Error).message).toBe('news (offset 0): gave up after 5 tries: fetch API response status: 429');
    expect((err as { status: number }).status).toBe(429);
  });
});
