/**
 * The site server (server/main.ts) as the measurements run it: one node process on 127.0.0.1, so its pid is
 * the server; started on the current build, stopped by that pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const SERVER_START_MS = 30_000;

/** Starts server/main.ts (one node process, so its pid is the server) and waits until it listens. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The site server did not start within ${SERVER_START_MS / 1000} s:\n${output}`)),
      SERVER_START_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Site ready')) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The site server exited (${signal ?? `exit ${code}`}) before it was ready:\n${output}`));
    });
  });
  return child;
}

/** SIGTERM to the server's pid (it drains and closes its database), SIGKILL if it lingers. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, 15_000);
  await exited;
  clearTimeout(timer);
}
