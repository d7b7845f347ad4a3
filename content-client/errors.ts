/**
 * How failures of the content API surface to callers.
 *
 * The SDK already produces most of the spec'd messages (`endpoint is required`,
 * `queries is not object`, `fetch API response status: …`, and rethrows a
 * failure's `data` / `response.data` body as is). What it gets wrong for us is a
 * connection failure: it says "Network Error." with Node's useless "fetch failed"
 * as details. We replace that with a message pointing at the usual cause (a
 * wrong serviceDomain or endpoint) and the real reason taken from the error's
 * `cause` (e.g. `connect ECONNREFUSED 127.0.0.1:443`).
 */
import { isMicroCMSRequestError } from 'microcms-js-sdk';
import type { z } from 'zod';

/** An error that carries the HTTP status of a non-OK answer. */
export type StatusError = Error & { status: number };

/** The HTTP status of an SDK (or retry) error; undefined when no answer was received. */
export function statusOf(err: unknown): number | undefined {
  if (err instanceof Error && 'status' in err && typeof err.status === 'number') return err.status;
  return undefined;
}

/** Node's fetch reports "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function details(err: unknown): string {
  if (!(err instanceof Error)) return typeof err === 'string' ? err : (JSON.stringify(err) ?? '');
  const cause: unknown = err.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return err.message;
}

/** Reads `data` or `response.data` the way the SDK does, so both paths agree. */
function bodyOf(err: object): unknown {
  const e = err as { data?: unknown; response?: { data?: unknown } };
  if (e.data) return e.data;
  if (e.response?.data) return e.response.data;
  return undefined;
}

/**
 * Maps whatever the SDK rejected with to what the content client rethrows.
 * Returns (does not throw) so call sites read `throw toContentError(e)`.
 */
export function toContentError(err: unknown): unknown {
  // A body attached to the failure is the most precise information there is: pass it on untouched.
  if (err !== null && typeof err === 'object') {
    const body = bodyOf(err);
    if (body !== undefined) return body;
  }
  if (isMicroCMSRequestError(err)) {
    if (err.status !== undefined) return err; // "fetch API response status: N", status kept on the error
    return new Error(`serviceDomain or endpoint may be wrong.\n Details: ${details(err.originalError)}`, {
      cause: err.originalError,
    });
  }
  return err; // validation errors of the SDK ("endpoint is required", …) are already right
}

/** An answer from the CMS that does not match the content model in schemas.ts. */
export class ContentValidationError extends Error {
  override name = 'ContentValidationError';
  /** e.g. `news/abc` or `home` */
  readonly where: string;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(where: string, issues: readonly z.core.$ZodIssue[]) {
    super(issues.map((i) => `${where}: ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('\n'));
    this.where = where;
    this.issues = issues;
  }
}

/** The pull gave up after retrying; keeps the last status so callers can still branch on it. */
export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError';
  readonly status: number | undefined;
  constructor(what: string, tries: number, last: unknown) {
    const lastMessage = last instanceof Error ? last.message : String(last);
    super(`${what}: gave up after ${tries} tries: ${lastMessage}`, { cause: last });
    this.status = statusOf(last);
  }
}
