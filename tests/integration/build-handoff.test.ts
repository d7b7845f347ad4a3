/**
 * A large `npm run build` goes on in a fresh process once its release is live (scripts/build.ts hands off to
 * scripts/build-finish.ts by process.execve): the command is one process from start to end, its release gets its
 * search index and the next build its spare, and the command's last line is the build's, with every phase.
 * The fixture site is made "large" by counting every build as large.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareSite, type Site } from '../helpers/publish-site.ts';
import { HANDOFF_ENV } from '../../scripts/build-finish.ts';

let site: Site;
beforeAll(async () => {
  site = await prepareSite();
});
afterAll(async () => {
  if (site) await rm(site.root, { recursive: true, force: true });
});

/** Runs `build()` as the command does, with every build large; its output and the pids it reported. */
function runBuild(): Promise<{ code: number | null; output: string; pid: number | undefined }> {
  const child = spawn(process.execPath, [join(process.cwd(), 'tests/helpers/build-every-large.ts')], {
    env: { ...process.env, CONTENT_DIR: site.contentDir, CONTENT_SNAPSHOT_DIR: site.snapshotDir, SITE_DIST_DIR: site.distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, pid: child.pid })));
}

it(
  'indexes the release and prepares the spare in a fresh process with the same pid, and ends with the build line',
  { timeout: 120_000 },
  async () => {
    const { code, output, pid } = await runBuild();
    expect(code, output).toBe(0);
    expect(output).toContain(`PID ${pid}`);
    expect(output).not.toContain('NOT HANDED OFF'); // the process went on as build-finish.ts
    expect(output).not.toContain(HANDOFF_ENV);
    const live = /switched: release (\S+) is live/.exec(output)?.[1] ?? '';
    expect(output).toMatch(new RegExp(`search index ${live}: `));
    const last = output.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(
      new RegExp(
        `^build: release ${live}: \\d+ URLs rendered, 0 removed, \\d+ unchanged in [\\d.]+ s \\(.*render \\d+ ms.*switch \\d+ ms.*search \\d+ ms.*spare \\d+ ms\\)$`,
      ),
    );
    expect(existsSync(join(site.distDir, 'search', live, 'pagefind-entry.json'))).toBe(true);
    expect(readFileSync(join(site.distDir, 'spare', 'base'), 'utf8')).toBe(live);
  },
);
