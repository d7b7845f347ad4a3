/**
 * `npm run bench:forms [-- --seconds 10 --concurrency 20 --form contact] [--database-url URL|throwaway --replicas N [--cpu-prof DIR]]`:
 * sustained accepted form submissions per second against the real server, and p50/p99 latency, with the log
 * notification worker running.
 * - Without `--database-url`: one site server in this process, SQLite (WAL, synchronous=FULL) in a temp DATA_DIR.
 * - With it: N site server processes (`node server/main.ts`, each with its own DATA_DIR and dist directory) on
 *   that PostgreSQL, the posts spread over them in turn, as behind a load balancer. `throwaway` starts a
 *   PostgreSQL of its own (scripts/lib/throwaway-postgres.ts, durable defaults) and stops it after.
 * - `--cpu-prof DIR`: each replica writes a V8 CPU profile of its whole run into DIR (summarise one with
 *   `npm run profile:summary -- FILE`).
 * It prints figures; it is not a test. Loopback only; cleans up after itself.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import type { FormId } from '../src/forms/form-shape.ts';
import { createIntake, intakeOptionsFromEnv } from '../server/intake/index.ts';
import { createSiteServer } from '../server/site-server.ts';
import { percentile } from './lib/stats.ts';
import { freePort } from './lib/free-port.ts';
import { startPostgres } from './lib/throwaway-postgres.ts';
import { releaseDir, switchRelease } from '../engine/releases.ts';
import { publishStatus, STATUS_TOKEN } from '../tests/helpers/publish-site.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    form: { type: 'string', default: 'contact' },
    'database-url': { type: 'string' },
    replicas: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const form = args.form as FormId;
const replicas = Number(args.replicas);

const bodies: Record<FormId, () => Record<string, unknown>> = {
  contact: () => ({
    inquiryType: 'consulting',
    company: '株式会社ベンチマーク',
    name: '計測 太郎',
    email: 'bench@example.co.jp',
    message: '量子化学計算の導入について相談させてください。'.repeat(4),
    privacyConsent: true,
  }),
  readiness: () => ({
    q1: '3',
    q2: '2',
    q3: '1',
    q4: '2',
    q5: '1',
    q6: '0',
    q7: '2',
    company: '株式会社ベンチマーク',
    name: '計測 太郎',
    email: 'bench@example.co.jp',
    privacyConsent: true,
  }),
  qparc: () => ({
    name: '計測 太郎',
    email: 'bench@example.ac.jp',
    organisation: '計測大学',
    participantType: 'academic',
    role: '教授',
    sessions: ['kickoff', 'hands-on'],
    privacyConsent: true,
    codeOfConductConsent: true,
  }),
};

let visitors = 0;
/** A new visitor's address for each post (10.0.0.0/8, from a counter), as a crowd behind a load balancer arrives. */
const visitorAddress = () => {
  const n = ++visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function post(port: number, agent: Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/forms/${form}`,
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Forwarded-For': visitorAddress() },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A one-page release (the forms need no pages), live as a build leaves one. */
async function writeBenchRelease(distDir: string): Promise<void> {
  const release = releaseDir(distDir, 'bench');
  await mkdir(join(release, 'client'), { recursive: true });
  await writeFile(join(release, 'server-routes.json'), JSON.stringify({ buildId: 'bench', redirects: {}, shells: {} }));
  await writeFile(join(release, 'client', '404.html'), '<!doctype html><title>404</title>');
  await switchRelease(distDir, 'bench');
}

/** What the load ran against: the ports to post to, the counts to read after, and how to stop. */
interface Target {
  ports: number[];
  describe: string;
  count(what: 'stored' | 'delivered' | 'pending'): Promise<number>;
  /** Bytes on disk of the forms database, when it is a file here. */
  bytes(): Promise<number | undefined>;
  stop(): Promise<void>;
}

// The same env module as production. Each post comes from its own visitor (X-Forwarded-For from a proxy on
// loopback), so the default rate limit (10 posts per client in 10 minutes) counts every post and refuses none,
// as on launch day; one client posting thousands of times would measure the limit's refusals instead.
const BENCH_ENV = { TRUST_PROXY: 'loopback', NOTIFY_TRANSPORT: 'log' };

async function inProcessSqlite(root: string): Promise<Target> {
  const distDir = join(root, 'dist');
  await writeBenchRelease(distDir);
  const env = loadEnv({ DATA_DIR: join(root, 'data'), ...BENCH_ENV });
  const intake = createIntake(intakeOptionsFromEnv(env));
  const server = await createSiteServer({ distDir, intake, trustProxy: env.TRUST_PROXY });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sql = {
    stored: 'SELECT COUNT(*) FROM submissions',
    delivered: 'SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL',
    pending: 'SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL',
  };
  return {
    ports: [(server.address() as AddressInfo).port],
    describe: `one server in this process, SQLite WAL synchronous=FULL in ${root}`,
    count: (what) => Promise.resolve(intake.db.prepare(sql[what]).pluck().get() as number),
    bytes: async () => (await stat(join(root, 'data', 'forms.sqlite'))).size,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await intake.close();
    },
  };
}

async function replicasOnPostgres(root: string, given: string, count: number): Promise<Target> {
  const throwaway = given === 'throwaway' ? await startPostgres() : undefined;
  const url = throwaway?.url ?? given;
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const stopChildren = () =>
    Promise.all(
      children.map((child) => new Promise((done) => (child.exitCode === null ? child.once('exit', done).kill('SIGTERM') : done(null)))),
    );
  try {
    for (let i = 0; i < count; i++) {
      const distDir = join(root, `replica-${i}`, 'dist');
      await writeBenchRelease(distDir);
      const port = await freePort();
      const child = spawn(process.execPath, ['server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          SITE_DIST_DIR: distDir,
          DATA_DIR: join(root, `replica-${i}`, 'data'),
          DATABASE_URL: url,
          // Its own snapshot: each server's reconcile at start syncs the embedded content and builds it.
          CONTENT_SNAPSHOT_DIR: join(root, `replica-${i}`, 'snapshot'),
          PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
          LOG_LEVEL: 'warn',
          ...BENCH_ENV,
          ...(args['cpu-prof'] && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args['cpu-prof']}` }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      ports.push(port);
    }
    // Ready once each answers /readyz (the first to start applies the schema, the others wait for it), and
    // idle: each server's reconcile at start builds the site and its search index (the replicas in turn), which
    // would otherwise take the cores from the load (8 CPU-seconds in a 10 s run, measured).
    for (const port of ports) {
      const until = Date.now() + 180_000;
      while (!(await settled(port))) {
        if (Date.now() > until) throw new Error(`replica on port ${port} did not get ready and idle`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } catch (error) {
    await stopChildren();
    await throwaway?.stop();
    throw error;
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sql = {
    stored: 'SELECT COUNT(*)::integer AS n FROM submissions',
    delivered: 'SELECT COUNT(*)::integer AS n FROM outbox WHERE delivered_at IS NOT NULL',
    pending: 'SELECT COUNT(*)::integer AS n FROM outbox WHERE delivered_at IS NULL',
  };
  return {
    ports,
    describe: `${count} site server process${count === 1 ? '' : 'es'} on PostgreSQL${throwaway ? ` ${throwaway.version} (throwaway, default durability)` : ''}`,
    count: async (what) => (await pool.query<{ n: number }>(sql[what])).rows[0]?.n ?? 0,
    bytes: () => Promise.resolve(undefined),
    async stop() {
      await stopChildren();
      await pool.end();
      await throwaway?.stop();
    },
  };
}

/** Ready, no publish queued or running, and the live release's search index served. */
async function settled(port: number): Promise<boolean> {
  if ((await get(port, '/readyz').catch(() => 0)) !== 200) return false;
  const publishes = await publishStatus({ url: (path) => `http://127.0.0.1:${port}${path}` }).catch(() => undefined);
  if (!publishes?.length || publishes.some((p) => p.state === 'queued' || p.state === 'running')) return false;
  return (await get(port, '/pagefind/pagefind-entry.json').catch(() => 0)) === 200;
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const databaseUrl = args['database-url'];
  if (!(form in bodies) || !(seconds > 0) || !(concurrency > 0) || !Number.isInteger(replicas) || replicas < 1)
    throw new Error(
      'usage: bench-forms [--seconds N] [--concurrency N] [--form contact|readiness|qparc] [--database-url URL|throwaway --replicas N]',
    );
  if (replicas > 1 && !databaseUrl) throw new Error("--replicas needs --database-url: SQLite is one server's (ADR 0006)");
  const root = await mkdtemp(join(tmpdir(), 'bench-forms-'));
  const target = databaseUrl ? await replicasOnPostgres(root, databaseUrl, replicas) : await inProcessSqlite(root);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  // A database given by URL may hold earlier rows: the figures count this run's.
  const before = { stored: await target.count('stored'), delivered: await target.count('delivered') };

  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  let accepted = 0;
  let turn = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  console.log(`bench:forms — POST /api/forms/${form}, ${concurrency} concurrent for ${seconds} s, ${target.describe}`);

  async function worker(): Promise<void> {
    while (performance.now() < until) {
      const body = JSON.stringify({ ...bodies[form](), idempotencyKey: randomBytes(12).toString('base64url') });
      const port = target.ports[turn++ % target.ports.length] as number; // round robin, as a load balancer
      const t0 = performance.now();
      let status: number | string;
      try {
        status = await post(port, agent, body);
      } catch (error) {
        status = (error as NodeJS.ErrnoException).code ?? 'error';
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) accepted++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const deliveredAtEnd = (await target.count('delivered')) - before.delivered;
  const stored = (await target.count('stored')) - before.stored;
  // How long the workers need to catch up once the burst is over (at most 60 s are waited for).
  const drainStart = performance.now();
  while ((await target.count('pending')) > 0 && performance.now() - drainStart < 60_000) await new Promise((r) => setTimeout(r, 100));
  const drainSeconds = (performance.now() - drainStart) / 1000;
  const delivered = (await target.count('delivered')) - before.delivered;
  const dbBytes = await target.bytes();
  await target.stop();
  // A replica may still be finishing the search index of its release (it indexes a release without one at start).
  await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });

  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`answers:        ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  console.log(
    `accepted:       ${accepted} in ${elapsed.toFixed(1)} s = ${(accepted / elapsed).toFixed(0)} submissions/s (rows stored: ${stored})`,
  );
  console.log(
    `latency:        p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(
    `notifications:  ${deliveredAtEnd} of ${stored} delivered during the load, ${delivered} after ${drainSeconds.toFixed(1)} s more (log transport)`,
  );
  if (dbBytes !== undefined)
    console.log(`database:       ${(dbBytes / 1024 / 1024).toFixed(1)} MiB (main file, before checkpoint of the WAL)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
