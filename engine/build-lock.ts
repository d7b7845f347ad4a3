/**
 * One build at a time per dist directory. Builds that target the same dist
 * directory (`npm run build`, `npm run publish`, `npm start`, the site
 * server's publisher) queue: a second one says it is waiting, waits for the
 * first to finish, then runs and finds little left to do. The app bundles
 * live in the dist directory too (src/config/dist-dir.ts), so this one lock
 * also keeps two `vike build`s apart.
 *
 * The lock is an exclusive SQLite transaction on `<dist>/.build.lock.db`:
 * a POSIX record lock, which the kernel drops when its process ends however
 * it ends (SIGKILL too). So there is no staleness to guess and no takeover
 * step two waiters could both take: a lock file (ours before, or
 * proper-lockfile's directory) is taken over by checking that it is stale,
 * then removing it, and between the two another waiter may have taken it
 * over already, and then its fresh lock is the one removed. Each holder has
 * its own connection, and SQLite keeps two connections of one process apart
 * as it does two processes.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const LOCK_FILE = '.build.lock.db';
const POLL_MS = 200;

async function acquire(path: string, onWait: () => void): Promise<Database.Database> {
  // timeout 0: SQLite's own busy wait would block this thread; this loop waits without blocking it.
  const db = new Database(path, { timeout: 0 });
  let waiting = false;
  for (;;) {
    try {
      db.exec('BEGIN EXCLUSIVE');
      return db;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') {
        db.close();
        throw error;
      }
    }
    if (!waiting) onWait();
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs `run` holding the dist directory's build lock, after waiting for whoever holds it
 * (`onWait` is told once, when it has to wait).
 */
export async function withBuildLock<T>(
  distDir: string,
  run: () => Promise<T>,
  { onWait }: { onWait?: (line: string) => void } = {},
): Promise<T> {
  await mkdir(distDir, { recursive: true });
  const path = join(distDir, LOCK_FILE);
  const db = await acquire(path, () => onWait?.(`waiting: another build is running in ${distDir} (lock ${path})`));
  try {
    return await run();
  } finally {
    db.exec('ROLLBACK'); // the transaction wrote nothing: ending it releases the lock
    db.close();
  }
}
