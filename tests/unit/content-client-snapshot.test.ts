import { readdir, rm, writeFile } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  readSnapshot,
  snapshotPath,
  writeSnapshot,
  SnapshotError,
  SNAPSHOT_VERSION,
  type Snapshot,
} from '../../content-client/snapshot.ts';
import { homeSchema, newsSchema } from '../../content-client/schemas.ts';
import { openSnapshotStore, type SummaryCache } from '../../content-client/snapshot-store.ts';
import { fx, removeTempDirs, tempDir } from '../helpers/content-fixtures.ts';

afterAll(removeTempDirs);

const news = (id: string) => newsSchema.parse(fx.news(id, { category: { id: 'general' }, year: { id: '2024' } }));
const snapshot: Snapshot = {
  version: SNAPSHOT_VERSION,
  source: 'test',
  syncedAt: '2025-01-01T00:00:00.000Z',
  lists: { categories: [], years: [], news: [news('news-1')], cases: [], publications: [] },
  objects: { home: homeSchema.parse(fx.home({ featuredCases: [] })) },
};

let snapDir: string;
beforeEach(async () => {
  snapDir = join(await tempDir('cc-snapshot'), 'nested', 'content');
});

describe('snapshot store', () => {
  it('is written in one transaction: readers see the old or the new snapshot, never a mix', async () => {
    await writeSnapshot(snapDir, snapshot);
    const big = { ...snapshot, lists: { ...snapshot.lists, news: Array.from({ length: 500 }, (_, i) => news(`n-${i}`)) } };
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const count = (await readSnapshot(snapDir)).lists.news.length;
        expect([1, 500]).toContain(count);
        reads++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let i = 0; i < 15; i++) {
      await writeSnapshot(snapDir, i % 2 ? snapshot : big);
      await new Promise((r) => setImmediate(r));
    }
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect((await readdir(snapDir)).filter((f) => !/^snapshot\.db(-wal|-shm)?$/.test(f))).toEqual([]);
  });

  it('refuses to write an invalid snapshot and leaves the old one', async () => {
    await writeSnapshot(snapDir, snapshot);
    await expect(writeSnapshot(snapDir, { ...snapshot, syncedAt: 'yesterday' })).rejects.toThrow();
    expect(await readSnapshot(snapDir)).toEqual(snapshot);
  });

  it('round-trips through readSnapshot', async () => {
    await writeSnapshot(snapDir, snapshot);
    expect(await readSnapshot(snapDir)).toEqual(snapshot);
  });

  it('readSnapshot tells to run the sync when there is no snapshot', async () => {
    const err = await readSnapshot(snapDir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SnapshotError);
    expect((err as Error).message).toBe(
      `No content snapshot at ${snapshotPath(snapDir)}. Run \`npm run sync\` to create it (the build runs it too).`,
    );
  });

  it('readSnapshot rejects a broken or outdated snapshot', async () => {
    await writeSnapshot(snapDir, snapshot);
    const db = new Database(snapshotPath(snapDir));
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'version'").run();
    db.close();
    await expect(readSnapshot(snapDir)).rejects.toThrow(/unusable \(version 1\); run `npm run sync -- --full`/);
    await rm(snapDir, { recursive: true });
    await writeSnapshot(snapDir, snapshot);
    const broken = new Database(snapshotPath(snapDir));
    broken.prepare('UPDATE entries SET head = \'{"id":"news-1"}\' WHERE endpoint = \'news\'').run();
    broken.close();
    await expect(readSnapshot(snapDir)).rejects.toThrow(/is invalid; run `npm run sync -- --full`[\s\S]*at lists\.news\.0\.title/);
    await writeFile(snapshotPath(snapDir), 'not a database');
    await expect(readSnapshot(snapDir)).rejects.toThrow();
  });

  it('summaries with a cache: the same as without, only changed entries read again, deleted ones dropped', async () => {
    const three = { ...snapshot, lists: { ...snapshot.lists, news: ['a', 'b', 'c'].map(news) } };
    await writeSnapshot(snapDir, three);
    const store = openSnapshotStore(snapDir);
    const cache: SummaryCache = new Map();
    const plain = () => [...store.summaries('news')];
    try {
      const first = [...store.summaries('news', cache)];
      expect(first).toEqual(plain());
      const edited = { ...three, lists: { ...three.lists, news: [{ ...news('a'), title: '改めた題' }, news('c'), news('d')] } };
      await writeSnapshot(snapDir, edited);
      const second = [...store.summaries('news', cache)];
      expect(second).toEqual(plain());
      expect(second.map((s) => s.summary.id)).toEqual(['a', 'c', 'd']);
      expect(second[0]?.hash).not.toBe(first[0]?.hash);
      expect(second[1]).toBe(first[2]); // c unchanged: the cached object, not read again
      expect([...(cache.get('news')?.keys() ?? [])]).toEqual(['a', 'c', 'd']);
    } finally {
      store.close();
    }
  });
});

describe('fresh snapshots opened by two processes at once', () => {
  it('wait for each other instead of failing with "database is locked"', async () => {
    const { spawn } = await import('node:child_process');
    const storeModule = new URL('../../content-client/snapshot-store.ts', import.meta.url).href;
    const rounds = 40;
    // Two processes (two `npm run build`s) open the same new snapshot at the same moment, 40 times over; SQLite's
    // switch to WAL mode answered "database is locked" at once to one of them in about 1 round of 15.
    const start = Date.now() + 500;
    const opener = () =>
      new Promise<string>((resolve) => {
        const code = `import { SnapshotStore } from ${JSON.stringify(storeModule)};
          const failures = [];
          for (let i = 0; i < ${rounds}; i++) {
            while (Date.now() < ${start} + i * 40);
            try { SnapshotStore.open(${JSON.stringify(snapDir)} + '/' + i, { create: true })?.close(); }
            catch (error) { failures.push(i + ': ' + error.message); }
          }
          console.log(JSON.stringify(failures));`;
        const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.once('close', () => resolve(out.trim()));
      });
    const results = await Promise.all([opener(), opener()]);
    expect(results).toEqual(['[]', '[]']);
  });
});
