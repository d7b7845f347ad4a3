/**
 * A request body as raw bytes, bounded: a webhook's signature covers the
 * exact bytes sent, so they are not decoded (decoding would drop a BOM).
 */
import type { IncomingMessage } from 'node:http';

export type RawBody = { ok: true; raw: Buffer } | { ok: false; problem: 'tooLarge' | 'aborted' };

export function readRawBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: RawBody) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    const refuse = () => {
      finish({ ok: false, problem: 'tooLarge' });
      chunks.length = 0;
      req.resume(); // drop the rest, so the 413 reaches the client before the socket closes
    };
    if (Number.isFinite(declared) && declared > limit) return refuse();
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, raw: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, problem: 'aborted' }));
    req.on('close', () => finish({ ok: false, problem: 'aborted' }));
  });
}
