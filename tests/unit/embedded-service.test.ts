/**
 * The embedded content service as the real microcms-js-sdk sees it: every request
 * goes through createClient → global fetch → routeServiceDomainTo → node:http.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type MicroCMSQueries } from 'microcms-js-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeServiceDomainTo } from '../../content-client/embedded/route-fetch.ts';
import { startContentService, type ContentService } from '../../content-client/embedded/service.ts';

const API_KEY = 'test-key';
const at = (date: string) => `${date}T00:00:00.000Z`;
const sys = (id: string, published: string | null) => ({
  id,
  createdAt: at('2024-01-01'),
  updatedAt: at('2025-02-01'),
  ...(published ? { publishedAt: published, revisedAt: published } : {}),
});

const fixtures = {
  categories: {
    kind: 'list',
    refs: {},
    contents: [
      { ...sys('press', at('2024-01-02')), name: 'Press', order: 2 },
      { ...sys('research', at('2024-01-03')), name: 'Research', order: 1 },
      { ...sys('hidden', null), name: 'Hidden', order: 3, _status: 'draft', _draftKey: 'cat-key' },
    ],
  },
  years: {
    kind: 'list',
    refs: {},
    contents: [
      { ...sys('2024', at('2024-01-01')), year: 2024 },
      { ...sys('2025', at('2024-01-01')), year: 2025 },
    ],
  },
  news: {
    kind: 'list',
    refs: { category: 'categories', year: 'years', related: 'news' },
    contents: [
      {
        ...sys('launch', '2025-03-01T09:00:00.000Z'),
        title: 'Quantum Launch',
        body: '<p>We launch a <strong>QUBIT</strong> chip.</p>',
        category: 'press',
        year: '2025',
        related: ['paper', 'no-such-news', 'draft-news'],
        tags: ['hardware', 'launch'],
        views: 9,
        eyecatch: { url: '/img/launch.png', width: 800, height: 600, alt: 'Chip photo' },
      },
      {
        ...sys('paper', '2024-06-01T00:00:00.000Z'),
        title: 'Research Paper',
        body: '<p>Error correction.</p>',
        category: 'research',
        year: '2024',
        related: ['launch'],
        tags: ['science'],
        views: 100,
      },
      {
        ...sys('secret-cat', '2025-01-15T00:00:00.000Z'),
        title: 'Another Press Note',
        title_en: 'Another press note',
        body: '<p>Short.</p>',
        category: 'hidden',
        year: '2025',
        views: 20,
      },
      {
        ...sys('same-time', '2025-03-01T09:00:00.000Z'),
        title: 'Tied Timestamp',
        body: '<p>Tie.</p>',
        category: 'press',
        year: '2025',
        views: 20,
      },
      {
        ...sys('draft-news', null),
        _status: 'draft',
        _draftKey: 'right-key',
        title: 'Unreleased',
        body: '<p>Quantum secret.</p>',
        category: 'press',
        year: '2025',
      },
    ],
  },
  cases: {
    kind: 'list',
    refs: { category: 'categories' },
    contents: [
      { ...sys('c1', at('2024-05-01')), title: 'Case One', category: 'research' },
      { ...sys('c2', at('2024-07-01')), title: 'Case Two', category: 'press' },
    ],
  },
  home: {
    kind: 'object',
    refs: { featuredCases: 'cases' },
    content: {
      createdAt: at('2024-01-01'),
      updatedAt: at('2025-01-01'),
      publishedAt: at('2024-01-01'),
      revisedAt: at('2025-01-01'),
      notice: 'Hello',
      featuredCases: ['c2', 'gone', 'c1'],
      _comment: 'fixture-only note',
    },
  },
};

type Item = Record<string, unknown> & { id: string };

let dir: string;
let service: ContentService;
let restoreFetch: () => void;
const client = createClient({ serviceDomain: 'embedded', apiKey: API_KEY });

/** Raw request through the routed fetch, for what the SDK's types or methods cannot express. */
const raw = (path: string, init: RequestInit = {}) =>
  fetch(`https://embedded.microcms.io/api/v1/${path}`, { ...init, headers: { 'X-MICROCMS-API-KEY': API_KEY, ...init.headers } });

const list = (queries: MicroCMSQueries = {}, endpoint = 'news') => client.getList<Item>({ endpoint, queries });
const ids = async (queries: MicroCMSQueries) => (await list(queries)).contents.map((c) => c.id);
const filtered = (filters: string) => ids({ filters, orders: 'id' });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-service-'));
  for (const [name, data] of Object.entries(fixtures)) await writeFile(join(dir, `${name}.json`), JSON.stringify(data));
  service = await startContentService({ dir, apiKey: API_KEY, maxRequestsPerSecond: 100_000 });
  restoreFetch = routeServiceDomainTo('embedded', service.origin);
});

