/**
 * Running commands: a binary of this project (`bin`), a TypeScript entry point under Node (`nodeTs`), a command
 * with its output inherited or given line by line (`run`). Used by the engine (the app build) and the commands.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** Path of a binary installed by npm in this project. */
export const bin = (name: string) => resolve('node_modules', '.bin', name);

/**
 * Node running a TypeScript entry point (Node 24 strips the types itself: no
 * loader). `--max-semi-space-size=2`:
 * the build allocates fast, and V8's default young generation let the heap
 * grow by ~45 MB more at 10,000 news (measured: 178 against 220 MiB RSS for
 * planning). Node flags only take effect on the command line.
 */
export const nodeTs = (script: string, args: string[] = []): [string, string[]] => [
  process.execPath,
  ['--max-semi-space-size=2', script, ...args],
];

/**
 * Runs a command with inherited output, or with each line of it (stdout and
 * stderr) given to `onLine` (the site server's publisher: everything it says
 * goes to its log); rejects with its exit code. With `onLine` the child also
 * gets a pipe on its stdin, which closes when this process ends: a child
 * preloading engine/exit-with-parent.ts ends with it.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, onLine?: (line: string) => void): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: onLine ? 'pipe' : 'inherit', env });
    if (onLine) for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', onLine);
    child.on('error', reject);
    // 'close': after the exit and the last line of its output.
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command.split('/').pop()} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
