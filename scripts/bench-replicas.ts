/**
 * `npm run bench:replicas -- [--webhooks N] [--gap S] [--database-url URL|throwaway]`: two site servers on
 * one PostgreSQL (a throwaway one by default), each with its own snapshot and dist directory over the
 * embedded fixtures, as two replicas; N signed webhooks for edited news entries (default 20), one every S
 * seconds (default 2), sent to the replicas in turn. For each, the time from the webhook's 202 until the
 * edited page is served with its new title by the replica that received it, by the other one, and by both:
 * p50, p95 and max. Loopback only; figures, not a test.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { percentile } from './lib/stats.ts';
import { startPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres.ts';
import {
  editFixture,
  copySite,
  prepareSite,
  publishesSettled,
  sendWebhook,
  startServer,
  stopServer,
  webhookBody,
  type RunningServer,
  type Site,
} from '../tests/helpers/publish-site.ts';

const { values: args } = parseArgs({
  options: {
    webhooks: { type: 'string', default: '20' },
    gap: { type: 'string', default: '2' },
    'database-url': { type: 'string', default: 'throwaway' },
  },
});
const count = Number(args.webhooks);
const gapMs = Number(args.gap) * 1000;
if (!Number.isInteger(count) || count < 1 || !(gapMs >= 0)) throw new Error('--webhooks takes a whole number ≥ 1, --gap seconds ≥ 0');

/** Polls the page until it shows `title` (at most a minute); resolves with the ms since `since`. */
async function served(server: RunningServer, path: string, title: string, since: number): Promise<number> {
  while (performance.now() - since < 60_000) {
    if ((await (await fetch(server.url(path))).text()).includes(title)) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} on port ${server.port}: not showing "${title}" within a minute`);
}

const line = (what: string, ms: number[]) =>
  `${what.padEnd(22)} p50 ${(percentile(ms, 50) / 1000).toFixed(2)} s, p95 ${(percentile(ms, 95) / 1000).toFixed(2)} s, max ${(Math.max(...ms) / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  let postgres: ThrowawayPostgres | undefined;
  const databaseUrl = args['database-url'] === 'throwaway' ? (postgres = await startPostgres({ fast: true })).url : args['database-url'];
  const sites: Site[] = [];
  const servers: RunningServer[] = [];
  try {
    const a = await prepareSite();
    sites.push(a, await copySite(a));
    for (const [i, site] of sites.entries())
      servers.push(await startServer(site, { DATABASE_URL: databaseUrl ?? '', INSTANCE_NAME: `replica-${'ab'[i]}` }));
    await Promise.all(servers.map((s) => publishesSettled(s, 120_000)));

    const receiver: number[] = [];
    const other: number[] = [];
    const both: number[] = [];
    for (let round = 0; round < count; round++) {
      const title = `レプリカ計測 ${Date.now().toString(36)} 回${round}`;
      let id = '';
      await editFixture(a, 'news', (contents) => {
        const entry = contents.filter((c) => c._status === undefined)[round % 10] as Record<string, unknown>;
        Object.assign(entry, { title, updatedAt: new Date().toISOString() });
        id = String(entry.id);
      });
      const to = servers[round % 2] as RunningServer;
      const answer = await sendWebhook(to, webhookBody('news', id));
      const accepted = performance.now();
      if (answer.status !== 202) throw new Error(`webhook: ${answer.status}`);
      const times = await Promise.all(servers.map((s) => served(s, `/news/posts/${id}`, title, accepted)));
      receiver.push(times[round % 2] as number);
      other.push(times[(round + 1) % 2] as number);
      both.push(Math.max(...times));
      await new Promise((r) => setTimeout(r, gapMs));
    }
    console.log(
      `\nbench:replicas: 2 replicas on PostgreSQL, ${count} webhooks ${gapMs / 1000} s apart, to each replica in turn; 202 → edit served`,
    );
    console.log(line('on the receiver', receiver));
    console.log(line('on the other replica', other));
    console.log(line('on both', both));
  } finally {
    for (const server of servers) await stopServer(server);
    await postgres?.stop();
    for (const site of sites) await rm(site.root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
