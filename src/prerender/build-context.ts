/**
 * What every render of one build shares: the site index over the content
 * snapshot and the build id. The snapshot is read from disk (never the CMS);
 * in development it is re-read when the file changes.
 */
import { stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { loadEnv } from '../config/env.ts';
import { readSnapshot, snapshotPath } from '../../content-client/snapshot.ts';
import { buildSiteIndex, type SiteIndex } from './site-index.ts';

export interface BuildContext { index: SiteIndex; buildId: string }

const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
let cached: { mtimeMs: number; context: Promise<BuildContext> } | undefined;

export async function getBuildContext(): Promise<BuildContext> {
  const dir = loadEnv().CONTENT_SNAPSHOT_DIR;
  const mtimeMs = await stat(snapshotPath(dir)).then((s) => s.mtimeMs, () => -1);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    const context = readSnapshot(dir).then((snapshot) => ({ index: buildSiteIndex(snapshot), buildId }));
    cached = { mtimeMs, context };
    context.catch(() => {
      cached = undefined;
    });
  }
  return cached.context;
}
