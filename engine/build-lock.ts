/**
 * File locks for the build engine. One build at a time per dist directory
 * (two would race on the spare and on `current`: the second fails at once),
 * and one app build (`vike build` into dist/app) at a time on the machine
 * (a second waits, then finds the bundles current). The lock file holds the
 * owner's pid; a lock whose owner is gone (a killed build) is taken over.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquire(path: string, token: string, what: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(token);
      await handle.close();
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).split(':')[0]);
    if (!owner || !alive(owner)) {
      await rm(path, { force: true }); // left by a process that is gone
      continue;
    }
    if (Date.now() >= deadline) throw new Error(`Another ${what} (pid ${owner}) is running; its lock is ${path}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function withLock<T>(path: string, what: string, waitMs: number, run: () => Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  const token = `${process.pid}:${randomBytes(4).toString('hex')}`;
  await acquire(path, token, what, waitMs);
  try {
    return await run();
  } finally {
    // Only our own lock: never one another process took over meanwhile.
    if ((await readFile(path, 'utf8').catch(() => '')) === token) await rm(path, { force: true });
  }
}

export const withBuildLock = <T>(distDir: string, run: () => Promise<T>) =>
  withLock(join(distDir, '.build.lock'), 'build in this dist directory', 0, run);

/** Waits up to ten minutes for another app build, which the caller then finds current. */
export const withAppBuildLock = <T>(appDir: string, run: () => Promise<T>) => withLock(`${appDir}.lock`, 'app build', 600_000, run);
