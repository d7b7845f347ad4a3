/**
 * Runs a command and measures it as a whole: wall time and the peak resident
 * memory of its whole process tree (the command, its children, their worker
 * threads), sampled from /proc every 20 ms. Linux only, like the machine the
 * benchmarks run on.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  wallMs: number;
  peakRssBytes: number;
  code: number | null;
  stdout: string;
  /** When a line starting with `mark` (an option) was printed, in ms from the start. */
  markMs?: number;
  /** The peak resident memory until that line was printed. */
  peakRssAtMarkBytes?: number;
}

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function treeRss(root: number): number {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export function measure(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { echo = true, mark = '' } = {},
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    let peak = 0;
    let markMs: number | undefined;
    let peakAtMark: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (mark && markMs === undefined && stdout.split('\n').some((line) => line.startsWith(mark))) {
        markMs = performance.now() - started;
        peakAtMark = peak;
      }
      if (echo) process.stdout.write(chunk);
    });
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        wallMs: performance.now() - started,
        peakRssBytes: peak,
        code,
        stdout,
        ...(markMs !== undefined && { markMs, peakRssAtMarkBytes: peakAtMark }),
      });
    });
  });
}
