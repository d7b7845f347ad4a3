/**
 * Backups of the form database with the real commands: `scripts/backup.ts`
 * copies it while a real site server keeps storing submissions, and
 * `scripts/restore.ts` puts a copy back only when it is sound and no server
 * runs on the data directory, without ever losing the database it replaces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../../scripts/lib/free-port.ts';
import { backupDatabase } from '../../server/intake/backup.ts';
import { DB_FILE, openDatabase, SCHEMA_VERSION } from '../../server/intake/db.ts';
import { listBackups } from '../../server/intake/backup-schedule.ts';
import { exited, killSiteProcesses, startSiteProcess } from '../helpers/site-process.ts';
import { call, eventually, postJson, validContact, writeDist } from './forms-fixtures.ts';

let root: string;
let distDir: string;
/** A sound backup with one submission (receipt `fixture-receipt`). */
let fixture: string;

/** Runs a command script in a clean environment (no developer DATA_DIR). */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: resolve('.'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

function receiptsIn(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Set(db.prepare('SELECT receipt FROM submissions').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-backup-'));
  distDir = join(root, 'dist');
  await writeDist(distDir);
  const source = join(root, 'fixture-data');
  const db = openDatabase(source);
  db.prepare(
    `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent)
     VALUES ('contact', 'ja', 'k', '{}', 'fixture-receipt', '2026-01-01T00:00:00Z', 'h', 'ua')`,
  ).run();
  db.close();
  fixture = join(root, 'fixture.sqlite');
  await backupDatabase({ dataDir: source, out: fixture });
});

afterAll(async () => {
  killSiteProcesses();
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup during submissions, then npm run restore', () => {
  it('finds every submission acknowledged before the backup began', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'live');
    const port = await freePort();
    const server = await startSiteProcess({ port, distDir, dataDir });
    // A reader holding an old snapshot (as a long CSV export would) keeps every new row in the WAL
    // until it ends: a copy of the database file alone, without the backup API, would miss them all.
    const reader = new Database(join(dataDir, DB_FILE), { readonly: true });
    reader.exec('BEGIN');
    expect(reader.prepare('SELECT COUNT(*) FROM submissions').pluck().get()).toBe(0);
    const acknowledged: { receipt: string; at: number }[] = [];
    let posting = true;
    const poster = async () => {
      while (posting) {
        const res = await postJson(port, '/api/forms/contact', validContact());
        expect(res.status).toBe(201);
        acknowledged.push({ receipt: res.json().receipt as string, at: performance.now() });
      }
    };
    const posters = Array.from({ length: 8 }, poster);
    await eventually(() => acknowledged.length >= 100, 30_000);

    const before = acknowledged.map((a) => a.receipt); // answered 2xx before the backup command started
    const out = join(root, 'live-backup.sqlite');
    const startedAt = performance.now();
    const backup = await runScript('scripts/backup.ts', ['--out', out, '--data-dir', dataDir]);
    const endedAt = performance.now();
    posting = false;
    await Promise.all(posters);
    reader.exec('COMMIT');
    reader.close();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(acknowledged.filter((a) => a.at > startedAt && a.at < endedAt).length).toBeGreaterThan(0); // the server kept storing
    const printed = Number(/submissions\s+(\d+) rows/.exec(backup.stdout)?.[1]);
    expect(printed).toBeGreaterThanOrEqual(before.length);
    expect(backup.stdout).toContain(`wrote ${out}`);

    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    const fresh = join(root, 'restored');
    const restore = await runScript('scripts/restore.ts', [out, '--data-dir', fresh]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const restored = receiptsIn(join(fresh, DB_FILE));
    for (const receipt of before) expect(restored.has(receipt), receipt).toBe(true);
    expect(restored.size).toBe(printed); // the copy is the snapshot the command reported
    expect(readdirSync(fresh).filter((n) => n.startsWith(`${DB_FILE}.`))).toEqual([]); // nothing to keep: there was no database
  });
});

describe('a server on the data directory', () => {
  it('makes a second server and a restore refuse until it is gone, even SIGKILLed', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'busy');
    const [port, otherPort] = [await freePort(), await freePort()];
    const first = await startSiteProcess({ port, distDir, dataDir });
    const receipt = (await postJson(port, '/api/forms/contact', validContact())).json().receipt as string;

    const refused = await runScript('scripts/restore.ts', [fixture, '--data-dir', dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`in use by a site server (pid ${first.pid}`);
    expect(readdirSync(dataDir).filter((n) => /before-restore|\.restore-/.test(n))).toEqual([]);
    expect((await call(port, 'GET', `/api/receipts/${receipt}`)).status).toBe(200);

    await expect(startSiteProcess({ port: otherPort, distDir, dataDir })).rejects.toThrow(`in use by a site server (pid ${first.pid}`);

    first.kill('SIGKILL'); // only the pid this test started
    await exited(first);
    const second = await startSiteProcess({ port: otherPort, distDir, dataDir }); // the dead server's lock does not hold
    expect((await call(otherPort, 'GET', `/api/receipts/${receipt}`)).status).toBe(200);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    const restore = await runScript('scripts/restore.ts', [fixture, '--data-dir', dataDir]);
    expect(restore.code).toBe(0);
    expect(receiptsIn(join(dataDir, DB_FILE))).toEqual(new Set(['fixture-receipt']));
    const kept = /kept as (\S+)/.exec(restore.stdout)?.[1] ?? '';
    expect(receiptsIn(kept).has(receipt)).toBe(true);
  });

  it('writes scheduled backups when BACKUP_DIR is set', { timeout: 60_000 }, async () => {
    const backups = join(root, 'server-backups');
    const port = await freePort();
    const server = await startSiteProcess({ port, distDir, dataDir: join(root, 'scheduled'), env: { BACKUP_DIR: backups } });
    const [name] = await eventually(() => existsSync(backups) && listBackups(backups).length > 0 && listBackups(backups), 20_000);
    expect(receiptsIn(join(backups, name ?? ''))).toEqual(new Set());
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
  });
});

