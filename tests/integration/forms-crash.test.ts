/**
 * Durability across a crash: the real server runs as a child process, is
 * SIGKILLed while submissions are in flight, and is started again on the
 * same DATA_DIR. Every submission that was answered 2xx must still be
 * there, and nothing may be stored twice — also when every visitor retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../../scripts/lib/free-port.ts';
import { exited, killSiteProcesses, startSiteProcess } from '../helpers/site-process.ts';
import { call, postJson, validContact, writeDist } from './forms-fixtures.ts';

const TOTAL = 200;
const CONCURRENCY = 20;

let root: string;
let distDir: string;
let dataDir: string;
let port: number;

const startServer = () => startSiteProcess({ port, distDir, dataDir });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-crash-'));
  distDir = join(root, 'dist');
  dataDir = join(root, 'data');
  await writeDist(distDir);
  port = await freePort();
});

afterAll(async () => {
  killSiteProcesses();
  await rm(root, { recursive: true, force: true });
});

describe('a crash during submissions', () => {
  it('keeps every submission that was answered 2xx, once', { timeout: 90_000 }, async () => {
    const first = await startServer();
    const bodies = Array.from({ length: TOTAL }, () => validContact());
    const outcomes: ({ status: number; receipt?: string } | { error: string })[] = new Array(TOTAL);
    let next = 0;
    let answered = 0;
    let killed = false;

    async function worker(): Promise<void> {
      while (next < TOTAL) {
        const i = next++;
        try {
          const res = await postJson(port, '/api/forms/contact', bodies[i]);
          outcomes[i] = { status: res.status, receipt: res.status < 300 ? (res.json().receipt as string) : undefined };
        } catch (error) {
          outcomes[i] = { error: (error as Error).message };
        }
        answered++;
        if (!killed && answered >= TOTAL / 2) {
          killed = true;
          first.kill('SIGKILL'); // only the pid this test started
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await exited(first);

    const confirmed = outcomes.flatMap((o, i) => ('status' in o && o.status < 300 && o.receipt ? [{ i, receipt: o.receipt }] : []));
    const failed = outcomes.filter((o) => 'error' in o).length;
    expect(confirmed.length).toBeGreaterThanOrEqual(TOTAL / 2 - CONCURRENCY);
    expect(failed).toBeGreaterThan(0); // the kill really hit requests in flight or still to come

    const second = await startServer();
    for (const { receipt } of confirmed) expect((await call(port, 'GET', `/api/receipts/${receipt}`)).status, receipt).toBe(200);

    // Every visitor retries with the same key: answered ones get their receipt back, the rest are stored now.
    for (let i = 0; i < TOTAL; i++) {
      const res = await postJson(port, '/api/forms/contact', bodies[i]);
      expect([200, 201]).toContain(res.status);
      const before = outcomes[i];
      if (before && 'status' in before && before.receipt) {
        expect(res.status).toBe(200);
        expect(res.json().receipt).toBe(before.receipt);
      }
    }

    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0); // graceful stop: in-flight done, worker stopped, DB closed

    const db = new Database(join(dataDir, 'forms.sqlite'), { readonly: true });
    try {
      const keys = bodies.map((b) => b.idempotencyKey);
      const rows = db.prepare('SELECT idempotency_key AS key, receipt FROM submissions').all() as { key: string; receipt: string }[];
      expect(rows).toHaveLength(TOTAL);
      expect(new Set(rows.map((r) => r.key))).toEqual(new Set(keys));
      const receipts = new Set(rows.map((r) => r.receipt));
      for (const { receipt } of confirmed) expect(receipts.has(receipt)).toBe(true);
      expect(db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(TOTAL);
    } finally {
      db.close();
    }
  });
});
