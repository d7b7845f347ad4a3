/**
 * HTTP clients for the server tests: `ask` sends a request with exactly the
 * headers given (fetch would add and normalise some), `raw` writes bytes on
 * a socket, for request targets and malformed requests no client library
 * would send.
 */
import { request } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function ask(port: number, path: string, { method = 'GET', headers = {}, body }: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface RawAnswer {
  status: number;
  head: string;
  text: string;
}

/** Writes `text` on a fresh connection and reads until the server closes it (or `timeoutMs`). */
export function raw(port: number, text: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // One answer is enough: stop once a complete response with a Content-Length has arrived.
      const all = Buffer.concat(chunks)
        .toString('latin1')
        .replace(/^(HTTP\/1\.[01] 1\d\d [^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, '');
      const end = all.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(all.slice(0, end));
      if (end >= 0 && length && all.length >= end + 4 + Number(length[1])) socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      // Interim answers (100 Continue to an Expect header) come before the real one.
      const all = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^(HTTP\/1\.[01] 1\d\d [^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, '');
      const end = all.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(all)?.[1] ?? 0),
        head: end >= 0 ? all.slice(0, end) : all,
        text: end >= 0 ? all.slice(end + 4) : '',
      });
    });
  });
}

/** A header of a raw answer, lower-cased name. */
export const rawHeader = (answer: RawAnswer, name: string): string | undefined =>
  new RegExp(`\\r\\n${name}:\\s*([^\\r\\n]*)`, 'i').exec(answer.head)?.[1];
