/**
 * `npm start`: bring the build up to date, then serve it. The build is
 * incremental: it syncs the content and renders only what changed since the
 * live release — everything after a code or SITE_ORIGIN change, nothing (in
 * about a second) when all is current.
 */
import { build } from './build.ts';
import { nodeTs, run } from '../engine/run-command.ts';

async function main(): Promise<void> {
  // The site is served as soon as its pages are; search follows when its index is ready. The site server's
  // first reconcile indexes the live release (engine/build.ts, ensureSearchIndex), so this build does not: two
  // indexers of one release, one here and one in the server, wrote into the same directory and one failed.
  await build({ search: 'off' });
  await run(...nodeTs('server/main.ts'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
