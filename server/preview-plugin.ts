/**
 * `vite preview` and `vike preview` serve what `npm run preview` serves: the
 * live release of $SITE_DIST_DIR through the site server's own request
 * handler (pages, 404 pages, redirects, payloads, search files, headers, the
 * forms API and the publisher), not Vite's bundle folder.
 *
 * The handler is mounted before Vite's and Vike's preview middlewares and
 * answers every request, so theirs never run.
 */
import type { Plugin } from 'vite';
import type { SiteApp } from './app.ts';

/**
 * Loaded when a preview starts, by Node itself (type stripping): Vite bundles
 * vite.config.ts with what it imports statically, and neither `vike dev` nor
 * a build should load the site server. A computed specifier is left alone by
 * the bundler; Vite gives each bundled file its own `import.meta.url`.
 */
const load = <T>(path: string): Promise<T> => import(new URL(path, import.meta.url).href) as Promise<T>;

/**
 * A usage error (no build yet, a bad env var) as the preview CLIs show it:
 * both print an error's `stack`, and this one's is its message alone.
 */
function usageError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { stack: message });
}

export function sitePreview(): Plugin {
  let app: SiteApp | undefined;
  return {
    name: 'site-preview',
    apply: (_config, { isPreview }) => isPreview === true,
    config() {
      // Vite's CORS middleware runs before any plugin's: it would add `Vary: Origin` to every answer and answer
      // preflights itself, which the site server does not.
      return { preview: { cors: false } };
    },
    configResolved(config) {
      // Vike's preview would add its static middlewares after ours (never reached), but first requires Vike's
      // bundle dir (build.outDir): not what this preview serves, and its advice (`vike build`) is not this project's.
      const vikePreview = config.plugins.find((plugin) => plugin.name === 'vike:pluginPreview');
      if (vikePreview) delete vikePreview.configurePreviewServer;
    },
    async configurePreviewServer(server) {
      const [{ loadEnv }, { openSiteApp }, { createSiteHandler }] = await Promise.all([
        load<typeof import('../src/config/env.ts')>('../src/config/env.ts'),
        load<typeof import('./app.ts')>('./app.ts'),
        load<typeof import('./site-server.ts')>('./site-server.ts'),
      ]);
      try {
        app = await openSiteApp(loadEnv());
      } catch (error) {
        throw usageError(error);
      }
      const handler = await createSiteHandler(app.options);
      // Registered here, not in a returned function: before Vite's static files and Vike's preview middlewares.
      server.middlewares.use((req, res) => handler(req, res));
    },
    // After the HTTP server has stopped, awaited by Vite (on SIGTERM too, before it exits): the notification
    // worker, the publisher and the form database, as server/main.ts closes them.
    async closePreviewServer() {
      await app?.close();
    },
  };
}
