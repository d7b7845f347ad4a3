/**
 * POST /api/forms/{form}: checks in the order that costs least first
 * (origin, type, size, syntax, validation), then the rate limit and storage
 * in one write: with PostgreSQL the rate limit is a round trip to the shared
 * database, which costs more than reading and validating a body of at most
 * 32 KiB, and a valid post's count and insert are one statement. A post
 * turned away before that still counts (turnAway): over the limit, any post
 * is answered 429.
 * JSON posts get JSON; urlencoded posts (no JavaScript) get pages/redirects.
 * A honeypot hit goes the same way as any post (a bot must not be able to
 * tell), except that its row is flagged spam and nobody is notified.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { Locale } from '../../src/i18n/locales.ts';
import { clientAddress } from '../client-address.ts';
import { idempotencyKey } from '../../src/forms/fields.ts';
import { HONEYPOT_FIELD, type FormId } from '../../src/forms/form-shape.ts';
import { errorMessage } from '../../src/forms/messages.ts';
import { readinessResult } from '../../src/forms/readiness-questions.ts';
import { thanksPath, type SubmissionAccepted } from '../../src/forms/receipts.ts';
import { validateForm, type FormValues } from '../../src/forms/schemas.ts';
import { bodyKind, parseBody, readBody, type BodyKind } from './http-body.ts';
import { noticePage, sendHtml, validationErrorPage } from './no-js-pages.ts';
import { isCrossSitePost, pagesOrigin } from './origin.ts';
import type { RateLimit } from '../rate-limit.ts';
import { redirect, sendJson } from '../respond.ts';
import type { NewSubmission } from './submissions.ts';
import type { IntakeStore } from './store.ts';
import type { Logger } from '../logger.ts';

/** What a form post came to: stored, turned away (origin, type, size, syntax, validation), a honeypot hit, or over the rate limit. */
export type FormOutcome = 'accepted' | 'refused' | 'spam' | 'rate-limited';

export interface FormPostContext {
  store: IntakeStore;
  /** Posts per client and form (FORM_RATE_LIMIT), counted by the store: in memory for SQLite's one server, in PostgreSQL for all. */
  rateLimit: RateLimit;
  allowedOrigins: readonly string[];
  hashIp(ip: string): string;
  /** Tells the outbox worker there is something to deliver. */
  nudge(): void;
  logger: Logger;
  /** Counts the post's outcome (server/metrics.ts). */
  record(form: FormId, outcome: FormOutcome): void;
}

const locales: Record<FormId, readonly Locale[]> = { contact: ['ja', 'en'], readiness: ['ja'], qparc: ['ja'] };

/** Scripts get JSON (its `redirectTo` a path on the pages' own origin); a browser without JavaScript is redirected. */
function accepted(res: ServerResponse, kind: BodyKind, status: 200 | 201, answer: SubmissionAccepted, noJsLocation: string): void {
  if (kind === 'urlencoded') redirect(res, noJsLocation);
  else sendJson(res, status, answer);
}

