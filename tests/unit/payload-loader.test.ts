import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayloadLoader, shouldExist } from '../../src/client/payload-loader.ts';
import { routeById } from '../../src/routes.ts';
import type { Manifest } from '../../src/data/payload.ts';

const manifest: Manifest = {
  buildId: 'b1',
  builtAt: '2026-01-01T00:00:00.000Z',
  listings: { 'ja:news': { pages: 3, categories: { press: 2 }, years: { '2025': 1 } } },
  articles: ['20250601'],
};
const route = (id: string) => {
  const def = routeById.get(id);
  if (!def) throw new Error(id);
  return def;
};

function stubFetch(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    calls.push(input);
    const answer = answers[input] ?? { status: 404 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('navigator', { onLine: true });
  return calls;
}

async function load(id: string, url: string, params: Record<string, string>) {
  const loader = createPayloadLoader(route(id), 'ja');
  try {
    return { value: await loader({ request: new Request(`http://site.test${url}`), params, context: {} } as never) };
  } catch (thrown) {
    return { thrown };
  }
}

/** What React Router makes of a thrown `data(body, { status })`. */
function asErrorResponse(thrown: unknown): { status: number; data: unknown } | undefined {
  if (thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown) {
    const init = thrown.init as { status?: number } | undefined;
    return { status: init?.status ?? 200, data: thrown.data };
  }
  return undefined;
}

afterEach(() => vi.unstubAllGlobals());

describe('client payload loader', () => {
  it('fetches the pre-rendered payload of the URL and returns its page data', async () => {
    const data = { meta: { title: 'ニュース', description: '', alternates: {} }, data: { x: 1 } };
    const calls = stubFetch({ '/_data/news/page/2.json': { status: 200, body: { buildId: 'b1', data } } });
    expect(await load('news.page', '/news/page/2', { p: '2' })).toEqual({ value: data });
    expect(calls).toEqual(['/_data/news/page/2.json']);
  });

  it('follows a redirect payload', async () => {
    stubFetch({ '/_data/news/posts.json': { status: 200, body: { buildId: 'b1', redirect: '/news' } } });
    const { thrown } = await load('news.page', '/news/posts', {});
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/news');
  });

  it('says "Route {path} is not pre-rendered" when the payload is missing but the manifest lists the page', async () => {
    stubFetch({ '/_data/manifest.json': { status: 200, body: manifest } });
    const { thrown } = await load('news.page', '/news/page/3', { p: '3' });
    expect(asErrorResponse(thrown)).toEqual({ status: 500, data: { message: 'Route /news/page/3 is not pre-rendered' } });
  });

  it('answers 404 when the payload is missing and the page should not exist', async () => {
    stubFetch({ '/_data/manifest.json': { status: 200, body: manifest } });
    const { thrown } = await load('news.page', '/news/page/4', { p: '4' });
    expect(asErrorResponse(thrown)?.status).toBe(404);
  });

  it('uses one shared payload for every QPARC completion token', async () => {
    const calls = stubFetch({ '/_data/qparc/2025/apply/_.json': { status: 200, body: { buildId: 'b1', data: { meta: {}, data: {} } } } });
    await load('qparcComplete', '/qparc/2025/apply/abc123', { token: 'abc123' });
    expect(calls).toEqual(['/_data/qparc/2025/apply/_.json']);
  });

  it('knows from the manifest which URLs should exist', () => {
    expect(shouldExist(route('news.categoryPage'), 'ja', { categoryId: 'press', p: '2' }, manifest)).toBe(true);
    expect(shouldExist(route('news.categoryPage'), 'ja', { categoryId: 'press', p: '3' }, manifest)).toBe(false);
    expect(shouldExist(route('news.category'), 'ja', { categoryId: 'nope' }, manifest)).toBe(false);
    expect(shouldExist(route('news.year'), 'ja', { yearId: '2025' }, manifest)).toBe(true);
    expect(shouldExist(route('about'), 'ja', {}, manifest)).toBe(true);
    expect(shouldExist(route('article'), 'ja', { articleId: '20250601' }, manifest)).toBe(true);
    expect(shouldExist(route('article'), 'ja', { articleId: '20250602' }, manifest)).toBe(false);
    expect(shouldExist(route('news.post'), 'ja', { slug: 'x' }, manifest)).toBe(false);
  });
});
