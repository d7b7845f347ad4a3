/**
 * The site server's lookup of a search file (server/search-files.ts) while the
 * live release's index is being published: the request misses the release's
 * own index, the indexer then makes it complete and current, and the request
 * must still be answered (from the index current before). Seen in
 * `npm run bench:publish -- --news 10000`: `GET /pagefind/pagefind-entry.json
 * 404` at the moment an index was published, and the visitor's search failed
 * to load. The publish lands exactly between the two lookups here, which a
 * real indexer cannot schedule.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const publishDuring = vi.hoisted(() => ({ root: '', publish: undefined as (() => Promise<void>) | undefined }));
vi.mock('../../server/static-files.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/static-files.ts')>();
  return {
    ...real,
    resolveFile: async (root: string, relative: string) => {
      const found = await real.resolveFile(root, relative);
      if (root === publishDuring.root && publishDuring.publish) {
        const publish = publishDuring.publish;
        publishDuring.publish = undefined;
        await publish(); // the indexer finishes right after this lookup missed
      }
      return found;
    },
  };
});
const { findSearchFile } = await import('../../server/search-files.ts');

let dist: string;
const OLD = '0mx0aaaaa-00000001';
const LIVE = '0mx0bbbbb-00000002';
const index = async (id: string) => {
  await mkdir(join(dist, 'search', id), { recursive: true });
  await writeFile(join(dist, 'search', id, 'pagefind-entry.json'), `{"release":"${id}"}`);
};
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'search-files-race-'));
  await index(OLD);
  await symlink(OLD, join(dist, 'search', 'current'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

it('answers the entry file while the live release’s index is published between its lookups', async () => {
  publishDuring.root = join(dist, 'search', LIVE);
  publishDuring.publish = async () => {
    await index(LIVE);
    await rm(join(dist, 'search', 'current'));
    await symlink(LIVE, join(dist, 'search', 'current'));
  };
  const hit = await findSearchFile(dist, LIVE, 'pagefind/pagefind-entry.json');
  expect(publishDuring.publish).toBeUndefined(); // the publish did land during the lookup
  expect(hit?.file.path).toMatch(/search\/0mx0\w+-\d+\/pagefind-entry\.json$/);
  expect(hit?.cache).toBe('public, max-age=0, must-revalidate');
});
