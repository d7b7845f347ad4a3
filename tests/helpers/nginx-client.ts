/**
 * A visitor of the nginx under test (tests/helpers/nginx.ts): HTTPS requests
 * from a chosen loopback address, trusting the test's certificate, and who
 * answered each one according to nginx's access log.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's own address (all of 127/8 is the machine's own on Linux). */
  from?: string;
  /** The TLS server name (SNI); default the site's host. */
  servername?: string;
}

export interface NginxClient {
  request(path: string, options?: RequestOptions): Promise<Answer>;
  /** The path with a query of its own, so that its line in the access log is found (the query changes nothing served). */
  probe(path: string): string;
  /** Who answered `METHOD uri` (a probe): nginx itself (no upstream) or the site server. */
  answeredBy(method: string, uri: string): Promise<'nginx' | 'server'>;
}

export function nginxClient(target: { host: string; port: number; ca: string; accessLog: () => Promise<string> }): NginxClient {
  let probes = 0;
  return {
    request: (path, { method = 'GET', headers = {}, body, from = '127.0.0.1', servername = target.host } = {}) =>
      new Promise((resolve, reject) => {
        const { port, ca } = target;
        const options = { host: '127.0.0.1', port, servername, ca, localAddress: from, method, path, agent: false };
        const req = request({ ...options, headers: { host: target.host, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(body);
      }),
    probe: (path) => `${path}${path.includes('?') ? '&' : '?'}probe=${++probes}`,
    async answeredBy(method, uri) {
      // nginx writes the line once the request is finished, which may be just after the client has its answer.
      for (let tries = 0; tries < 100; tries++) {
        const line = (await target.accessLog()).split('\n').find((l) => l.startsWith(`${method} ${uri} `));
        if (line) return line.endsWith('upstream=-') ? 'nginx' : 'server';
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nginx logged no ${method} ${uri}:\n${await target.accessLog()}`);
    },
  };
}
