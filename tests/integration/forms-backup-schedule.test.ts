/**
 * The scheduled backups (server/intake/backup-schedule.ts) driven directly
 * with a short interval: files named by UTC time, only the newest `keep`
 * left, the schedule continued from the newest file already there, and a
 * failure reported through `warn`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { backupFileName, listBackups, startScheduledBackups, type BackupScheduleOptions } from '../../server/intake/backup-schedule.ts';
import { summarizeFormsDatabase } from '../../server/intake/backup.ts';
import { openDatabase } from '../../server/intake/db.ts';
import { eventually } from './forms-fixtures.ts';

let root: string;
let dataDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-backup-schedule-'));
  dataDir = join(root, 'data');
  const db = openDatabase(dataDir);
  db.prepare("INSERT INTO meta (key, value) VALUES ('probe', 'x')").run();
  db.close();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function run(options: Partial<BackupScheduleOptions> & { dir: string }) {
  const logged: string[] = [];
  const warned: string[] = [];
  const schedule = startScheduledBackups({
    dataDir,
    everyMs: 3_600_000,
    keep: 7,
    log: (line) => logged.push(line),
    warn: (line) => warned.push(line),
    ...options,
  });
  return { schedule, logged, warned, written: () => logged.filter((l) => l.startsWith('backup: wrote')) };
}

describe('scheduled backups', () => {
  it('writes one every interval and keeps the newest KEEP', { timeout: 30_000 }, async () => {
    const dir = join(root, 'every');
    const { schedule, written, warned } = run({ dir, everyMs: 60, keep: 3 });
    await eventually(() => written().length >= 6, 20_000);
    await schedule.stop();
    const files = listBackups(dir);
    expect(files).toHaveLength(3);
    const names = written().map((l) => /wrote \S+\/(forms-\S+\.sqlite)/.exec(l)?.[1]);
    expect(files).toEqual(names.slice(-3));
    for (const name of files) {
      expect(name).toMatch(/^forms-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.sqlite$/);
      const db = new Database(join(dir, name), { readonly: true });
      expect(summarizeFormsDatabase(db, name).rows.meta).toBe(1); // the probe
      db.close();
    }
    expect(warned).toEqual([]);
  });

  it('leaves other files in BACKUP_DIR alone', { timeout: 30_000 }, async () => {
    const dir = join(root, 'shared');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'x');
    writeFileSync(join(dir, 'forms-manual.sqlite'), 'x');
    const { schedule, written } = run({ dir, everyMs: 60, keep: 1 });
    await eventually(() => written().length >= 3, 20_000);
    await schedule.stop();
    expect(listBackups(dir)).toHaveLength(1);
    expect(readdirSync(dir).sort()).toEqual([...listBackups(dir), 'forms-manual.sqlite', 'notes.txt'].sort());
  });

  it('continues from the newest backup already there instead of starting over', { timeout: 30_000 }, async () => {
    const recent = join(root, 'recent');
    mkdirSync(recent);
    writeFileSync(join(recent, backupFileName(new Date(Date.now() - 60_000))), '');
    const waiting = run({ dir: recent });
    await new Promise((r) => setTimeout(r, 500));
    await waiting.schedule.stop();
    expect(waiting.written()).toEqual([]); // due in 59 minutes

    const overdue = join(root, 'overdue');
    mkdirSync(overdue);
    writeFileSync(join(overdue, backupFileName(new Date(Date.now() - 2 * 3_600_000))), '');
    const late = run({ dir: overdue });
    await eventually(() => late.written().length === 1, 20_000);
    await late.schedule.stop();
    expect(listBackups(overdue)).toHaveLength(2);
  });

  it('reports a failure through warn and tries again', { timeout: 30_000 }, async () => {
    const { schedule, warned, written } = run({ dir: join(root, 'failing'), dataDir: join(root, 'no-database'), everyMs: 50 });
    await eventually(() => warned.length >= 2, 20_000);
    await schedule.stop();
    expect(written()).toEqual([]);
    expect(warned[0]).toMatch(/^backup: failed, next try at \S+: No form database at /);
  });
});
