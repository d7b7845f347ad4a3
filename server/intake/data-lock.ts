/**
 * One process at a time owns a data directory: the site server while its
 * intake is open, `npm run restore` while it swaps the database. Without it a
 * second server on the same DATA_DIR would share the file (two outbox workers
 * notifying twice) and a restore could pull the database from under a server.
 *
 * The lock is an OS advisory lock (fcntl) that SQLite takes on
 * DATA_DIR/server.lock, an empty database held in an exclusive transaction.
 * Chosen over proper-lockfile and over a pid file because the kernel drops it
 * the moment the process dies, SIGKILL included: a crashed server restarts at
 * once (proper-lockfile's mtime staleness would refuse for its `stale` period,
 * and takes the lock from a live server whose event loop stalls that long),
 * and no liveness guess can be fooled by a reused pid (a container's server is
 * pid 1 on every start). Like the database itself, it wants a local file system.
 * Who holds it is written beside it (server.lock.json) for the refusal message.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'server.lock';
export const LOCK_OWNER_FILE = 'server.lock.json';

export interface LockOwner {
  pid: number;
  /** What holds it: "site server" or "restore". */
  role: string;
  since: string;
}

export interface DataLock {
  readonly path: string;
  /** Idempotent. */
  release(): void;
}

/** Another process holds the data directory. */
export class DataDirBusyError extends Error {
  readonly owner: LockOwner | undefined;
  constructor(dir: string, lockPath: string, owner: LockOwner | undefined) {
    const who = owner ? `a ${owner.role} (pid ${owner.pid}, since ${owner.since})` : 'another process (pid unknown)';
    super(`The data directory ${dir} is in use by ${who}: stop it first. Lock: ${lockPath}`);
    this.name = 'DataDirBusyError';
    this.owner = owner;
  }
}

function readOwner(dir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(dir, LOCK_OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, role: String(owner.role), since: String(owner.since) } : undefined;
  } catch {
    return undefined; // not written yet, or removed while we looked
  }
}

/** Takes the lock on `dataDir` (created when missing) or throws DataDirBusyError at once. */
export function lockDataDir(dataDir: string, role: string): DataLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  // timeout 0: refuse at once instead of better-sqlite3's default 5 s wait.
  const db = new Database(path, { timeout: 0 });
  try {
    db.pragma('journal_mode = OFF'); // nothing is ever written: no -journal file beside the lock
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new DataDirBusyError(dir, path, readOwner(dir));
    throw error;
  }
  const ownerPath = join(dir, LOCK_OWNER_FILE);
  const owner: LockOwner = { pid: process.pid, role, since: new Date().toISOString() };
  writeFileSync(ownerPath, `${JSON.stringify(owner)}\n`);
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      // The owner file goes first, so it never names us after the next holder has written its own.
      rmSync(ownerPath, { force: true });
      db.close(); // ends the transaction: the lock is free
    },
  };
}
