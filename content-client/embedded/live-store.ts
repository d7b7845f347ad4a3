/**
 * Keeps the embedded service's content in step with its fixture directory, so an
 * edited, added or deleted `<endpoint>.json` (or part, `<endpoint>/<part>.json`) is
 * served by the next request without a restart.
 *
 * Before a request is answered the directory is listed and each fixture stat'ed (a
 * handful of syscalls, well under a millisecond); only files whose signature
 * (mtime, ctime, size, inode, in nanoseconds) changed are re-read, so editing
 * home.json never re-parses a 70 MB news.json, a big file is parsed once per
 * change, and an edit of one part of a list split in parts re-reads that part.
 * The file is stat'ed before and after it is read: a write racing the read
 * leaves a newer signature, and the file is read again. File times come from
 * a coarse kernel clock (a few ms on Linux), so a second same-size write within
 * that tick would keep the signature (git's "racily clean" problem): a file
 * changed less than RACY_MS ago is read only once that time has passed (the
 * request waits that long), and if it keeps changing it is read again by the
 * next check. (Filesystems with 1–2 s timestamps, FAT or HFS+, are not covered.)
 *
 * Why not fs.watch: its events are lost or doubled depending on the platform and
 * editor (atomic saves replace the inode a Linux watch is attached to; macOS
 * coalesces and delays events; network and container mounts send none), and an
 * event is asynchronous anyway, so "the next request sees the edit" would still
 * be a race. A stat on demand is deterministic and costs nothing while idle.
 *
 * A file that fails to read or validate keeps its previous content served (or
 * stays absent if it never loaded); so does the whole store when an edit leaves
 * a reference pointing at a missing endpoint. The problem is reported once per
 * change and kept until the files are fixed.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { assemble, FixtureError, listFixtures, loadFile, type ContentStore, type Endpoint } from './store.ts';

export interface LiveStore {
  /** The store as of the latest check. */
  current(): ContentStore;
  /** Brings the store up to date with the directory; never rejects (see `problem()`). */
  fresh(): Promise<ContentStore>;
  /** Re-reads every file whether changed or not; rejects with the problem if one remains. */
  reloadAll(): Promise<void>;
  /** Why the served content is not what the files say, or undefined when it is. */
  problem(): FixtureError | undefined;
}

/** Longer than the coarse file-time tick of Linux (≤ 10 ms), macOS and Windows. */
const RACY_MS = 50;

interface FileState {
  signature: string;
  /** Read so soon after a change that a same-tick write could hide behind the signature. */
  racy: boolean;
  /** The last version of the file that loaded; served while a newer one is broken. */
  endpoint: Endpoint | undefined;
  error: FixtureError | undefined;
}

/** A fixture file as one scan saw it. */
interface Seen {
  signature: string;
  /** How long until its last change is older than RACY_MS. */
  racyForMs: number;
}

const asFixtureError = (e: unknown): FixtureError => (e instanceof FixtureError ? e : new FixtureError((e as Error).message));

/** Opens the directory; fails like `loadStore` when the initial content is broken. */
export async function openLiveStore(dir: string, onProblem: (e: FixtureError) => void): Promise<LiveStore> {
  const files = new Map<string, FileState>();
  let store: ContentStore = { endpoints: new Map() };
  let problem: FixtureError | undefined;

  /** One file as it is now, or undefined when it is gone or not a file. */
  async function look(name: string, started = Date.now()): Promise<Seen | undefined> {
    const s = await stat(join(dir, name), { bigint: true }).catch(() => undefined);
    if (!s?.isFile()) return undefined;
    const age = started - Number(s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs) / 1e6;
    // A time far in the future (clock skew, copied files) says nothing about ticks: never wait for it.
    const racyForMs = Math.abs(age) < RACY_MS ? Math.min(RACY_MS, Math.ceil(RACY_MS - age)) : 0;
    return { signature: `${s.mtimeNs}:${s.ctimeNs}:${s.size}:${s.ino}`, racyForMs };
  }

  /** The fixture files now on disk; a file deleted between readdir and stat is simply absent. */
  async function scan(): Promise<Map<string, Seen>> {
    const started = Date.now();
    const names = await listFixtures(dir);
    const seen = await Promise.all(names.map((n) => look(n, started)));
    const found = new Map<string, Seen>();
    names.forEach((name, i) => {
      const s = seen[i];
      if (s) found.set(name, s);
    });
    return found;
  }

  /**
   * Reads a file and stats it again: a write that was still going on (a 60 MB
   * file takes a while) has changed the signature, and the file is read again
   * (3 times at most), so a half-written file is not kept as the file's content.
   */
  async function read(name: string, before: Seen): Promise<FileState> {
    const previous = files.get(name)?.endpoint;
    let seen = before;
    for (let attempt = 1; ; attempt++) {
      let loaded: Pick<FileState, 'endpoint' | 'error'>;
      try {
        loaded = { endpoint: await loadFile(dir, name), error: undefined };
      } catch (e) {
        loaded = { endpoint: previous, error: asFixtureError(e) };
      }
      const after = await look(name);
      if (attempt === 3 || !after || after.signature === seen.signature)
        return { signature: seen.signature, racy: seen.racyForMs > 0, ...loaded };
      seen = after;
    }
  }

  const toRead = (found: Map<string, Seen>, force: boolean) =>
    [...found].filter(([name, now]) => {
      const known = files.get(name);
      return force || !known || known.racy || known.signature !== now.signature;
    });

  /** Scans, and scans again after a just-changed file's tick has passed (twice at most, if writes keep coming). */
  async function settledScan(force: boolean): Promise<Map<string, Seen>> {
    let found = await scan();
    for (let i = 0; i < 2; i++) {
      const wait = Math.max(0, ...toRead(found, force).map(([, now]) => now.racyForMs));
      if (wait === 0) break;
      await new Promise((resolve) => setTimeout(resolve, wait));
      found = await scan();
    }
    return found;
  }

  function report(next: FixtureError | undefined): void {
    if (next && next.message !== problem?.message) onProblem(next);
    problem = next;
  }

  async function check(force: boolean): Promise<void> {
    let found: Map<string, Seen>;
    try {
      found = await settledScan(force);
    } catch (e) {
      return report(new FixtureError(`Cannot read fixture directory ${dir}: ${(e as Error).message}`));
    }
    const changed = toRead(found, force);
    const removed = [...files.keys()].filter((name) => !found.has(name));
    if (changed.length === 0 && removed.length === 0) return;
    await Promise.all(changed.map(async ([name, seen]) => files.set(name, await read(name, seen))));
    for (const name of removed) files.delete(name);
    const loaded = new Map<string, Endpoint>();
    for (const [name, file] of files) if (file.endpoint) loaded.set(name, file.endpoint);
    try {
      store = { endpoints: assemble(dir, loaded) };
    } catch (e) {
      return report(asFixtureError(e));
    }
    report([...files.values()].find((f) => f.error)?.error);
  }

  // Checks run one after another (they share `files`); requests arriving while one
  // runs share a single follow-up check instead of queueing one each.
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  function schedule(force: boolean): Promise<void> {
    if (!force && queued) return queued;
    const run: Promise<void> = tail.then(() => {
      if (queued === run) queued = undefined;
      return check(force);
    });
    if (!force) queued = run;
    tail = run.catch(() => {});
    return run;
  }

  await schedule(true);
  if (problem) throw problem;
  return {
    current: () => store,
    fresh: () => schedule(false).then(() => store),
    async reloadAll() {
      await schedule(true);
      if (problem) throw problem;
    },
    problem: () => problem,
  };
}
