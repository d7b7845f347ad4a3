/**
 * POST /api/csp-report: where browsers report Content-Security-Policy
 * violations, in both formats (the legacy `report-uri` body and the
 * Reporting API's `report-to` list). Each report becomes one log event
 * (`csp-violation`) with the directive, the blocked URL and the page,
 * queries and fragments dropped (they can carry receipt tokens). Bounded: small bodies, at most a
 * few reports per request, rate-limited per client and in total, so a
 * hostile page cannot flood the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { readRawBody } from './raw-body.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import { clientAddress } from './client-address.ts';
import { CSP_REPORT_PATH } from '../src/prerender/security-headers.ts';
import { printable } from './log-text.ts';
import type { Logger } from './logger.ts';

const BODY_LIMIT = 16 * 1024;
const REPORTS_PER_REQUEST = 5;
const ACCEPTED_TYPES = /^application\/(csp-report|reports\+json|json)\s*(;|$)/i;

const text = z.string().max(4096).optional();
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': z.number().optional(),
  }),
});
const reportingApiReports = z.array(
  z.object({
    type: z.string(),
    body: z
      .object({ documentURL: text, effectiveDirective: text, blockedURL: text, sourceFile: text, lineNumber: z.number().optional() })
      .optional(),
  }),
);

interface Violation {
  page?: string;
  directive?: string;
  blocked?: string;
  source?: string;
  line?: number;
}

/** An URL without query and fragment (`inline`, `eval` and other keywords stay as they are), printable and short. */
function logSafe(value: string | undefined): string {
  if (!value) return '-';
  let out = value;
  try {
    const url = new URL(value);
    out = url.origin === 'null' ? url.protocol : url.origin + url.pathname;
  } catch {
    out = value.replace(/[?#].*$/, '');
  }
  return printable(out);
}

function violations(body: unknown): Violation[] | undefined {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        page: r['document-uri'],
        directive: r['effective-directive'] ?? r['violated-directive'],
        blocked: r['blocked-uri'],
        source: r['source-file'],
        line: r['line-number'],
      },
    ];
  }
  const list = reportingApiReports.safeParse(body);
  if (!list.success) return undefined;
  return list.data
    .filter((r) => r.type === 'csp-violation' && r.body)
    .map(({ body: b }) => ({
      page: b?.documentURL,
      directive: b?.effectiveDirective,
      blocked: b?.blockedURL,
      source: b?.sourceFile,
      line: b?.lineNumber,
    }));
}

export interface CspReportOptions {
  logger: Logger;
  /** Per client (default 10 a minute) and for everyone together (default 60 a minute). */
  perClient?: RateLimit;
  overall?: RateLimit;
}

export function createCspReports({
  logger,
  perClient = { max: 10, windowMs: 60_000 },
  overall = { max: 60, windowMs: 60_000 },
}: CspReportOptions) {
  const clientLimit = createRateLimiter(perClient);
  const overallLimit = createRateLimiter(overall);
  let dropped = 0;

  const answer = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Length': 0, ...headers }).end();
  };

  /** Answers CSP reports; false for any other path. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== CSP_REPORT_PATH) return false;
    if (req.method !== 'POST') {
      answer(res, 405, { Allow: 'POST' });
      return true;
    }
    if (!ACCEPTED_TYPES.test(String(req.headers['content-type'] ?? ''))) {
      answer(res, 415);
      return true;
    }
    const body = await readRawBody(req, BODY_LIMIT);
    if (!body.ok) {
      if (body.problem === 'tooLarge') answer(res, 413, { Connection: 'close' });
      else res.destroy();
      return true;
    }
    let parsed: Violation[] | undefined;
    try {
      parsed = violations(JSON.parse(body.raw.toString('utf8')));
    } catch {
      parsed = undefined;
    }
    if (!parsed) {
      answer(res, 400);
      return true;
    }
    const limited = !clientLimit.hit(clientAddress(req)).ok || !overallLimit.hit('all').ok;
    if (limited) {
      dropped += parsed.length;
      answer(res, 429, { 'Retry-After': '60' });
      return true;
    }
    if (dropped > 0) {
      logger.warn({ event: 'csp-violation', dropped }, `csp-violation: ${dropped} report(s) dropped by the rate limit`);
      dropped = 0;
    }
    for (const v of parsed.slice(0, REPORTS_PER_REQUEST)) {
      const fields = { directive: logSafe(v.directive), blocked: logSafe(v.blocked), page: logSafe(v.page) };
      const source = v.source ? { source: `${logSafe(v.source)}${v.line ? `:${v.line}` : ''}` } : {};
      logger.warn({ event: 'csp-violation', ...fields, ...source }, `csp-violation: ${fields.directive} blocked=${fields.blocked}`);
    }
    answer(res, 204);
    return true;
  };
}
