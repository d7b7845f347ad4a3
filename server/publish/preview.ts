/**
 * Draft preview (microCMS's screen preview button): the draft fetched with
 * the server's API key and its draft key — the key never reaches the
 * browser — and rendered in its real template by a render worker
 * (src/prerender/engine-entry.ts `renderPreview`). A wrong key or an unknown
 * id is the language's 404 page, with no content. Without a draft key the
 * CMS serves the published version: the preview button on a published entry
 * shows what is live.
 */
import { join, resolve } from 'node:path';
import { appDirOf } from '../../src/config/dist-dir.ts';
import { Piscina } from 'piscina';
import { ContentValidationError, statusOf } from '../../content-client/errors.ts';
import { parseEntry } from '../../content-client/validate.ts';
import { slugSchema } from '../../content-client/schemas.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { SectionId } from '../../src/routes.ts';
import { sections } from '../../src/routes.ts';
import type { PreviewTask } from '../../src/prerender/engine-entry.ts';
import type { AnyEntry } from '../../src/prerender/content-source.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { publishGate, type PublishContext } from './publish.ts';

export interface PreviewRequest {
  section: SectionId;
  locale: Locale;
  contentId: string;
  draftKey?: string;
}
export interface PreviewAnswer {
  status: number;
  html: string;
}

let pool: Piscina<PreviewTask, PreviewAnswer> | undefined;

/** A draft that does not validate yet (an editor may save a half-filled entry): say what is missing. */
function invalidDraftPage(locale: Locale, error: ContentValidationError): PreviewAnswer {
  const title = locale === 'ja' ? 'この下書きはまだ表示できません' : 'This draft cannot be shown yet';
  const lead = locale === 'ja' ? '次の項目を確認してください。' : 'Please check these fields:';
  return {
    status: 422,
    html:
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body><main><h1>${title}</h1><p>${lead}</p><pre>${escapeMarkup(error.message)}</pre></main></body></html>`,
  };
}

/** The entry as the CMS serves it with this draft key (or published, without one); null when it serves nothing. */
async function fetchDraft(ctx: PublishContext, request: PreviewRequest): Promise<AnyEntry | null> {
  // Not a content id at all (the slug schema): nothing to ask the CMS.
  if (!slugSchema.safeParse(request.contentId).success) return null;
  const endpoint = sections[request.section].endpoint;
  const queries = { depth: 0 as const, ...(request.draftKey && { draftKey: request.draftKey }) };
  try {
    // Through the publisher's request gate: previews and publishes together stay under microCMS's 60 requests/s.
    return parseEntry(endpoint, await publishGate.run(() => ctx.content.client.get({ endpoint, contentId: request.contentId, queries })));
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 400) return null;
    throw error;
  }
}

export async function renderDraftPreview(ctx: PublishContext, request: PreviewRequest): Promise<PreviewAnswer> {
  let draft: AnyEntry | null;
  try {
    draft = await fetchDraft(ctx, request);
  } catch (error) {
    if (error instanceof ContentValidationError) return invalidDraftPage(request.locale, error);
    throw error;
  }
  // The server bundle the builds of this dist directory use (engine/app-build.ts), so a preview renders as a publish would.
  const serverDir = join(appDirOf(ctx.distDir), 'server');
  pool ??= new Piscina({
    filename: join(serverDir, 'render-engine.mjs'),
    name: 'renderPreview',
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5 * 60_000,
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', SITE_DIST_DIR: resolve(ctx.distDir) },
  });
  return pool.run({
    serverDir,
    snapshotDir: resolve(ctx.snapshotDir),
    section: request.section,
    locale: request.locale,
    draft,
  });
}
