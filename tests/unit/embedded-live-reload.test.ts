/** The embedded service serves fixture edits on the next request, without reload() or a restart. */
import { mkdir, mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLiveStore } from '../../content-client/embedded/live-store.ts';
import { startContentService, type ContentService } from '../../content-client/embedded/service.ts';
import type { FixtureError } from '../../content-client/embedded/store.ts';

const t = '2025-01-01T00:00:00.000Z';
const item = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  createdAt: t,
  updatedAt: t,
  publishedAt: t,
  title,
  ...extra,
});
const list = (refs: Record<string, string>, ...contents: unknown[]) => ({ kind: 'list', refs, contents });

let dir: string;
let service: ContentService;
let problems: FixtureError[];

const write = (name: string, data: unknown) => writeFile(join(dir, `${name}.json`), typeof data === 'string' ? data : JSON.stringify(data));

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${service.origin}/api/v1/${path}`, { headers: { 'X-MICROCMS-API-KEY': 'k' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const title = async (path: string) => (await get(path)).body['title'];
const ids = async (path: string) => ((await get(path)).body['contents'] as { id: string }[]).map((c) => c.id);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'embedded-live-'));
  problems = [];
  await write('categories', list({}, item('press', 'Press')));
  await write('news', list({ category: 'categories' }, item('a', 'first', { category: 'press' }), item('b', 'second')));
  service = await startContentService({ dir, apiKey: 'k', onFixtureProblem: (e) => problems.push(e) });
});
afterEach(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

describe('fixture edits without a restart', () => {
  it('serves an edited file on the next request, and a new file as a new endpoint', async () => {
    expect(await title('news/a')).toBe('first');
    await write('news', list({ category: 'categories' }, item('a', 'first, edited', { category: 'press' }), item('b', 'second')));
    expect(await title('news/a')).toBe('first, edited');
    // Same size, written right after the last read: caught although a coarse file clock may not have ticked.
    await write('news', list({ category: 'categories' }, item('a', 'first, EDITED', { category: 'press' }), item('b', 'second')));
    expect(await title('news/a')).toBe('first, EDITED');

    // The cached sort order follows the edit too.
    expect(await ids('news?orders=-publishedAt')).toEqual(['a', 'b']);
    await write(
      'news',
      list(
        { category: 'categories' },
        item('a', 'first', { category: 'press' }),
        item('b', 'second', { publishedAt: '2025-06-01T00:00:00.000Z' }),
      ),
    );
    expect(await ids('news?orders=-publishedAt')).toEqual(['b', 'a']);

    expect((await get('cases')).status).toBe(404);
    await write('cases', list({}, item('c1', 'a case')));
    expect(await ids('cases')).toEqual(['c1']);
  });

  it('keeps serving the previous content of a broken file, reports it once, and serves the fix', async () => {
    await write('news', '{ "kind": "list", "contents": [');
    expect(await title('news/a')).toBe('first');
    expect(await title('news/b')).toBe('second');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/Cannot read fixture .*news\.json/);
    expect(service.fixtureProblem()?.message).toBe(problems[0]?.message);

    // Other files still reload while news.json is broken.
    await write('categories', list({}, item('press', 'Press room')));
    expect((await get('news/a?depth=1')).body['category']).toMatchObject({ title: 'Press room' });
    expect(await title('news/a')).toBe('first');

    await write('news', list({}, item('a', 'fixed')));
    expect(await title('news/a')).toBe('fixed');
    expect(service.fixtureProblem()).toBeUndefined();
    expect(problems).toHaveLength(1);
  });

  it('drops a removed entry and a removed file', async () => {
    await write('news', list({ category: 'categories' }, item('b', 'second')));
    expect((await get('news/a')).status).toBe(404);
    expect(await ids('news')).toEqual(['b']);
    expect((await get('news')).body['totalCount']).toBe(1);

    await unlink(join(dir, 'news.json'));
    expect((await get('news')).status).toBe(404);
  });

  it('keeps the previous content while a removal would leave a reference dangling', async () => {
    await unlink(join(dir, 'categories.json'));
    expect(await title('news/a')).toBe('first');
    expect(await ids('categories')).toEqual(['press']);
    expect(problems[0]?.message).toMatch(/refs\.category: "categories" is not a list endpoint/);
    await write('categories', list({}, item('press', 'Press')));
    expect(await ids('categories')).toEqual(['press']);
    expect(service.fixtureProblem()).toBeUndefined();
  });
});

describe('live store', () => {
  it('re-reads only the files that changed', async () => {
    const live = await openLiveStore(dir, () => {});
    const news = live.current().endpoints.get('news');
    expect(news).toBeDefined();
    await write('categories', list({}, item('press', 'Newsroom')));
    const store = await live.fresh();
    expect(store.endpoints.get('news')).toBe(news);
    expect(store.endpoints.get('categories')).toMatchObject({ contents: [{ title: 'Newsroom' }] });
  });

  it('re-reads only the part of a list that changed, and follows parts added and removed', async () => {
    await unlink(join(dir, 'news.json'));
    await mkdir(join(dir, 'news'));
    await write('news/0001', list({ category: 'categories' }, item('a', 'first', { category: 'press' })));
    await write('news/0002', list({ category: 'categories' }, item('b', 'second')));
    const live = await openLiveStore(dir, () => {});
    const items = () => {
      const news = live.current().endpoints.get('news');
      return news?.kind === 'list' ? news.contents : [];
    };
    const [a, b] = items();
    expect([a?.['title'], b?.['title']]).toEqual(['first', 'second']);

    await write('news/0002', list({ category: 'categories' }, item('b', 'second, edited')));
    await live.fresh();
    expect(items()[0]).toBe(a); // the same object: its part was not read again
    expect(items()[1]).toMatchObject({ id: 'b', title: 'second, edited' });

    await write('news/0003', list({ category: 'categories' }, item('c', 'third')));
    await unlink(join(dir, 'news', '0001.json'));
    await live.fresh();
    expect(items().map((i) => i['id'])).toEqual(['b', 'c']);
    expect(live.problem()).toBeUndefined();
  });

  it('reads a file stamped in the future once, not on every check', async () => {
    const live = await openLiveStore(dir, () => {});
    const before = live.current().endpoints.get('news');
    const future = new Date(Date.now() + 3_600_000);
    await utimes(join(dir, 'news.json'), future, future);
    const reread = (await live.fresh()).endpoints.get('news');
    expect(reread).not.toBe(before);
    expect((await live.fresh()).endpoints.get('news')).toBe(reread);
  });
});
