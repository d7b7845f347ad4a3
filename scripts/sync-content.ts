/**
 * Updates the content snapshot from microCMS (or the embedded content when no
 * credentials are set).
 *
 *   node scripts/sync-content.ts [--full]
 *
 * Prints one summary line; on failure prints the reason and exits with 1 so a
 * build that runs this stops instead of rendering stale or missing content.
 */
import { loadEnv } from '../src/config/env.ts';
import { openContentClient } from '../content-client/client.ts';
import { describeSourceSwitch, syncContent, type SyncStats } from '../content-client/sync.ts';

function summary(source: string, stats: SyncStats): string {
  const edits = Object.keys(stats.changed)
    .map((ep) => {
      const c = stats.changed[ep as keyof SyncStats['changed']];
      const d = stats.deleted[ep as keyof SyncStats['deleted']];
      return c || d ? `${ep} ~${c} -${d}` : '';
    })
    .filter(Boolean);
  return (
    `content sync: ${stats.mode} from ${source}` +
    `; changes: ${edits.length ? edits.join(', ') : 'none'}; ${stats.requests} requests in ${stats.ms} ms`
  );
}

/** Errors may be the CMS's raw response body (an object), not an Error. */
function describe(err: unknown): string {
  if (err instanceof Error) return err.message;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}

async function main(): Promise<void> {
  const full = process.argv.slice(2).includes('--full');
  const env = loadEnv(); // EnvError lists every bad variable at once
  const content = await openContentClient(env);
  try {
    const { stats } = await syncContent({ client: content.client, source: content.source, dir: env.CONTENT_SNAPSHOT_DIR, full });
    const switched = describeSourceSwitch(stats, content.source);
    if (switched) console.log(switched);
    for (const warning of stats.warnings) console.warn(`content sync: warning: ${warning}`);
    console.log(summary(content.source, stats));
  } finally {
    await content.close(); // the embedded service would otherwise keep the process alive
  }
}

main().catch((err: unknown) => {
  console.error(`content sync failed: ${describe(err)}`);
  process.exitCode = 1;
});
