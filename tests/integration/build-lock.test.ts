/**
 * Builds in one dist directory queue on its build lock (engine/build-lock.ts),
 * between real processes: they never hold it together and every one of them
 * finishes; a holder killed with SIGKILL leaves a lock the next one takes;
 * and two `npm run build`s (scripts/build.ts) started together on one
 * SITE_DIST_DIR both succeed, one after the other, leaving a live release.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withBuildLock } from '../../engine/build-lock.ts';
import { isCompleteRelease, liveReleaseId } from '../../engine/releases.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'build-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): Run {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

const holder = (distDir: string, record: string, holdMs: number) =>
  start('tests/helpers/build-lock-holder.ts', [distDir, record, String(holdMs)]);

interface Hold {
  pid: string;
  enter: number;
  exit?: number;
}

/** The record as holds, in order; throws when one process entered while another had not left. */
function holds(record: string): Hold[] {
  const result: Hold[] = [];
  for (const line of readFileSync(record, 'utf8').trim().split('\n')) {
    const [event, pid = '', at] = line.split(' ');
    const open = result.at(-1);
    if (event === 'enter') {
      if (open && open.exit === undefined) throw new Error(`${pid} entered while ${open.pid} held the lock`);
      result.push({ pid, enter: Number(at) });
    } else if (event === 'exit' && open?.pid === pid && open.exit === undefined) open.exit = Number(at);
    else throw new Error(`unexpected line: ${line}`);
  }
  return result;
}

async function until(what: string, done: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('the build lock', () => {
  it('lets two processes racing for one dist directory in one at a time, and both finish', async () => {
    let waited = 0;
    for (let round = 0; round < 10; round++) {
      // A fresh dist directory each round: the two also race to create the lock file.
      const distDir = join(dir, `race-${round}`);
      const record = join(dir, `race-${round}.log`);
      const runs = [holder(distDir, record, 300), holder(distDir, record, 300)];
      expect(await Promise.all(runs.map((r) => r.exited)), runs.map((r) => r.output()).join('\n')).toEqual([0, 0]);
      const seen = holds(record);
      expect(seen.map((h) => h.pid).sort()).toEqual(runs.map((r) => String(r.child.pid)).sort());
      const [first, second] = seen as [Hold, Hold];
      expect(second.enter).toBeGreaterThanOrEqual(first.exit ?? Infinity);
      waited += runs.filter((r) => r.output().includes('waiting')).length;
    }
    // The processes did meet at the lock (they start together and hold it for 300 ms).
    expect(waited).toBeGreaterThan(0);
  }, 120_000);

  it('is taken over from a holder killed with SIGKILL', async () => {
    const distDir = join(dir, 'killed');
    const record = join(dir, 'killed.log');
    const killed = holder(distDir, record, 600_000);
    await until('the first holder', () => killed.output().includes('holding'));
    const next = holder(distDir, record, 0);
    await until('the second holder to wait', () => next.output().includes('waiting'));
    await sleep(500);
    expect(next.output()).not.toContain('holding');
    killed.child.kill('SIGKILL');
    expect(await next.exited, next.output()).toBe(0);
    const lines = readFileSync(record, 'utf8').trim().split('\n');
    expect(lines.map((line) => line.split(' ').slice(0, 2))).toEqual([
      ['enter', String(killed.child.pid)],
      ['enter', String(next.child.pid)],
      ['exit', String(next.child.pid)],
    ]);
  }, 60_000);

  it('keeps two holders in one process apart too', async () => {
    const distDir = join(dir, 'in-process');
    const events: string[] = [];
    const hold = (name: string) =>
      withBuildLock(distDir, async () => {
        events.push(`enter ${name}`);
        await sleep(100);
        events.push(`exit ${name}`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((e) => e.split(' ')[0]))).toEqual([
      ['enter', 'exit'],
      ['enter', 'exit'],
    ]);
  });
});

describe('two `npm run build`s on one SITE_DIST_DIR', () => {
  it('both succeed, the second after the first, and leave a live release', async () => {
    const distDir = join(dir, 'site', 'dist');
    await seedAppBundles(distDir); // the bundles for this code version: no `vike build` in this test
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SITE_TEST: '1',
      SITE_DIST_DIR: distDir,
      CONTENT_SNAPSHOT_DIR: join(dir, 'site', 'snapshot'),
    };
    const builds = [start('scripts/build.ts', [], env), start('scripts/build.ts', [], env)];
    const codes = await Promise.all(builds.map((b) => b.exited));
    const outputs = builds.map((b) => b.output());
    expect(codes, outputs.join('\n-----\n')).toEqual([0, 0]);
    // One found the other building, said so, and waited for it.
    expect(outputs.filter((o) => o.includes('waiting: another build is running'))).toHaveLength(1);
    const live = await liveReleaseId(distDir);
    expect(live).toBeDefined();
    expect(await isCompleteRelease(distDir, live ?? '')).toBe(true);
  }, 240_000);
});
