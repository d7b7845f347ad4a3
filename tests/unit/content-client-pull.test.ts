import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pullAll, type ListClient } from '../../content-client/pull.ts';
import { createRequestGate, type Clock } from '../../content-client/rate-limit.ts';
import type { RetryOptions } from '../../content-client/retry.ts';
import type { ListRequest, ListResponse } from '../../content-client/types.ts';
import { baseFixtures, startFixtureService, removeTempDirs, tempDir, writeFixtures } from '../helpers/content-fixtures.ts';

afterAll(removeTempDirs);

type Intercept = NonNullable<Parameters<typeof startFixtureService>[1]>['intercept'];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function serve(newsCount: number, opts: { intercept?: Intercept; maxRequestsPerSecond?: number } = {}) {
  const dir = await tempDir('cc-pull');
  await writeFixtures(dir, baseFixtures(newsCount));
  const svc = await startFixtureService(dir, opts);
  cleanups.push(() => svc.close());
  return svc;
}

/** Tiny real delays keep retry tests fast while still going through the real sleep. */
const fastRetry = (extra: Partial<RetryOptions> = {}): RetryOptions => ({ baseDelayMs: 2, maxDelayMs: 10, ...extra });

describe('pullAll against the embedded service', () => {
  it('pulls 250 entries in 3 pages of 100, each entry once, in CMS order', async () => {
    const pages: string[] = [];
    const svc = await serve(250, {
      intercept: (r) => (r.endpoint === 'news' && pages.push(`${r.query.get('limit')}@${r.query.get('offset')}`), undefined),
    });
    const items = await pullAll(svc.client, 'news', { orders: 'id' });
    expect(pages.sort()).toEqual(['100@0', '100@100', '100@200']);
    expect(items).toHaveLength(250);
    expect(new Set(items.map((i) => i.id)).size).toBe(250);
    expect(items[0]?.id).toBe('news-001');
    expect(items[249]?.id).toBe('news-250');
    expect(items[0]?.['category']).toEqual({ id: 'general' }); // depth 0 by default
  });

  it('passes filters, fields (id always included) and depth through', async () => {
    const seen: URLSearchParams[] = [];
    const svc = await serve(5, { intercept: (r) => (seen.push(r.query), undefined) });
    const items = await pullAll(svc.client, 'news', { fields: ['title'], filters: 'title[contains]002', depth: 1 });
    expect(items).toEqual([{ id: 'news-002', title: 'ニュース news-002' }]);
    expect(seen[0]?.get('fields')).toBe('id,title');
    expect(seen[0]?.get('depth')).toBe('1');
    expect(seen[0]?.get('filters')).toBe('title[contains]002');
  });

  it('retries 429 and 503, then succeeds', async () => {
    const answers = [429, 503];
    const svc = await serve(3, {
      intercept: () => {
        const s = answers.shift();
        return s ? { status: s, body: { message: 'busy' } } : undefined;
      },
    });
    const retried: (number | undefined)[] = [];
    const items = await pullAll(svc.client, 'news', { retry: fastRetry({ onRetry: (i) => retried.push(i.status) }) });
    expect(retried).toEqual([429, 503]);
    expect(items).toHaveLength(3);
    expect(svc.service.requestCount()).toBe(3);
  });

  it('does not retry a 404', async () => {
    const svc = await serve(3);
    await expect(pullAll(svc.client, 'nothing', { retry: fastRetry() })).rejects.toThrow(/^fetch API response status: 404/);
    expect(svc.service.requestCount()).toBe(1);
  });

  it('gives up after the maximum retries with the status in the message', async () => {
    const svc = await serve(3, { intercept: () => ({ status: 503, body: { message: 'down' } }) });
    const err = (await pullAll(svc.client, 'news', { retry: fastRetry({ maxRetries: 2 }) }).catch((e: unknown) => e)) as Error & {
      status: number;
    };
    expect(err.message).toMatch(/^news \(offset 0\): gave up after 3 tries: fetch API response status: 503/);
    expect(err.status).toBe(503);
    expect(svc.service.requestCount()).toBe(3);
  });

  it('absorbs 429s from a CMS stricter than its own pace', async () => {
    // 500 entries = 5 pages; the service allows 3/s while the pull paces at 60/s.
    const svc = await serve(500, { maxRequestsPerSecond: 3 });
    let rateLimited = 0;
    const retry = {
      baseDelayMs: 100,
      maxDelayMs: 1000,
      maxRetries: 8,
      onRetry: ({ status }: { status: number | undefined }) => void (status === 429 && rateLimited++),
    };
    const items = await pullAll(svc.client, 'news', { retry });
    expect(items).toHaveLength(500);
    expect(rateLimited).toBeGreaterThan(0);
    expect(svc.service.requestCount()).toBe(5 + rateLimited);
  });
});

describe('pullAll pacing (fake clock)', () => {
  function fakeClock(): Clock & { t: number } {
    const clock = { t: 0, now: () => clock.t, sleep: async (ms: number) => void (clock.t += ms) };
    return clock;
  }
  function fakeClient(total: number, clock: Clock, starts: number[]): ListClient {
    return {
      async list<T>({ queries = {} }: ListRequest): Promise<ListResponse<T>> {
        starts.push(clock.now());
        const offset = queries.offset ?? 0;
        const n = Math.max(0, Math.min(queries.limit ?? 10, total - offset));
        const contents = Array.from({ length: n }, (_, i) => ({ id: `e${offset + i}` }) as T);
        await Promise.resolve(); // let other requests interleave, as real ones would
        return { contents, totalCount: total, offset, limit: queries.limit ?? 10 };
      },
    };
  }

  it('never starts more than 60 requests in any one-second window', async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const gate = createRequestGate({ clock, concurrency: 6, perSecond: 60 });
    const items = await pullAll(fakeClient(20_000, clock, starts), 'news', { gate });
    expect(items).toHaveLength(20_000);
    expect(starts).toHaveLength(200);
    for (const s of starts) expect(starts.filter((t) => t >= s && t < s + 1000).length).toBeLessThanOrEqual(60);
    // …and the limiter is not overly strict: 200 requests fit in just over 3 windows.
    expect(clock.t).toBeGreaterThanOrEqual(3000);
    expect(clock.t).toBeLessThan(4000);
  });

  it('shares the limit between concurrent pulls through one gate', async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const gate = createRequestGate({ clock, perSecond: 60 });
    const client = fakeClient(5_000, clock, starts);
    await Promise.all([pullAll(client, 'a', { gate }), pullAll(client, 'b', { gate })]);
    expect(starts).toHaveLength(100);
    for (const s of starts) expect(starts.filter((t) => t >= s && t < s + 1000).length).toBeLessThanOrEqual(60);
  });

  it('repeats the pull when entries shift between pages', async () => {
    let call = 0;
    const client: ListClient = {
      async list<T>({ queries = {} }: ListRequest): Promise<ListResponse<T>> {
        call++;
        const offset = queries.offset ?? 0;
        // First pull: page 2 answers as if one entry had been deleted meanwhile.
        const total = call === 2 ? 149 : 150;
        const ids = Array.from({ length: total }, (_, i) => `e${i + (call === 2 ? 1 : 0)}`).slice(offset, offset + 100);
        return { contents: ids.map((id) => ({ id }) as T), totalCount: total, offset, limit: 100 };
      },
    };
    const items = await pullAll(client, 'news');
    expect(call).toBe(4);
    expect(items).toHaveLength(150);
  });
});
