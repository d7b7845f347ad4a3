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
  /** The peak of the command's own process (with its threads), and of the sum of its child processes. */
  peakRootRssBytes: number;
  peakChildrenRssBytes: number;
  code: number | null;
  stdout: string;
  /** When a line starting with `mark` (an option) was printed, in ms from the start. */
  markMs?: number;
  /** The peak resident memory until that line was printed. */
  peakRssAtMarkBytes?: number;
  /** With `steps`: each step's peaks (tree, own process, children), from the line that began it to the next one's. */
  steps: StepPeak[];
}

export interface StepPeak {
  /** The line prefix that began the step ('start' for the first). */
  name: string;
  tree: number;
  root: number;
  children: number;
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

/** The resident memory of `root` alone and of all its descendants together. */
function treeRss(root: number): { root: number; children: number } {
  const children = childrenOf();
  const rss = { root: 0, children: 0 };
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      rss[pid === root ? 'root' : 'children'] += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return rss;
}

export function measure(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { echo = true, mark = '', steps: stepPrefixes = [] as string[] } = {},
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    let peak = 0;
    let peakRoot = 0;
    let peakChildren = 0;
    let markMs: number | undefined;
    let peakAtMark: number | undefined;
    const steps: StepPeak[] = [{ name: 'start', tree: 0, root: 0, children: 0 }];
    let lineStart = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // Complete lines only: a step begins with the line that names it.
      for (let end = stdout.indexOf('\n', lineStart); end !== -1; end = stdout.indexOf('\n', lineStart)) {
        const line = stdout.slice(lineStart, end);
        lineStart = end + 1;
        const name = stepPrefixes.find((prefix) => line.startsWith(prefix));
        if (name) steps.push({ name, tree: 0, root: 0, children: 0 });
      }
      if (mark && markMs === undefined && stdout.split('\n').some((line) => line.startsWith(mark))) {
        markMs = performance.now() - started;
        peakAtMark = peak;
      }
      if (echo) process.stdout.write(chunk);
    });
    const timer = setInterval(() => {
      if (!child.pid) return;
      const rss = treeRss(child.pid);
      peak = Math.max(peak, rss.root + rss.children);
      peakRoot = Math.max(peakRoot, rss.root);
      peakChildren = Math.max(peakChildren, rss.children);
      const step = steps[steps.length - 1] as StepPeak;
      step.tree = Math.max(step.tree, rss.root + rss.children);
      step.root = Math.max(step.root, rss.root);
      step.children = Math.max(step.children, rss.children);
    }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        wallMs: performance.now() - started,
        peakRssBytes: peak,
        peakRootRssBytes: peakRoot,
        peakChildrenRssBytes: peakChildren,
        steps,
        code,
        stdout,
        ...(markMs !== undefined && { markMs, peakRssAtMarkBytes: peakAtMark }),
      });
    });
  });
}
