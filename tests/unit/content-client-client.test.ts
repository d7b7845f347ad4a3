import { createServer } from 'node:http';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, openContentClient } from '../../content-client/client.ts';
import { ContentValidationError } from '../../content-client/errors.ts';
import { routeServiceDomainTo } from '../../content-client/embedded/route-fetch.ts';
import { baseFixtures, fx, startFixtureService, removeTempDirs, tempDir, writeFixtures } from '../helpers/content-fixtures.ts';
import { loadEnv } from '../../src/config/env.ts';

afterAll(removeTempDirs);

type Intercept = NonNullable<Parameters<typeof startFixtureService>[1]>['intercept'];
let dir: string;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (cleanups.length) await cleanups.pop()?.();
});
beforeAll(async () => {
  dir = await tempDir('cc-client');
  await writeFixtures(dir, baseFixtures(3));
});

async function start(intercept?: Intercept) {
  const svc = await startFixtureService(dir, intercept ? { intercept } : {});
  cleanups.push(() => svc.close());
  return svc;
}

describe('createContentClient: parameters', () => {
  it('rejects missing serviceDomain or apiKey', () => {
    expect(() => createContentClient({ serviceDomain: '', apiKey: 'k' })).toThrow(
      /^parameter is required \(check serviceDomain and apiKey\)$/,
    );
    expect(() => createContentClient({ serviceDomain: 'x', apiKey: '' })).toThrow('parameter is required (check serviceDomain and apiKey)');
  });
  it('rejects non-string parameters', () => {
    expect(() => createContentClient({ serviceDomain: 1 as unknown as string, apiKey: 'k' })).toThrow(/^parameter is not string$/);
  });
});

describe('createContentClient: request errors', () => {
  it('requires an endpoint', async () => {
    const { client } = await start();
    for (const p of [
      client.list({ endpoint: '' }),
      client.get({ endpoint: '' }),
      client.object({ endpoint: '' }),
      client.listDetail({ endpoint: '', contentId: 'a' }),
      client.list('' as 'news'),
    ]) {
      await expect(p).rejects.toThrow(/^endpoint is required$/);
    }
  });
  it('requires queries to be an object', async () => {
    const { client } = await start();
    await expect(client.list({ endpoint: 'news', queries: 'limit=1' as never })).rejects.toThrow(/^queries is not object$/);
    await expect(client.list('news', null as never)).rejects.toThrow(/^queries is not object$/);
  });
  it('reports a non-OK answer with its status', async () => {
    const { client } = await start();
    const err = await client.listDetail({ endpoint: 'news', contentId: 'nope' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^fetch API response status: 404/);
    expect((err as { status: number }).status).toBe(404);
  });
  it('keeps 5xx statuses too', async () => {
    const { client } = await start(() => ({ status: 503, body: { message: 'maintenance' } }));
    const err = (await client.list({ endpoint: 'news' }).catch((e: unknown) => e)) as Error & { status: number };
    expect(err.message).toMatch(/^fetch API response status: 503/);
    expect(err.status).toBe(503);
  });
  it('rethrows a failure body (data or response.data) as it is', async () => {
    const client = createContentClient({ serviceDomain: 'body-test', apiKey: 'k' });
    const body = { message: 'from data' };
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(Object.assign(new Error('x'), { data: body }));
    await expect(client.list({ endpoint: 'news' })).rejects.toBe(body);
    const nested = { message: 'from response.data' };
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(Object.assign(new Error('y'), { response: { data: nested } }));
    await expect(client.get({ endpoint: 'news' })).rejects.toBe(nested);
  });
  it('says serviceDomain or endpoint may be wrong when nothing answers', async () => {
    // A port that was just free: connecting is refused.
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    await new Promise((r) => server.close(r));
    cleanups.push(routeServiceDomainTo('refused', `http://127.0.0.1:${port}`));
    const client = createContentClient({ serviceDomain: 'refused', apiKey: 'k' });
    await expect(client.list({ endpoint: 'news' })).rejects.toThrow(
      `serviceDomain or endpoint may be wrong.\n Details: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});

describe('createContentClient: queries and typed calls', () => {
  it('sends queries the SDK way (arrays joined by commas, undefined left out)', async () => {
    const seen: URLSearchParams[] = [];
    const { client } = await start((req) => (seen.push(req.query), undefined));
    await client.list({
      endpoint: 'news',
      queries: { fields: ['id', 'title'], ids: ['news-001', 'news-002'], limit: 5, orders: '-date', q: undefined },
    });
    expect(seen[0]?.toString()).toBe('fields=id%2Ctitle&ids=news-001%2Cnews-002&limit=5&orders=-date');
    expect(seen[0]?.get('fields')).toBe('id,title');
  });
  it('typed calls force depth=0 and return validated entries', async () => {
    const seen: URLSearchParams[] = [];
    const { client } = await start((req) => (seen.push(req.query), undefined));
    const list = await client.list('news', { limit: 2 });
    expect(seen[0]?.get('depth')).toBe('0');
    expect(list.totalCount).toBe(3);
    expect(list.contents[0]?.category).toEqual({ id: 'general' });
    expect((await client.listDetail('news', 'news-002')).title).toBe('ニュース news-002');
    expect((await client.object('home')).featuredCases).toEqual([{ id: 'case-1' }]);
  });
  it('names endpoint, content id and field path when an answer is invalid', async () => {
    const bad = { ...fx.news('abc'), title: '', category: { id: 'general' }, year: { id: '2024' } };
    const { client } = await start(() => ({ status: 200, body: { contents: [bad], totalCount: 1, offset: 0, limit: 10 } }));
    const err = await client.list('news').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ContentValidationError);
    expect((err as Error).message).toMatch(/^news\/abc: title: /);
    const homeErr = await client.object('home').catch((e: unknown) => e);
    expect((homeErr as Error).message).toMatch(/^home: (createdAt|featuredCases): /m);
  });
  it('rejects typed calls for endpoints outside the content model', async () => {
    const { client } = await start();
    await expect(client.list('home' as 'news')).rejects.toThrow('"home" is not a list endpoint');
  });
});

describe('openContentClient', () => {
  it('uses the embedded service without credentials', async () => {
    const opened = await openContentClient(loadEnv({}), { contentDir: dir });
    cleanups.push(() => opened.close());
    expect(opened.source).toBe(`embedded:${resolve(dir)}`);
    expect((await opened.client.list('years')).contents.map((y) => y.year)).toEqual([2024]);
  });
  it('uses microCMS with credentials', async () => {
    const opened = await openContentClient(loadEnv({ MICROCMS_SERVICE_DOMAIN: 'aonami', MICROCMS_API_KEY: 'secret' }));
    expect(opened.source).toBe('microcms:aonami'); // the service, never the key
    await opened.close();
  });
});
