/**
 * Scheduled backups in the site server (BACKUP_DIR): every `everyMs` a backup
 * named forms-<UTC time>.sqlite, keeping the newest `keep`. The next one is
 * due `everyMs` after the newest file already there, so a server restarted by
 * each deploy still backs up on schedule instead of at every start (or never).
 * A failure is reported through `warn` and tried again at the next turn.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../../src/config/env.ts';
import { backupDatabase, fileStamp } from './backup.ts';

const NAME = /^forms-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z)\.sqlite$/;
/** setTimeout fires at once beyond this (about 24.8 days): longer waits are taken in turns. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const backupFileName = (date: Date): string => `forms-${fileStamp(date)}.sqlite`;

/** The time a backup file name carries, or undefined for any other file. */
function timeOf(name: string): number | undefined {
  const stamp = NAME.exec(name)?.[1];
  return stamp ? Date.parse(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3')) : undefined;
}

export interface BackupScheduleOptions {
  dataDir: string;
  dir: string;
  everyMs: number;
  keep: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  now?: () => Date;
}

export interface BackupSchedule {
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

/** Our backups in `dir`, oldest first (the names sort by time). */
export const listBackups = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => timeOf(name) !== undefined)
    .sort();

export function startScheduledBackups(options: BackupScheduleOptions): BackupSchedule {
  const dir = resolve(options.dir);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const warn = options.warn ?? (() => {});
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const newest = listBackups(dir).at(-1);
  let last = newest === undefined ? -Infinity : (timeOf(newest) ?? -Infinity);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function backup(): Promise<void> {
    const started = now();
    last = started.getTime();
    try {
      const result = await backupDatabase({ dataDir: options.dataDir, out: join(dir, backupFileName(started)) });
      const rows = Object.entries(result.rows).map(([table, count]) => `${table} ${count}`);
      log(`backup: wrote ${result.file} (${result.bytes} bytes; ${rows.join(', ')})`);
      for (const old of listBackups(dir).slice(0, -options.keep)) {
        rmSync(join(dir, old), { force: true });
        log(`backup: removed ${join(dir, old)} (keeping ${options.keep})`);
      }
    } catch (error) {
      warn(`backup: failed, next try at ${new Date(last + options.everyMs).toISOString()}: ${(error as Error).message}`);
    }
  }

  function schedule(): void {
    if (stopped) return;
    const wait = Math.max(0, last + options.everyMs - now().getTime());
    timer = setTimeout(
      () => {
        if (last + options.everyMs > now().getTime()) return schedule(); // a long wait's turn, or an early timer
        running = backup().finally(() => {
          running = undefined;
          schedule();
        });
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    timer.unref(); // backups never keep a stopping process alive
  }
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The schedule BACKUP_DIR asks for, or undefined when it is unset. */
export function scheduledBackupsFromEnv(
  env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_EVERY_HOURS' | 'BACKUP_KEEP'>,
  log: (line: string) => void,
  warn: (line: string) => void,
): BackupSchedule | undefined {
  if (env.BACKUP_DIR === undefined) return undefined;
  const everyMs = env.BACKUP_EVERY_HOURS * 3_600_000;
  return startScheduledBackups({ dataDir: env.DATA_DIR, dir: env.BACKUP_DIR, everyMs, keep: env.BACKUP_KEEP, log, warn });
}
