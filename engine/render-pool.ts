/**
 * The render workers: one thread per core (piscina), each running the
 * bundled render worker (src/prerender/engine-entry.ts). Threads rather than
 * processes: they share one process's memory for Node itself, and the
 * machine this must fit on has 2 cores and a 512 MiB budget for the build.
 */
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Piscina } from 'piscina';
import { locales } from '../src/i18n/locales.ts';
import type { PlanTask, RenderResult, RenderTask } from '../src/prerender/engine-entry.ts';
import type { PlanResult } from '../src/prerender/plan-shares.ts';

export interface RenderPool {
  /** Renders the URLs in batches across the workers; resolves with each URL's output flags. */
  render(urls: string[], task: Omit<RenderTask, 'urls'>, onProgress?: (done: number) => void): Promise<Map<string, number>>;
  /**
   * The build's plan (src/prerender/plan-urls.ts), one share per language, so two workers plan at once and then
   * hold the site index for the render; the last share also writes the feeds and the manifest.
   */
  plan(task: Omit<PlanTask, 'locales' | 'siteData' | 'keep'>): Promise<PlanResult[]>;
  close(): Promise<void>;
}

/** Small enough to spread a one-entry publish over every worker, large enough to amortise messaging. */
const batchSize = (count: number, threads: number) => Math.max(1, Math.min(64, Math.ceil(count / (threads * 4))));

/**
 * A whole-site command-line build's cap on each render worker's old generation, in MB, for a snapshot of `entries`
 * entries. Without one, V8 let each worker's heap grow to 80–130 MB committed while 30–36 MB of it was live (the
 * 10,000-news site: 17,025 entries; `--trace-gc`), and the render's peak was 462–609 MiB over seven runs. Capped (163
 * MB there): 409–501 MiB in runs alternated with uncapped ones, 441–463 MiB in three bench:build runs. The cost is
 * time: 1.27 s of mark-compact pauses over the whole render instead of 0.50 s, plus the concurrent marking beside
 * them, and in four more alternated pairs a median render of 61.8 s against 56.3 s (peaks 424–447 against 484–521
 * MiB; docs/benchmarks.md, "Build engine"). What is live
 * grows with the site index (about 17 MB for the bundle and React, then 1 KB an entry), so the cap leaves four times
 * that per entry: a large site gets the room it needs rather than a worker that runs out of memory.
 */
export const workerOldSpaceMb = (entries: number): number => 96 + Math.ceil((entries * 4) / 1024);

export function createRenderPool(
  serverDir: string,
  env: {
    distDir: string;
    siteOrigin: string;
    apiOrigin?: string;
    threads?: number;
    warm?: boolean;
    /** Entries in the snapshot: a command-line build that renders every URL caps its workers' heaps by it (workerOldSpaceMb). */
    entries?: number;
  },
): RenderPool {
  const threads = env.threads ?? Math.max(1, availableParallelism());
  const pool = new Piscina<RenderTask | PlanTask, RenderResult | PlanResult>({
    filename: join(serverDir, 'render-engine.mjs'),
    name: 'renderBatch',
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    // The bundle is plain JavaScript: the workers strip no types and load no JSX.
    execArgv: [],
    // A small young generation for a build: rendering allocates fast, and V8's default lets each worker's
    // heap grow by ~50 MB between collections. Measured on 3,000 pages at 10k news: 147 MB RSS instead
    // of 199 MB per worker, and no slower (9.6 s against 10.8 s). Workers kept warm by the publisher
    // plan a whole site for a few pages' render, and planning is mostly short-lived strings: at 10k
    // news the plan phase's median was 680 ms with 6 MB and 550 ms with 32 MB (two runs of 6 publishes each).
    // Workers kept warm by a publisher hold their plan between publishes: no cap on their old generation.
    resourceLimits: env.warm
      ? { maxYoungGenerationSizeMb: 32 }
      : { maxYoungGenerationSizeMb: 6, ...(env.entries !== undefined && { maxOldGenerationSizeMb: workerOldSpaceMb(env.entries) }) },
    // SITE_ORIGIN, API_ORIGIN and SITE_DIST_DIR as the build was asked for, not as this process happens to have them:
    // the origins are in every page, and the dist directory holds the app bundles whose manifest the pages preload
    // (src/prerender/preload.ts). An empty API_ORIGIN is the pages' own (src/config/api-origin.ts).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_DIST_DIR: resolve(env.distDir),
      SITE_ORIGIN: env.siteOrigin,
      API_ORIGIN: env.apiOrigin ?? '',
    },
  });
  return {
    async render(urls, task, onProgress) {
      const size = batchSize(urls.length, threads);
      const flags = new Map<string, number>();
      let done = 0;
      const batches: Promise<void>[] = [];
      for (let i = 0; i < urls.length; i += size) {
        const batch = urls.slice(i, i + size);
        batches.push(
          (pool.run({ ...task, urls: batch }) as Promise<RenderResult>).then((result) => {
            batch.forEach((url, k) => flags.set(url, result.flags[k] ?? 0));
            done += batch.length;
            onProgress?.(done);
          }),
        );
      }
      // Every batch settles before an error is thrown: the caller deletes the release directory they write into.
      const failed = (await Promise.allSettled(batches)).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      return flags;
    },
    plan: (task) =>
      Promise.all(
        locales.map(
          (locale, i) =>
            pool.run(
              { ...task, locales: [locale], siteData: i === locales.length - 1, keep: Boolean(env.warm) },
              { name: 'planBatch' },
            ) as Promise<PlanResult>,
        ),
      ),
    close: () => pool.destroy(),
  };
}
