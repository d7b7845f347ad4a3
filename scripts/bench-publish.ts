/**
 * `npm run bench:publish -- --news N [--gap S]`: the real server on a
 * generated site of N news, 20 signed webhooks for edited entries — eight one
 * by one, S seconds apart (default 3; an editor publishes, looks, publishes
 * again), then two bursts of six sent at once — and, for each, the time from
 * the webhook's 202 until the edited page is served with the new title:
 * p50, p95 and max. For the eight single ones, also the time until a search
 * in Chromium (scripts/lib/search-probe.ts: the search dialog of a page left
 * open, the new title's word typed) returns the entry; then three entries are
 * deleted, one by one: the time until the page answers 404 and until the
 * search no longer returns them. Meanwhile a poller fetches 50 live URLs in a loop and
 * counts every answer that is not 200. Five publishes run first, unmeasured:
 * a server that has been publishing recycles its oldest release as the next
 * one's base (engine/spare.ts), which a fresh deploy cannot do for its first
 * five; and when the code changed since the last build, the measured ones wait
 * for the new search base that a deploy starts (waitForCompaction). Loopback
 * only; figures, not a test.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nodeTs, run } from '../engine/run-command.ts';
import { COMPACT_READ, COMPACT_URLS } from '../engine/search-index.ts';
import { percentile } from './lib/stats.ts';
import { openSearchProbe, type SearchProbe } from './lib/search-probe.ts';
import { editListEntries, ensureScaleContent, readListEntries, restoreFiles } from './lib/scale-edit.ts';
import { publishStatus, sign, startServer, stopServer, webhookBody, type RunningServer, type Site } from '../tests/helpers/publish-site.ts';

const { values: args } = parseArgs({ options: { news: { type: 'string', default: '1000' }, gap: { type: 'string', default: '3' } } });
const gapMs = Number(args.gap) * 1000;
const news = Number(args.news);
const root = resolve('.cache/bench-publish', `news-${news}`);
const site: Site = {
  root,
  contentDir: join(root, 'content'),
  snapshotDir: join(root, 'snapshot'),
  distDir: join(root, 'dist'),
  dataDir: join(root, 'data'),
};
/** The server's whole output of the last run. */
const serverLog = join(root, 'server.log');
const env = {
  ...process.env,
  CONTENT_DIR: site.contentDir,
  CONTENT_SNAPSHOT_DIR: site.snapshotDir,
  SITE_DIST_DIR: site.distDir,
  SITE_ORIGIN: 'https://www.example.test',
};

async function prepare(): Promise<void> {
  await ensureScaleContent(site.contentDir, news);
  await run(...nodeTs('scripts/build.ts'), env); // sync + incremental build: the site the server starts on
}

/** Makes every run's titles new, whatever earlier runs left in the fixtures. */
const RUN = Date.now().toString(36);

/**
 * The word a round's titles carry, which only those entries have: what the search probe types. Letters only: a
 * segmenter may cut a word where letters meet digits.
 */
