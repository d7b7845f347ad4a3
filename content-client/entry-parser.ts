/**
 * Pulled entries → validated rows for the snapshot store: parseEntry (the
 * schema check, which also sanitises rich text) and then the store's columns
 * (prepareEntry). For a few entries (an incremental sync, a publish) this runs
 * inline. A large pull hands each page to worker threads as it arrives, so
 * the checking overlaps the paced requests and uses every core: at 10,000
 * news, sanitising ~50 MB of rich text alone is ~3 s on one core.
 *
 * Why piscina and a TypeScript worker: the sync runs from source (Node strips
 * the types, in worker threads too), not from a bundle, and piscina already
 * runs the render workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { parseEntry } from './validate.ts';
import { ContentValidationError } from './errors.ts';
import { prepareEntry, type PreparedEntry } from './snapshot-store.ts';
import type { EndpointName } from './schemas.ts';

/** Validates and prepares entries on this thread; the id is the entry's, or the endpoint for an object API. */
export function prepareEntries(endpoint: EndpointName, raw: readonly unknown[], objectApi = false): PreparedEntry[] {
  return raw.map((r) => {
    const value = parseEntry(endpoint, r) as Record<string, unknown> & { id?: string };
    return prepareEntry({ endpoint, id: objectApi ? endpoint : String(value.id), value });
  });
}

export interface PrepareTask {
  endpoint: EndpointName;
  raw: unknown[];
}

/** A worker's answer: an error's class does not survive the thread boundary, so a schema mismatch comes back as data. */
export type PrepareResult = { rows: PreparedEntry[] } | { invalid: Pick<ContentValidationError, 'where' | 'issues'> };

export interface EntryParser {
  /** `total`: how many entries the whole pull has (the CMS's totalCount); large pulls go to the workers. */
  prepare(endpoint: EndpointName, raw: unknown[], total: number): Promise<PreparedEntry[]>;
  close(): Promise<void>;
}

/**
 * Below this many entries in a pull, starting workers (each loads zod, the schemas and sanitize-html:
 * ~0.3 s) costs more than it saves.
 */
export const WORKER_THRESHOLD = 2_000;

export function createEntryParser({ threshold = WORKER_THRESHOLD, threads = availableParallelism() } = {}): EntryParser {
  let pool: Piscina<PrepareTask, PrepareResult> | undefined;
  // Tasks still running when a failed pull closes the parser: piscina throws on an answer that comes after destroy().
  const running = new Set<Promise<PrepareResult>>();
  return {
    async prepare(endpoint, raw, total) {
      if (total < threshold) return prepareEntries(endpoint, raw);
      pool ??= new Piscina<PrepareTask, PrepareResult>({
        filename: new URL('./entry-parser-worker.ts', import.meta.url).href,
        maxThreads: threads,
      });
      const task = pool.run({ endpoint, raw });
      running.add(task);
      const result = await task.finally(() => running.delete(task));
      if ('invalid' in result) throw new ContentValidationError(result.invalid.where, result.invalid.issues);
      return result.rows;
    },
    async close() {
      await Promise.allSettled(running);
      await pool?.destroy();
    },
  };
}
