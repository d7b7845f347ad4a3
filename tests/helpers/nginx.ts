/**
 * Debian's nginx in front of a site server, for tests/integration/nginx-proxy.test.ts.
 *
 * Found or installed the way scripts/lib/chromium.ts does Chromium: nginx,
 * the brotli_static module the shipped configuration uses and openssl (for a
 * self-signed certificate) are looked up at Debian's paths; when one is
 * missing and we are root with apt-get, the packages are installed; otherwise
 * the error says what to install. Never a silent skip.
 *
 * The configuration is the shipped one (deploy/nginx/), with only its
 * site-specific values substituted, run by a foreground nginx whose main file
 * mirrors Debian's /etc/nginx/nginx.conf.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { run } from '../../engine/run-command.ts';

export const NGINX_BINARY = '/usr/sbin/nginx';
/** What Debian's libnginx-mod-http-brotli-static installs (its modules-enabled file loads it on a real host). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const OPENSSL = '/usr/bin/openssl';
const NEEDED: Record<string, string> = {
  [NGINX_BINARY]: 'nginx',
  [BROTLI_STATIC_MODULE]: 'libnginx-mod-http-brotli-static',
  [OPENSSL]: 'openssl',
};
const missing = () => Object.keys(NEEDED).filter((path) => !existsSync(path));

export async function ensureNginx(): Promise<void> {
  if (missing().length === 0) return;
  const packages = Object.values(NEEDED);
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`nginx test: ${missing().join(', ')} missing: installing Debian's ${packages.join(', ')} (apt-get)…`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', ...packages], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
    if (missing().length === 0) return;
  }
  throw new Error(
    `The nginx proxy test needs ${Object.keys(NEEDED).join(', ')}; missing: ${missing().join(', ')}.\n` +
      `  - On Debian/Ubuntu: sudo apt-get install ${packages.join(' ')} (then run the tests again).`,
  );
}

export interface NginxSite {
  /** A directory of the test's own: rendered files, certificate, temp paths, logs. */
  dir: string;
  host: string;
  httpsPort: number;
  httpPort: number;
  upstreamPort: number;
  distDir: string;
}

/** A self-signed certificate for `host`; returns the certificate (PEM) a client is to trust. */
export async function selfSignedCertificate(dir: string, host: string): Promise<string> {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  await run(OPENSSL, [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
    ...['-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', key, '-out', cert],
  ]);
  return readFile(cert, 'utf8');
}

/** Replaces every `from` (a string or a global regex), failing when it does not occur: the shipped file changed. */
function substitute(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/aonami-site.conf no longer contains ${String(from)}: update the nginx test`);
  return typeof from === 'string' ? text.replaceAll(from, to) : text.replace(from, to);
}

/** The shipped site configuration with this test's values. */
export async function renderSiteConfig(site: NginxSite): Promise<string> {
  const pairs: [string | RegExp, string][] = [
    ['/etc/letsencrypt/live/www.aonami-quantum.example/fullchain.pem', join(site.dir, 'cert.pem')],
    ['/etc/letsencrypt/live/www.aonami-quantum.example/privkey.pem', join(site.dir, 'key.pem')],
    ['www.aonami-quantum.example', site.host],
    ['127.0.0.1:3000', `127.0.0.1:${site.upstreamPort}`],
    ['/srv/aonami-site/dist', site.distDir],
    ['/etc/nginx/snippets/aonami-site-headers.conf', resolve('deploy/nginx/aonami-site-headers.conf')],
    ['root /var/www/html;', `root ${join(site.dir, 'acme')};`],
    // IPv6 listeners: a test sandbox may have no IPv6 at all.
    [/^\s*listen \[::\]:.*$/gm, ''],
    [/\blisten 443\b/g, `listen 127.0.0.1:${site.httpsPort}`],
    [/\blisten 80\b/g, `listen 127.0.0.1:${site.httpPort}`],
  ];
  let text = await readFile('deploy/nginx/aonami-site.conf', 'utf8');
  for (const [from, to] of pairs) text = substitute(text, from, to);
  return text;
}

/** Debian's main nginx.conf, with the test's paths and an access log that names who answered. */
function mainConfig(dir: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, 'tmp', kind)};`);
  return `${process.getuid?.() === 0 ? 'user root root;' : ''}
load_module ${BROTLI_STATIC_MODULE};
worker_processes 1;
events { worker_connections 128; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  gzip on;
  ${temp.join('\n  ')}
  log_format probe '$request_method $request_uri $status upstream=$upstream_addr';
  access_log ${join(dir, 'access.log')} probe;
  include ${join(dir, 'aonami-site.conf')};
}
`;
}

export interface RunningNginx {
  child: ChildProcess;
  output: () => string;
  /** The access log: one `METHOD URI STATUS upstream=ADDRESS|-` line per request. */
  accessLog: () => Promise<string>;
}

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      done(true);
    }).on('error', () => done(false));
  });

export async function startNginx(site: NginxSite): Promise<RunningNginx> {
  await mkdir(join(site.dir, 'tmp'), { recursive: true });
  await writeFile(join(site.dir, 'aonami-site.conf'), await renderSiteConfig(site));
  await writeFile(join(site.dir, 'nginx.conf'), mainConfig(site.dir));
  const global = `daemon off; pid ${join(site.dir, 'nginx.pid')}; error_log stderr warn;`;
  const child = spawn(NGINX_BINARY, ['-p', site.dir, '-e', 'stderr', '-c', join(site.dir, 'nginx.conf'), '-g', global], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  for (let tries = 0; !(await accepts(site.httpsPort)); tries++) {
    if (child.exitCode !== null || tries > 200) throw new Error(`nginx did not start (exit ${child.exitCode}):\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output, accessLog: () => readFile(join(site.dir, 'access.log'), 'utf8').catch(() => '') };
}

export async function stopNginx(nginx: RunningNginx): Promise<void> {
  if (nginx.child.exitCode !== null) return;
  const exited = new Promise((done) => nginx.child.once('exit', done));
  nginx.child.kill('SIGTERM');
  await exited;
}
