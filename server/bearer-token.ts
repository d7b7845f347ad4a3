/**
 * The staff endpoints' bearer tokens (the export and spam marks, the publish status, the metrics): one
 * reading of `Authorization: Bearer …`, one constant-time comparison, one 401 challenge.
 */
import type { IncomingMessage } from 'node:http';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison: hashing first makes both sides the same length. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries `expected` as its bearer token. */
export function hasBearerToken(req: IncomingMessage, expected: string): boolean {
  const given = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim() ?? '';
  return given !== '' && tokenMatches(given, expected);
}

export const BEARER_REQUIRED = 'A valid bearer token is required';

/** The 401 answer's header, naming what the token is for. */
export const bearerChallenge = (realm: string): Record<string, string> => ({ 'WWW-Authenticate': `Bearer realm="${realm}"` });
