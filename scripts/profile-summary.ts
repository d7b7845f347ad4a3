/**
 * `npm run profile:summary -- <file.cpuprofile> [--top N] [--only name,name]`:
 * where a V8 CPU profile (`node --cpu-prof`, or Chromium's) spent its time,
 * as text for a note: the profile's span and idle time, then the functions
 * with the most time *inside* them (inclusive: a sample counts once for every
 * function on its stack) and with the most time *in their own code* (self).
 * `--only` limits the inclusive table to the named functions (their own
 * lines, even when not in the top N). Written here rather than taken from a
 * package: what exists on npm draws flame graphs in a browser, which a note
 * cannot hold.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '15' }, only: { type: 'string' } },
});
const top = Number(opts.top) || 15;

/** A function's name as a reader finds it: its name (or "(anonymous)") and the file it is in, with the line. */
function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? `${basename(url)}:${lineNumber + 1}` : '';
  return file ? `${functionName || '(anonymous)'} ${file}` : functionName || '(anonymous)';
}

async function summarise(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time per sample: V8 records the delta *before* each sample; the next delta is the time this sample stood for.
  const ms = (i: number) => (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const t = ms(i);
    total += t;
    if (node.callFrame.functionName === '(idle)') idle += t;
    self.set(label(node), (self.get(label(node)) ?? 0) + t);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(byId.get(at) as ProfileNode);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + t);
    }
  });
  const only = opts.only?.split(',').map((s) => s.trim());
  const rows = (map: Map<string, number>, filter?: string[]) =>
    [...map]
      .filter(([name]) => !filter || filter.some((f) => name === f || name.startsWith(`${f} `)))
      .filter(([name]) => !['(root)', '(idle)', '(program)'].includes(name) || filter)
      .sort((a, b) => b[1] - a[1])
      .slice(0, filter ? undefined : top)
      .map(([name, t]) => `  ${t.toFixed(0).padStart(7)} ms ${((100 * t) / (total || 1)).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return [
    `${file}: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled, ${total.toFixed(0)} ms sampled, ${idle.toFixed(0)} ms idle`,
    `inclusive${only ? ` (${only.join(', ')})` : ''}:`,
    rows(inclusive, only),
    'self:',
    rows(self),
  ].join('\n');
}

async function main(): Promise<void> {
  if (positionals.length === 0) throw new Error('usage: npm run profile:summary -- <file.cpuprofile>… [--top N] [--only name,name]');
  for (const file of positionals) console.log(`${await summarise(file)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