const word = (round: number) => `k${RUN}r${round}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);

/** The fixture files as they were before this run's first edit of each: written back at the end. */
const originals = new Map<string, string>();

/** Edits news entries in the fixtures as an editor's publish changes what the CMS serves (undefined deletes). */
async function editNews(ids: string[], edit: Parameters<typeof editListEntries>[3]): Promise<void> {
  for (const [file, text] of await editListEntries(site.contentDir, 'news', ids, edit)) if (!originals.has(file)) originals.set(file, text);
}

/** Publishes new titles for `ids` in the fixtures. */
async function editTitles(ids: string[], round: number): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  await editNews(ids, (entry) => {
    const title = `改訂 ${word(round)}：${String(entry['title']).replace(/^改訂 ?[\da-z-]+：/, '')}`;
    titles.set(entry.id, title);
    return { ...entry, title, updatedAt: new Date().toISOString() };
  });
  return titles;
}

/** Sends the webhook; returns when it was accepted (performance.now()). */
async function sendWebhook(server: RunningServer, id: string, type: 'edit' | 'delete' = 'edit'): Promise<number> {
  const body = webhookBody('news', id, type);
  const res = await fetch(server.url('/api/webhooks/microcms'), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-microcms-signature': sign(body) },
  });
  if (res.status !== 202) throw new Error(`webhook for ${id}: ${res.status}`);
  return performance.now();
}

/** Polls until `done` holds (at most a minute); returns the ms since `since`. */
async function until(what: string, since: number, done: () => Promise<boolean>, pauseMs = 25): Promise<number> {
  while (performance.now() - since < 60_000) {
    if (await done()) return performance.now() - since;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  throw new Error(`${what}: not within a minute`);
}

/** Sends the webhook and returns the ms from its 202 until the page shows the new title. */
async function publishAndWait(server: RunningServer, id: string, title: string): Promise<number> {
  const accepted = await sendWebhook(server, id);
  const escaped = title.replace(/&/g, '&amp;');
  return until(`news/${id} showing its new title`, accepted, async () =>
    (await (await fetch(server.url(`/news/posts/${id}`))).text()).includes(escaped),
  );
}

/** How long each search of the probe took: the dialog opened (the index opened again when it changed), the query's results. */
const probeMs: number[] = [];

/** Whether a search for `query` from the Japanese home page returns the entry. */
async function found(probe: SearchProbe, query: string, id: string): Promise<boolean> {
  const started = performance.now();
  const results = await probe.search('/', query);
  probeMs.push(performance.now() - started);
  return results.includes(`/news/posts/${id}`);
}

/** The indexer's own time for each release's index, from the server's log (engine/search-index.ts describeSearch). */
const indexMs = (log: string) => [...log.matchAll(/search index \S+: [^"]*? in (\d+) ms/g)].map((m) => Number(m[1]));

/** The publisher's lines about the search index in the server's output. */
const searchLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('"event":"search-index"'))
    .join('\n');

/**
 * After a deploy (the code changed, so every page was rendered since the search base) the publisher builds a new
 * base beside the publishes (engine/search-index.ts COMPACT_READ): minutes of both cores at 10,000 news. The
 * measured publishes wait for it, so that they measure a publisher at work, not one just deployed; the wait is
 * reported. Returns the seconds waited, or undefined when the warm-up's deltas needed no new base.
 */
async function waitForCompaction(server: RunningServer): Promise<number | undefined> {
  const deltas = [...server.output().matchAll(/a delta on \S+ \((\d+) pages indexed of (\d+) rendered since/g)];
  const last = deltas.at(-1);
  if (!last || (Number(last[1]) < COMPACT_URLS && Number(last[2]) < COMPACT_READ)) return undefined;
  const started = performance.now();
  const from = last.index; // a base finished during the warm-up counts
  while (!/search base \S+ built/.test(server.output().slice(from))) {
    const failed = /search index for \S+ failed[^"]*/.exec(server.output().slice(from));
    if (failed) throw new Error(`the new search base failed: ${failed[0]}`);
    if (performance.now() - started > 900_000)
      throw new Error(`no new search base within 15 minutes; the publisher's search lines:\n${searchLines(server.output().slice(from))}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return (performance.now() - started) / 1000;
}

/** Every one of the URLs about twice a second (100 requests/s), like visitors reloading them. */
function startPoller(server: RunningServer, urls: string[]) {
  const counts = new Map<number, number>();
  let running = true;
  const loops = urls.map(async (url, k) => {
    await new Promise((r) => setTimeout(r, k * 10));
    for (let round = 0; running && round < 10_000; round++) {
      const status = await fetch(server.url(url)).then(
        (r) => (r.body?.cancel(), r.status),
        () => 0,
      );
      counts.set(status, (counts.get(status) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 500));
    }
  });
  return { stop: async () => ((running = false), await Promise.all(loops), counts) };
}

