/**
 * The build engine's search phase. The index is built after the release
 * switch, by engine/search-indexer.ts in a child process at the lowest CPU
 * priority (the render workers of the next publish come first), started
 * before the build plans and kept loaded between releases, into
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
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexReply, IndexRequest, SearchIndexReport } from './search-indexer.ts';
import { pinRelease } from './releases.ts';

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
// Not `new URL(…, import.meta.url)`: under a DOM test environment the global URL is jsdom's, which fileURLToPath refuses.
const INDEXER = join(dirname(fileURLToPath(import.meta.url)), 'search-indexer.ts');
/** Nice 19: the indexer (and the Pagefind binary it starts, which inherits it) only gets CPU nobody else wants. */
const LOWEST_PRIORITY = 19;
/** An idle indexer process is closed after this long: its memory (160–200 MiB with Pagefind's at 10,000 news) goes back. */
const IDLE_MS = 60_000;

/** An indexer process (search-indexer.ts serve()) and the jobs it has not answered yet. */
interface Indexer {
  child: ChildProcess;
  jobs: Map<number, { releaseId: string; done: (outcome: SearchOutcome) => void }>;
  /** The end of what it wrote to stderr: the reason it gives when it stops. */
  stderr: string;
  idle?: NodeJS.Timeout;
}

let nextJob = 0;
/** The process that indexes releases as they go live, kept loaded between them. */
let warm: Indexer | undefined;

/**
 * A new indexer process. Held by this process only while it has jobs: an idle one neither keeps a command-line
 * build from ending nor outlives it (its IPC channel closes, and search-indexer.ts exits).
 */
