/**
 * The real site server (`node server/main.ts`) as a child process of a test,
 * with its own DATA_DIR and SITE_DIST_DIR and a clean environment (a
 * developer's NOTIFY_* or EXPORT_TOKEN must not leak into the test). Node runs
 * the TypeScript itself in that one process, so a signal to the pid we hold
 * reaches the server (a SIGKILL crashes it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';

export interface SiteProcessOptions {
  port: number;
  distDir: string;
  dataDir: string;
  /** More variables for the server's environment. */
  env?: Record<string, string>;
}

const started = new Set<ChildProcess>();

/** Whether something accepts TCP connections on 127.0.0.1:`port` now. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolveProbe) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolveProbe(true);
    });
    socket.once('error', () => resolveProbe(false));
  });

/**
 * Starts the server and resolves once its port accepts connections (whatever
 * the log says); rejects with everything it printed if it exits first.
 */
export function startSiteProcess(options: SiteProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: resolve('.'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.port),
      SITE_DIST_DIR: options.distDir,
      DATA_DIR: options.dataDir,
      FORM_RATE_LIMIT: '100000/60',
      NOTIFY_TRANSPORT: 'log',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolveStart, reject) => {
    let done = false;
    child.once('exit', (code, signal) => {
      done = true;
      reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
    const until = Date.now() + 30_000;
    const poll = async (): Promise<void> => {
      if (done) return;
      if (await accepts(options.port)) {
        done = true;
        resolveStart(child);
      } else if (Date.now() > until) {
        done = true;
        reject(new Error(`server did not start:\n${output}`));
      } else setTimeout(() => void poll(), 50);
    };
    void poll();
  });
}

/** Resolves with the exit code (null after a signal) once the child has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolveExit) =>
    child.exitCode !== null || child.signalCode !== null ? resolveExit(child.exitCode) : child.once('exit', (code) => resolveExit(code)),
  );

/** SIGKILLs the servers this helper started that still run (for afterAll). */
export function killSiteProcesses(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}
