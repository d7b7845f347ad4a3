import Database from 'better-sqlite3';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeSourceSwitch, syncContent, type SyncClient } from '../../content-client/sync.ts';
import { openContentClient } from '../../content-client/client.ts';
import { loadEnv } from '../../src/config/env.ts';
import { ContentValidationError } from '../../content-client/errors.ts';
import { readSnapshot, snapshotPath, writeSnapshot } from '../../content-client/snapshot.ts';
import type { Queries } from '../../content-client/types.ts';
import {
  baseFixtures,
  fx,
  startFixtureService,
  removeTempDirs,
  tempDir,
  writeFixtures,
  type FixtureSet,
} from '../helpers/content-fixtures.ts';

afterAll(removeTempDirs);

interface Call {
  endpoint: string;
  queries: Queries;
  returned: number;
}

let fixtureDir: string;
let snapDir: string;
let fixtures: FixtureSet;
let svc: Awaited<ReturnType<typeof startFixtureService>>;
let calls: Call[];

/** The real client, recording what each request asked for and how many entries came back. */
function recordingClient(): SyncClient {
  return {
    list: async (req) => {
      const res = await svc.client.list(req);
      calls.push({ endpoint: req.endpoint, queries: req.queries ?? {}, returned: res.contents.length });
      return res as never;
    },
    object: async (req) => {
      calls.push({ endpoint: req.endpoint, queries: req.queries ?? {}, returned: 1 });
      return svc.client.object(req) as never;
    },
  };
}
async function sync(extra: { source?: string; full?: boolean; workerThreshold?: number } = {}) {
  const { stats } = await syncContent({
    client: recordingClient(),
    source: extra.source ?? 'test',
    dir: snapDir,
    full: extra.full ?? false,
    ...(extra.workerThreshold !== undefined && { workerThreshold: extra.workerThreshold }),
  });
  return { stats, snapshot: await readSnapshot(snapDir) };
}

beforeEach(async () => {
  fixtureDir = await tempDir('cc-sync-fixtures');
  snapDir = join(await tempDir('cc-sync-snap'), 'nested', 'content');
  fixtures = baseFixtures(3);
  fixtures.news.push(fx.news('draft-one', { _status: 'draft', _draftKey: 'k1' }));
  await writeFixtures(fixtureDir, fixtures);
  svc = await startFixtureService(fixtureDir);
  calls = [];
});
afterEach(() => svc.close());

