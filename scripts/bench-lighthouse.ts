/**
 * `npm run bench:lighthouse`: Lighthouse scores of the production build.
 *
 * Builds when dist/ is missing or stale (as `npm start` does), serves it with
 * the real site server on a free 127.0.0.1 port, and runs Lighthouse's
 * defaults — mobile form factor, simulated throttling — 3 times per URL
 * (`-- --runs N`), one after another, each in a fresh headless Chromium, on
 * the ten pages below or those named (`-- --runs 7 / /news /news/posts/* /contact`:
 * `*` is the news post it picks).
 * Prints one table of each URL's median run (Lighthouse's own
 * computeMedianRun: the run nearest the median FCP and TTI) with the spread of
 * the performance score, the main-thread work at Lighthouse's 4× CPU
 * (mainthread-work-breakdown: the median of the runs, and each run, since the
 * median run is chosen by its paint times), and, for every category below 100,
 * the audits that cost it points. Median reports: .cache/lighthouse/*.json.
 *
 * Chromium: $CHROME_PATH, else $CHROMIUM_PATH, else /usr/bin/chromium; with a
 * Japanese font (Debian's fonts-noto-cjk, scripts/lib/japanese-font.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build } from './build.ts';
import { startServer, stopServer } from './lib/bench-server.ts';
import { chromiumArgs } from './lib/chromium.ts';
import { japaneseFontConfig } from './lib/japanese-font.ts';
import { freePort } from './lib/free-port.ts';

// lighthouse's median-run.d.ts names the global `LH` namespace, which its exported types do not declare.
const medianRun = computeMedianRun as unknown as (runs: Result[]) => Result;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORT_DIR = join('.cache', 'lighthouse');
/** One Lighthouse run (load and audits; about 10 s here) may take this long; a URL gets at most two. */
const RUN_TIMEOUT_MS = 120_000;
/** A news post with an English version; another one is picked when it is gone. */
const PREFERRED_POST = 'qamuy-4-release';

