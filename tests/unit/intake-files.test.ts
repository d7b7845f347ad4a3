/**
 * What the intake leaves on disk: the database (with its -wal and -shm) and
 * the notification log are private (0600) whatever the umask, the log rotates
 * by size, and a database from before the spam flag is migrated in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_FILE, openDatabase } from '../../server/intake/db.ts';
import { logTransport, NOTIFICATION_LOG_KEEP, NOTIFICATION_LOG_MAX_BYTES, type Notification } from '../../server/intake/transports.ts';

let root: string;
let previousUmask: number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'intake-files-'));
  // The common default: without explicit modes, new files would be 0644.
  previousUmask = process.umask(0o022);
});

afterAll(async () => {
  process.umask(previousUmask);
  await rm(root, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

const notification = (id: number, message = 'x'): Notification => ({
  id,
  form: 'contact',
  locale: 'ja',
  receivedAt: '2025-01-01T00:00:00.000Z',
  fields: { name: '山田 花子', message },
});

describe('database files', () => {
  it('creates the database, its WAL and shared-memory files 0600', () => {
    const dir = join(root, 'new');
    const db = openDatabase(dir);
    try {
      db.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run(); // a write, so the WAL surely exists
      for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) {
        const path = join(dir, name);
        expect(existsSync(path), name).toBe(true);
        expect(modeOf(path).toString(8), name).toBe('600');
      }
    } finally {
      db.close();
    }
  });

  it('tightens files an older version left readable', () => {
    const dir = join(root, 'old-modes');
    const old = openDatabase(dir);
    old.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run();
    for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) chmodSync(join(dir, name), 0o644);
    const db = openDatabase(dir); // while the first connection keeps -wal and -shm in place
    try {
      for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) expect(modeOf(join(dir, name)).toString(8), name).toBe('600');
    } finally {
      db.close();
      old.close();
    }
  });

  it('adds the spam flag to a database from before it, keeping its rows (not spam)', () => {
    const dir = join(root, 'v1');
    const v1 = openDatabase(dir);
    // Version 1 as it was: the same tables, no spam column.
    v1.exec('ALTER TABLE submissions DROP COLUMN spam');
    v1.pragma('user_version = 1');
    v1.prepare(
      `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent)
       VALUES ('contact', 'ja', 'k', '{}', 'r', '2025-01-01T00:00:00Z', 'h', 'ua')`,
    ).run();
    v1.close();
    const db = openDatabase(dir);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(2);
      expect(db.prepare('SELECT spam FROM submissions').pluck().all()).toEqual([0]);
    } finally {
      db.close();
    }
    const again = openDatabase(dir); // already current: nothing to do, nothing fails
    again.pragma('user_version = 1'); // as if a crash had come between the column and the version bump
    again.close();
    const rerun = openDatabase(dir);
    expect(rerun.pragma('user_version', { simple: true })).toBe(2);
    rerun.close();
  });
});

describe('notification log', () => {
  it('rotates at 10 MiB keeping 5 old files by default', () => {
    expect([NOTIFICATION_LOG_MAX_BYTES, NOTIFICATION_LOG_KEEP]).toEqual([10 * 1024 * 1024, 5]);
  });

  it('creates the log 0600 and tightens one an older version left readable', async () => {
    const file = join(root, 'modes.log');
    await logTransport(file).send(notification(1));
    expect(modeOf(file).toString(8)).toBe('600');
    chmodSync(file, 0o644);
    await logTransport(file).send(notification(2));
    expect(modeOf(file).toString(8)).toBe('600');
  });

  it('rotates by size, keeps the newest lines whole, drops the oldest files, all 0600', async () => {
    const dir = await mkdtemp(join(root, 'rotate-'));
    const file = join(dir, 'notifications.log');
    const transport = logTransport(file, { maxBytes: 2000, keep: 2 });
    // Sent without waiting, as a burst: each line must still see the rotation the one before caused.
    await Promise.all(Array.from({ length: 40 }, (_, i) => transport.send(notification(i + 1, 'あ'.repeat(40)))));
    expect((await readdir(dir)).sort()).toEqual(['notifications.log', 'notifications.log.1', 'notifications.log.2']);
    const ids: number[] = [];
    for (const name of ['notifications.log.2', 'notifications.log.1', 'notifications.log']) {
      const path = join(dir, name);
      expect(modeOf(path).toString(8), name).toBe('600');
      expect(statSync(path).size, name).toBeLessThanOrEqual(2000);
      const text = await readFile(path, 'utf8');
      expect(text.endsWith('\n'), name).toBe(true);
      for (const line of text.trimEnd().split('\n')) ids.push((JSON.parse(line) as Notification).id);
    }
    // The newest lines, in order, ending with the last one sent; the oldest fell off with the third file.
    expect(ids.at(-1)).toBe(40);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => 40 - ids.length + 1 + i));
    expect(ids[0]).toBeGreaterThan(1);
  });

  it('puts a line longer than the limit in a file of its own rather than losing it', async () => {
    const dir = await mkdtemp(join(root, 'long-'));
    const file = join(dir, 'notifications.log');
    const transport = logTransport(file, { maxBytes: 500, keep: 1 });
    await transport.send(notification(1));
    await transport.send(notification(2, 'x'.repeat(1000)));
    expect((JSON.parse(await readFile(file, 'utf8')) as Notification).id).toBe(2);
    expect((JSON.parse(await readFile(`${file}.1`, 'utf8')) as Notification).id).toBe(1);
  });

  it('rejects when the line cannot be written (so the outbox retries)', async () => {
    const blocker = join(root, 'not-a-dir');
    writeFileSync(blocker, '');
    await expect(logTransport(join(blocker, 'notifications.log')).send(notification(1))).rejects.toThrow();
  });
});
