/**
 * `npm run release:rollback`: makes the release before the live one live
 * again (one atomic symlink switch, see engine/releases.ts). A running site
 * server follows within its next request; no restart, no rebuild. Run it
 * again to go back further. Dist dir: $SITE_DIST_DIR, default `dist`.
 */
import { resolve } from 'node:path';
import { ReleaseError, rollbackRelease } from '../engine/releases.ts';
import { loadEnv } from '../src/config/env.ts';

const distDir = resolve(loadEnv().SITE_DIST_DIR);

try {
  const { from, to } = await rollbackRelease(distDir);
  console.log(`release: ${from} → ${to}`);
} catch (error) {
  // A ReleaseError is an expected refusal (nothing to roll back to): its message is enough.
  console.error(error instanceof ReleaseError ? `release:rollback: ${error.message}` : error);
  process.exitCode = 1;
}