describe('syncContent', () => {
  it('does a full sync without a snapshot and writes it', async () => {
    const { snapshot, stats } = await sync();
    expect(stats.mode).toBe('full');
    expect(stats.requests).toBe(6); // 5 lists of one page each + home
    expect(stats.changed).toEqual({ categories: 1, years: 1, news: 3, cases: 2, publications: 1, home: 1 });
    expect(snapshot.lists.news.map((n) => n.id)).toEqual(['news-001', 'news-002', 'news-003']); // by id, no draft
    expect(snapshot.lists.news[0]?.category).toEqual({ id: 'general' });
    expect(snapshot.objects.home.featuredCases).toEqual([{ id: 'case-1' }]);
    expect(calls.every((c) => c.queries.depth === 0)).toBe(true);
  });

  it('syncs incrementally: only changed entries, the id list where something was deleted, and home', async () => {
    const first = await sync();
    const later = new Date(Date.now() + 1000).toISOString();
    fixtures.news[1] = fx.news('news-002', { title: '更新されたニュース', updatedAt: later });
    fixtures.news = fixtures.news.filter((n) => n.id !== 'news-003');
    fixtures.news.push(fx.news('news-004', { updatedAt: later, createdAt: later }));
    await writeFixtures(fixtureDir, fixtures);
    await svc.service.reload();
    calls = [];

    const { snapshot, stats } = await sync();
    expect(stats.mode).toBe('incremental');
    expect(stats.requests).toBe(12); // 5 × (changes + count) + news's id list + home
    expect(stats.changed).toEqual({ categories: 0, years: 0, news: 2, cases: 0, publications: 0, home: 0 });
    expect(stats.deleted).toEqual({ categories: 0, years: 0, news: 1, cases: 0, publications: 0, home: 0 });
    const news = calls.filter((c) => c.endpoint === 'news');
    const since = new Date(Date.parse(first.snapshot.syncedAt) - 5 * 60_000).toISOString();
    // The changes and the count are asked for concurrently, so their order is not fixed; the count (3) is not
    // the 4 entries the snapshot and the changes make, so the id list follows.
    expect(news).toHaveLength(3);
    expect(news.slice(0, 2)).toEqual(
      expect.arrayContaining([
        { endpoint: 'news', queries: { depth: 0, filters: `updatedAt[greater_than]${since}`, limit: 100, offset: 0 }, returned: 2 },
        { endpoint: 'news', queries: { depth: 0, fields: 'id', limit: 1, offset: 0 }, returned: 1 },
      ]),
    );
    expect(news[2]).toEqual({ endpoint: 'news', queries: { depth: 0, fields: 'id', limit: 100, offset: 0 }, returned: 3 });
    expect(calls.filter((c) => c.queries.limit === 100 && c.queries.fields === 'id')).toHaveLength(1);
    expect(snapshot.lists.news.map((n) => [n.id, n.title])).toEqual([
      ['news-001', 'ニュース news-001'],
      ['news-002', '更新されたニュース'],
      ['news-004', 'ニュース news-004'],
    ]);
    expect(Date.parse(snapshot.syncedAt)).toBeGreaterThanOrEqual(Date.parse(first.snapshot.syncedAt));
  });

  it('lists no ids when the counts say nothing was deleted: one edit costs two requests per API', async () => {
    await sync();
    fixtures.news[0] = fx.news('news-001', { title: '直したニュース', updatedAt: new Date(Date.now() + 1000).toISOString() });
    fixtures.news.push(fx.news('news-009', { updatedAt: new Date(Date.now() + 1000).toISOString() }));
    await writeFixtures(fixtureDir, fixtures);
    await svc.service.reload();
    calls = [];
    const { snapshot, stats } = await sync();
    expect(stats.requests).toBe(11); // 5 × (changes + count) + home
    expect(calls.filter((c) => c.queries.fields === 'id').map((c) => c.queries.limit)).toEqual([1, 1, 1, 1, 1]);
    expect(stats.changed.news).toBe(2);
    expect(snapshot.lists.news.map((n) => [n.id, n.title])).toEqual([
      ['news-001', '直したニュース'],
      ['news-002', 'ニュース news-002'],
      ['news-003', 'ニュース news-003'],
      ['news-009', 'ニュース news-009'],
    ]);
  });

  it('lists every id once the last listing is an hour old, which notices what the counts cannot', async () => {
    const run = (now: string) => syncContent({ client: recordingClient(), source: 'test', dir: snapDir, now: () => new Date(now) });
    await run('2030-01-01T00:00:00.000Z'); // full: every id listed
    // The snapshot misses news-001 (as if an earlier sync had) and news-002 is deleted: the counts agree (2 and 2).
    const db = new Database(snapshotPath(snapDir));
    db.prepare("DELETE FROM entries WHERE endpoint = 'news' AND id = 'news-001'").run();
    db.close();
    fixtures.news = fixtures.news.filter((n) => n.id !== 'news-002');
    await writeFixtures(fixtureDir, fixtures);
    await svc.service.reload();
    const idLists = () => calls.filter((c) => c.queries.limit === 100 && c.queries.fields === 'id').length;
    calls = [];
    const early = await run('2030-01-01T00:59:00.000Z');
    expect(idLists()).toBe(0);
    expect(early.stats.deleted.news).toBe(0);
    calls = [];
    const late = await run('2030-01-01T01:00:00.000Z');
    expect(idLists()).toBe(5);
    expect(late.stats.deleted.news).toBe(1);
    expect(late.stats.changed.news).toBe(1);
    expect((await readSnapshot(snapDir)).lists.news.map((n) => n.id)).toEqual(['news-001', 'news-003']);
    calls = [];
    await run('2030-01-01T01:30:00.000Z'); // listed half an hour ago
    expect(idLists()).toBe(0);
  });

  it('records the time the sync started', async () => {
    await syncContent({ client: recordingClient(), source: 's', dir: snapDir, now: () => new Date('2025-03-04T05:06:07.000Z') });
    expect((await readSnapshot(snapDir)).syncedAt).toBe('2025-03-04T05:06:07.000Z');
  });

  it('fetches by id entries the previous snapshot missed', async () => {
    const { snapshot } = await sync();
    await writeSnapshot(snapDir, { ...snapshot, lists: { ...snapshot.lists, news: snapshot.lists.news.slice(1) } });
    calls = [];
    const second = await sync();
    expect(second.stats.mode).toBe('incremental');
    expect(second.snapshot.lists.news.map((n) => n.id)).toEqual(['news-001', 'news-002', 'news-003']);
    expect(calls.some((c) => c.endpoint === 'news' && c.queries.ids === 'news-001')).toBe(true);
    expect(second.stats.changed.news).toBe(1);
  });

  it('does a full sync when the source, the version or the flag says so', async () => {
    await sync({ source: 'a' });
    expect((await sync({ source: 'b' })).stats.mode).toBe('full');
    expect((await sync({ source: 'b' })).stats.mode).toBe('incremental');
    expect((await sync({ source: 'b', full: true })).stats.mode).toBe('full');
    const db = new Database(snapshotPath(snapDir));
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'version'").run();
    db.close();
    expect((await sync({ source: 'b' })).stats.mode).toBe('full');
  });

  it('replaces a snapshot from another embedded directory whole, never mixing the two; the same source again is incremental', async () => {
    // A and B share ids with different content, all updated long before the sync: an incremental sync would keep A's.
    const a = baseFixtures(3);
    a.news.push(fx.news('only-in-a'));
    const b = baseFixtures(2);
    b.news = b.news.map((n) => ({ ...n, title: `B: ${String(n.title)}` }));
    b.news.push(fx.news('only-in-b'));
    b.cases = [fx.case('case-1', { client: 'B' }), fx.case('case-2')];
    const [dirA, dirB] = [await tempDir('cc-source-a'), await tempDir('cc-source-b')];
    await Promise.all([writeFixtures(dirA, a), writeFixtures(dirB, b)]);
    const syncFrom = async (contentDir: string, dir = snapDir) => {
      const opened = await openContentClient(loadEnv({}), { contentDir });
      try {
        return { source: opened.source, ...(await syncContent({ client: opened.client, source: opened.source, dir })) };
      } finally {
        await opened.close();
      }
    };
    expect((await syncFrom(dirA)).stats).toMatchObject({ mode: 'full' });
    const switched = await syncFrom(dirB);
    // Exactly B's entries: the snapshot equals B synced into an empty directory.
    const onlyB = join(await tempDir('cc-source-fresh'), 'content');
    await syncFrom(dirB, onlyB);
    const [after, fresh] = [await readSnapshot(snapDir), await readSnapshot(onlyB)];
    expect(after.lists.news.map((n) => n.title)).toEqual(['B: ニュース news-001', 'B: ニュース news-002', 'ニュース only-in-b']);
    expect({ ...after, syncedAt: '' }).toEqual({ ...fresh, syncedAt: '' });
    expect(switched.source).toBe(`embedded:${resolve(dirB)}`);
    expect(switched.stats).toMatchObject({ mode: 'full', replacedSource: `embedded:${resolve(dirA)}` });
    expect(describeSourceSwitch(switched.stats, switched.source)).toBe(
      `content sync: the snapshot came from embedded:${resolve(dirA)}, not embedded:${resolve(dirB)}: pulled everything into a fresh snapshot`,
    );
    const again = await syncFrom(dirB);
    expect(again.stats.mode).toBe('incremental');
    expect(again.stats.replacedSource).toBeUndefined();
    expect(describeSourceSwitch(again.stats, again.source)).toBeUndefined();
  });

  it('drops an image from a host that is not microCMS’s nor listed, and names the entry and field; a listed host keeps it', async () => {
    const outside = 'https://photos.example.net/lab.jpg';
    fixtures.news.push(fx.news('with-photo', { body_en: `<p>Lab</p><img src="${outside}" alt="The lab">` }));
    await writeFixtures(fixtureDir, fixtures);
    await svc.service.reload();
    const { stats, snapshot } = await sync();
    expect(stats.warnings).toEqual([
      `news/with-photo body_en: the image ${outside} is not shown: only images from images.microcms-assets.io, the site itself or a host in RICH_TEXT_IMAGE_HOSTS are`,
    ]);
    expect(snapshot.lists.news.find((n) => n.id === 'with-photo')?.body_en).toBe('<p>Lab</p>');
    const saved = process.env.RICH_TEXT_IMAGE_HOSTS;
    process.env.RICH_TEXT_IMAGE_HOSTS = 'photos.example.net';
    try {
      const again = await sync({ full: true });
      expect(again.stats.warnings).toEqual([]);
      expect(again.snapshot.lists.news.find((n) => n.id === 'with-photo')?.body_en).toBe(
        `<p>Lab</p><img src="${outside}" alt="The lab" />`,
      );
    } finally {
      if (saved === undefined) delete process.env.RICH_TEXT_IMAGE_HOSTS;
      else process.env.RICH_TEXT_IMAGE_HOSTS = saved;
    }
  });

  it('fails naming the invalid entry and keeps the previous snapshot', async () => {
    await sync();
    const before = await readSnapshot(snapDir);
    fixtures.news.push(fx.news('bad', { title: '   ', updatedAt: new Date(Date.now() + 1000).toISOString() }));
    await writeFixtures(fixtureDir, fixtures);
    await svc.service.reload();
    await expect(sync()).rejects.toThrow(/^news\/bad: title: /);
    expect(await readSnapshot(snapDir)).toEqual(before);
  });

  describe('a large pull, validated on worker threads', () => {
    it('writes the same snapshot, byte for byte, as validating inline', async () => {
      fixtures = baseFixtures(250); // three pages of news
      await writeFixtures(fixtureDir, fixtures);
      await svc.service.reload();
      await sync({ full: true });
      const rows = () => {
        const db = new Database(snapshotPath(snapDir), { readonly: true });
        try {
          return db.prepare('SELECT * FROM entries ORDER BY endpoint, id').all();
        } finally {
          db.close();
        }
      };
      const inlineRows = rows();
      const workers = await sync({ full: true, workerThreshold: 1 });
      // Written again over the inline pull's rows: not one hash differs.
      expect(workers.stats.changed).toEqual({
        categories: 0,
        years: 0,
        news: 0,
        cases: 0,
        publications: 0,
        home: 0,
      });
      expect(rows()).toEqual(inlineRows);
      expect(workers.snapshot.lists.news).toHaveLength(250);
    });

    it('fails naming the invalid entry, as a content validation error, and keeps the previous snapshot', async () => {
      await sync();
      const before = await readSnapshot(snapDir);
      fixtures.news.push(fx.news('bad', { title: '   ' }));
      await writeFixtures(fixtureDir, fixtures);
      await svc.service.reload();
      const failure = await sync({ full: true, workerThreshold: 1 }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ContentValidationError);
      expect((failure as ContentValidationError).message).toMatch(/^news\/bad: title: /);
      expect(await readSnapshot(snapDir)).toEqual(before);
    });
  });
});
