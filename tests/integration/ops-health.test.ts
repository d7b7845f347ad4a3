/**
 * /livez and /readyz (server/health.ts) on a site server with its forms
 * intake: ready with a live release and a writable form database, and 503
 * with the reasons when the release is gone, another writer holds the
 * database, or the server drains. The drain after a real SIGTERM is in
 * ops-server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createSiteServer } from '../../server/site-server.ts';
import { createIntake, type SqliteIntake } from '../../server/intake/index.ts';
import { createHealth, type Health } from '../../server/health.ts';
import { DB_FILE } from '../../server/intake/db.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { call, writeDist } from './forms-fixtures.ts';

let root: string;
let distDir: string;
let dataDir: string;
let intake: SqliteIntake;
let health: Health;
let server: Server;
let port: number;
const log = captureLog();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ops-health-'));
  distDir = join(root, 'dist');
  dataDir = join(root, 'data');
  await writeDist(distDir);
  intake = createIntake({ dataDir });
  health = createHealth({ distDir, store: intake.store });
  server = await createSiteServer({ distDir, intake, health, logger: log.logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await intake.close();
  await rm(root, { recursive: true, force: true });
});

const probe = async (path: string, method = 'GET') => {
  const answer = await call(port, method, path);
  return { status: answer.status, cache: answer.headers['cache-control'], body: answer.text ? (answer.json() as unknown) : undefined };
};

describe('/livez', () => {
  it('answers 200 ok, never cached, also to HEAD, and 405 to other methods', async () => {
    expect(await probe('/livez')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await probe('/livez', 'HEAD')).toEqual({ status: 200, cache: 'no-store', body: undefined });
    expect((await probe('/livez', 'POST')).status).toBe(405);
  });
});

describe('/readyz', () => {
  it('answers 200 with a live release and a writable form database', async () => {
    expect(await probe('/readyz')).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok' } });
    expect(await probe('/readyz', 'HEAD')).toEqual({ status: 200, cache: 'no-store', body: undefined });
  });

  it('answers 503 while another writer holds the form database, quickly, and 200 once it lets go', async () => {
    const other = new Database(join(dataDir, DB_FILE));
    try {
      other.exec('BEGIN IMMEDIATE');
      const asked = Date.now();
      const answer = await probe('/readyz');
      expect(Date.now() - asked).toBeLessThan(2000); // the probe waits 100 ms for the lock, not the intake's 5 s
      expect(answer).toEqual({
        status: 503,
        cache: 'no-store',
        body: { status: 'unavailable', reasons: [expect.stringMatching(/^form database not writable: database is locked/)] },
      });
      expect(await probe('/livez')).toMatchObject({ status: 200 });
      other.exec('ROLLBACK');
      expect((await probe('/readyz')).status).toBe(200);
    } finally {
      other.close();
    }
    // The probe's write was rolled back.
    expect(intake.db.prepare("SELECT COUNT(*) FROM meta WHERE key = 'readiness_probe'").pluck().get()).toBe(0);
  });

  it('answers 503 without a live release, and 200 when it is back', async () => {
    const current = join(distDir, 'current');
    await rename(current, `${current}.away`);
    try {
      expect(await probe('/readyz')).toEqual({
        status: 503,
        cache: 'no-store',
        body: { status: 'unavailable', reasons: ['no live release'] },
      });
      expect((await probe('/livez')).status).toBe(200);
    } finally {
      await rename(`${current}.away`, current);
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('answers 503 once the server drains, and logs probes as route health', async () => {
    health.startDraining();
    expect(await probe('/readyz')).toEqual({ status: 503, cache: 'no-store', body: { status: 'unavailable', reasons: ['draining'] } });
    expect((await probe('/livez')).status).toBe(200);
    await expect.poll(() => log.events('request').filter((line) => line.path === '/readyz' && line.status === 503).length).toBe(3);
    expect(log.events('request').every((line) => line.route === 'health')).toBe(true);
  });
});
