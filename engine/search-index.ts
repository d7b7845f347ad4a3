/**
 * The build engine's search phase. The index is built after the release
 * switch, by engine/search-indexer.ts in a child process at the lowest CPU
 * priority (the render workers of the next publish come first), into
 * dist/search/<releaseId> (engine/search-store.ts): usually a delta of the
 * pages changed since the base index, a whole new base when there is none
 * or the delta is too large.
 *
 * One indexer per dist directory at a time; releases that go live while it
 * runs are merged into one follow-up for the newest of them, so a burst of
 * publishes costs two index builds, not one per publish.
 *
 * Compaction: a long-running publisher asks for it. When a release's delta
 * reaches COMPACT_URLS, a new base of that release is built beside the
 * publishes, one at a time (about a minute and a half of CPU at 10,000
 * news); the releases after it make their deltas on it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchIndexReport } from './search-indexer.ts';

export type SearchOutcome = { ok: true; report: SearchIndexReport } | { ok: false; releaseId: string; error: string };

interface Job {
  releaseId: string;
  done: Promise<SearchOutcome>;
}
interface Lane {
  running?: Promise<SearchOutcome>;
  runningId?: string;
  waiting?: Job;
}

const lanes = new Map<string, Lane>();
const children = new Set<ChildProcess>();
// Not `new URL(…, import.meta.url)`: under a DOM test environment the global URL is jsdom's, which fileURLToPath refuses.
const INDEXER = join(dirname(fileURLToPath(import.meta.url)), 'search-indexer.ts');
/** Nice 19: the indexer (and the Pagefind binary it starts, which inherits it) only gets CPU nobody else wants. */
const LOWEST_PRIORITY = 19;

// Also when this process ends: the indexer watches its stdin (search-indexer.ts --exit-with-parent).
process.once('exit', () => {
  for (const child of children) child.kill();
});

/**
 * When a publisher builds a new base in the background: the delta indexes COMPACT_URLS pages, or COMPACT_READ pages
 * were rendered since the base. Pages rendered since are hashed once (search-indexer.ts, the hash cache), but every
 * publish still compares them with the base's record; a deletion alone re-renders 4,000 listing pages at 10,000
 * news, and a base build (two minutes of both cores there) after each would compete with the publishes.
 */
export const COMPACT_URLS = 300;
export const COMPACT_READ = 12_000;
const compacting = new Set<string>();

function runIndexer(distDir: string, releaseId: string, flags: string[] = []): Promise<SearchOutcome> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [INDEXER, distDir, releaseId, ...flags, '--exit-with-parent'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: process.env,
    });
    children.add(child);
    try {
      if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
    } catch {
      // not permitted here: it still runs, at normal priority
    }
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const fail = (error: string) => done({ ok: false, releaseId, error });
    child.on('error', (error) => fail(error.message));
    child.on('close', (code, signal) => {
      children.delete(child);
      const line = /^SEARCH_INDEX (.*)$/m.exec(out)?.[1];
      if (code === 0 && line) done({ ok: true, report: JSON.parse(line) as SearchIndexReport });
      else fail(err.trim().split('\n').slice(-3).join(' ') || `the indexer stopped (${signal ?? `exit ${code}`})`);
    });
  });
}

/**
 * Indexes the release, after whatever indexing is running. If another
 * release asks while this one still waits, only the newer one is indexed and
 * both callers get its outcome; asking again for the release being indexed
 * gets the running build's outcome. Never rejects.
 */
export function requestSearchIndex(
  distDir: string,
  releaseId: string,
  /** Build a new base in the background when the delta is large (COMPACT_URLS), and tell its outcome here. */
  compacted?: (outcome: SearchOutcome) => void,
): Promise<SearchOutcome> {
  const outcome = queueIndex(distDir, releaseId);
  if (compacted) void outcome.then((o) => compactAfter(distDir, o, compacted));
  return outcome;
}

function compactAfter(distDir: string, outcome: SearchOutcome, compacted: (outcome: SearchOutcome) => void): void {
  const key = resolve(distDir);
  if (!outcome.ok) return;
  const { delta, releaseId } = outcome.report;
  if (!delta || (delta.urls < COMPACT_URLS && delta.read < COMPACT_READ) || compacting.has(key)) return;
  compacting.add(key);
  void runIndexer(key, releaseId, ['--base']).then((result) => {
    compacting.delete(key);
    compacted(result);
  });
}

function queueIndex(distDir: string, releaseId: string): Promise<SearchOutcome> {
  const key = resolve(distDir);
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = {}));
  // Asked again for the release being indexed (a no-change publish while it runs): the same run answers.
  if (lane.running && lane.runningId === releaseId && !lane.waiting) return lane.running;
  if (lane.waiting) {
    if (releaseId > lane.waiting.releaseId) lane.waiting.releaseId = releaseId; // ids sort by time: the newest wins
    return lane.waiting.done;
  }
  const current = lane;
  const job = { releaseId } as Job;
  const start = () => {
    if (current.waiting === job) current.waiting = undefined;
    current.runningId = job.releaseId;
    return runIndexer(key, job.releaseId);
  };
  if (current.running) {
    current.waiting = job;
    job.done = current.running.then(start);
  } else {
    job.done = start();
  }
  const running = job.done;
  current.running = running;
  void running.then(() => {
    if (current.running === running) Object.assign(current, { running: undefined, runningId: undefined });
  });
  return job.done;
}

/** A line for the build log. */
export function describeSearch(outcome: SearchOutcome): string {
  if (!outcome.ok)
    return `search index for ${outcome.releaseId} failed (the site stays searchable with the previous index): ${outcome.error}`;
  const { report: r } = outcome;
  const langs = Object.entries(r.languages)
    .map(([lang, n]) => `${lang} ${n}`)
    .join(', ');
  const shards = Object.values(r.shards).reduce((a, b) => a + b, 0);
  const size = `${r.files} files, ${(r.bytes / 2 ** 20).toFixed(1)} MiB, in ${r.ms.total} ms (${shards} Pagefind shards: add ${r.ms.add}, write ${r.ms.write}, merge ${r.ms.merge}, publish ${r.ms.publish})`;
  // A new base built beside the publishes is not a release's index (the release keeps the one it has).
  if (r.kind === 'base') return `search base ${r.base} built: ${langs} pages, ${size}`;
  const made = r.delta
    ? `a delta on ${r.base} (${r.delta.urls} pages indexed of ${r.delta.read} rendered since, ${r.delta.hashed} of them read now, ${r.delta.hidden} of its pages hidden)`
    : `new base ${r.base}`;
  return `search index ${r.releaseId}: ${langs} pages, ${made}, ${size}`;
}
