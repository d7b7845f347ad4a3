/**
 * Two site servers on one PostgreSQL (DATABASE_URL), each with its own DATA_DIR and dist directory, as
 * replicas behind a load balancer run: posts spread over both, every visitor’s post sent to one and then
 * retried on the other with the same idempotency key, are each stored once and notified once; a receipt
 * made on one is shown by the other; both report ready; a client's posts are rate-limited across both as
 * by one server.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';
import { killSiteProcesses, startSiteProcess } from '../helpers/site-process.ts';
import { call, eventually, postJson, validContact, validReadiness, writeDist } from './forms-fixtures.ts';

const VISITORS = 200;
const CONCURRENCY = 20;

let root: string;
let postgres: ThrowawayPostgres;
let db: pg.Pool;
const replicas: { port: number; dataDir: string }[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'replicas-'));
  postgres = await startPostgres({ fast: true });
  db = new pg.Pool({ connectionString: postgres.url });
  // Started together on a new database: both apply the schema (one waits for the other).
  await Promise.all(
    ['a', 'b'].map(async (name) => {
      const distDir = join(root, name, 'dist');
      const dataDir = join(root, name, 'data');
      await writeDist(distDir);
      const port = await freePort();
      // Behind a load balancer on loopback: each visitor's address comes in X-Forwarded-For.
      await startSiteProcess({
        port,
        distDir,
        dataDir,
        env: { DATABASE_URL: postgres.url, TRUST_PROXY: 'loopback', FORM_RATE_LIMIT: '3/600' },
      });
      replicas.push({ port, dataDir });
    }),
  );
}, 120_000);

afterAll(async () => {
  killSiteProcesses();
  await db?.end();
  await postgres?.stop();
  await rm(root, { recursive: true, force: true });
});

/** A documentation address per visitor (RFC 5737; VISITORS ≤ 254). */
const visitorAddress = (i: number) => `198.51.100.${i + 1}`;

it('stores and notifies each visitor once, whichever replica takes the post and its retry', { timeout: 120_000 }, async () => {
  const [a, b] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
  const bodies = Array.from({ length: VISITORS }, () => validContact());
  const receipts: string[][] = bodies.map(() => []);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < VISITORS) {
        const i = next++;
        // Half the visitors reach A first, half B; each retries on the other replica.
        for (const replica of i % 2 ? [a, b] : [b, a]) {
          const res = await postJson(replica.port, '/api/forms/contact', bodies[i], { 'X-Forwarded-For': visitorAddress(i) });
          expect(res.status, res.text).toBeLessThan(300);
          receipts[i]?.push(res.json().receipt as string);
        }
      }
    }),
  );
  for (const pair of receipts) expect(new Set(pair).size, pair.join(' ')).toBe(1);
  const stored = await db.query<{ n: number; receipts: number }>(
    'SELECT COUNT(*)::integer AS n, COUNT(DISTINCT receipt)::integer AS receipts FROM submissions',
  );
  expect(stored.rows[0]).toEqual({ n: VISITORS, receipts: VISITORS });

  // Both outbox workers run; each notification is written by exactly one of them.
  await eventually(async () => (await db.query('SELECT 1 FROM outbox WHERE delivered_at IS NULL')).rowCount === 0, 30_000);
  const notified: number[] = [];
  for (const { dataDir } of replicas) {
    const text = await readFile(join(dataDir, 'notifications.log'), 'utf8').catch(() => '');
    for (const line of text.split('\n').filter(Boolean)) notified.push((JSON.parse(line) as { id: number }).id);
  }
  expect(notified).toHaveLength(VISITORS);
  expect(new Set(notified).size).toBe(VISITORS);

  // A receipt made on one replica is shown by the other.
  const token = receipts[0]?.[0] as string;
  for (const { port } of replicas) expect((await call(port, 'GET', `/api/receipts/${token}`)).status).toBe(200);
  for (const { port } of replicas) expect((await call(port, 'GET', '/readyz')).json()).toEqual({ status: 'ok' });
});

it('limits a client’s posts across the replicas as one server would (FORM_RATE_LIMIT 3 per 10 minutes)', async () => {
  const [a, b] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await postJson((i % 2 ? b : a).port, '/api/forms/readiness', validReadiness(), { 'X-Forwarded-For': '203.0.113.9' });
    statuses.push(res.status);
    if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
  }
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
  // Another client is not held back by this one.
  expect((await postJson(b.port, '/api/forms/readiness', validReadiness(), { 'X-Forwarded-For': '203.0.113.10' })).status).toBe(201);
});
