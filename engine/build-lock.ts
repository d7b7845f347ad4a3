/**
 * One build at a time per dist directory: two builds would race on the spare
 * and on `current`. The lock file holds the owner's pid; a lock whose owner
 * is gone (a killed build) is taken over.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK = '.build.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquire(path: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(await readFile(path, 'utf8').catch(() => ''));
      if (owner && owner !== process.pid && alive(owner)) throw new Error(`Another build (pid ${owner}) is running in this dist directory.`);
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not take the build lock ${path}`);
}

export async function withBuildLock<T>(distDir: string, run: () => Promise<T>): Promise<T> {
  await mkdir(distDir, { recursive: true });
  const path = join(distDir, LOCK);
  await acquire(path);
  try {
    return await run();
  } finally {
    await rm(path, { force: true });
  }
}
