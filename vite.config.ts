import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { phrasesPlugin } from './src/typeset/vite-plugin.ts';
import { appDirOf, distDirFromEnv } from './src/config/dist-dir.ts';
import { sitePreview } from './server/preview-plugin.ts';

/**
 * `vike dev` has no pre-rendered payloads: answer `/_data/…json` by rendering
 * the URL on the fly through the same code the build uses.
 */
function devPayloads(): Plugin {
  return {
    name: 'dev-payloads',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      // The form intake (SQLite under $DATA_DIR), so forms work in development as under `npm start`.
      let intake: Promise<import('./server/intake/index.ts').Intake> | undefined;
      server.middlewares.use(async (req, res, next) => {
        if (!(req.url ?? '').startsWith('/api/')) return next();
        try {
          intake ??= Promise.all([
            server.ssrLoadModule('/server/intake/index.ts') as Promise<typeof import('./server/intake/index.ts')>,
            server.ssrLoadModule('/src/config/env.ts') as Promise<typeof import('./src/config/env.ts')>,
          ]).then(([m, e]) => m.createIntake(m.intakeOptionsFromEnv(e.loadEnv())));
          const handled = await (await intake).handleApi(req, res, new URL(req.url ?? '/', 'http://dev.local'));
          if (!handled) next();
        } catch (error) {
          next(error);
        }
      });
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith('/_data/')) return next();
        try {
          const mod = (await server.ssrLoadModule('/src/prerender/dev-payload.ts')) as typeof import('./src/prerender/dev-payload.ts');
          const { status, body } = await mod.devPayload(url);
          res.statusCode = status;
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * React Router's package exports point every import at its development build (remix-run/react-router#14102,
 * open): it keeps dev-only warnings and a developer's error page (`ENABLE_DEV_WARNINGS`, the one difference from
 * the production build that ships beside it). The browser build takes the production build; the server keeps
 * the development one, whose warnings are useful there and cost nothing visitors download.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const files = new Map([
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ]);
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => {
      const file = files.get(id);
      return file && join(dist, file);
    },
  };
}

export default defineConfig({
  // phrasesPlugin: Japanese UI strings marked `phrases('…')` get their phrase breaks at build time (src/typeset/).
  // sitePreview: `vite preview` and `vike preview` serve the live release as `npm run preview` does (server/preview-plugin.ts).
  plugins: [react(), vike(), devPayloads(), phrasesPlugin(), reactRouterProductionBuild(), sitePreview()],
  // Dev on Vite's own port, so it runs beside `npm start` (3000) and `npm run preview` (4173); Vike would default to 3000.
  server: { host: '127.0.0.1', port: 5173 },
  // `vite preview` and `vike preview` on `npm run preview`'s address. strictPort: `vike preview` ignores `--strictPort`,
  // and a preview on the next free port would be easy to mistake for another server's.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The build engine (engine/build.ts) renders from the server build in worker threads: its entry is bundled with Vike's.
  environments: { ssr: { build: { rollupOptions: { input: { 'render-engine': 'src/prerender/engine-entry.ts' } } } } },
  // Bundled into the server build, so a render worker (and the site server) starts faster; each render worker
  // loads the server build on start, before the first page of a publish. BudouX: its package entry also loads
  // its HTML processor and, with it, the DOM library linkedom (123 of the ~600 modules a worker loaded, ~120 ms).
  // We use only its Parser and Japanese model (src/typeset/segment.ts), and the package marks its modules free
  // of side effects, so Rollup keeps those two. Zod: 95 module files, one chunk once bundled. Importing the
  // server build (with the sitemap package loaded lazily, src/prerender/sitemap.ts) took 473–632 ms before,
  // median 530, and 277–396 ms after, median 313 (7 runs each, alternated).
  ssr: { noExternal: ['budoux', 'zod'] },
  build: {
    // Vike writes client/ and server/ here, in $SITE_DIST_DIR/app (src/config/dist-dir.ts; the engine passes its
    // dist directory); the engine turns them into release directories ($SITE_DIST_DIR/releases/…). Relative to the
    // project: Vike takes an outDir for absolute only when its first directory is the working directory's
    // (vike 0.4 getOutDirs outDirIsAbsolutePath), and would look for /tmp/x/dist/app under /work/project/tmp/….
    outDir: relative(process.cwd(), appDirOf(distDirFromEnv())),
    // Emptied before each build wherever it is (Vite empties an outDir outside the project only when told).
    emptyOutDir: true,
    target: 'es2022',
    // Fonts always as files: the Content-Security-Policy allows `font-src 'self'`, not data: URLs.
    // Illustrations too: inlined, every one of them would sit in the entry script (src/content/illustrations.ts),
    // and the category covers' motifs (src/assets/illustrations/covers/) in every page's stylesheet.
    assetsInlineLimit: (file) => (/\.woff2?$|\/illustrations\/.+\.svg$/.test(file) ? false : undefined),
  },
});
