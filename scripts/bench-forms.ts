/**
 * `npm run bench:forms [-- --seconds 10 --concurrency 20 --form contact]`:
 * sustained accepted form submissions per second against the real server
 * (site server + intake, SQLite with WAL + synchronous=FULL in a temp
 * DATA_DIR, the log notification worker running), and p50/p99 latency.
 * It prints figures; it is not a test. Loopback only; cleans up after itself.
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/config/env.ts';
import type { FormId } from '../src/forms/form-shape.ts';
import { createIntake, intakeOptionsFromEnv } from '../server/intake/index.ts';
import { createSiteServer } from '../server/site-server.ts';
import { percentile } from './lib/stats.ts';
import { releaseDir, switchRelease } from '../engine/releases.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    form: { type: 'string', default: 'contact' },
  },
});
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const form = args.form as FormId;

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

function post(port: number, agent: Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/forms/${form}`,
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
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

async function main(): Promise<void> {
  if (!(form in bodies) || !(seconds > 0) || !(concurrency > 0))
    throw new Error('usage: bench-forms [--seconds N] [--concurrency N] [--form contact|readiness|qparc]');
  const root = await mkdtemp(join(tmpdir(), 'bench-forms-'));
  const distDir = join(root, 'dist');
  // A one-page release (the forms need no pages), live as a build leaves one.
  const release = releaseDir(distDir, 'bench');
  await mkdir(join(release, 'client'), { recursive: true });
  await writeFile(join(release, 'server-routes.json'), JSON.stringify({ buildId: 'bench', redirects: {}, shells: {} }));
  await writeFile(join(release, 'client', '404.html'), '<!doctype html><title>404</title>');
  await switchRelease(distDir, 'bench');
  // The same env module as production, with the rate limit raised so the bench measures storage, not refusals.
  const env = loadEnv({ DATA_DIR: join(root, 'data'), FORM_RATE_LIMIT: '9999999/1', NOTIFY_TRANSPORT: 'log' });
  const intake = createIntake(intakeOptionsFromEnv(env));
  const server = await createSiteServer({ distDir, intake });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  let accepted = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  console.log(`bench:forms — POST /api/forms/${form}, ${concurrency} concurrent for ${seconds} s, SQLite WAL synchronous=FULL in ${root}`);

  async function worker(): Promise<void> {
    while (performance.now() < until) {
      const body = JSON.stringify({ ...bodies[form](), idempotencyKey: randomBytes(12).toString('base64url') });
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
  await new Promise((resolve) => server.close(resolve));
  const count = (sql: string) => intake.db.prepare(sql).pluck().get() as number;
  const deliveredAtEnd = count('SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL');
  const stored = count('SELECT COUNT(*) FROM submissions');
  // How long the worker needs to catch up once the burst is over (at most 60 s are waited for).
  const drainStart = performance.now();
  while (count('SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL') > 0 && performance.now() - drainStart < 60_000)
    await new Promise((r) => setTimeout(r, 100));
  const drainSeconds = (performance.now() - drainStart) / 1000;
  const delivered = count('SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL');
  await intake.close();
  const dbBytes = (await stat(join(root, 'data', 'forms.sqlite'))).size;
  await rm(root, { recursive: true, force: true });

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
  console.log(`database:       ${(dbBytes / 1024 / 1024).toFixed(1)} MiB (main file, before checkpoint of the WAL)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
