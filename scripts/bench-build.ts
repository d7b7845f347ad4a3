/**
 * `npm run bench:build -- --news N`: the build engine on a generated site of
 * N news (N/5 case studies, N/2 publications; scripts/content-scale.ts).
 * Prints, for a full build, a no-change rebuild and a one-entry-change
 * rebuild: pages written, wall seconds (and when the new release went live:
 * the spare for the next build is prepared after that), pages/s, the peak
 * RSS of the whole process tree and each phase; the content pull (from the
 * embedded service, limited to microCMS's 60 requests/s) on its own lines.
 * Each step runs `npm run build` as a fresh process. Figures, not a test.
 */
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildReport } from '../engine/build.ts';
import { nodeTs } from '../engine/run-command.ts';
import { measure, type Measured } from './lib/measure.ts';
import { editListEntries, ensureScaleContent, readListEntries } from './lib/scale-edit.ts';

const { values: args } = parseArgs({ options: { news: { type: 'string', default: '1000' }, edits: { type: 'string', default: '1' } } });
const news = Number(args.news);
/**
 * One-entry rebuilds in a row (`--edits N`): the first follows the full build, when no old release can be recycled
 * into the next build's spare (engine/spare.ts) and a whole copy is linked; past KEEP_RELEASES releases, the oldest is.
 */
const edits = Math.max(1, Number(args.edits) || 1);
const root = resolve('.cache/bench-build', `news-${news}`);
const env = {
  ...process.env,
  CONTENT_DIR: join(root, 'content'),
  CONTENT_SNAPSHOT_DIR: join(root, 'snapshot'),
  SITE_DIST_DIR: join(root, 'dist'),
};
/** The build's log lines that begin a step, and the step's name in the report (engine/app-build.ts, engine/build.ts). */
const STEPS: Record<string, string> = {
  'code changed:': 'app build',
  'app bundles built': 'plan+render',
  'switched:': 'search+spare',
};
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

async function pull(label: string, full: boolean): Promise<string> {
  const m = await measure(...nodeTs('scripts/sync-content.ts', full ? ['--full'] : []), env, { echo: false });
  if (m.code !== 0) throw new Error(`content sync failed:\n${m.stdout}`);
  const stats = /(\d+) requests in (\d+) ms/.exec(m.stdout);
  return `${label}: ${stats?.[1] ?? '?'} requests in ${((Number(stats?.[2]) || 0) / 1000).toFixed(2)} s (process ${(m.wallMs / 1000).toFixed(2)} s, peak RSS ${mib(m.peakRssBytes)})`;
}

async function build(label: string, extra: string[]): Promise<{ line: string; m: Measured; report: BuildReport }> {
  const m = await measure(...nodeTs('scripts/build.ts', ['--no-sync', '--report-json', ...extra]), env, {
    echo: false,
    mark: 'switched:',
    steps: [...Object.keys(STEPS)],
  });
  const json = /^BUILD_REPORT (.*)$/m.exec(m.stdout)?.[1];
  if (m.code !== 0 || !json) throw new Error(`${label} failed:\n${m.stdout}`);
  const report = JSON.parse(json) as BuildReport;
  const seconds = m.wallMs / 1000;
  const phases = Object.entries(report.phases)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`)
    .join(', ');
  // Pages/s until the release is live too: the search index that follows is not page rendering.
  const switched =
    m.markMs === undefined
      ? 'no switch'
      : `live after ${(m.markMs / 1000).toFixed(2)} s, ${(report.rendered / (m.markMs / 1000)).toFixed(0)} pages/s`;
  // The search index is built after the switch (engine/search-index.ts): the peak until then is stated too.
  // Per step, the build process's peak and its child processes' (the app build, the search indexer).
  const steps = m.steps
    .filter((s) => s.tree > 0)
    .map((s) => `${STEPS[s.name] ?? 'start'} ${mib(s.tree)} (build ${mib(s.root)} + children ${mib(s.children)})`)
    .join(', ');
  const peakLive = (m.peakRssAtMarkBytes === undefined ? '' : `, ${mib(m.peakRssAtMarkBytes)} until live`) + `; peaks: ${steps}`;
  const files = report.siteFiles;
  const siteFiles = files
    ? `; build-wide files: made in ${files.makeMs} ms beside the render, ${files.written} written (${(files.bytes / 2 ** 20).toFixed(2)} MiB) in ${files.writeMs} ms, ${files.carried} sitemap files linked unchanged`
    : '';
  const line =
    `${label.padEnd(20)} ${String(report.rendered).padStart(6)} pages  ${seconds.toFixed(2).padStart(6)} s (${switched})  ` +
    `${(report.rendered / seconds).toFixed(0).padStart(5)} pages/s  peak RSS ${mib(m.peakRssBytes).padStart(8)}${peakLive}  (phases s: ${phases})${siteFiles}`;
  return { line, m, report };
}

/** Edits one news entry in the fixtures the way an editor would: new title, new updatedAt. */
async function editOneEntry(): Promise<string> {
  const dir = join(root, 'content');
  const entry = (await readListEntries(dir, 'news')).find((e) => e['_status'] !== 'draft' && e['title_en']);
  if (!entry) throw new Error(`no published news entry with English in ${dir}`);
  await editListEntries(dir, 'news', [entry.id], (e) => ({
    ...e,
    title: `${String(e['title']).replace(/（改訂\d+）$/, '')}（改訂${Date.now() % 1000}）`,
    updatedAt: new Date().toISOString(),
  }));
  return entry.id;
}

async function main(): Promise<void> {
  await ensureScaleContent(join(root, 'content'), news);
  // The previous run's output is moved aside and deleted at the end: deleting 100,000 files just
  // before a build slows file creation for seconds on this machine's disk, and would be measured too.
  const trash = join(root, `.trash-${Date.now()}`);
  await rm(env.CONTENT_SNAPSHOT_DIR, { recursive: true, force: true });
  await rename(env.SITE_DIST_DIR, trash).catch(() => {});
  const lines = [await pull('content pull (full)', true)];
  const full = await build('full build', ['--full']);
  lines.push(full.line);
  lines.push((await build('no-change rebuild', [])).line);
  const oneEntry: number[] = [];
  for (let i = 1; i <= edits; i++) {
    const id = await editOneEntry();
    lines.push(await pull(`content pull (one edit: news/${id})`, false));
    const step = await build(edits > 1 ? `one-entry rebuild ${i}` : 'one-entry rebuild', []);
    lines.push(`${step.line}; spare ${step.report.spare ?? 'none'}`);
    oneEntry.push(step.m.wallMs / 1000);
  }
  if (edits > 1) {
    const sorted = oneEntry.slice(1).sort((a, b) => a - b);
    lines.push(
      `one-entry rebuilds 2–${edits}: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} s, min ${sorted[0]?.toFixed(2)} s, max ${sorted.at(-1)?.toFixed(2)} s`,
    );
  }
  console.log(
    `\nbench:build --news ${news} (${full.report.rendered} URLs, ${full.report.unchanged + full.report.rendered} in the release)\n${lines.join('\n')}`,
  );
  await rm(trash, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
