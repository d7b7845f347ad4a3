/**
 * Request bodies of form posts: which content types are accepted, how much
 * is read (32 KiB; every form fits in far less), and how they are parsed.
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseContentType } from 'content-type';
import qs from 'qs';
import { readRawBody } from '../raw-body.ts';

export const MAX_BODY_BYTES = 32 * 1024;
/** qs's documented defaults, passed explicitly so a library upgrade cannot loosen them. */
export const QS_OPTIONS = { depth: 5, parameterLimit: 1000 } as const;

/** JSON from the React forms; urlencoded from plain HTML forms without JavaScript. */
export type BodyKind = 'json' | 'urlencoded';

export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const { type, parameters } = parseContentType(contentType ?? '');
  const charset = parameters['charset']?.toLowerCase();
  // Bodies are decoded as UTF-8; another declared charset would be misread.
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return undefined;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return undefined;
}

export type BodyText = { ok: true; text: string } | { ok: false; problem: 'tooLarge' | 'encoding' | 'aborted' };

/** Reads at most `limit` bytes as UTF-8 text; a larger body is refused without being buffered. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyText> {
  const body = await readRawBody(req, limit);
  if (!body.ok) return body;
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.raw) };
  } catch {
    return { ok: false, problem: 'encoding' };
  }
}

export type ParsedBody = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

export function parseBody(kind: BodyKind, text: string): ParsedBody {
  if (kind === 'urlencoded') return { ok: true, value: qs.parse(text, QS_OPTIONS) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The request body is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'The request body must be a JSON object' };
  return { ok: true, value: value as Record<string, unknown> };
}
