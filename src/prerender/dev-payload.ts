/** Development only: the payload of a URL, rendered on demand (see vite.config.ts). */
import { MANIFEST_PATH, PAYLOAD_PREFIX } from '../data/payload.ts';
import { getBuildContext } from './build-context.ts';
import { buildManifest } from './build-files.ts';
import { renderUrl } from './render-url.tsx';

export async function devPayload(url: string): Promise<{ status: number; body: string }> {
  const ctx = getBuildContext();
  const path = new URL(url, 'http://dev.local').pathname;
  if (path === MANIFEST_PATH) return { status: 200, body: JSON.stringify(buildManifest(ctx.index, ctx.buildId)) };
  const pathname = path
    .slice(PAYLOAD_PREFIX.length)
    .replace(/\.json$/, '')
    .replace(/^\/index$/, '/');
  const outcome = await renderUrl(pathname, ctx);
  if (outcome.kind === 'error') return { status: outcome.status, body: JSON.stringify({ message: outcome.message }) };
  return { status: 200, body: JSON.stringify(outcome.payload) };
}