export async function handleFormPost(
  ctx: FormPostContext,
  form: FormId,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (isCrossSitePost(req.headers, ctx.allowedOrigins)) {
    ctx.record(form, 'refused');
    sendJson(res, 403, { message: 'Cross-origin form posts are not accepted' });
    return;
  }
  const kind = bodyKind(req.headers['content-type']);
  const origin = pagesOrigin(req.headers, ctx.allowedOrigins);
  // Before the body is read, only the query can name the language (the English no-JS form posts to ?locale=en).
  const early: Locale = url.searchParams.get('locale') === 'en' && locales[form].includes('en') ? 'en' : 'ja';
  // The client as its keyed hash (an HMAC: once per post): with PostgreSQL the rate limit's key is stored.
  const client = ctx.hashIp(clientAddress(req));
  const rateKey = `${form} ${client}`;
  const tooMany = (retryAfterSeconds: number) => {
    ctx.record(form, 'rate-limited');
    const headers = { 'Retry-After': retryAfterSeconds };
    if (kind === 'urlencoded') sendHtml(res, 429, noticePage('tooMany', form, early, retryAfterSeconds, origin), headers);
    else sendJson(res, 429, { message: 'Too many submissions; try again later' }, headers);
  };
  /** Every post counts against the rate limit, a refused one too: over the limit, the answer is 429 whatever was wrong. */
  const turnAway = async (outcome: 'refused' | 'spam', answer: () => void) => {
    const rate = await ctx.store.rateHit(rateKey, ctx.rateLimit);
    if (!rate.ok) return tooMany(rate.retryAfterSeconds);
    ctx.record(form, outcome);
    answer();
  };
  if (!kind)
    return turnAway('refused', () => sendJson(res, 415, { message: 'Send application/json or application/x-www-form-urlencoded (UTF-8)' }));
  const refuse = (status: 400 | 413, message: string) =>
    turnAway('refused', () => {
      // Close the connection after a refused body: its unread rest must not be taken for the next request.
      const headers: Record<string, string> = status === 413 ? { Connection: 'close' } : {};
      if (kind === 'urlencoded')
        sendHtml(res, status, noticePage(status === 413 ? 'tooLarge' : 'badRequest', form, early, 0, origin), headers);
      else sendJson(res, status, { message }, headers);
    });
  const text = await readBody(req);
  if (!text.ok) {
    if (text.problem === 'aborted')
      res.destroy(); // the client has gone: nothing to answer or count
    else if (text.problem === 'tooLarge') await refuse(413, 'The request body is larger than 32 KiB');
    else await refuse(400, 'The request body is not valid UTF-8');
    return;
  }
  const parsed = parseBody(kind, text.text);
  if (!parsed.ok) return refuse(400, parsed.message);
  const body = parsed.value;

  const requested: unknown = url.searchParams.get('locale') ?? body.locale ?? 'ja';
  const locale = locales[form].find((l) => l === requested);
  // Only a string is echoed: String() of a posted object may throw (`{"toString":"x"}`).
  if (!locale)
    return refuse(400, `Unsupported locale for this form: ${typeof requested === 'string' ? requested.slice(0, 10) : typeof requested}`);

  // Checked on the raw body: the schema accepts any honeypot value, it only marks the post.
  const spam = isFilled(body[HONEYPOT_FIELD]);
  const spamLog = (outcome: string, submission?: number) =>
    ctx.logger.info({ event: 'honeypot', form, outcome, submission, client: client.slice(0, 12) }, `honeypot: ${form} post ${outcome}`);
  if (spam) {
    // Not awaited: a refused real post answers without a commit, so a refused trapped one must too.
    ctx.store.countSpam(form).catch((err: unknown) => ctx.logger.error({ event: 'spam-count', err }, 'spam count failed'));
  }
  if (kind === 'urlencoded' && !idempotencyKey.safeParse(body.idempotencyKey).success) {
    // A static HTML form cannot carry a per-visitor key: derive one from the content, so a
    // resubmitted identical post (double click, reload) is still stored once.
    const { idempotencyKey: _ignored, ...rest } = body;
    body.idempotencyKey =
      'nojs-' +
      createHash('sha256')
        .update(JSON.stringify([form, locale, client, rest]))
        .digest('base64url')
        .slice(0, 40);
  }

  const result = validateForm(form, body);
  if (!result.ok) {
    return turnAway(spam ? 'spam' : 'refused', () => {
      if (spam) spamLog('refused as invalid');
      if (kind === 'urlencoded') return sendHtml(res, 422, validationErrorPage(form, locale, result.errors, origin));
      const messages: Record<string, string> = {};
      for (const [field, error] of Object.entries(result.errors)) if (error) messages[field] = errorMessage(locale, form, field, error);
      sendJson(res, 422, { errors: result.errors, messages });
    });
  }

  // Counted and stored in one write (one statement with PostgreSQL).
  const admitted = await ctx.store.admit(rateKey, ctx.rateLimit, {
    ...toSubmission(form, locale, result.data, client, String(req.headers['user-agent'] ?? '')),
    spam,
  });
  if (!admitted.ok) return tooMany(admitted.retryAfterSeconds);
  const stored = admitted.stored;
  ctx.record(form, spam ? 'spam' : 'accepted');
  if (spam) spamLog('stored as spam', stored.id);
  else if (stored.created) ctx.nudge();
  // A repeated key answers with the first submission's receipt and language: the same result as the first time.
  const redirectTo = thanksPath(stored.form, stored.locale, stored.receipt);
  // From pages on another origin (a CDN: `origin`), a browser without JavaScript goes back there for the contact
  // form's thank-you page. The readiness and QPARC pages show the receipt, which without JavaScript only this server
  // can fill in (receipt-pages.ts): those stay on this server.
  const noJsLocation = stored.form === 'contact' ? `${origin}${redirectTo}` : redirectTo;
  accepted(res, kind, stored.created ? 201 : 200, { id: stored.id, receipt: stored.receipt, redirectTo }, noJsLocation);
}

const isFilled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false);

function toSubmission<F extends FormId>(form: F, locale: Locale, values: FormValues<F>, ipHash: string, userAgent: string): NewSubmission {
  const { [HONEYPOT_FIELD]: _honeypot, idempotencyKey: key, ...data } = values;
  const submission: NewSubmission = { form, locale, idempotencyKey: key, data, ipHash, userAgent: userAgent.slice(0, 256) };
  if (form === 'readiness') {
    const d = data as Record<string, unknown>;
    const answers = { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0 };
    for (const q of Object.keys(answers) as (keyof typeof answers)[]) answers[q] = Number(d[q]);
    const { score, level } = readinessResult(answers);
    submission.score = score;
    submission.level = level.level;
  }
  return submission;
}
