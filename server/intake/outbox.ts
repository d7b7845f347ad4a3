/**
 * The notification outbox worker. Rows are written together with their
 * submission; this worker delivers them after the visitor has been answered,
 * so a slow or failing mail server never delays or loses a submission.
 * Delivery is at-least-once: a crash between sending and marking repeats one.
 */
import type { Delivery, DueRow, IntakeStore } from './store.ts';
import type { SubmissionRow } from './submissions.ts';
import type { Notification, Transport } from './transports.ts';
import { errorText, silentLogger, type Logger } from '../logger.ts';

export type DeliveryOutcome = 'delivered' | 'failed';

export interface OutboxOptions {
  /** Claims due rows and records each outcome (store.ts): in SQLite through the group commit, sharing fsyncs with submissions. */
  store: Pick<IntakeStore, 'deliverDue'>;
  transport: Transport;
  /** One event per delivery attempt (`event: outbox`). */
  logger?: Logger;
  /** Counts each attempt (server/metrics.ts). */
  onDelivery?: (outcome: DeliveryOutcome) => void;
  /** How often due rows are looked for even without a nudge. */
  pollMs?: number;
  /** First retry delay; doubles per failure up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Rows handled per query. */
  batchSize?: number;
}

export interface OutboxWorker {
  /** Look for work now (called after each insert). */
  nudge(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

export function backoffMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker({
  store,
  transport,
  logger = silentLogger(),
  onDelivery = () => {},
  pollMs = 2000,
  retryBaseMs = 10_000,
  retryCapMs = 3_600_000,
  batchSize = 50,
}: OutboxOptions): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliver(row: DueRow): Promise<Delivery> {
    const attempt = row.attempts + 1;
    const fields = { event: 'outbox', submission: row.id, transport: transport.name, attempt };
    try {
      await transport.send(toNotification(row));
      onDelivery('delivered');
      logger.info({ ...fields, outcome: 'delivered' }, `notification ${row.id} delivered via ${transport.name}`);
      return { ok: true };
    } catch (error) {
      const message = errorText(error);
      onDelivery('failed');
      logger.warn(
        { ...fields, outcome: 'failed', error: message },
        `notification ${row.id} via ${transport.name} failed (attempt ${attempt})`,
      );
      return { ok: false, error: message, retryAt: Date.now() + backoffMs(attempt, retryBaseMs, retryCapMs) };
    }
  }

  async function drain(): Promise<void> {
    while (!stopped && (await store.deliverDue(Date.now(), batchSize, deliver, () => !stopped)) > 0);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true; // a nudge during a run: look again when it ends
      return;
    }
    running = drain()
      .catch((err: unknown) => logger.error({ event: 'outbox', outcome: 'worker-error', err }, 'outbox worker failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, pollMs);
  timer.unref();
  setImmediate(run); // rows left from before a restart

  return {
    nudge: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

function toNotification(row: SubmissionRow): Notification {
  const n: Notification = {
    id: row.id,
    form: row.form,
    locale: row.locale,
    receivedAt: row.created_at,
    fields: JSON.parse(row.data) as Record<string, unknown>,
  };
  if (row.score !== null) n.score = row.score;
  if (row.level !== null) n.level = row.level;
  return n;
}
