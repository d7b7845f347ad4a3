/**
 * The form intake, assembled: database, API, personalised pages and the
 * notification worker. The site server mounts it; `close()` stops the
 * worker, closes the database and frees the data directory (after the HTTP
 * server has drained).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Env } from '../../src/config/env.ts';
import { company } from '../../src/config/company.ts';
import type { Receipt } from '../../src/forms/receipts.ts';
import type { FormId } from '../../src/forms/form-shape.ts';
import { handleApi, type ApiContext } from './api.ts';
import type { FormOutcome } from './form-post.ts';
import { lockDataDir } from './data-lock.ts';
import { installationSecret, openDatabase, type Db } from './db.ts';
import { createGroupCommit } from './group-commit.ts';
import { startOutboxWorker, type DeliveryOutcome, type OutboxOptions } from './outbox.ts';
import type { RateLimit } from '../rate-limit.ts';
import { sqliteIntakeStore } from './sqlite-store.ts';
import { postgresIntakeStore } from './postgres-store.ts';
import type { IntakeStore } from './store.ts';
import type pg from 'pg';
import { logTransport, transportFromEnv, type Transport } from './transports.ts';
import { silentLogger, type Logger } from '../logger.ts';

export interface IntakeOptions {
  dataDir: string;
  /** PostgreSQL for replicas (openIntake), opened and closed by the caller (server/app.ts); unset: SQLite in dataDir. */
  database?: pg.Pool;
  /** Public origins whose pages may post (the server's own origin is always allowed). */
  siteOrigins?: readonly string[];
  /** Unset: the CSV export answers 404. */
  exportToken?: string;
  rateLimit?: RateLimit;
  /** Default: the log transport into dataDir/notifications.log. */
  transport?: Transport;
  worker?: Pick<OutboxOptions, 'pollMs' | 'retryBaseMs' | 'retryCapMs'>;
  /** Default: nothing is logged. */
  logger?: Logger;
  metrics?: IntakeMetrics;
}

/** What the intake reports to the metrics (server/metrics.ts). */
export interface IntakeMetrics {
  formSubmission(form: FormId, outcome: FormOutcome): void;
  outboxDelivery(outcome: DeliveryOutcome): void;
}

export interface Intake {
  /** Answers /api/*; resolves false for any other path. */
  handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  findReceipt(token: string): Promise<Receipt | undefined>;
  /** What it stores in (the readiness probe, the outbox backlog for the metrics). */
  store: IntakeStore;
  close(): Promise<void>;
}

export function intakeOptionsFromEnv(env: Env): IntakeOptions {
  return {
    dataDir: env.DATA_DIR,
    siteOrigins: [env.SITE_ORIGIN ?? company.origin],
    exportToken: env.EXPORT_TOKEN,
    rateLimit: env.FORM_RATE_LIMIT,
    transport: transportFromEnv(env),
  };
}

/** The intake on SQLite in `dataDir` (one server): its database stays open for backups and tests. */
export interface SqliteIntake extends Intake {
  db: Db;
}

export function createIntake(options: IntakeOptions): SqliteIntake {
  if (options.database) throw new Error('createIntake is the SQLite intake: with a database, use openIntake');
  // Held until close(): a second server or a restore on this DATA_DIR is refused meanwhile.
  const lock = lockDataDir(options.dataDir, 'site server');
  let db: Db;
  try {
    db = openDatabase(options.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const store = sqliteIntakeStore(db, createGroupCommit(db));
  return { ...assemble(store, installationSecret(db, 'ip_hash_key'), options, () => lock.release()), db };
}

/**
 * The intake on PostgreSQL when `database` is given (any number of servers share it; no lock on
 * `dataDir`, where only the log transport writes, when it is the transport), else on SQLite as createIntake.
 */
export async function openIntake(options: IntakeOptions): Promise<Intake> {
  if (!options.database) return createIntake(options);
  const store = postgresIntakeStore(options.database);
  return assemble(store, await store.secret('ip_hash_key'), options, () => {});
}

function assemble(store: IntakeStore, ipKey: string, options: IntakeOptions, release: () => void): Intake {
  const logger = options.logger ?? silentLogger();
  const worker = startOutboxWorker({
    store,
    transport: options.transport ?? logTransport(join(options.dataDir, 'notifications.log')),
    logger,
    onDelivery: (outcome) => options.metrics?.outboxDelivery(outcome),
    ...options.worker,
  });
  const ctx: ApiContext = {
    store,
    exportToken: options.exportToken,
    rateLimit: options.rateLimit ?? { max: 10, windowMs: 600_000 },
    allowedOrigins: options.siteOrigins ?? [company.origin],
    hashIp: (ip) => createHmac('sha256', ipKey).update(ip).digest('base64url'),
    nudge: () => worker.nudge(),
    logger,
    record: (form, outcome) => options.metrics?.formSubmission(form, outcome),
  };
  let closed = false;
  return {
    handleApi: (req, res, url) => handleApi(ctx, req, res, url),
    findReceipt: (token) => store.receipt(token),
    store,
    async close() {
      if (closed) return;
      closed = true;
      await worker.stop();
      await store.close();
      release();
    },
  };
}
