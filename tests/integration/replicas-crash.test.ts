/**
 * Two site servers on one PostgreSQL, with a shared notification receiver (NOTIFY_TRANSPORT=webhook), under
 * 2,000 contact posts spread over both, while the replicas are SIGKILLed in turn, three times, and started
 * again. A visitor whose post gets no answer (or a 5xx) retries on the other replica with the same
 * idempotency key, as the form's script does. Afterwards: every answered receipt is stored exactly once,
 * every submission is notified, and a notification repeats only where a kill fell between the receiver's
 * answer and the outbox's commit (at most one per kill); the receiver drops it by its Idempotency-Key.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';
import { exited, killSiteProcesses, startSiteProcess } from '../helpers/site-process.ts';
import { eventually, postJson, validContact, writeDist } from './forms-fixtures.ts';

const TOTAL = 2000;
const CONCURRENCY = 20;

let root: string;
let postgres: ThrowawayPostgres;
let db: pg.Pool;
let receiver: Server;
/** Each notification the receiver took: its Idempotency-Key. */
const received: string[] = [];

interface Replica {
  name: string;
  port: number;
  distDir: string;
  dataDir: string;
  child?: ChildProcess;
}
const replicas: Replica[] = [];

const start = async (replica: Replica) => {
  replica.child = await startSiteProcess({
    port: replica.port,
    distDir: replica.distDir,
    dataDir: replica.dataDir,
    env: {
      DATABASE_URL: postgres.url,
      INSTANCE_NAME: replica.name,
      NOTIFY_TRANSPORT: 'webhook',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`,
    },
  });
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'replicas-crash-'));
  postgres = await startPostgres({ fast: true });
  db = new pg.Pool({ connectionString: postgres.url });
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(String(req.headers['idempotency-key']));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  for (const name of ['a', 'b']) {
    const replica = { name, port: await freePort(), distDir: join(root, name, 'dist'), dataDir: join(root, name, 'data') };
    await writeDist(replica.distDir);
    replicas.push(replica);
  }
  await Promise.all(replicas.map(start));
}, 120_000);

afterAll(async () => {
  killSiteProcesses();
  await db?.end();
  await postgres?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

it(
  'stores every answered post once and notifies each once, with replicas killed and restarted under load',
  { timeout: 180_000 },
  async () => {
    const bodies = Array.from({ length: TOTAL }, () => validContact());
    const receipts: (string | undefined)[] = new Array(TOTAL);
    let next = 0;
    let answered = 0;
    let unanswered = 0;

    // The chaos: at these counts of answered posts, a replica is killed, then started again.
    const plan: [number, 'kill' | 'start', Replica][] = [
      [300, 'kill', replicas[0] as Replica],
      [600, 'start', replicas[0] as Replica],
      [900, 'kill', replicas[1] as Replica],
      [1200, 'start', replicas[1] as Replica],
      [1500, 'kill', replicas[0] as Replica],
      [1800, 'start', replicas[0] as Replica],
    ];
    let chaos = Promise.resolve();
    const kills: number[] = [];
    function step(): void {
      while (plan.length && answered >= (plan[0]?.[0] ?? Infinity)) {
        const [, action, replica] = plan.shift() as (typeof plan)[0];
        chaos = chaos.then(async () => {
          if (action === 'kill') {
            kills.push(Date.now());
            replica.child?.kill('SIGKILL'); // only the pid this test started
            if (replica.child) await exited(replica.child);
          } else await start(replica);
        });
      }
    }

    async function visitor(): Promise<void> {
      while (next < TOTAL) {
        const i = next++;
        for (let attempt = 0; receipts[i] === undefined; attempt++) {
          if (attempt > 40) throw new Error(`post ${i} was never answered`);
          // Half the visitors reach A first, half B; a failed attempt goes to the other one.
          const replica = replicas[(i + attempt) % 2] as Replica;
          const res = await postJson(replica.port, '/api/forms/contact', bodies[i]).catch(() => undefined);
          if (res && res.status < 300) receipts[i] = res.json().receipt as string;
          else {
            unanswered++;
            await new Promise((r) => setTimeout(r, 20));
          }
        }
        answered++;
        step();
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
    await chaos;
    expect(kills).toHaveLength(3);
    expect(unanswered).toBeGreaterThan(0); // the kills did hit posts

    // Every answered receipt, stored exactly once.
    const { rows } = await db.query<{ id: number; key: string; receipt: string }>(
      'SELECT id::integer AS id, idempotency_key AS key, receipt FROM submissions',
    );
    expect(rows).toHaveLength(TOTAL);
    expect(new Set(rows.map((r) => r.key))).toEqual(new Set(bodies.map((b) => b.idempotencyKey)));
    expect(new Set(rows.map((r) => r.receipt))).toEqual(new Set(receipts));

    // Each submission notified: every key at the receiver, a repeat at most once per kill.
    await eventually(async () => (await db.query('SELECT 1 FROM outbox WHERE delivered_at IS NULL')).rowCount === 0, 60_000);
    expect(new Set(received)).toEqual(new Set(rows.map((r) => `submission-${r.id}`)));
    const repeats = received.length - new Set(received).size;
    console.log(`${unanswered} posts unanswered and retried; ${received.length} notifications, ${repeats} repeated`);
    expect(repeats).toBeLessThanOrEqual(kills.length);
  },
);
