/**
 * A child the engine starts (`vike build` when the code changed) ends with the process that
 * started it, even a SIGKILLed one, and still ends by itself when its work is done.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const preload = new URL('../../engine/exit-with-parent.ts', import.meta.url).href;
const runModule = new URL('../../engine/run-command.ts', import.meta.url).href;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('engine/exit-with-parent.ts', () => {
  it('ends a child whose parent was SIGKILLed', async () => {
    // The parent starts a child that would run forever, through run() as the engine does, and says its pid.
    const parentCode = `
      import { run } from ${JSON.stringify(runModule)};
      void run(process.execPath, ['--import', ${JSON.stringify(preload)}, '-e', 'console.log("child " + process.pid); setInterval(() => {}, 1000)'], process.env, (line) => console.log(line));`;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const pid = /child (\d+)/.exec(out)?.[1];
        if (pid) resolve(Number(pid));
      });
      parent.once('exit', () => reject(new Error(`parent ended first: ${out}`)));
    });
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => alive(childPid), { timeout: 5_000 }).toBe(false);
  });

  it('lets a child that finished its work exit while the parent lives on', async () => {
    const child = spawn(process.execPath, ['--import', preload, '-e', 'setTimeout(() => {}, 50)'], { stdio: 'pipe' });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});
