/**
 * `npm run bench:first-load`: the JavaScript and CSS a first visit to each
 * page template downloads (the entry script, its preloads and stylesheets),
 * raw and gzip-compressed, from the built site in dist/client.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const templates: Record<string, string> = {
  home: '/',
  'home (en)': '/en',
  static: '/about',
  listing: '/news',
  detail: '/news/posts/qamuy-4-release',
  publications: '/publications',
  article: '/articles/20250601',
  'not found': '/404.html',
};

const htmlFile = (path: string) => join('dist/client', path.endsWith('.html') ? path : `${path === '/' ? '' : path}/index.html`);

async function main(): Promise<void> {
  const rows: string[][] = [['template', 'path', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS gzip KB', 'HTML gzip KB']];
  for (const [name, path] of Object.entries(templates)) {
    const html = await readFile(htmlFile(path), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
    const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
    const sizes = async (urls: string[]) => {
      let raw = 0;
      let gz = 0;
      for (const url of urls) {
        const body = await readFile(join('dist/client', url));
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
      }
      return { raw, gz };
    };
    const js = await sizes(scripts);
    const css = await sizes(styles);
    const kb = (n: number) => (n / 1024).toFixed(1);
    rows.push([name, path, String(scripts.length), kb(js.raw), kb(js.gz), kb(css.gz), kb(gzipSync(html, { level: 9 }).length)]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error, '\nRun `npm run build` first.');
  process.exit(1);
});
