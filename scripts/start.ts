/**
 * `npm start`: build when dist/ is missing or stale, then serve it.
 */
import { build } from './build.ts';
import { isBuildCurrent } from './lib/build-stamp.ts';
import { bin, run } from './lib/run.ts';

async function main(): Promise<void> {
  if (await isBuildCurrent()) console.log('dist/ is current: serving it.');
  else await build();
  await run(bin('tsx'), ['server/main.ts']);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
