import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';

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

export default defineConfig({
  plugins: [react(), vike(), devPayloads()],
  preview: { host: '127.0.0.1', port: 3000, strictPort: true },
  server: { host: '127.0.0.1' },
  build: { target: 'es2022' },
});
