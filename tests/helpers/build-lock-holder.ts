/**
 * A process that takes a dist directory's build lock (engine/build-lock.ts),
 * holds it, and appends `enter <pid> <ms>` and `exit <pid> <ms>` lines to a
 * file, for tests/integration/build-lock.test.ts. Prints `waiting` when it
 * had to wait and `holding` once it holds the lock.
 *
 *   node tests/helpers/build-lock-holder.ts <distDir> <recordFile> <holdMs>
 */
import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { withBuildLock } from '../../engine/build-lock.ts';

const [distDir, record, hold] = process.argv.slice(2);
if (!distDir || !record || !(Number(hold) >= 0)) {
  console.error('usage: build-lock-holder.ts <distDir> <recordFile> <holdMs>');
  process.exit(2);
}
await withBuildLock(
  distDir,
  async () => {
    appendFileSync(record, `enter ${process.pid} ${Date.now()}\n`);
    console.log('holding');
    await sleep(Number(hold));
    appendFileSync(record, `exit ${process.pid} ${Date.now()}\n`);
  },
  { onWait: () => console.log('waiting') },
);