describe('npm run restore over a crashed server’s database', () => {
  it('keeps the rows of its WAL with the previous database, and none of them reach the restored one', { timeout: 60_000 }, async () => {
    const dataDir = join(root, 'crashed');
    const live = openDatabase(join(root, 'crashed-source'));
    live.pragma('wal_autocheckpoint = 0'); // the row stays in the WAL, as after a crash
    live
      .prepare(
        `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent)
         VALUES ('contact', 'ja', 'w', '{}', 'wal-receipt', '2026-02-01T00:00:00Z', 'h', 'ua')`,
      )
      .run();
    mkdirSync(dataDir);
    // What a SIGKILL leaves: the database and its WAL, copied while the connection is open.
    for (const suffix of ['', '-wal']) copyFileSync(join(root, 'crashed-source', DB_FILE + suffix), join(dataDir, DB_FILE + suffix));
    live.close();
    expect(statSync(join(dataDir, `${DB_FILE}-wal`)).size).toBeGreaterThan(0);

    const restore = await runScript('scripts/restore.ts', [fixture, '--data-dir', dataDir]);
    expect(restore.code).toBe(0);
    expect(existsSync(join(dataDir, `${DB_FILE}-wal`))).toBe(false);
    expect(receiptsIn(join(dataDir, DB_FILE))).toEqual(new Set(['fixture-receipt']));
    const kept = /kept as (\S+)/.exec(restore.stdout)?.[1] ?? '';
    expect(receiptsIn(kept)).toEqual(new Set(['wal-receipt']));
  });
});

describe('npm run restore refuses a bad file', () => {
  const cases: [string, (file: string) => void, RegExp][] = [
    [
      'a file that is not SQLite',
      (f) => writeFileSync(f, 'name,email\n山田,hanako@example.co.jp\n'.repeat(400)),
      /not a readable SQLite database/,
    ],
    [
      'a corrupt database',
      (f) => {
        copyFileSync(fixture, f);
        const bytes = readFileSync(f);
        bytes.fill(0x5a, 4096 + 8, 4096 * 3); // page 2 and 3 past their headers: b-tree cells overwritten
        writeFileSync(f, bytes);
      },
      /integrity check|not a readable SQLite database/,
    ],
    [
      'another application’s SQLite database',
      (f) => {
        const db = new Database(f);
        db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x')");
        db.close();
      },
      /is not a forms database/,
    ],
    [
      'a schema version this code does not know',
      (f) => {
        copyFileSync(fixture, f);
        const db = new Database(f);
        db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
        db.close();
      },
      new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this code knows`),
    ],
    ['a live database with its WAL', (f) => (copyFileSync(fixture, f), writeFileSync(`${f}-wal`, '')), /live database, not a backup/],
  ];

  let made = 0;
  it.each(cases)('%s, leaving the database as it was', { timeout: 60_000 }, async (_, make, message) => {
    const dataDir = join(root, 'target');
    if (!existsSync(join(dataDir, DB_FILE))) expect((await runScript('scripts/restore.ts', [fixture, '--data-dir', dataDir])).code).toBe(0);
    const [files, hash] = [readdirSync(dataDir).sort(), sha256(join(dataDir, DB_FILE))];
    const bad = join(root, `bad-${made++}.sqlite`);
    make(bad);
    const badHash = sha256(bad);
    const result = await runScript('scripts/restore.ts', [bad, '--data-dir', dataDir]);
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(1);
    expect(readdirSync(dataDir).sort()).toEqual(files);
    expect(sha256(join(dataDir, DB_FILE))).toBe(hash);
    expect(sha256(bad)).toBe(badHash); // the operator's file is checked on a copy
  });
});

describe('npm run backup refuses', () => {
  it('bad arguments (exit 2), a missing database and an existing file unless --force (exit 1)', { timeout: 60_000 }, async () => {
    const out = join(root, 'cli.sqlite');
    const source = join(root, 'fixture-data');
    expect(await runScript('scripts/backup.ts', ['--data-dir', source])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--out FILE is required'),
    });
    expect(await runScript('scripts/backup.ts', ['--out', out, '--keep'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown option '--keep'"),
    });
    // With the forms in PostgreSQL there is no SQLite database to copy: said, not a backup of an empty file.
    expect(await runScript('scripts/backup.ts', ['--out', out], { DATABASE_URL: 'postgres://site:hunter2@db/site' })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^backup: the forms are in PostgreSQL \(DATABASE_URL\): .*pg_dump(?![\s\S]*hunter2)/),
    });
    const missing = await runScript('scripts/backup.ts', ['--out', out, '--data-dir', join(root, 'nothing-here')]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('No form database at') });
    expect(existsSync(out)).toBe(false);
    expect((await runScript('scripts/backup.ts', ['--out', out, '--data-dir', source])).code).toBe(0);
    const again = await runScript('scripts/backup.ts', ['--out', out, '--data-dir', source]);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists (--force replaces it)') });
    expect((await runScript('scripts/backup.ts', ['--out', out, '--data-dir', source, '--force'])).code).toBe(0);
    expect(receiptsIn(out)).toEqual(new Set(['fixture-receipt']));
    expect(readdirSync(root).filter((n) => n.includes('.partial-'))).toEqual([]);
  });
});
