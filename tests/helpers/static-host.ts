/**
 * A static host standing for a CDN (Netlify, Cloudflare Pages) in front of a
 * release's client files, for tests of the pages-on-a-CDN topology
 * (docs/deploy.md): it serves files and nothing else, with the rules the
 * build writes for such hosts:
 * - `_headers`: every block whose pattern matches adds its headers (the
 *   security headers and the CSP among them);
 * - `_redirects`: `308` rules redirect, `200` rules to a path rewrite (the
 *   token pages' shells). A `200` rule to another origin is a proxy rule,
 *   which this host, like many CDNs, does not have: it is left out, so the
 *   pages must reach the service across origins themselves.
 * Directories answer with their index.html, anything else with 404.html.
 * Written here rather than taken from a package: the point is to follow
 * exactly the two files the build writes, and a generic static server knows neither.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { contentType } from 'mime-types';

interface Rule {
  pattern: string;
  headers: [string, string][];
}

const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function parseRedirects(text: string): { from: string; to: string; status: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3)
    .map(([from = '', to = '', status = '']) => ({ from, to, status: Number(status) }))
    .filter((rule) => rule.to.startsWith('/')); // no proxy rules (see above)
}

/** Starts the host on 127.0.0.1 (port 0: any free one) for the files in `clientDir`. */
export async function startStaticHost(clientDir: string, port = 0): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const headerRules = parseHeaders(await readFile(join(clientDir, '_headers'), 'utf8'));
  const redirects = parseRedirects(await readFile(join(clientDir, '_redirects'), 'utf8'));

  async function fileFor(path: string): Promise<string | undefined> {
    const file = join(clientDir, normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(clientDir)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
    if (info?.isDirectory() && (await stat(join(file, 'index.html')).catch(() => undefined))?.isFile()) return join(file, 'index.html');
    return undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host');
      for (const rule of headerRules)
        if (matches(rule.pattern, url.pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const rule = redirects.find((r) => matches(r.from, url.pathname));
      if (rule?.status === 308) {
        res.writeHead(308, { Location: rule.to }).end();
        return;
      }
      const file = (await fileFor(rule?.status === 200 ? rule.to : url.pathname)) ?? join(clientDir, '404.html');
      const status = file.endsWith('404.html') && url.pathname !== '/404.html' ? 404 : 200;
      const body = await readFile(file);
      res.writeHead(status, { 'Content-Type': contentType(file.split('/').pop() ?? '') || 'application/octet-stream' });
      res.end(req.method === 'HEAD' ? undefined : body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
