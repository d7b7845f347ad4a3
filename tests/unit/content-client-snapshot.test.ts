import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readSnapshot, snapshotPath, writeSnapshot, SnapshotError, type Snapshot } from '../../content-client/snapshot.ts';
import { homeSchema, newsSchema } from '../../content-client/schemas.ts';
import { fx, removeTempDirs, tempDir } from '../helpers/content-fixtures.ts';

afterAll(removeTempDirs);

const news = (id: string) => newsSchema.parse(fx.news(id, { category: { id: 'general' }, year: { id: '2024' } }));
const snapshot: Snapshot = {
  version: 1,
  source: 'test',
  syncedAt: '2025-01-01T00:00:00.000Z',
  lists: { categories: [], years: [], news: [news('news-1')], cases: [], publications: [] },
  objects: { home: homeSchema.parse(fx.home({ featuredCases: [] })) },
};

let snapDir: string;
beforeEach(async () => {
  snapDir = join(await tempDir('cc-snapshot'), 'nested', 'content');
});

describe('snapshot file', () => {
  it('is written atomically: readers never see a partial file, no temp files remain', async () => {
    await writeSnapshot(snapDir, snapshot);
    const big = { ...snapshot, lists: { ...snapshot.lists, news: Array.from({ length: 2000 }, (_, i) => news(`n-${i}`)) } };
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        JSON.parse(await readFile(snapshotPath(snapDir), 'utf8')); // throws on a torn file
        reads++;
      }
    })();
    for (let i = 0; i < 15; i++) await writeSnapshot(snapDir, i % 2 ? snapshot : big);
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    expect(await readdir(snapDir)).toEqual(['snapshot.json']);
  });

  it('refuses to write an invalid snapshot and leaves the old one', async () => {
    await writeSnapshot(snapDir, snapshot);
    const before = await readFile(snapshotPath(snapDir), 'utf8');
    await expect(writeSnapshot(snapDir, { ...snapshot, syncedAt: 'yesterday' })).rejects.toThrow();
    expect(await readFile(snapshotPath(snapDir), 'utf8')).toBe(before);
    expect(await readdir(snapDir)).toEqual(['snapshot.json']);
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

  it('readSnapshot rejects a broken or invalid snapshot', async () => {
    await writeSnapshot(snapDir, snapshot);
    await writeFile(snapshotPath(snapDir), '{"version":1');
    await expect(readSnapshot(snapDir)).rejects.toThrow(/is not valid JSON/);
    await writeFile(snapshotPath(snapDir), JSON.stringify({ version: 1, source: 'x' }));
    await expect(readSnapshot(snapDir)).rejects.toThrow(/is invalid; run `npm run sync -- --full`[\s\S]*at syncedAt/);
  });
});
