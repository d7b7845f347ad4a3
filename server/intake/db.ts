/**
 * The forms database: one SQLite file under DATA_DIR. WAL with
 * synchronous=FULL makes every committed transaction durable on disk before
 * `commit` returns, so an answer sent after a commit never outlives its row.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Db = Database.Database;

/**
 * Schema versions, applied in order, each in one transaction with its
 * `user_version` bump; each is idempotent besides (IF NOT EXISTS, or a look
 * at the columns for ALTER TABLE, which has no IF NOT EXISTS).
 */
const MIGRATIONS: readonly (string | ((db: Db) => void))[] = [
  `
  CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form TEXT NOT NULL,
    locale TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    data TEXT NOT NULL,              -- validated fields as JSON (no honeypot, no key)
    receipt TEXT NOT NULL UNIQUE,    -- capability token for the thank-you page
    created_at TEXT NOT NULL,        -- ISO 8601, UTC
    ip_hash TEXT NOT NULL,           -- keyed hash: lets staff spot floods without storing the IP
    user_agent TEXT NOT NULL,
    score INTEGER,                   -- readiness only
    level INTEGER,                   -- readiness only
    UNIQUE (form, idempotency_key)   -- a retried submit can never become a second row
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL, -- ms since the epoch
    last_error TEXT,
    delivered_at TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE TABLE IF NOT EXISTS spam_count (
    form TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    last_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  // 2: honeypot hits are stored and flagged instead of dropped; spam rows get no outbox row.
  (db) => {
    const columns = db.pragma('table_info(submissions)') as { name: string }[];
    if (!columns.some((c) => c.name === 'spam')) db.exec('ALTER TABLE submissions ADD COLUMN spam INTEGER NOT NULL DEFAULT 0');
  },
];

/** The schema version this code writes (`PRAGMA user_version`); a restore refuses a newer one. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The tables every schema version has: what makes an SQLite file a forms database. */
export const FORM_TABLES = ['submissions', 'outbox', 'spam_count', 'meta'] as const;

export const DB_FILE = 'forms.sqlite';

/** Owner read/write only: the files hold visitors' personal data. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the database files private whatever the umask. SQLite creates files
 * with the umask (often 0644) but gives -wal and -shm the main file's mode
 * (os_unix.c, findCreateFileMode), so the main file is created 0600 before
 * SQLite opens it. Files an older version left are tightened too, and once
 * more after opening in case SQLite ever stops inheriting the mode.
 */
function restrictDatabaseFiles(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}

/** Opens (creating when needed) the database in `dataDir` and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, DB_FILE);
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  restrictDatabaseFiles(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (a backup, the crash test's checker) may hold a lock briefly.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  restrictDatabaseFiles(file);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.forEach((sql, index) => {
    if (index < current) return;
    db.transaction(() => {
      if (typeof sql === 'string') db.exec(sql);
      else sql(db);
      db.pragma(`user_version = ${index + 1}`);
    })();
  });
}

/** A per-installation secret for hashing client addresses (a bare SHA-256 of an IPv4 is easy to reverse). */
export function installationSecret(db: Db, name: string): string {
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(name, randomBytes(32).toString('base64url'));
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(name) as { value: string }).value;
}
