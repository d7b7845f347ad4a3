/**
 * A command's output as lines for a log (engine/run-command.ts `onLine`): the
 * site server's publisher runs `vike build` when the code changed, and what
 * it prints must reach the server's one log, not its stdout.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../engine/run-command.ts';

describe('run with onLine', () => {
  it('gives every line of stdout and stderr to onLine, all of them before it resolves', async () => {
    const lines: string[] = [];
    const script = 'for (let i = 0; i < 500; i++) console.log("out " + i); console.error("err");';
    await run(process.execPath, ['-e', script], process.env, (line) => lines.push(line));
    expect(lines.filter((line) => line.startsWith('out '))).toEqual(Array.from({ length: 500 }, (_, i) => `out ${i}`));
    expect(lines).toContain('err');
  });

  it('still rejects with the exit code', async () => {
    await expect(run(process.execPath, ['-e', 'process.exit(3)'], process.env, () => {})).rejects.toThrow(/exit 3/);
  });
});
