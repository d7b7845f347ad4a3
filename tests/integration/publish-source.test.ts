/**
 * A publish of single entries (a webhook's) into a snapshot synced from
 * another source: the snapshot is first replaced whole from this source,
 * never patched with a few of its entries (server/publish/publish.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { openContentClient } from '../../content-client/client.ts';
import { readSnapshot } from '../../content-client/snapshot.ts';
import { syncContent } from '../../content-client/sync.ts';
import { runPublish } from '../../server/publish/publish.ts';
import { loadEnv } from '../../src/config/env.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';
import { baseFixtures, fx, removeTempDirs, tempDir, writeFixtures } from '../helpers/content-fixtures.ts';

let root: string;
let dirA: string;
let dirB: string;

async function syncFrom(contentDir: string, dir: string): Promise<void> {
  const opened = await openContentClient(loadEnv({}), { contentDir });
  try {
    await syncContent({ client: opened.client, source: opened.source, dir });
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  root = await tempDir('publish-source');
  [dirA, dirB] = [join(root, 'a'), join(root, 'b')];
  const a = baseFixtures(3);
  a.news.push(fx.news('only-in-a'));
  // Same ids with other content, updated long before any sync: a sync since then would not fetch them.
  const b = baseFixtures(2);
  b.news = b.news.map((n) => ({ ...n, title: `B: ${String(n.title)}` }));
  b.news.push(fx.news('only-in-b'));
  await Promise.all([mkdir(dirA), mkdir(dirB)]);
  await Promise.all([writeFixtures(dirA, a), writeFixtures(dirB, b)]);
  await syncFrom(dirA, join(root, 'snapshot'));
  await syncFrom(dirB, join(root, 'only-b'));
  await seedAppBundles(join(root, 'dist'));
}, 120_000);
afterAll(removeTempDirs);

describe('a webhook publish into a snapshot from another source', () => {
  it('pulls everything from its own source into a fresh snapshot first, and says so', async () => {
    const lines: string[] = [];
    const content = await openContentClient(loadEnv({}), { contentDir: dirB });
    try {
      const outcome = await runPublish(
        {
          content,
          snapshotDir: join(root, 'snapshot'),
          distDir: join(root, 'dist'),
          siteOrigin: 'https://www.example.test',
          log: (line) => lines.push(line),
        },
        ['news/news-001'],
      );
      expect(outcome.result).toBe('published');
    } finally {
      await content.close();
    }
    const [after, onlyB] = [await readSnapshot(join(root, 'snapshot')), await readSnapshot(join(root, 'only-b'))];
    expect(after.lists.news.map((n) => n.title)).toEqual(['B: ニュース news-001', 'B: ニュース news-002', 'ニュース only-in-b']);
    expect({ ...after, syncedAt: '' }).toEqual({ ...onlyB, syncedAt: '' });
    expect(lines).toContain(
      `content sync: the snapshot came from embedded:${resolve(dirA)}, not embedded:${resolve(dirB)}: pulled everything into a fresh snapshot`,
    );
  }, 120_000);
});
