/**
 * Field rules shared by every form, in the browser and on the server. Errors
 * carry a code (and a limit) rather than text: the UI words them in the
 * page's language (i18n `forms.errors`), the API returns the codes.
 */
import { z } from 'zod';

// No `new Function` probe or JIT: the site's Content-Security-Policy forbids eval (src/prerender/csp.ts).
z.config({ jitless: true });

export type ErrorCode = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'choice' | 'consent' | 'minChoices' | 'maxChoices';
export interface FieldError { code: ErrorCode; limit?: number }

/** zod issue message format: `code` or `code:limit`. */
const msg = (code: ErrorCode, limit?: number) => (limit === undefined ? code : `${code}:${limit}`);

export function parseIssueMessage(message: string): FieldError {
  const [code, limit] = message.split(':');
  return { code: (code as ErrorCode) ?? 'required', limit: limit === undefined ? undefined : Number(limit) };
}

/** Browsers and urlencoded posts send text; normalise line breaks and surrounding space. */
const normalise = (v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : v);

export const requiredText = (max: number, min = 1) =>
  z.preprocess(
    normalise,
    z
      .string(msg('required'))
      .min(1, msg('required'))
      .min(min, msg('tooShort', min))
      .max(max, msg('tooLong', max)),
  );

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (normalise(v) === '' || v === null ? undefined : normalise(v)),
    z.string(msg('required')).max(max, msg('tooLong', max)).optional(),
  );

/** Practical address check (the server never sends mail to unverified input anyway). */
export const email = z.preprocess(
  normalise,
  z
    .string(msg('required'))
    .min(1, msg('required'))
    .max(254, msg('tooLong', 254))
    .regex(/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/u, msg('email')),
);

/** Digits with common separators; Japanese full-width digits are accepted and converted. */
export const optionalPhone = z.preprocess(
  (v) => {
    const s = normalise(v);
    if (s === '' || s === null || s === undefined) return undefined;
    return typeof s === 'string' ? s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[ー－‐―]/g, '-') : s;
  },
  z.string(msg('phone')).max(20, msg('tooLong', 20)).regex(/^\+?[0-9][0-9\s\-()]{5,}$/, msg('phone')).optional(),
);

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, msg('choice')));

/** Multiple choices; a single urlencoded value arrives as a string. */
export const choices = <T extends readonly [string, ...string[]]>(values: T, min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(values, msg('choice'))).min(min, msg('minChoices', min)).max(max, msg('maxChoices', max)),
  );

/** A checkbox that must be ticked: `true`, or what an HTML form posts (`on`). */
export const consent = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.literal(true, msg('consent')));

/** Hidden from people; bots fill it. Any value marks the submission as spam. */
export const honeypot = z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string());

/** Client-made key so a retried submit stores one record. */
export const idempotencyKey = z.preprocess(normalise, z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg('required')));
