/**
 * A request body as raw bytes, at most `limit` of them: a larger body is
 * refused without being buffered. Raw, because a webhook's signature covers
 * the exact bytes sent (decoding would drop a BOM); form posts decode it
 * themselves (server/intake/http-body.ts).
 *
 * Not the `raw-body` package: on a body over the limit it stops reading and leaves the rest unread, so
 * a client still sending sees its connection reset instead of our 413; this reads and drops up to
 * DRAIN_BYTES more first (tests/integration/publish.test.ts: a 6 MiB webhook body gets its 413).
 */
import type { IncomingMessage } from 'node:http';

/**
 * After refusing a body, up to this much more (or twice the limit, if more) is read and dropped so
 * the client sees the 413 before the socket closes.
 */
const DRAIN_BYTES = 1024 * 1024;

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
      // Keep reading (and dropping) a little so the answer is not lost to a TCP reset, then cut the client off.
      let drained = 0;
      req.removeAllListeners('data');
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > Math.max(DRAIN_BYTES, 2 * limit)) req.socket.destroy();
      });
    };
    if (Number.isFinite(declared) && declared > limit) {
      refuse();
      return;
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refuse();
      else chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, raw: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, problem: 'aborted' }));
    req.on('close', () => finish({ ok: false, problem: 'aborted' }));
  });
}
