/**
 * Renders one URL of the URL list to its files in a release directory: the
 * HTML document (with Vike's tags, see frames.ts) and the payload JSON the
 * browser fetches on client navigation, each with a brotli copy. Runs in the
 * build engine's worker threads; any failure names the URL.
 */
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { localeOfPath, type Locale } from '../i18n/locales.ts';
import { NOT_FOUND_URLS, OUT, outputPaths } from './output-paths.ts';
import { renderUrl } from './render-url.tsx';
import { applyFrame, type Frame } from './frames.ts';
import { NOT_FOUND_PROBE } from './render-page.ts';
import { MIN_COMPRESS_BYTES, PAGE_BROTLI_QUALITY } from './compression.ts';

/** The site index and build id (and, in tests, other routes). */
type RenderContext = Parameters<typeof renderUrl>[1];

export interface OutputOptions {
  /** The release's client/ directory. */
  outDir: string;
  frames: Record<Locale, Frame>;
  /**
   * The directory may hold hard links to the live release's files for this
   * URL: unlink before writing, never write through a link (that would change
   * the live site in place).
   */
  replace: boolean;
}

/** Directories this worker has made in the current release (one mkdir per directory, not per file). */
let made = { outDir: '', dirs: new Set<string>() };

function write(opts: OutputOptions, relative: string, content: string, flagPlain: number, flagBr: number): number {
  if (made.outDir !== opts.outDir) made = { outDir: opts.outDir, dirs: new Set() };
  const path = join(opts.outDir, relative);
  const dir = dirname(path);
  if (!made.dirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.dirs.add(dir);
  }
  const body = Buffer.from(content);
  const br =
    body.length >= MIN_COMPRESS_BYTES
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : undefined;
  if (opts.replace) {
    for (const p of [path, `${path}.br`]) {
      try {
        unlinkSync(p);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }
  writeFileSync(path, body);
  if (br) writeFileSync(`${path}.br`, br);
  return flagPlain | (br ? flagBr : 0);
}

/** Renders `url` into the release and returns which files it wrote; a failure names the URL. */
export async function renderToFiles(url: string, ctx: RenderContext, opts: OutputOptions): Promise<number> {
  try {
    return await render(url, ctx, opts);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(message.startsWith(`Rendering ${url} `) ? message : `Rendering ${url} failed: ${message}`, { cause: e });
  }
}

async function render(url: string, ctx: RenderContext, opts: OutputOptions): Promise<number> {
  const notFound = url === NOT_FOUND_URLS.ja ? 'ja' : url === NOT_FOUND_URLS.en ? 'en' : undefined;
  const locale = notFound ?? localeOfPath(url);
  const outcome = await renderUrl(notFound ? NOT_FOUND_PROBE[notFound] : url, ctx);
  const paths = outputPaths(url);
  if (outcome.kind === 'error' && !(notFound && outcome.status === 404)) {
    throw new Error(`Rendering ${url} failed with ${outcome.status}: ${outcome.message}`);
  }
  // A redirect stub (for hosts without redirect rules) forwards at once: it gets no app scripts or styles.
  const html = outcome.kind === 'redirect' ? outcome.html : applyFrame(outcome.html, opts.frames[locale]);
  let flags = write(opts, paths.html, html, OUT.html, OUT.htmlBr);
  if (outcome.kind !== 'error' && paths.payload)
    flags |= write(opts, paths.payload, JSON.stringify(outcome.payload), OUT.payload, OUT.payloadBr);
  return flags;
}
