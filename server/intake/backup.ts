/**
 * Online backup of the forms database (`npm run backup`, the scheduled
 * backups): SQLite's backup API copies a consistent snapshot while the server
 * keeps committing, into a temporary file that is checked, made a single
 * self-contained file (no -wal), fsynced and only then renamed to its name.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DB_FILE, FORM_TABLES, PRIVATE_FILE_MODE, SCHEMA_VERSION, type Db } from './db.ts';

/** A refusal or failure to show the operator as it is (no stack trace). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface DatabaseSummary {
  schemaVersion: number;
  /** Rows per table, by table name. */
  rows: Record<string, number>;
}

export interface BackupResult extends DatabaseSummary {
  file: string;
  bytes: number;
}

/** UTC, sortable, no colons (not allowed in Windows file names, awkward in shells). */
export const fileStamp = (date: Date): string => date.toISOString().replace(/:/g, '-');

export function fsyncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename in `dir` durable; some platforms cannot fsync a directory, where rename durability is the file system's. */
export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(String((error as { code?: unknown }).code))) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Removes a database file with whatever SQLite may have left beside it. */
export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Checks that `db` (opened on `file`) is a sound forms database this code can
 * serve: integrity check ok, our tables, a schema version it knows.
 */
export function summarizeFormsDatabase(db: Db, file: string): DatabaseSummary {
  let problems: string[];
  try {
    problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
  } catch (error) {
    throw new BackupError(`${file} is not a readable SQLite database (${(error as Error).message})`);
  }
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new BackupError(`${file} fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`);
  }
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const schemaVersion = db.pragma('user_version', { simple: true }) as number;
  const missing = FORM_TABLES.filter((t) => !tables.includes(t));
  if (missing.length > 0 || schemaVersion < 1) {
    throw new BackupError(`${file} is not a forms database (tables: ${tables.join(', ') || 'none'}; schema version ${schemaVersion})`);
  }
  if (schemaVersion > SCHEMA_VERSION) {
    throw new BackupError(
      `${file} has schema version ${schemaVersion}, newer than this code knows (1–${SCHEMA_VERSION}): restore it with the release that wrote it`,
    );
  }
  const rows = Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]));
  return { schemaVersion, rows };
}

/** Copies DATA_DIR/forms.sqlite to `out` while the server may be writing. */
export async function backupDatabase(options: { dataDir: string; out: string; force?: boolean }): Promise<BackupResult> {
  const source = join(resolve(options.dataDir), DB_FILE);
  const out = resolve(options.out);
  if (!existsSync(source)) throw new BackupError(`No form database at ${source} (check DATA_DIR or --data-dir)`);
  if (out === source || out.startsWith(`${source}-`)) throw new BackupError(`${out} is the live database, not a backup file`);
  if (!existsSync(dirname(out))) throw new BackupError(`The directory ${dirname(out)} does not exist`);
  const refuseExisting = () => {
    if (!options.force && existsSync(out)) throw new BackupError(`${out} already exists (--force replaces it)`);
  };
  refuseExisting();
  const temporary = `${out}.partial-${process.pid}`;
  // Created first with owner-only rights: the copy holds visitors' personal data whatever the umask.
  closeSync(openSync(temporary, 'w', PRIVATE_FILE_MODE));
  try {
    const live = new Database(source, { fileMustExist: true, timeout: 5000 });
    try {
      // After the first step, everything in one step: one read transaction, one snapshot. In several
      // steps SQLite restarts the copy whenever the server commits in between, maybe forever.
      await live.backup(temporary, { progress: ({ remainingPages }) => remainingPages });
    } finally {
      live.close();
    }
    const copy = new Database(temporary, { fileMustExist: true });
    let summary: DatabaseSummary;
    try {
      copy.pragma('journal_mode = DELETE'); // the copy came out in WAL mode; one file is a better backup
      summary = summarizeFormsDatabase(copy, out);
    } finally {
      copy.close();
    }
    fsyncFile(temporary);
    refuseExisting();
    renameSync(temporary, out);
    fsyncDir(dirname(out));
    return { file: out, bytes: statSync(out).size, ...summary };
  } catch (error) {
    removeDatabaseFiles(temporary);
    throw error;
  }
}