function startIndexer(): Indexer {
  // A young generation of 2 MB, as every build process has (package.json): 440 MiB peak for a base at 10,000 news without.
  const child = fork(INDEXER, [], { execArgv: ['--max-semi-space-size=2'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  try {
    if (child.pid) setPriority(child.pid, LOWEST_PRIORITY);
  } catch {
    // not permitted here: it still runs, at normal priority
  }
  const indexer: Indexer = { child, jobs: new Map(), stderr: '' };
  child.stderr?.on('data', (chunk: Buffer) => (indexer.stderr = (indexer.stderr + chunk.toString()).slice(-4000)));
  child.on('message', (reply: IndexReply) => {
    const job = indexer.jobs.get(reply.job);
    if (!job) return;
    indexer.jobs.delete(reply.job);
    job.done(reply.ok ? { ok: true, report: reply.report } : { ok: false, releaseId: job.releaseId, error: reply.error });
    if (indexer.jobs.size === 0) hold(indexer, false);
  });
  const stopped = (why: string) => {
    if (warm === indexer) warm = undefined;
    clearTimeout(indexer.idle);
    const reason = indexer.stderr.trim().split('\n').slice(-3).join(' ') || why;
    for (const job of indexer.jobs.values()) job.done({ ok: false, releaseId: job.releaseId, error: reason });
    indexer.jobs.clear();
  };
  child.on('error', (error) => stopped(error.message));
  child.on('exit', (code, signal) => stopped(`the indexer stopped (${signal ?? `exit ${code}`})`));
  hold(indexer, false);
  return indexer;
}

/** Keeps this process waiting for the indexer (jobs pending) or not (idle: closed after IDLE_MS). */
function hold(indexer: Indexer, busy: boolean): void {
  const { child } = indexer;
  clearTimeout(indexer.idle);
  // The stderr pipe is a socket (Readable in the types): it holds the event loop like the child and its channel.
  for (const handle of [child, child.channel, child.stderr as Socket | null]) {
    if (busy) handle?.ref();
    else handle?.unref();
  }
  if (!busy) {
    indexer.idle = setTimeout(() => child.connected && child.disconnect(), IDLE_MS);
    indexer.idle.unref();
  }
}

function send(
  indexer: Indexer,
  distDir: string,
  releaseId: string,
  mode: IndexRequest['mode'],
  pruneAfterReply: boolean,
): Promise<SearchOutcome> {
  return new Promise<SearchOutcome>((reply) => {
    if (!indexer.child.connected) return reply({ ok: false, releaseId, error: 'the indexer process has stopped' });
    // The indexer reads the release's pages: a publish meanwhile must not recycle or prune it.
    const unpin = pinRelease(distDir, releaseId);
    const done = (outcome: SearchOutcome) => (unpin(), reply(outcome));
    const job = ++nextJob;
    indexer.jobs.set(job, { releaseId, done });
    hold(indexer, true);
    const request: IndexRequest = { job, distDir, releaseId, mode, pruneAfterReply };
    indexer.child.send(request);
  });
}

/**
 * Starts the indexer process ahead of the release it will index: a small build calls it before it renders, so that
 * the process has loaded its modules by the time the release is live. At nice 19 that happens only on a spare core:
 * in a publisher between publishes, hardly during a command-line build's render (bench:build measured the same
 * search step with and without it there).
 */
export function warmSearchIndexer(): void {
  if (!warm?.child.connected) warm = startIndexer();
}

/**
 * Ends the indexer kept loaded between releases, if it has nothing to do, instead of after IDLE_MS: a build that
 * has no further release to index gives its memory back before it links the next build's spare.
 */
export function stopSearchIndexer(): void {
  if (warm && warm.jobs.size === 0 && warm.child.connected) {
    clearTimeout(warm.idle);
    warm.child.disconnect();
  }
}

function runIndexer(distDir: string, releaseId: string, pruneAfterReply: boolean): Promise<SearchOutcome> {
  warmSearchIndexer();
  return send(warm as Indexer, distDir, releaseId, 'auto', pruneAfterReply);
}

/** A new base, in a process of its own that ends with it (minutes and hundreds of MiB at 10,000 news). */
function runBaseIndexer(distDir: string, releaseId: string): Promise<SearchOutcome> {
  const indexer = startIndexer();
  return send(indexer, distDir, releaseId, 'base', false).finally(() => indexer.child.connected && indexer.child.disconnect());
}

/**
 * When a publisher builds a new base in the background: the delta indexes COMPACT_URLS pages, or COMPACT_READ pages
 * were rendered since the base. Pages rendered since are hashed once (search-indexer.ts, the hash cache), but every
 * publish still compares them with the base's record; a deletion alone re-renders 4,000 listing pages at 10,000
 * news, and a base build (two minutes of both cores there) after each would compete with the publishes.
 */
export const COMPACT_URLS = 300;
export const COMPACT_READ = 12_000;
const compacting = new Set<string>();

/**
 * Indexes the release, after whatever indexing is running. If another
 * release asks while this one still waits, only the newer one is indexed and
 * both callers get its outcome; asking again for the release being indexed
 * gets the running build's outcome. Never rejects.
 */
export function requestSearchIndex(
  distDir: string,
  releaseId: string,
  /**
   * A publisher's: build a new base in the background when the delta is large (COMPACT_URLS), and tell its outcome
   * here; superseded indexes are then deleted after the outcome, not before it.
   */
  compacted?: (outcome: SearchOutcome) => void,
): Promise<SearchOutcome> {
  const outcome = queueIndex(distDir, releaseId, compacted !== undefined);
  if (compacted) void outcome.then((o) => compactAfter(distDir, o, compacted));
  return outcome;
}

function compactAfter(distDir: string, outcome: SearchOutcome, compacted: (outcome: SearchOutcome) => void): void {
  const key = resolve(distDir);
  if (!outcome.ok) return;
  const { delta, releaseId } = outcome.report;
  if (!delta || (delta.urls < COMPACT_URLS && delta.read < COMPACT_READ) || compacting.has(key)) return;
  compacting.add(key);
  void runBaseIndexer(key, releaseId).then((result) => {
    compacting.delete(key);
    compacted(result);
  });
}

function queueIndex(distDir: string, releaseId: string, pruneAfterReply: boolean): Promise<SearchOutcome> {
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
    return runIndexer(key, job.releaseId, pruneAfterReply);
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
