/**
 * The build engine's render worker (engine/build.ts runs it in worker
 * threads with piscina). Vite bundles it as a second entry of the server
 * build (vite.config.ts), so it shares the page components, styles manifest
 * and React with Vike's own server entry.
 *
 * Each worker gets the per-language frames (frames.ts), opens the content
 * snapshot read-only, plans its share of the build's URL list (plan-urls.ts)
 * and then renders the batches of URLs it is given straight into the release
 * directory.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { locales, type Locale } from '../i18n/locales.ts';
import { getBuildContext, type BuildContext } from './build-context.ts';
import { applyFrame, ENGINE_FRAME_KEY, parseFrame, type Frame } from './frames.ts';
import { renderToFiles } from './render-output.ts';
import { renderUrl } from './render-url.tsx';
import { NOT_FOUND_PROBE } from './render-page.ts';
import { withDraft } from './site-index.ts';
import { paths, routeTable, sections, type SectionId } from '../routes.ts';
import type { AnyEntry } from './content-source.ts';
import { planUrls } from './plan-urls.ts';
import type { PlanPart, PlanResult } from './plan-shares.ts';

export interface RenderTask {
  /** Vike's server build directory (holding entry.mjs). */
  serverDir: string;
  snapshotDir: string;
  /** The snapshot generation the build planned with; a different one means content changed under the build. */
  generation: number;
  buildId: string;
  /** The release's client/ directory. */
  outDir: string;
  replace: boolean;
  urls: string[];
}

export interface RenderResult {
  /** Output flags per URL (render-output.ts OUT), in task order. */
  flags: number[];
  ms: number;
}

let frames: Promise<Record<Locale, Frame>> | undefined;

/**
 * The frames of this server build, kept beside it in FRAMES_FILE. A fresh worker (every `npm run build`
 * starts two) would otherwise load Vike's server entry and render through Vike before its first page:
 * measured at 10,000 news, a fresh worker's first page took 266–325 ms that way and 69–171 ms with the
 * kept frames (4 runs each, alternated; the next page 15–25 ms). They depend only on what Vike injects,
 * so on its server entry and the client manifest it reads: the file records their digest and is not used
 * for any other build.
 */
const FRAMES_FILE = 'engine-frames.json';

async function loadFrames(serverDir: string): Promise<Record<Locale, Frame>> {
  const inputs = await Promise.all([join(serverDir, 'entry.mjs'), join(serverDir, '..', 'assets.json')].map((f) => readFile(f)));
  const digest = inputs.reduce((h, bytes) => h.update(bytes), createHash('sha256')).digest('base64url');
  const file = join(serverDir, FRAMES_FILE);
  const cached = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as { digest?: string; frames?: Record<Locale, Frame> },
    () => undefined,
  );
  if (cached?.digest === digest && cached.frames && locales.every((l) => typeof cached.frames?.[l]?.headStart === 'string')) {
    return cached.frames;
  }
  const made = await framesFromVike(serverDir);
  // Written whole, then renamed: the other workers read either no file or a complete one.
  const partial = `${file}.${process.pid}-${threadId}`;
  await writeFile(partial, JSON.stringify({ digest, frames: made }))
    .then(() => rename(partial, file))
    .catch(() => {}); // a read-only server directory: every worker asks Vike, as before
  return made;
}

