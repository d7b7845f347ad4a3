/**
 * `npm run serve`: serves the built site and the forms API on
 * $HOST:$PORT (default 127.0.0.1:3000), with the notification worker running.
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, stop the
 * worker, close the database, exit.
 */
import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { createIntake, intakeOptionsFromEnv } from './intake/index.ts';
import { createSiteServer } from './site-server.ts';
import { createPublishing } from './publish/index.ts';
import { hasBuild } from './live-release.ts';

/** In-flight requests get this long after a stop signal before their connections are cut. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const distDir = resolve(env.SITE_DIST_DIR);
  if (!hasBuild(distDir)) {
    throw new Error(`No build found in ${distDir}. Run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  }
  const log = (line: string) => console.log(line);
  const intake = createIntake({ ...intakeOptionsFromEnv(env), log });
  const publishing = createPublishing({
    webhookSecret: env.MICROCMS_WEBHOOK_SECRET,
    statusToken: env.PUBLISH_STATUS_TOKEN,
    reconcileMinutes: env.PUBLISH_RECONCILE_MINUTES,
    retryDelaysMs: env.PUBLISH_RETRY_SECONDS.map((s) => s * 1000),
    log,
  });
  const server = await createSiteServer({
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
  });
  const shown = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  server.listen(env.PORT, env.HOST, () => console.log(`Site ready on http://${shown}:${env.PORT}`));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    force.unref();
    // close() stops accepting and resolves once every in-flight request has been answered.
    server.close(() => {
      Promise.all([intake.close(), publishing.close()])
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
