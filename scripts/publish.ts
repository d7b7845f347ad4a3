/**
 * `npm run publish`: one incremental publish from the command line, for cron
 * and for static hosts (microCMS webhook → the host's build hook → this):
 * an incremental sync of the content, then a build of what changed, switched
 * atomically. Keep $CONTENT_SNAPSHOT_DIR and dist/ between runs (the host's
 * build cache) so that each run only fetches and renders what changed.
 */
import { resolve } from 'node:path';
import { loadEnv, EnvError } from '../src/config/env.ts';
import { company } from '../src/config/company.ts';
import { openContentClient } from '../content-client/client.ts';
import { runPublish } from '../server/publish/publish.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const started = performance.now();
  const content = await openContentClient(env);
  try {
    const outcome = await runPublish(
      {
        content,
        snapshotDir: env.CONTENT_SNAPSHOT_DIR,
        distDir: resolve(env.SITE_DIST_DIR),
        siteOrigin: env.SITE_ORIGIN ?? company.origin,
        log: (line) => console.log(line),
      },
      ['*'],
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `publish: ${outcome.result}${outcome.releaseId ? ` (release ${outcome.releaseId})` : ''}: ${outcome.entries.length} entries changed, ` +
        `${outcome.rendered} URLs rendered, ${outcome.removed} removed, in ${seconds} s`,
    );
  } finally {
    await content.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `publish failed (the live release is unchanged): ${error instanceof EnvError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