async function framesFromVike(serverDir: string): Promise<Record<Locale, Frame>> {
  const { renderPage: vikeRenderPage } = await import('vike/server');
  await import(pathToFileURL(join(serverDir, 'entry.mjs')).href); // registers Vike's server build
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const pageContext = await vikeRenderPage({ urlOriginal: locale === 'en' ? '/en' : '/', [ENGINE_FRAME_KEY]: { locale } });
      const body = pageContext.httpResponse?.body;
      if (pageContext.httpResponse?.statusCode !== 200 || typeof body !== 'string') {
        throw new Error(`Vike could not render the ${locale} frame (status ${pageContext.httpResponse?.statusCode ?? 'none'})`);
      }
      return [locale, parseFrame(locale, body)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, Frame>;
}

/** The site index of the snapshot generation the build planned with; a different one means content changed under the build. */
function buildContextOf(task: Pick<RenderTask, 'snapshotDir' | 'buildId' | 'generation'>): BuildContext {
  const ctx = getBuildContext({ dir: task.snapshotDir, buildId: task.buildId });
  if (ctx.generation !== task.generation) {
    throw new Error(`The content snapshot changed during the build (generation ${task.generation} → ${ctx.generation}); build again.`);
  }
  return ctx;
}

export async function renderBatch(task: RenderTask): Promise<RenderResult> {
  const started = performance.now();
  frames ??= loadFrames(task.serverDir);
  const ctx = buildContextOf(task);
  const opts = { outDir: task.outDir, frames: await frames, replace: task.replace };
  const flags: number[] = [];
  for (const url of task.urls) flags.push(await renderToFiles(url, ctx, opts));
  return { flags, ms: performance.now() - started };
}

/** A share of a build's planning (plan-urls.ts), against the snapshot generation the build opened. */
export type PlanTask = Omit<RenderTask, 'outDir' | 'replace' | 'urls'> & PlanPart;

export async function planBatch(task: PlanTask): Promise<PlanResult> {
  // The frames load while this worker plans: the render batches that follow need them.
  frames ??= loadFrames(task.serverDir);
  frames.catch(() => {}); // a render awaits them and reports the failure
  const ctx = buildContextOf(task);
  return planUrls(ctx.index, task);
}

export interface PreviewTask {
  serverDir: string;
  snapshotDir: string;
  section: SectionId;
  locale: Locale;
  /** The draft as the CMS serves it with its draft key; null when there is none (wrong key, unknown id). */
  draft: AnyEntry | null;
}

/** Every route marks its page as a preview (banner, noindex): the draft is shown in its real template. */
const previewTable = routeTable.map((r) => ({ ...r, middleware: [...(r.middleware ?? []), 'preview'] }));

/** Where the draft is shown: its detail page, or for publications (no detail page) the listing page holding it. */
function previewUrl(task: PreviewTask & { draft: AnyEntry }, index: ReturnType<typeof withDraft>): string | undefined {
  if (task.section !== 'publications') return paths.post(task.locale, task.section, task.draft.id);
  const position = index.sections.publications[task.locale].position.get(task.draft.id);
  if (position === undefined) return undefined;
  return paths.listing(task.locale, 'publications', { page: Math.floor(position / sections.publications.pageSize) + 1 });
}

/**
 * A draft in its real page template, for an editor: Vike's styles but no
 * client script (the page is not hydrated: its URL is the preview URL, not
 * the page's), and no embedded data.
 */
export async function renderPreview(task: PreviewTask): Promise<{ status: number; html: string }> {
  const allFrames = await (frames ??= loadFrames(task.serverDir));
  const frame = { headStart: allFrames[task.locale].headStart, bodyEnd: '' };
  const ctx = getBuildContext({ dir: task.snapshotDir, buildId: 'preview' });
  const index = task.draft ? withDraft(ctx.index, task.section, task.draft) : ctx.index;
  const url = task.draft ? previewUrl({ ...task, draft: task.draft }, index) : undefined;
  const outcome = url ? await renderUrl(url, { index, buildId: 'preview', routeOptions: { table: previewTable } }) : undefined;
  const ok = outcome && outcome.kind === 'page';
  const html = ok ? outcome.html : (await renderUrl(NOT_FOUND_PROBE[task.locale], ctx)).html;
  // Elements our own document and Vike's frame write in one known form (document.ts, the frame files), taken
  // out as text: a parse and re-serialisation of the whole page would re-encode everything else in it.
  const stripped = applyFrame(html, frame)
    .replace(/<script type="application\/json" id="app-data">[\s\S]*?<\/script>\n?/, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    // Nothing on a preview runs the banner's buttons: an editor's preview is not a visit.
    .replace(/<section id="consent-bar"[\s\S]*?<\/section>\n?/, '');
  return { status: ok ? 200 : 404, html: stripped };
}
