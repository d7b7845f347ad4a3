/**
 * Request bodies of form posts: which content types are accepted, how much
 * is read (32 KiB; every form fits in far less), and how they are parsed.
 */
import type { IncomingMessage } from 'node:http';
import qs from 'qs';

export const MAX_BODY_BYTES = 32 * 1024;
/** After refusing a body, this much more is read and dropped so the client sees the 413 before the socket closes. */
const DRAIN_BYTES = 1024 * 1024;
/** qs's documented defaults, passed explicitly so a library upgrade cannot loosen them. */
export const QS_OPTIONS = { depth: 5, parameterLimit: 1000 } as const;

/** JSON from the React forms; urlencoded from plain HTML forms without JavaScript. */
export type BodyKind = 'json' | 'urlencoded';

export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const [type = '', ...params] = (contentType ?? '').toLowerCase().split(';').map((p) => p.trim());
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  // Bodies are decoded as UTF-8; another declared charset would be misread.
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return undefined;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return undefined;
}

export type BodyText = { ok: true; text: string } | { ok: false; problem: 'tooLarge' | 'encoding' | 'aborted' };

/** Reads at most `limit` bytes; a larger body is refused without being buffered. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyText> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyText) => {
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
        if (drained > DRAIN_BYTES) req.socket.destroy();
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
    req.on('end', () => {
      try {
        finish({ ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) });
      } catch {
        finish({ ok: false, problem: 'encoding' });
      }
    });
    req.on('error', () => finish({ ok: false, problem: 'aborted' }));
    req.on('close', () => finish({ ok: false, problem: 'aborted' }));
  });
}

export type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export function parseBody(kind: BodyKind, text: string): ParsedBody {
  if (kind === 'urlencoded') return { ok: true, value: qs.parse(text, QS_OPTIONS) as Record<string, unknown> };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'The request body must be a JSON object' };
  return { ok: true, value: value as Record<string, unknown> };
}