async function main(): Promise<void> {
  await prepare();
  await rm(site.dataDir, { recursive: true, force: true });
  const state = JSON.parse(readFileSync(join(site.distDir, 'current', 'release-state.json'), 'utf8')) as {
    urls: [string, string, number][];
  };
  const candidates = (await readListEntries(site.contentDir, 'news'))
    .filter((e) => e['_status'] !== 'draft' && e['title_en'])
    .map((e) => e.id);
  const edited = candidates.slice(0, 20);
  const warmUp = candidates.slice(20, 25);
  const deleted = candidates.slice(25, 28);
  const polled = state.urls
    .map(([url]) => url)
    .filter((u) => !u.includes(':') && !u.endsWith('/page/1') && !u.endsWith('/posts') && !deleted.some((id) => u.endsWith(`/${id}`)))
    .filter((_, i, all) => i % Math.floor(all.length / 50) === 0)
    .slice(0, 50);

  const server = await startServer(site, { PUBLISH_RECONCILE_MINUTES: '0', SITE_ORIGIN: 'https://www.example.test' });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    for (const [i, id] of warmUp.entries()) {
      const titles = await editTitles([id], 200 + i);
      await publishAndWait(server, id, titles.get(id) ?? '');
      await new Promise((r) => setTimeout(r, gapMs));
    }
    const compaction = await waitForCompaction(server);
    const poller = startPoller(server, polled);
    const probe = await openSearchProbe(server.url('/'));
    const latencies: number[] = [];
    const findable: number[] = [];
    for (let i = 0; i < 8; i++) {
      const [id] = edited.slice(i, i + 1) as [string];
      const titles = await editTitles([id], i + 1);
      const accepted = performance.now();
      latencies.push(await publishAndWait(server, id, titles.get(id) ?? ''));
      findable.push(await until(`a search finding news/${id}`, accepted, () => found(probe, word(i + 1), id), 0));
      await new Promise((r) => setTimeout(r, gapMs));
    }
    for (const [b, from] of [
      [1, 8],
      [2, 14],
    ] as const) {
      const ids = edited.slice(from, from + 6);
      const titles = await editTitles(ids, 100 + b);
      latencies.push(...(await Promise.all(ids.map((id) => publishAndWait(server, id, titles.get(id) ?? '')))));
    }
    // Deletions: each entry is first made findable by a word of its own, then deleted in the CMS.
    const gone: { page: number; search: number }[] = [];
    for (const [k, id] of deleted.entries()) {
      await editTitles([id], 300 + k);
      const edited = await sendWebhook(server, id);
      await until(`a search finding news/${id}`, edited, () => found(probe, word(300 + k), id), 0);
      await editNews([id], () => undefined);
      const accepted = await sendWebhook(server, id, 'delete');
      // Both at once: the publisher hides a deleted entry from the search before the release without it is built.
      const [page, search] = await Promise.all([
        until(`news/${id} answering 404`, accepted, async () => (await fetch(server.url(`/news/posts/${id}`))).status === 404),
        until(`a search no longer finding news/${id}`, accepted, async () => !(await found(probe, word(300 + k), id)), 0),
      ]);
      gone.push({ page, search });
      await new Promise((r) => setTimeout(r, gapMs));
    }
    await probe.close();
    const counts = await poller.stop();
    const non200 = [...counts].filter(([status]) => status !== 200).reduce((n, [, c]) => n + c, 0);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
    console.log(
      `\nbench:publish --news ${news}: ${latencies.length} webhooks (8 single ${gapMs / 1000} s apart, 2 bursts of 6), ${state.urls.length} URLs in the release`,
    );
    console.log(
      `webhook 202 → edited page served: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))}`,
    );
    console.log(
      `webhook 202 → a search in Chromium returns the edited entry (the 8 single ones): p50 ${ms(percentile(findable, 50))}, p95 ${ms(percentile(findable, 95))}, max ${ms(Math.max(...findable))}`,
    );
    const indexed = indexMs(server.output());
    console.log(
      `each search of the probe: p50 ${ms(percentile(probeMs, 50))}, max ${ms(Math.max(...probeMs))} (${probeMs.length}); ` +
        `the indexer per release (its log): p50 ${ms(percentile(indexed, 50))}, max ${ms(Math.max(...indexed))} (${indexed.length})`,
    );
    console.log(
      `deletions (${gone.length}): 202 → page 404 ${gone.map((g) => ms(g.page)).join(', ')}; → gone from search ${gone.map((g) => ms(g.search)).join(', ')}`,
    );
    if (compaction !== undefined)
      console.log(`before the measured publishes: ${compaction.toFixed(0)} s waiting for the new search base after the deploy`);
    console.log(
      `poller: ${total} requests to ${polled.length} live URLs, ${non200} not 200 (${JSON.stringify(Object.fromEntries(counts))})`,
    );
    const published = (await publishStatus(server)).filter((r) => r.trigger === 'webhook' && r.phases).slice(0, -warmUp.length);
    const phaseNames = [...new Set(published.flatMap((r) => Object.keys(r.phases ?? {})))];
    const medians = phaseNames.map(
      (name) =>
        `${name} ${(
          percentile(
            published.map((r) => r.phases?.[name] ?? 0),
            50,
          ) / 1000
        ).toFixed(2)}`,
    );
    console.log(`${published.length} publishes for ${latencies.length} webhooks; median phase seconds: ${medians.join(', ')}`);
    const median = (values: number[]) => ms(percentile(values, 50));
    const gathered = published.map((r) => Date.parse(r.startedAt ?? '') - Date.parse(r.queuedAt ?? ''));
    console.log(
      `median publish: queued → started ${median(gathered)} (gathering webhooks), started → done ${median(published.map((r) => r.durationMs ?? 0))}`,
    );
  } catch (error) {
    const publisher = server
      .output()
      .split('\n')
      .filter((line) => !line.includes('"event":"request"'))
      .join('\n');
    console.error(`server output but its request lines (last 6,000 characters; all of it in ${serverLog}):\n${publisher.slice(-6000)}`);
    throw error;
  } finally {
    await stopServer(server);
    await writeFile(serverLog, server.output());
    // The deletions are undone for the next run (the edited titles are new each run anyway).
    await restoreFiles(originals);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
