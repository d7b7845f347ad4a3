/**
 * What site search costs a visit that never searches: the header control
 * (the button, the shortcut and the dialog's frame, which opens before the
 * app: src/search/search-control.tsx) and its strings in the app bundle,
 * under 2 KB gzip; the results and Pagefind only behind a dynamic import. Measured by bundling the control
 * with everything outside src/search left out (those modules are in the
 * entry anyway), and, when a production build is present, checked on the
 * entry chunks the build made.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ja } from '../../src/i18n/ja.ts';
import { en } from '../../src/i18n/en.ts';
import { appDirOf, distDirFromEnv } from '../../src/config/dist-dir.ts';

/** 0.8 KB before the dialog's frame was part of the page (a1f82dd); 1.7 KB with it. */
const BUDGET = 2 * 1024;
/** The production build's app bundles, when one was made ($SITE_DIST_DIR/app). */
const APP_DIR = appDirOf(distDirFromEnv());
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

async function controlBundle(): Promise<string> {
  const search = resolve('src/search');
  const result = await build({
    entryPoints: [join(search, 'search-control.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'search-only',
        setup(b) {
          // Only statically imported src/search modules count; the rest of the app is in the entry already.
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            const inSearch = args.path.startsWith('.') && resolve(args.resolveDir, args.path).startsWith(search);
            return inSearch && args.kind !== 'dynamic-import' ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('the search in the entry bundle', () => {
  it('is the button, the shortcut and the dialog frame only, under 2 KB gzip with their strings', async () => {
    const code = await controlBundle();
    expect(code).toMatch(/import\("\.\/search-results\.tsx"\)/); // the results are a chunk of their own
    expect(code).not.toContain('/pagefind/');
    expect(code).not.toContain('search-result__');
    const strings = gz(JSON.stringify([ja.search, en.search])); // the results' own strings load with them (src/i18n/search.ts)
    const total = gz(code) + strings;
    console.log(`search in the entry: ${gz(code)} B code + ${strings} B strings = ${total} B gzip`);
    expect(total).toBeLessThan(BUDGET);
  });

  it.skipIf(!existsSync(join(APP_DIR, 'assets.json')))('leaves the results and Pagefind out of the built entry chunks', () => {
    const manifest = JSON.parse(readFileSync(join(APP_DIR, 'assets.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[] }
    >;
    // The browser entry imports the app at the visitor's first act (pages/+client.ts, src/client/intent.ts), the
    // consent banner on a first visit and the progress bar with a link clicked before that.
    expect(manifest['pages/+client.ts']?.dynamicImports).toContain('src/client/entry.tsx');
    expect(manifest['src/client/entry.tsx']?.dynamicImports).toContain('src/search/search-results.tsx');
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const entry of ['pages/+client.ts', ...(manifest['pages/+client.ts']?.dynamicImports ?? [])]) visit(entry);
    expect(seen).not.toContain('src/search/search-results.tsx');
    for (const key of seen) {
      const code = readFileSync(join(APP_DIR, 'client', manifest[key]?.file ?? ''), 'utf8');
      expect(code, key).not.toContain('search-result__');
      expect(code, key).not.toContain('/pagefind/pagefind.js');
    }
  });
});
