/**
 * The throwaway PostgreSQL of the PostgreSQL tests (scripts/lib/throwaway-postgres.ts): it starts on
 * 127.0.0.1 with a database the `pg` driver can use, and after stop() nothing listens on its port.
 */
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';
import { accepts } from '../helpers/site-process.ts';

let server: ThrowawayPostgres | undefined;
afterAll(() => server?.stop());

it('starts a PostgreSQL on 127.0.0.1 that stores and answers, and stops without a trace', async () => {
  server = await startPostgres({ fast: true });
  expect(server.url).toMatch(/^postgres:\/\/site@127\.0\.0\.1:\d+\/site$/);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query('CREATE TABLE t (id serial PRIMARY KEY, text text NOT NULL)');
    await client.query('INSERT INTO t (text) VALUES ($1)', ['量子化学']);
    expect((await client.query<{ text: string }>('SELECT text FROM t')).rows).toEqual([{ text: '量子化学' }]);
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    expect(Math.floor(Number(rows[0]?.server_version_num) / 10_000)).toBe(server.version);
  } finally {
    await client.end();
  }
  const { port } = server;
  await server.stop();
  server = undefined;
  expect(await accepts(port)).toBe(false);
}, 60_000);