function chromePath(): string {
  const path = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Lighthouse needs Chromium and there is none at ${path}.\n` +
        '  - On Debian/Ubuntu: sudo apt-get install chromium, or\n' +
        '  - set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  return path;
}

/** A news post built in both languages: the preferred one, else the first by name. */
async function newsPostSlug(): Promise<string> {
  const built = (slug: string) =>
    existsSync(join('dist/client/news/posts', slug, 'index.html')) && existsSync(join('dist/client/en/news/posts', slug, 'index.html'));
  if (built(PREFERRED_POST)) return PREFERRED_POST;
  const slugs = (await readdir('dist/client/news/posts', { withFileTypes: true }))
    .filter((e) => e.isDirectory() && e.name !== 'draft')
    .map((e) => e.name)
    .sort();
  const slug = slugs.find(built);
  if (!slug) throw new Error('No news post is built in both languages (dist/client/news/posts, dist/client/en/news/posts).');
  return slug;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run in a fresh Chromium, killed afterwards whatever happens. */
async function audit(url: string, chrome: string, fontConfig: string): Promise<Result> {
  const browser = await chromeLauncher.launch({
    chromePath: chrome,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    // Japanese pages with a Japanese font, as on a phone (scripts/lib/japanese-font.ts).
    envVars: { ...(process.env as Record<string, string>), FONTCONFIG_FILE: fontConfig },
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    browser.kill();
  }
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]): number | null => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const metric = (lhr: Result, id: string): number | undefined => lhr.audits[id]?.numericValue;
const median = (values: readonly number[]): number | undefined => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? undefined : sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The audits that hold a category back: weighted audits by points lost, then
 * (performance) unweighted opportunities and diagnostics that fail, by savings.
 */
function failingAudits(lhr: Result, id: (typeof CATEGORIES)[number], limit = 6): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  const failing = category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        typeof audit.score === 'number' &&
        audit.score < 1 &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit?.title ?? ref.id,
      score: audit?.score ?? 0,
      lost: ref.weight * (1 - (audit?.score ?? 0)),
      savings: audit?.metricSavings ? Object.values(audit.metricSavings).reduce<number>((sum, v) => sum + (v ?? 0), 0) : 0,
      display: audit?.displayValue,
    }))
    .sort((a, b) => b.lost - a.lost || b.savings - a.savings);
  return failing
    .slice(0, limit)
    .map((a) => `${a.id} — ${a.title}${a.display ? ` (${a.display})` : ''}${a.lost > 0 ? '' : ' [unweighted]'}`);
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}

async function main(): Promise<void> {
  const chrome = chromePath();
  const fontConfig = await japaneseFontConfig();
  await build(); // incremental: a no-op when the live release is current
  const slug = await newsPostSlug();
  const paths = [
    '/',
    '/en',
    '/news',
    '/en/news',
    `/news/posts/${slug}`,
    `/en/news/posts/${slug}`,
    '/contact',
    '/en/contact',
    '/services/qamuy',
    '/en/services/qamuy',
  ];
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs per URL');
  // Paths named on the command line (`-- --runs 7 / /news`): only those, for more runs in the same time.
  const named = process.argv
    .slice(2)
    .filter((arg, i, all) => arg.startsWith('/') && all[i - 1] !== '--runs')
    .map((arg) => arg.replace('*', slug));
  const unknown = named.filter((path) => !paths.includes(path));
  if (unknown.length > 0) throw new Error(`Not one of the measured pages: ${unknown.join(', ')} (they are: ${paths.join(' ')})`);
  if (named.length > 0) paths.splice(0, paths.length, ...paths.filter((path) => named.includes(path)));

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  await mkdir(REPORT_DIR, { recursive: true });
  const server = await startServer(port, dataDir);
  const stop = () => void stopServer(server).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const origin = `http://127.0.0.1:${port}`;
  console.log(
    `Serving dist/ on ${origin} (pid ${server.pid}); Lighthouse ${paths.length} URLs × ${runs} runs, mobile, simulated throttling.\n`,
  );

  const results: { path: string; lhr?: Result; perf?: number[]; main?: number[]; error?: string }[] = [];
  try {
    for (const path of paths) {
      const started = performance.now();
      try {
        const all: Result[] = [];
        for (let run = 0; run < runs; run++) {
          // Lighthouse's trace recording fails now and then (NO_NAVSTART, NO_FCP): one more try.
          all.push(
            await audit(origin + path, chrome, fontConfig).catch((error: unknown) => {
              console.log(`  ${path}: ${error instanceof Error ? error.message : String(error)} — trying once more`);
              return audit(origin + path, chrome, fontConfig);
            }),
          );
        }
        const lhr = medianRun(all);
        results.push({
          path,
          lhr,
          perf: all.map((r) => score(r, 'performance') ?? 0),
          main: all.map((r) => metric(r, 'mainthread-work-breakdown') ?? Number.NaN),
        });
        const file = join(REPORT_DIR, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.json`);
        await writeFile(file, JSON.stringify(lhr));
        console.log(`  ${path}: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ path, error: message });
        console.log(`  ${path}: FAILED — ${message}`);
      }
    }
  } finally {
    await stopServer(server);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await rm(dataDir, { recursive: true, force: true });
  }

  const fmt = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? '–' : n.toFixed(digits));
  const rows = [['URL', 'Perf', 'Perf runs', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'Main ms', 'Main runs']];
  for (const { path, lhr, perf, main } of results) {
    if (!lhr) {
      rows.push([path, 'error', '', '', '', '', '', '', '', '', '']);
      continue;
    }
    rows.push([
      path,
      fmt(score(lhr, 'performance')),
      (perf ?? []).join(','),
      ...CATEGORIES.slice(1).map((c) => fmt(score(lhr, c))),
      fmt(metric(lhr, 'largest-contentful-paint')),
      fmt(metric(lhr, 'total-blocking-time')),
      fmt(metric(lhr, 'cumulative-layout-shift'), 4),
      fmt(median(main ?? [])),
      (main ?? []).map((m) => fmt(m)).join(','),
    ]);
  }
  console.log(`\n${table(rows)}\n`);

  for (const { path, lhr, error } of results) {
    if (!lhr) {
      console.log(`${path}: ${error}`);
      continue;
    }
    const below = CATEGORIES.filter((c) => (score(lhr, c) ?? 100) < 100);
    if (below.length === 0) continue;
    console.log(`${path}`);
    for (const c of below) {
      console.log(`  ${c} ${score(lhr, c)}:`);
      for (const line of failingAudits(lhr, c)) console.log(`    - ${line}`);
    }
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
  }
  const failed = results.filter((r) => !r.lhr).length;
  if (failed > 0) {
    console.error(`\n${failed} of ${results.length} Lighthouse runs failed.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
