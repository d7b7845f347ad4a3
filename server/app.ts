/**
 * The site service as configured by the environment: the forms intake, the
 * publisher and the options of the site server over the live release. One
 * place, so that `npm run serve` (server/main.ts) and Vite's preview server
 * (server/preview-plugin.ts) serve exactly the same thing.
 */
import { resolve } from 'node:path';
import type { Env } from '../src/config/env.ts';
import { openIntake, intakeOptionsFromEnv, type Intake } from './intake/index.ts';
import { scheduledBackupsFromEnv } from './intake/backup-schedule.ts';
import { createPublishing, type Publishing } from './publish/index.ts';
import { defaultInstanceName, postgresCluster, singleInstance } from './publish/cluster.ts';
import { openPostgres } from './postgres/database.ts';
import { hasBuild } from './live-release.ts';
import type { SiteServerOptions } from './site-server.ts';
import { createLogger, type Logger } from './logger.ts';
import { createHealth, type Health } from './health.ts';
import { createMetrics, type SiteMetrics } from './metrics.ts';

export interface SiteApp {
  /** What createSiteServer / createSiteHandler take. */
  options: SiteServerOptions;
  intake: Intake;
  publishing: Publishing;
  /** The server's one log (server/logger.ts). */
  logger: Logger;
  /** /readyz; server/main.ts turns it to draining on SIGTERM. */
  health: Health;
  metrics: SiteMetrics;
  /** Stops the notification worker and the publisher, closes the database (and its connection pool). */
  close(): Promise<void>;
}

/** `logger`: the log to write to; default one made from LOG_LEVEL and LOG_FORMAT. */
export async function openSiteApp(env: Env, given: { logger?: Logger } = {}): Promise<SiteApp> {
  const distDir = resolve(env.SITE_DIST_DIR);
  if (!hasBuild(distDir)) {
    throw new Error(`No build found in ${distDir}. Run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  }
  const logger = given.logger ?? createLogger({ level: env.LOG_LEVEL, ...(env.LOG_FORMAT && { format: env.LOG_FORMAT }) });
  const log = (line: string) => logger.info({ event: 'backup' }, line);
  const metrics = createMetrics({ token: env.METRICS_TOKEN, distDir });
  if (env.DATABASE_URL && env.BACKUP_DIR !== undefined)
    throw new Error(
      'BACKUP_DIR backs up the SQLite form database, and with DATABASE_URL the forms are in PostgreSQL: back that up with its own tools (pg_dump, docs/operations.md) and unset BACKUP_DIR.',
    );
  // One connection pool for the intake and the publisher; the schema is brought up to date first.
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, { log: (line) => logger.debug({ event: 'database' }, line) })
    : undefined;
  const instance = env.INSTANCE_NAME ?? defaultInstanceName(env.PORT);
  const intake = await openIntake({ ...intakeOptionsFromEnv(env), ...(database && { database }), logger, metrics });
  metrics.watchOutbox(() => intake.store.backlog());
  const health = createHealth({ distDir, store: intake.store });
  const backups = scheduledBackupsFromEnv(env, log, (line) => logger.warn({ event: 'backup' }, line));
  const publishing = createPublishing({
    distDir,
    cluster: database ? postgresCluster(database, instance, (line) => logger.warn({ event: 'publish' }, line)) : singleInstance(instance),
    webhookSecret: env.MICROCMS_WEBHOOK_SECRET,
    statusToken: env.PUBLISH_STATUS_TOKEN,
    reconcileMinutes: env.PUBLISH_RECONCILE_MINUTES,
    retryDelaysMs: env.PUBLISH_RETRY_SECONDS.map((s) => s * 1000),
    logger,
    onPublished: (record) => metrics.publish(record),
  });
  const options: SiteServerOptions = {
    distDir,
    logger,
    health,
    metrics,
    intake,
    publishing,
    headers: { hstsMaxAge: env.HSTS_MAX_AGE, hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS },
    trustProxy: env.TRUST_PROXY,
    limits: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      keepAliveMaxRequests: env.KEEP_ALIVE_MAX_REQUESTS,
      maxConnections: env.MAX_CONNECTIONS,
    },
  };
  return {
    options,
    intake,
    publishing,
    logger,
    health,
    metrics,
    close: async () => {
      await Promise.all([intake.close(), publishing.close(), backups?.stop()]);
      await database?.end();
    },
  };
}
