/**
 * `npm run serve`: serves the built site and the forms API on
 * $HOST:$PORT (default 127.0.0.1:3000), with the notification worker running.
 * SIGTERM/SIGINT: /readyz answers 503 at once (draining); after
 * DRAIN_DELAY_SECONDS (default 0), stop accepting, finish in-flight
 * requests, stop the worker, close the database, exit. Everything it says
 * goes to its one log (server/logger.ts).
 */
import { EnvError, loadEnv } from '../src/config/env.ts';
import { openSiteApp } from './app.ts';
import { createSiteServer } from './site-server.ts';
import { createLogger } from './logger.ts';

/** In-flight requests get this long after a stop signal before their connections are cut. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const app = await openSiteApp(env);
  const { logger } = app;
  const server = await createSiteServer(app.options);
  const shown = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  server.listen(env.PORT, env.HOST, () =>
    logger.info({ event: 'listening', host: env.HOST, port: env.PORT }, `Site ready on http://${shown}:${env.PORT}`),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Not ready from now on: a load balancer polling /readyz sends no new visitors during the delay.
    app.health.startDraining();
    logger.info({ event: 'shutdown', signal, delaySeconds: env.DRAIN_DELAY_SECONDS }, `${signal}: draining`);
    setTimeout(() => {
      logger.info({ event: 'shutdown', signal }, `${signal}: finishing in-flight requests`);
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      force.unref();
      // close() stops accepting and resolves once every in-flight request has been answered.
      server.close(() => {
        app
          .close()
          .then(() => process.exit(0))
          .catch((err: unknown) => {
            logger.error({ event: 'shutdown', err }, 'closing failed');
            process.exit(1);
          });
      });
      server.closeIdleConnections();
    }, env.DRAIN_DELAY_SECONDS * 1000);
  };
  // `on`, not `once`: a second signal (one sent to the process group and forwarded by `npm start` as well) must not
  // end the drain; it is bounded by DRAIN_DELAY_SECONDS and DRAIN_MS.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // The environment may be what failed: this log has the defaults (JSON unless stdout is a terminal).
  const message = error instanceof EnvError || error instanceof Error ? error.message : String(error);
  createLogger().fatal({ event: 'startup', ...(!(error instanceof EnvError) && { err: error }) }, message);
  process.exit(1);
});