afterAll(async () => {
  restoreFetch?.();
  await service?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('list endpoint', () => {
  it('returns the microCMS list shape with defaults (limit 10, offset 0, -publishedAt, drafts hidden)', async () => {
    const res = await list();
    expect(Object.keys(res).sort()).toEqual(['contents', 'limit', 'offset', 'totalCount']);
    expect(res).toMatchObject({ totalCount: 4, offset: 0, limit: 10 });
    expect(res.contents.map((c) => c.id)).toEqual(['launch', 'same-time', 'secret-cat', 'paper']);
  });

  it('returns system fields exactly as in the fixture and never `_` metadata', async () => {
    const { contents } = await list({ ids: 'launch' });
    expect(contents[0]).toMatchObject({
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2025-02-01T00:00:00.000Z',
      publishedAt: '2025-03-01T09:00:00.000Z',
      revisedAt: '2025-03-01T09:00:00.000Z',
    });
    const home = await client.getObject<Record<string, unknown>>({ endpoint: 'home' });
    expect(home).not.toHaveProperty('_comment');
  });

  it('honours limit, limit=0 and offset', async () => {
    expect(await ids({ limit: 2 })).toEqual(['launch', 'same-time']);
    expect(await ids({ limit: 2, offset: 2 })).toEqual(['secret-cat', 'paper']);
    expect(await ids({ offset: 10 })).toEqual([]);
    const zero = await list({ limit: 0 });
    expect(zero).toMatchObject({ contents: [], totalCount: 4, limit: 0 });
    expect((await list({ limit: 100 })).limit).toBe(100);
  });

  it.each(['limit=101', 'limit=-1', 'limit=1.5', 'limit=ten', 'offset=-1', 'depth=4', 'depth=x'])('answers %s with 400', async (q) => {
    const res = await raw(`news?${q}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toMatch(/must be an integer/);
  });

  it('surfaces 400 through the SDK', async () => {
    await expect(list({ limit: 101 })).rejects.toThrow(/fetch API response status: 400[\s\S]*limit must be an integer from 0 to 100/);
  });

  it('orders ascending, descending and by several fields', async () => {
    expect(await ids({ orders: 'views' })).toEqual(['launch', 'same-time', 'secret-cat', 'paper']);
    expect(await ids({ orders: '-views' })).toEqual(['paper', 'same-time', 'secret-cat', 'launch']);
    expect(await ids({ orders: 'publishedAt' })).toEqual(['paper', 'secret-cat', 'launch', 'same-time']);
    expect(await ids({ orders: '-views,title' })).toEqual(['paper', 'secret-cat', 'same-time', 'launch']);
    expect(await ids({ orders: '-views,-title' })).toEqual(['paper', 'same-time', 'secret-cat', 'launch']);
    expect(await ids({ orders: 'title' })).toEqual(['secret-cat', 'launch', 'paper', 'same-time']);
  });

  it('searches all string fields case-insensitively with q', async () => {
    expect(await ids({ q: 'qubit' })).toEqual(['launch']); // inside HTML body
    expect(await ids({ q: 'PRESS NOTE' })).toEqual(['secret-cat']);
    expect(await ids({ q: 'chip photo' })).toEqual(['launch']); // nested image alt
    expect(await ids({ q: 'quantum' })).toEqual(['launch']); // the draft also says Quantum
    expect(await ids({ q: 'nothing like this' })).toEqual([]);
  });

  it('returns only the requested fields, following dot paths into references', async () => {
    const { contents } = await list({ ids: 'launch', fields: 'id,title,category.name,related.title' });
    expect(contents[0]).toEqual({
      id: 'launch',
      title: 'Quantum Launch',
      category: { name: 'Press' },
      related: [{ title: 'Research Paper' }],
    });
    const arr = await list({ ids: 'paper', fields: ['id', 'year'] });
    expect(arr.contents[0]).toEqual({ id: 'paper', year: expect.objectContaining({ id: '2024', year: 2024 }) });
  });

  it('returns only the items named in ids', async () => {
    expect((await ids({ ids: 'paper,launch,draft-news,unknown' })).sort()).toEqual(['launch', 'paper']);
    expect(await ids({ ids: ['secret-cat'] })).toEqual(['secret-cat']);
  });
});

describe('depth', () => {
  const launch = async (depth?: 0 | 1 | 2 | 3) =>
    client.getListDetail<Item>({ endpoint: 'news', contentId: 'launch', queries: depth === undefined ? {} : { depth } });

  it('depth 0 gives {id} references, dropping missing and unpublished ones', async () => {
    const item = await launch(0);
    expect(item['category']).toEqual({ id: 'press' });
    expect(item['related']).toEqual([{ id: 'paper' }]);
  });

  it('depth 1 (the default) expands one level', async () => {
    const item = await launch();
    expect(item['category']).toMatchObject({ id: 'press', name: 'Press', order: 2 });
    expect(item['category']).not.toHaveProperty('_status');
    const related = item['related'] as Item[];
    expect(related).toHaveLength(1);
    expect(related[0]).toMatchObject({ id: 'paper', title: 'Research Paper', category: { id: 'research' }, related: [{ id: 'launch' }] });
    expect(related[0]?.['category']).toEqual({ id: 'research' });
  });

  it('depth 2 expands the references of referenced items', async () => {
    const related = (await launch(2))['related'] as Item[];
    expect(related[0]?.['category']).toMatchObject({ id: 'research', name: 'Research' });
    const back = (related[0]?.['related'] as Item[])[0];
    expect(back).toMatchObject({ id: 'launch', title: 'Quantum Launch', category: { id: 'press' } });
    expect(back?.['category']).toEqual({ id: 'press' });
  });

  it('a single reference to an unpublished item is null', async () => {
    const item = await client.getListDetail<Item>({ endpoint: 'news', contentId: 'secret-cat' });
    expect(item['category']).toBeNull();
  });
});

describe('filters', () => {
  it('equals / not_equals, including references by id and numbers', async () => {
    expect(await filtered('category[equals]press')).toEqual(['launch', 'same-time']);
    expect(await filtered('category[not_equals]press')).toEqual(['paper', 'secret-cat']);
    expect(await filtered('views[equals]20')).toEqual(['same-time', 'secret-cat']);
    expect(await filtered('title[equals]Research Paper')).toEqual(['paper']);
  });

  it('equals / contains on multi-references and arrays match any element', async () => {
    expect(await filtered('related[equals]paper')).toEqual(['launch']);
    expect(await filtered('related[contains]launch')).toEqual(['paper']);
    expect(await filtered('tags[contains]launch')).toEqual(['launch']);
    expect(await filtered('tags[equals]science')).toEqual(['paper']);
  });

  it('contains / not_contains / begins_with', async () => {
    expect(await filtered('title[contains]Press')).toEqual(['secret-cat']);
    expect(await filtered('title[not_contains]e')).toEqual(['launch']);
    expect(await filtered('title[begins_with]Re')).toEqual(['paper']);
  });

  it('less_than / greater_than on numbers and dates', async () => {
    expect(await filtered('views[less_than]20')).toEqual(['launch']);
    expect(await filtered('views[greater_than]10')).toEqual(['paper', 'same-time', 'secret-cat']);
    expect(await filtered('publishedAt[less_than]2025-01-01')).toEqual(['paper']);
    expect(await filtered('publishedAt[greater_than]2025-03-01T17:59:59+09:00')).toEqual(['launch', 'same-time']);
  });

  it('exists / not_exists', async () => {
    expect(await filtered('title_en[exists]')).toEqual(['secret-cat']);
    expect(await filtered('related[not_exists]')).toEqual(['same-time', 'secret-cat']);
  });

  it('combines with [and] and [or], [and] binding tighter', async () => {
    expect(await filtered('category[equals]press[and]views[greater_than]10')).toEqual(['same-time']);
    expect(await filtered('category[equals]research[or]title_en[exists]')).toEqual(['paper', 'secret-cat']);
    expect(await filtered('views[equals]100[or]category[equals]press[and]views[less_than]10')).toEqual(['launch', 'paper']);
  });

  it('follows dot paths into referenced items', async () => {
    expect(await filtered('category.name[equals]Research')).toEqual(['paper']);
    expect(await filtered('year.year[greater_than]2024')).toEqual(['launch', 'same-time', 'secret-cat']);
  });

  it('combines with other queries and counts matches in totalCount', async () => {
    const res = await list({ filters: 'category[equals]press', limit: 1 });
    expect(res.totalCount).toBe(2);
    expect(res.contents.map((c) => c.id)).toEqual(['launch']);
  });

  it('answers a malformed filter with 400 naming the bad part', async () => {
    await expect(list({ filters: 'title[like]x' })).rejects.toThrow(/status: 400[\s\S]*unknown operator "\[like\]"/);
    const res = await raw(`news?filters=${encodeURIComponent('category[equals]press[and]views')}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'invalid filters: "views" is not of the form field[operator]value' });
  });
});

describe('drafts and single items', () => {
  it('returns a draft only with its draft key', async () => {
    const draft = await client.getListDetail<Item>({ endpoint: 'news', contentId: 'draft-news', queries: { draftKey: 'right-key' } });
    expect(draft).toMatchObject({ id: 'draft-news', title: 'Unreleased' });
    expect(draft).not.toHaveProperty('_draftKey');
    expect(draft).not.toHaveProperty('publishedAt');
    await expect(client.getListDetail({ endpoint: 'news', contentId: 'draft-news', queries: { draftKey: 'wrong' } })).rejects.toThrow(
      /fetch API response status: 404/,
    );
    await expect(client.getListDetail({ endpoint: 'news', contentId: 'draft-news' })).rejects.toThrow(/fetch API response status: 404/);
    expect(await ids({ draftKey: 'right-key' })).not.toContain('draft-news');
  });

  it('returns a published item by id with fields and 404 for an unknown id', async () => {
    expect(await client.get({ endpoint: 'news', contentId: 'paper', queries: { fields: 'id,title' } })).toEqual({
      id: 'paper',
      title: 'Research Paper',
    });
    const res = await raw('news/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: expect.stringContaining('nope') });
  });
});

describe('object endpoint', () => {
  it('returns the object with references expanded and fields honoured', async () => {
    const home = await client.getObject<Record<string, unknown>>({ endpoint: 'home' });
    expect(home['notice']).toBe('Hello');
    expect((home['featuredCases'] as Item[]).map((c) => c.id)).toEqual(['c2', 'c1']);
    expect((home['featuredCases'] as Item[])[0]).toMatchObject({ title: 'Case Two', category: { id: 'press' } });
    const slim = await client.getObject({ endpoint: 'home', queries: { fields: 'featuredCases.title', depth: 0 } });
    expect(slim).toEqual({ featuredCases: [{}, {}] });
    expect(await client.getObject({ endpoint: 'home', queries: { fields: 'notice,featuredCases.id', depth: 0 } })).toEqual({
      notice: 'Hello',
      featuredCases: [{ id: 'c2' }, { id: 'c1' }],
    });
  });
});

describe('errors', () => {
  it('answers an unknown endpoint with 404', async () => {
    await expect(list({}, 'nothing')).rejects.toThrow(/fetch API response status: 404/);
    expect((await raw('nothing/x')).status).toBe(404);
    expect((await raw('../v2/news')).status).toBe(404);
  });

  it('answers a wrong or missing key with 401, before anything else', async () => {
    const bad = createClient({ serviceDomain: 'embedded', apiKey: 'wrong' });
    await expect(bad.getList({ endpoint: 'news' })).rejects.toThrow(/fetch API response status: 401/);
    await expect(bad.getList({ endpoint: 'nothing', queries: { limit: 1000 } })).rejects.toThrow(/fetch API response status: 401/);
    const res = await fetch(`${service.origin}/api/v1/news`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers non-GET requests with 405', async () => {
    await expect(client.create({ endpoint: 'news', content: { title: 'x' } })).rejects.toThrow(/fetch API response status: 405/);
    const res = await raw('news/paper', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({ message: expect.stringContaining('DELETE') });
  });

  it('counts requests', async () => {
    const before = service.requestCount();
    await list({ limit: 1 });
    await raw('nothing');
    expect(service.requestCount()).toBe(before + 2);
  });
});

describe('rate limit and intercept', () => {
  it('answers 429 when more than maxRequestsPerSecond arrive within a second', async () => {
    const limited = await startContentService({ dir, apiKey: API_KEY, maxRequestsPerSecond: 3 });
    const restore = routeServiceDomainTo('limited', limited.origin);
    try {
      const c = createClient({ serviceDomain: 'limited', apiKey: API_KEY });
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => c.getList({ endpoint: 'years' })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(2);
      expect(String(rejected[0]?.reason)).toMatch(/fetch API response status: 429/);
      await new Promise((r) => setTimeout(r, 1050));
      await expect(c.getList({ endpoint: 'years' })).resolves.toMatchObject({ totalCount: 2 });
    } finally {
      restore();
      await limited.close();
    }
  });

  it('lets a test hook answer requests', async () => {
    const seen: string[] = [];
    const hooked = await startContentService({
      dir,
      apiKey: API_KEY,
      intercept: ({ endpoint, contentId, query }) => {
        seen.push(`${endpoint}/${contentId ?? ''}?${query.toString()}`);
        return endpoint === 'news' ? { status: 503, body: { message: 'down for test' } } : undefined;
      },
    });
    const restore = routeServiceDomainTo('hooked', hooked.origin);
    try {
      const c = createClient({ serviceDomain: 'hooked', apiKey: API_KEY });
      await expect(c.getList({ endpoint: 'news', queries: { limit: 1 } })).rejects.toThrow(/status: 503[\s\S]*down for test/);
      await expect(c.getListDetail({ endpoint: 'years', contentId: '2024' })).resolves.toMatchObject({ year: 2024 });
      expect(seen).toEqual(['news/?limit=1', 'years/2024?']);
    } finally {
      restore();
      await hooked.close();
    }
  });
});
