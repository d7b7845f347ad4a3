/**
 * `npm run serve`: serves the built site on 127.0.0.1:$PORT (default 3000).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { createSiteServer } from './site-server.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const distDir = resolve(process.env.SITE_DIST_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'server-routes.json'))) {
    throw new Error(`No build found in ${distDir}. Run \`npm run build\` (or \`npm start\`, which builds when needed).`);
  }
  const server = await createSiteServer({ distDir, log: process.env.LOG_REQUESTS ? (l) => console.log(l) : undefined });
  server.listen(env.PORT, '127.0.0.1', () => console.log(`Site ready on http://127.0.0.1:${env.PORT}`));
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
