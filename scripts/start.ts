/**
 * `npm start`: bring the build up to date, then serve it. The build is
 * incremental: it syncs the content and renders only what changed since the
 * live release — everything after a code or SITE_ORIGIN change, nothing (in
 * about a second) when all is current.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { build } from './build.ts';
import { nodeTs } from '../engine/run-command.ts';

async function main(): Promise<void> {
  // The site is served as soon as its pages are; search follows when its index is ready. The site server's
  // first reconcile indexes the live release (engine/build.ts, ensureSearchIndex), so this build does not: two
  // indexers of one release, one here and one in the server, wrote into the same directory and one failed.
  await build({ search: 'off' });
  const [command, args] = nodeTs('server/main.ts');
  const server = spawn(command, args, { stdio: 'inherit' });
  // A process manager stops the service by signalling this process (npm start's; PID 1 in a container): the
  // server gets the signal and drains (server/main.ts), and this process ends when it has, with its exit code.
  // Without this, the server went on running after this process had gone. A signal sent to the whole process
  // group (a terminal's Ctrl+C, systemd) reaches the server twice: it drains once.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  process.exitCode = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
