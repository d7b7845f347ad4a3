/**
 * `npm run serve`: serves the built site and the forms API on
 * $HOST:$PORT (default 127.0.0.1:3000), with the notification worker running.
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, stop the
 * worker, close the database, exit.
 */
import { EnvError, loadEnv } from '../src/config/env.ts';
import { openSiteApp } from './app.ts';
import { createSiteServer } from './site-server.ts';

/** In-flight requests get this long after a stop signal before their connections are cut. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnv();
  const app = openSiteApp(env);
  const server = await createSiteServer(app.options);
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
      app
        .close()
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
