/**
 * What every render of one build shares: the site index over the content
 * snapshot and the build id. The snapshot is read from disk (never the CMS).
 * The store is reopened when a sync has written a new generation, so the dev
 * server and a long-running publisher always render the latest content.
 */
import { randomBytes } from 'node:crypto';
import { loadEnv } from '../config/env.ts';
import { openSnapshotStore } from '../../content-client/snapshot-store.ts';
import type { SnapshotStore, SummaryCache } from '../../content-client/snapshot-store.ts';
import { buildSiteIndex, type SiteIndex } from './site-index.ts';
import { storeSource } from './content-source.ts';

export interface BuildContext {
  index: SiteIndex;
  buildId: string;
  /** The snapshot generation the index was built from. */
  generation: number;
}

const defaultBuildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
let cached: { dir: string; store: SnapshotStore; context: BuildContext } | undefined;
/** The entries' summaries of the last index built, for the next generation's (most of them unchanged). */
let summaries: { dir: string; cache: SummaryCache } | undefined;

export function getBuildContext(opts: { dir?: string; buildId?: string } = {}): BuildContext {
  const dir = opts.dir ?? loadEnv().CONTENT_SNAPSHOT_DIR;
  const buildId = opts.buildId ?? defaultBuildId;
  const generation = cached?.dir === dir ? cached.store.meta()?.generation : undefined;
  if (!cached || cached.dir !== dir || cached.context.generation !== generation) {
    cached?.store.close();
    cached = undefined;
    const store = openSnapshotStore(dir);
    if (summaries?.dir !== dir) summaries = { dir, cache: new Map() };
    const context = { index: buildSiteIndex(storeSource(store, summaries.cache)), buildId, generation: store.meta()?.generation ?? 0 };
    cached = { dir, store, context };
  }
  return cached.context.buildId === buildId ? cached.context : { ...cached.context, buildId };
}
