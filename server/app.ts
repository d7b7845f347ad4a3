/**
 * The site service as configured by the environment: the forms intake, the
 * publisher and the options of the site server over the live release. One
 * place, so that `npm run serve` (server/main.ts) and Vite's preview server
 * (server/preview-plugin.ts) serve exactly the same thing.
 */
import { resolve } from 'node:path';
import type { Env } from '../src/config/env.ts';
import { createIntake, intakeOptionsFromEnv, type Intake } from './intake/index.ts';
import { scheduledBackupsFromEnv } from './intake/backup-schedule.ts';
import { createPublishing, type Publishing } from './publish/index.ts';
import { hasBuild } from './live-release.ts';
import type { SiteServerOptions } from './site-server.ts';

export interface SiteApp {
  /** What createSiteServer / createSiteHandler take. */
  options: SiteServerOptions;
  intake: Intake;
  publishing: Publishing;
  /** Stops the notification worker and the publisher, closes the database. */
  close(): Promise<void>;
}

export function openSiteApp(env: Env): SiteApp {
  const distDir = resolve(env.SITE_DIST_DIR);
  if (!hasBuild(distDir)) {
    throw new Error(`No build found in ${distDir}. Run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  }
  const log = (line: string) => console.log(line);
  const intake = createIntake({ ...intakeOptionsFromEnv(env), log });
  const backups = scheduledBackupsFromEnv(env, log, (line) => console.error(line));
  const publishing = createPublishing({
    webhookSecret: env.MICROCMS_WEBHOOK_SECRET,
    statusToken: env.PUBLISH_STATUS_TOKEN,
    reconcileMinutes: env.PUBLISH_RECONCILE_MINUTES,
    retryDelaysMs: env.PUBLISH_RETRY_SECONDS.map((s) => s * 1000),
    log,
  });
  const options: SiteServerOptions = {
    distDir,
    log: env.LOG_REQUESTS ? log : undefined,
    warn: (line) => console.error(line),
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
    close: async () => {
      await Promise.all([intake.close(), publishing.close(), backups?.stop()]);
    },
  };
}
