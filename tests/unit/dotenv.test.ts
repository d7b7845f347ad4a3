/**
 * `.env` at start: the commands read it with Node's own loader, the shell's
 * variables win, and tests never see a developer's file unless ENV_FILE asks.
 * Each case runs in a fresh process, since the file is read once per process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'dotenv-'));
writeFileSync(join(dir, '.env'), '# a comment\nPORT=4321\nHSTS_MAX_AGE=60\nCONTENT_DIR="fixtures dir"\n');
writeFileSync(join(dir, 'other.env'), 'PORT=5555\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const envModule = fileURLToPath(new URL('../../src/config/env.ts', import.meta.url));

/** loadEnv() in a child process started in `dir`, with exactly `env` (plus PATH). */
function loadIn(env: Record<string, string>): string {
  const code = `import { loadEnv } from ${JSON.stringify(envModule)}; try { const e = loadEnv(); console.log(JSON.stringify([e.PORT, e.HSTS_MAX_AGE, e.CONTENT_DIR])); } catch (error) { console.log(String(error.message)); }`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  }).trim();
}

describe('.env', () => {
  it('is read at start, quotes and comments as Node reads them', () => {
    expect(loadIn({})).toBe('[4321,60,"fixtures dir"]');
  });

  it('never overrides a variable that is already set', () => {
    expect(loadIn({ PORT: '8080' })).toBe('[8080,60,"fixtures dir"]');
  });

  it('is not read in tests, unless ENV_FILE names a file', () => {
    expect(loadIn({ VITEST: 'true' })).toBe('[3000,63072000,"content"]');
    expect(loadIn({ SITE_TEST: '1' })).toBe('[3000,63072000,"content"]');
    expect(loadIn({ SITE_TEST: '1', ENV_FILE: 'other.env' })).toBe('[5555,63072000,"content"]');
  });

  it('named by ENV_FILE must exist', () => {
    expect(loadIn({ ENV_FILE: 'missing.env' })).toMatch(/^Invalid environment:\n {2}- ENV_FILE: cannot read missing\.env/);
  });
});
