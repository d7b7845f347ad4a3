/**
 * Route middleware: named steps a route runs before its data loads. A route
 * names them in the route table; an unknown name is a 500 error, so a typo in
 * the table fails the build instead of silently skipping a step.
 */
import { data } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import type { PageMeta } from '../data/page-data.ts';

export interface MiddlewareContext {
  locale: Locale;
  routeId: string;
  params: Record<string, string | undefined>;
  /** Meta overrides applied to the page's own meta. */
  meta: Partial<Pick<PageMeta, 'robots' | 'preview'>>;
}

export type Middleware = (ctx: MiddlewareContext) => void | Promise<void>;

export const middlewares: Readonly<Record<string, Middleware>> = {
  /** Pages that must not appear in search results (drafts, thank-you pages). */
  noindex: (ctx) => {
    ctx.meta.robots = 'noindex';
  },
  /** A draft preview (server/publish/preview.ts): marked as such and never indexed. */
  preview: (ctx) => {
    ctx.meta.robots = 'noindex';
    ctx.meta.preview = true;
  },
};

export async function runMiddleware(
  names: readonly string[],
  ctx: MiddlewareContext,
  registry: Readonly<Record<string, Middleware>> = middlewares,
): Promise<void> {
  for (const name of names) {
    const step = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!step) throw data({ message: `Unknown middleware: ${name}` }, { status: 500 });
    await step(ctx);
  }
}
