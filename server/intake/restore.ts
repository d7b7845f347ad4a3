/**
 * `npm run restore`: puts a backup in place of DATA_DIR/forms.sqlite. The
 * file is checked on a copy inside DATA_DIR (the operator's file is never
 * touched), no server may run on the directory meanwhile (the data lock), the
 * previous database is kept beside it with its WAL, and the copy takes the
 * name in one rename, so the server finds the old database or the new one,
 * never a mix. No -wal may remain under the name when the new file arrives:
 * SQLite would replay the old database's WAL frames onto it.
 */
import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, existsSync, linkSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  BackupError,
  fileStamp,
  fsyncDir,
  fsyncFile,
  removeDatabaseFiles,
  summarizeFormsDatabase,
  type DatabaseSummary,
} from './backup.ts';
import { lockDataDir } from './data-lock.ts';
import { DB_FILE, PRIVATE_FILE_MODE } from './db.ts';

export interface RestoreResult extends DatabaseSummary {
  file: string;
  /** Where the database it replaced now lives (undefined when there was none). */
  previous: string | undefined;
}

/** The database checked on a private copy; the copy is removed when it is refused. */
function checkedCopy(file: string, copy: string): DatabaseSummary {
  copyFileSync(file, copy);
  chmodSync(copy, PRIVATE_FILE_MODE);
  try {
    const db = new Database(copy, { fileMustExist: true, timeout: 0 });
    try {
      const summary = summarizeFormsDatabase(db, file);
      db.pragma('journal_mode = DELETE');
      return summary;
    } finally {
      db.close();
    }
  } catch (error) {
    removeDatabaseFiles(copy);
    throw error;
  }
}

/**
 * Folds the old database's WAL into it so that one file keeps it whole. A
 * database too broken to open keeps its -wal and -shm instead (moved with it).
 */
function checkpoint(file: string): void {
  try {
    const db = new Database(file, { fileMustExist: true, timeout: 0 });
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close(); // the last connection: SQLite removes -wal and -shm once checkpointed
    }
  } catch {
    // The files are moved below as they are.
  }
}

export function restoreDatabase(options: { file: string; dataDir: string; now?: Date }): RestoreResult {
  const file = resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}`);
  if (existsSync(`${file}-wal`)) {
    throw new BackupError(`${file} has a -wal file beside it: it is a live database, not a backup (take one with npm run backup)`);
  }
  const dir = resolve(options.dataDir);
  const lock = lockDataDir(dir, 'restore');
  try {
    const target = join(dir, DB_FILE);
    const copy = `${target}.restore-${process.pid}`;
    const summary = checkedCopy(file, copy);
    try {
      fsyncFile(copy);
      let previous: string | undefined;
      if (existsSync(target)) {
        previous = `${target}.before-restore-${fileStamp(options.now ?? new Date())}`;
        checkpoint(target);
        // A second name first, so forms.sqlite always names a database, the old one or the new one.
        linkSync(target, previous);
        for (const suffix of ['-wal', '-shm']) if (existsSync(target + suffix)) renameSync(target + suffix, previous + suffix);
      }
      renameSync(copy, target);
      fsyncDir(dir);
      return { file: target, previous, ...summary };
    } catch (error) {
      removeDatabaseFiles(copy); // nothing once the rename is done
      throw error;
    }
  } finally {
    lock.release();
  }
}
