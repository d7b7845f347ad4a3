/**
 * Two site servers on one PostgreSQL, each with its own snapshot and dist directory over the same CMS (the
 * embedded content service's files), as replicas behind a load balancer: a signed webhook received by
 * either is published by both; the publish status of either shows what each serves; an instance killed in
 * the middle of a publish leaves the other publishing, and catches up when it starts again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readlink, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';
import {
  editFixture,
  page,
  copySite,
  prepareSite,
  publishStatus,
  publishesSettled,
  sendWebhook,
  startServer,
  statusAnswer,
  stopServer,
  webhookBody,
  type RunningServer,
  type Site,
} from '../helpers/publish-site.ts';

let postgres: ThrowawayPostgres;
const sites: Site[] = [];
const servers: Record<'a' | 'b', RunningServer | undefined> = { a: undefined, b: undefined };

const start = (name: 'a' | 'b', site: Site) => startServer(site, { DATABASE_URL: postgres.url, INSTANCE_NAME: `replica-${name}` });

beforeAll(async () => {
  postgres = await startPostgres({ fast: true });
  const a = await prepareSite();
  sites.push(a, await copySite(a));
  [servers.a, servers.b] = await Promise.all([start('a', a), start('b', sites[1] as Site)]);
  await Promise.all([publishesSettled(servers.a), publishesSettled(servers.b)]); // their reconciles at start
}, 180_000);

afterAll(async () => {
  for (const server of Object.values(servers)) if (server) await stopServer(server);
  await postgres?.stop();
  for (const site of sites) await rm(site.root, { recursive: true, force: true });
});

/** Retitles a news entry as an editor would (the CMS's content changes); resolves with its id. */
async function retitle(index: number, title: string): Promise<string> {
  let id = '';
  await editFixture(sites[0] as Site, 'news', (contents) => {
    const entry = contents.filter((c) => c._status === undefined)[index] as Record<string, unknown>;
    Object.assign(entry, { title, updatedAt: new Date().toISOString() });
    id = String(entry.id);
  });
  return id;
}

/** Seconds from `since` until the server serves `text` on `path` (polled every 50 ms, for at most 30 s). */
async function servedAfter(server: RunningServer, path: string, text: string, since: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (!(await page(server, path)).text.includes(text)) {
    if (Date.now() > deadline) throw new Error(`${path} on ${server.port} did not show "${text}" within 30 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return (Date.now() - since) / 1000;
}

const liveRelease = async (site: Site) => basename(await readlink(join(site.distDir, 'current')));

it('publishes a webhook received by one replica on both, and each says what every replica serves', async () => {
  const [a, b] = [servers.a as RunningServer, servers.b as RunningServer];
  const title = 'レプリカAに届いた更新';
  const id = await retitle(0, title);
  const sent = Date.now();
  expect((await sendWebhook(a, webhookBody('news', id))).status).toBe(202);
  const [onA, onB] = await Promise.all([
    servedAfter(a, `/news/posts/${id}`, title, sent),
    servedAfter(b, `/news/posts/${id}`, title, sent),
  ]);
  console.log(`webhook to replica A: served by A after ${onA.toFixed(2)} s, by B after ${onB.toFixed(2)} s`);
  await Promise.all([publishesSettled(a), publishesSettled(b)]);

  // B's publish answered A's webhook, and its webhook-to-live starts at A's webhook.
  const onBRecord = (await publishStatus(b)).find((r) => r.targets.includes(`news/${id}`));
  expect(onBRecord).toMatchObject({ trigger: 'webhook', state: 'done', result: 'published' });

  // Either replica's status shows both, each with the release it serves.
  for (const server of [a, b]) {
    const status = await statusAnswer(server);
    expect(status.instance).toBe(server === a ? 'replica-a' : 'replica-b');
    expect(status.instances?.map((i) => [i.instance, i.liveRelease])).toEqual([
      ['replica-a', await liveRelease(sites[0] as Site)],
      ['replica-b', await liveRelease(sites[1] as Site)],
    ]);
    expect(status.instances?.[1]?.lastPublish?.targets).toContain(`news/${id}`);
  }
}, 90_000);

it('goes on publishing on one replica while the other is killed mid-publish, which catches up when it starts again', async () => {
  const [a, b] = [servers.a as RunningServer, servers.b as RunningServer];
  const first = 'Aが止まる前に届いた更新';
  const id = await retitle(1, first);
  expect((await sendWebhook(a, webhookBody('news', id))).status).toBe(202);
  // A is killed while its publish runs.
  const deadline = Date.now() + 10_000;
  while (!(await publishStatus(a)).some((r) => r.state === 'running' && r.targets.includes(`news/${id}`))) {
    if (Date.now() > deadline) throw new Error('the publish on A did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
  await stopServer(a, 'SIGKILL');
  servers.a = undefined;
  await servedAfter(b, `/news/posts/${id}`, first, Date.now());

  // A webhook to the replica still running is published there.
  const second = 'Bだけが受けた更新';
  const other = await retitle(2, second);
  expect((await sendWebhook(b, webhookBody('news', other))).status).toBe(202);
  await servedAfter(b, `/news/posts/${other}`, second, Date.now());

  // A starts again: its reconcile at start brings its release up to date.
  servers.a = await start('a', sites[0] as Site);
  await publishesSettled(servers.a);
  expect((await page(servers.a, `/news/posts/${id}`)).text).toContain(first);
  expect((await page(servers.a, `/news/posts/${other}`)).text).toContain(second);
}, 120_000);
