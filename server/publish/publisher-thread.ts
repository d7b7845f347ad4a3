/**
 * The publisher's worker thread: fetching entries, writing the snapshot and
 * planning a build take CPU for up to a second at 10,000 news, which must
 * not stall the site server's event loop while visitors are being served.
 * The main thread (server/publish/index.ts) sends it one command at a time.
 * It logs nothing itself: its lines (the build engine's, the search
 * indexer's outcome, a broken fixture file) go to the main thread as `log`
 * messages, which writes them to the server's one log as events.
 */
import { parentPort } from 'node:worker_threads';
import { resolve } from 'node:path';
import { loadEnv } from '../../src/config/env.ts';
import { company } from '../../src/config/company.ts';
import { openContentClient } from '../../content-client/client.ts';
import { runPublish, type PublishContext } from './publish.ts';
import { pruneReleases } from '../../engine/releases.ts';
import { KEEP_RELEASES } from '../../engine/spare.ts';
import { renderDraftPreview, type PreviewAnswer, type PreviewRequest } from './preview.ts';
import type { PublishOutcome, TargetKey } from './queue.ts';

/** The commands the main thread sends, one reply each (matched by `seq`), and what each replies. */
export type PublisherCommand =
  { seq: number; kind: 'publish'; targets: TargetKey[] } | { seq: number; kind: 'preview'; request: PreviewRequest };
export type PublisherReply =
  | { seq: number; ok: true; kind: 'publish'; value: PublishOutcome }
  | { seq: number; ok: true; kind: 'preview'; value: PreviewAnswer }
  | { seq: number; ok: false; error: string };
/** A line for the server's log: `event` names what it is about (build, release-switched, search-index, content). */
export interface ThreadLog {
  level: 'info' | 'warn';
  event: string;
  msg: string;
  release?: string;
}
export type PublisherMessage = PublisherReply | { log: ThreadLog };

if (!parentPort) throw new Error('publisher-thread.ts runs as a worker thread (see server/publish/index.ts)');
const port = parentPort;

const post = (message: PublisherMessage) => port.postMessage(message);

/** An engine line as an event: a release switch and the search indexer's outcome are told apart, with their release. */
function engineLine(msg: string): ThreadLog {
  const level = /\bfailed\b/.test(msg) ? 'warn' : 'info';
  const search = /^search index (?:for )?(\S+?):? /.exec(msg);
  if (search) return { level, event: 'search-index', msg, release: search[1] };
  const switched = /^switched: release (\S+) is live/.exec(msg);
  if (switched) return { level, event: 'release-switched', msg, release: switched[1] };
  return { level, event: 'build', msg };
}

const env = loadEnv();
const distDir = resolve(env.SITE_DIST_DIR);
let opened: Promise<PublishContext> | undefined;
/**
 * The content client, opened on first use. A failed open (the embedded service's
 * fixtures broken or half-written at that moment) fails this command only: the
 * next one opens it again, so a publisher never stays broken after the cause is fixed.
 */
function context(): Promise<PublishContext> {
  opened ??= openContentClient(env, {
    onFixtureProblem: (problem) =>
      post({ log: { level: 'warn', event: 'content', msg: `embedded content: ${problem.message} (the previous content stays served)` } }),
  }).then(
    (content) => ({
      content,
      snapshotDir: env.CONTENT_SNAPSHOT_DIR,
      distDir,
      siteOrigin: env.SITE_ORIGIN ?? company.origin,
      apiOrigin: env.API_ORIGIN,
      // The engine's lines (release switched, search index built or failed in the background) go to the server's log.
      log: (line: string) => post({ log: engineLine(line) }),
      workers: {},
    }),
    (error: unknown) => {
      opened = undefined;
      throw error;
    },
  );
  return opened;
}
void context().catch(() => {}); // opened while the server starts; a failure is reported by the first command

/** Old releases are deleted once publishing has been quiet for a while, never between two publishes. */
const PRUNE_AFTER_IDLE_MS = 15_000;
let pruneTimer: NodeJS.Timeout | undefined;
function schedulePrune(distDir: string): void {
  clearTimeout(pruneTimer);
  pruneTimer = setTimeout(() => void pruneReleases(distDir, KEEP_RELEASES).catch(() => {}), PRUNE_AFTER_IDLE_MS);
  pruneTimer.unref();
}

async function answer(command: PublisherCommand): Promise<PublisherReply> {
  if (command.kind === 'publish') clearTimeout(pruneTimer);
  const c = await context();
  if (command.kind === 'preview')
    return { seq: command.seq, ok: true, kind: 'preview', value: await renderDraftPreview(c, command.request) };
  const value = await runPublish(c, command.targets);
  schedulePrune(distDir);
  return { seq: command.seq, ok: true, kind: 'publish', value };
}

port.on('message', (command: PublisherCommand) => {
  answer(command).then(post, (error: unknown) =>
    post({ seq: command.seq, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
