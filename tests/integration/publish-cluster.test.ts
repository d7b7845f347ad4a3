/**
 * Publishing across instances on one PostgreSQL (server/publish/cluster.ts), each instance its own pool as
 * two servers have: a webhook announced by one reaches the others (not itself), also when its notification
 * was missed; reconciles take turns, and a turn held by an instance that dies is given up; every instance's
 * report is shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { openPostgres } from '../../server/postgres/database.ts';
import { postgresCluster, type PublishCluster } from '../../server/publish/cluster.ts';
import type { PublishRecord } from '../../server/publish/queue.ts';
import { eventually } from './forms-fixtures.ts';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';

let postgres: ThrowawayPostgres;
const pools: pg.Pool[] = [];
const clusters: PublishCluster[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres({ fast: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(clusters.map((c) => c.close()));
  await Promise.all(pools.map((p) => p.end()));
  await postgres?.stop();
});

/**
 * An instance with its own pool. `pollMs`: how often it reads announcements without a notification (the
 * server's default is 5 s); an hour leaves only the notifications.
 */
async function instance(name: string, pollMs = 3_600_000): Promise<PublishCluster> {
  const pool = await openPostgres(postgres.url);
  pools.push(pool);
  const cluster = postgresCluster(pool, name, (line) => warnings.push(`${name}: ${line}`), { pollMs });
  clusters.push(cluster);
  return cluster;
}

describe('announcements', () => {
  it('reach every other instance once through its notification, and not the one that announced', async () => {
    const [a, b, c] = await Promise.all([instance('a'), instance('b'), instance('c')]);
    const heard: Record<string, string[]> = { a: [], b: [], c: [] };
    for (const [name, cluster] of [
      ['a', a],
      ['b', b],
      ['c', c],
    ] as const)
      cluster.listen((targets, webhookAt, origin) => heard[name]?.push(`${origin} ${targets.join(',')} ${webhookAt}`));
    await new Promise((r) => setTimeout(r, 300)); // listening
    const at = '2026-11-27T10:00:00.000Z';
    // Through the notification: these instances do not poll.
    await a.announce(['news/first', 'news/second'], at);
    await eventually(() => heard.b?.length === 1 && heard.c?.length === 1, 10_000);
    expect(heard.b).toEqual([`a news/first,news/second ${at}`]);
    expect(heard.c).toEqual(heard.b);
    await b.announce(['case/*'], at);
    await eventually(() => heard.a?.length === 1 && heard.c?.length === 2, 10_000);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual({ a: [`b case/* ${at}`], b: [`a news/first,news/second ${at}`], c: [...(heard.c ?? [])] });
    expect(heard.c).toHaveLength(2);
  });

  it('are read without their notification within the poll interval', async () => {
    const listener = await instance('poller', 200);
    const heard: string[] = [];
    listener.listen((targets) => heard.push(targets.join(',')));
    await new Promise((r) => setTimeout(r, 300));
    // A row whose NOTIFY was lost (inserted as announce() does, without pg_notify).
    await pools[0]?.query(`INSERT INTO publish_requests (origin, targets, webhook_at) VALUES ('elsewhere', '{news/quiet}', now())`);
    await eventually(() => heard.length === 1, 10_000);
    expect(heard).toEqual(['news/quiet']);
  });
});

describe('reconciles', () => {
  it('take turns across instances, and a turn held by an instance that died is given up', async () => {
    const [a, b] = await Promise.all([instance('ra'), instance('rb')]);
    const log: string[] = [];
    const turn = (name: string, ms: number) =>
      (name === 'ra' ? a : b).exclusive(async () => {
        log.push(`${name} in`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name} out`);
      });
    await Promise.all([turn('ra', 300), new Promise((r) => setTimeout(r, 50)).then(() => turn('rb', 10))]);
    expect(log).toEqual(['ra in', 'ra out', 'rb in', 'rb out']);

    // An instance killed during its reconcile: its connection goes, and with it the lock.
    let entered = false;
    let finish = () => {};
    const dying = a.exclusive(() => new Promise<void>((resolve) => ((entered = true), (finish = resolve))));
    await eventually(() => entered, 2000);
    let waited = false;
    const next = b.exclusive(async () => void (waited = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(waited).toBe(false);
    await pools[0]?.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()`,
    );
    await next;
    expect(waited).toBe(true);
    finish();
    await dying; // its work ends normally; the lost connection is not given back to the pool
  }, 20_000);
});

describe('reports', () => {
  it('show every instance’s live release and newest publish, the newest report of each', async () => {
    const [a, b] = await Promise.all([instance('web-1'), instance('web-2')]);
    await a.report({ liveRelease: 'r1' });
    await b.report({ liveRelease: 'r1' });
    const publish: PublishRecord = {
      id: 'pub_1',
      trigger: 'webhook',
      targets: ['news/x'],
      attempt: 1,
      state: 'done',
      queuedAt: '2026-11-27T10:00:00.000Z',
    };
    await b.report({ liveRelease: 'r2', lastPublish: publish });
    await b.report({ liveRelease: 'r2' }); // a heartbeat keeps the newest publish
    const reports = (await a.instances()).filter((r) => r.instance.startsWith('web-'));
    expect(reports).toEqual([
      { instance: 'web-1', liveRelease: 'r1', seenAt: expect.any(String) },
      { instance: 'web-2', liveRelease: 'r2', lastPublish: publish, seenAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(reports[1]?.seenAt ?? '')).toBeLessThan(10_000);
  });
});
