import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** Path of a binary installed by npm in this project. */
export const bin = (name: string) => resolve('node_modules', '.bin', name);

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command.split('/').pop()} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
