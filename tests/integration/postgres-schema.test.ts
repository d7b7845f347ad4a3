/**
 * The PostgreSQL schema (server/postgres/database.ts) on a real, throwaway PostgreSQL: instances that start
 * together on a new database apply each migration once and all open; opening again applies nothing; the
 * constraints the intake relies on hold; a bad DATABASE_URL is refused with what is wrong and no password.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type pg from 'pg';
import { openPostgres, parseDatabaseUrl } from '../../server/postgres/database.ts';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';

let server: ThrowawayPostgres;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  server = await startPostgres({ fast: true });
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await server?.stop();
});

it('applies each migration once when three instances open a new database together, and nothing the next time', async () => {
  const logs: string[][] = [[], [], []];
  const opened = await Promise.all(logs.map((lines) => openPostgres(server.url, { log: (l) => lines.push(l) })));
  pools.push(...opened);
  const [pool] = opened as [pg.Pool];
  const applied = await pool.query<{ id: number; name: string }>('SELECT id, name FROM migrations ORDER BY id');
  // Every file of server/postgres/migrations, in order (`<n>_<name>.sql`).
  const files = readdirSync('server/postgres/migrations')
    .map((f) => /^(\d+)_(.+)\.sql$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ id: Number(m[1]), name: m[2] }))
    .sort((a, b) => a.id - b.id);
  expect(files.slice(0, 3)).toEqual([
    { id: 1, name: 'intake' },
    { id: 2, name: 'publishing' },
    { id: 3, name: 'rate_limits' },
  ]);
  expect(applied.rows).toEqual([{ id: 0, name: 'create-migrations-table' }, ...files]);
  // Exactly one of them ran each migration; the others found it done.
  for (const { id, name } of files)
    expect(logs.filter((lines) => lines.some((l) => l === `Starting migration: ${id} ${name}`))).toHaveLength(1);
  const again: string[] = [];
  pools.push(await openPostgres(server.url, { log: (l) => again.push(l) }));
  expect(again).toContain('No migrations applied');
  const tables = await pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  expect(tables.rows.map((r) => r.table_name)).toEqual([
    'meta',
    'migrations',
    'outbox',
    'publish_instances',
    'publish_requests',
    'rate_limits',
    'spam_count',
    'submissions',
  ]);
}, 60_000);

it('keeps one submission per form and idempotency key, and one outbox row per submission', async () => {
  const pool = pools[0] as pg.Pool;
  const insert = (key: string, receipt: string) =>
    pool.query<{ id: string }>(
      `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent)
       VALUES ('contact', 'ja', $1, '{}', $2, now(), 'h', 'ua') RETURNING id`,
      [key, receipt],
    );
  const { rows } = await insert('key-1', 'receipt-1');
  await expect(insert('key-1', 'receipt-2')).rejects.toMatchObject({ code: '23505', constraint: 'submissions_form_idempotency_key_key' });
  await expect(insert('key-2', 'receipt-1')).rejects.toMatchObject({ code: '23505', constraint: 'submissions_receipt_key' });
  const id = rows[0]?.id;
  await pool.query('INSERT INTO outbox (submission_id, next_attempt_at) VALUES ($1, now())', [id]);
  await expect(pool.query('INSERT INTO outbox (submission_id, next_attempt_at) VALUES ($1, now())', [id])).rejects.toMatchObject({
    code: '23505',
  });
  await expect(pool.query('INSERT INTO outbox (submission_id, next_attempt_at) VALUES (999999, now())')).rejects.toMatchObject({
    code: '23503', // no such submission
  });
});

it('refuses a DATABASE_URL that is not one, saying why and without its password', async () => {
  for (const [url, message] of [
    ['not a url', /is not a URL/],
    ['mysql://u:secret@db/site', /must start with postgres:\/\/ or postgresql:\/\/, not mysql:\/\//],
    ['postgres://u:secret@db', /names no database/],
  ] as const) {
    expect(() => parseDatabaseUrl(url)).toThrow(message);
    await expect(openPostgres(url)).rejects.toThrow(message);
    await openPostgres(url).catch((error: unknown) => expect(String(error)).not.toContain('secret'));
  }
});
