/** An older Node is told what to do before an npm script reaches the first `.ts` file. */
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('scripts/check-node.mjs', () => {
  it('passes on the Node of .nvmrc', () => {
    expect(() => execFileSync(process.execPath, ['scripts/check-node.mjs'])).not.toThrow();
  });

  it('stops an older Node with what to run', () => {
    // The version as an older Node reports it; the script reads nothing else of the runtime.
    const older = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "Object.defineProperty(process.versions, 'node', { value: '20.20.2' }); await import('./scripts/check-node.mjs');",
      ],
      { encoding: 'utf8' },
    );
    expect(older.status).toBe(1);
    expect(older.stderr).toContain('This project runs on Node 24 (.nvmrc); this is Node 20.20.2.');
    expect(older.stderr).toContain('. scripts/node24.sh');
  });
});
