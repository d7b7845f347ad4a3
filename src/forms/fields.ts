/**
 * Field rules shared by every form, in the browser and on the server. Errors
 * carry a code (and a limit) rather than text: the UI words them in the
 * page's language (i18n `forms.errors`), the API returns the codes.
 */
import { z } from 'zod';

// No `new Function` probe or JIT: the site's Content-Security-Policy forbids eval (src/prerender/csp.ts).
z.config({ jitless: true });

export type ErrorCode =
  'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'choice' | 'consent' | 'minChoices' | 'maxChoices' | 'textDirection';
export interface FieldError {
  code: ErrorCode;
  limit?: number;
}

/** zod issue message format: `code` or `code:limit`. */
const msg = (code: ErrorCode, limit?: number) => (limit === undefined ? code : `${code}:${limit}`);

export function parseIssueMessage(message: string): FieldError {
  const [code, limit] = message.split(':');
  return { code: (code as ErrorCode) ?? 'required', limit: limit === undefined ? undefined : Number(limit) };
}

/** Browsers and urlencoded posts send text; normalise line breaks and surrounding space. */
const normalise = (v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : v);

/**
 * Input hygiene (shared by browser and server, so both agree on what is kept):
 * - C0/C1 control characters and DEL are stripped: nobody can type or see them,
 *   so removing them loses nothing; tab and line feed stay in multi-line fields
 *   and become a space in single-line ones (what a paste from a spreadsheet means).
 * - Bidi embeddings and isolates (U+202A–U+202C, U+2066–U+2069) are stripped:
 *   they arrive invisibly with pasted text (apps wrap names in FSI…PDI) and only
 *   move runs of text, so the letters are kept in the order they were typed.
 * - Bidi overrides (LRO/RLO, U+202D/U+202E) are refused (`textDirection`): they
 *   display letters in another order than typed, so stripping them would store
 *   something other than what the visitor saw, and keeping them would show staff
 *   something other than what is stored. The visitor sees the reversed text in
 *   the field, so the message points at something they can find.
 * - LRM/RLM/ALM (U+200E, U+200F, U+061C) are kept in free text: they cannot
 *   reorder letters and belong in right-to-left names; in e-mail addresses and
 *   phone numbers, where they are never meant, they are stripped.
 */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const BIDI_EMBEDDING = /[\u202A-\u202C\u2066-\u2069]/g;
const BIDI_MARK = /[\u200E\u200F\u061C]/g;
export const BIDI_OVERRIDE = /[\u202D\u202E]/;

/** Cleans typed text as described above; non-strings pass through for zod to refuse. */
export function cleanText(v: unknown, multiline = false): unknown {
  if (typeof v !== 'string') return v;
  let s = v.replace(/\r\n?|[\u2028\u2029]/g, '\n');
  if (!multiline) s = s.replace(/[\t\n]/g, ' ');
  return s.replace(CONTROL, '').replace(BIDI_EMBEDDING, '').trim();
}

const cleanSymbols = (v: unknown) => {
  const s = cleanText(v);
  return typeof s === 'string' ? s.replace(BIDI_MARK, '') : s;
};

const noOverride = (s: string) => !BIDI_OVERRIDE.test(s);

interface TextOptions {
  min?: number;
  multiline?: boolean;
}

export const requiredText = (max: number, { min = 1, multiline = false }: TextOptions = {}) =>
  z.preprocess(
    (v) => cleanText(v, multiline),
    z
      .string(msg('required'))
      .refine(noOverride, msg('textDirection'))
      .min(1, msg('required'))
      .min(min, msg('tooShort', min))
      .max(max, msg('tooLong', max)),
  );

export const optionalText = (max: number, { multiline = false }: Omit<TextOptions, 'min'> = {}) =>
  z.preprocess(
    (v) => {
      const s = cleanText(v, multiline);
      return s === '' || s === null ? undefined : s;
    },
    z.string(msg('required')).refine(noOverride, msg('textDirection')).max(max, msg('tooLong', max)).optional(),
  );

/** Practical address check (the server never sends mail to unverified input anyway). */
export const email = z.preprocess(
  cleanSymbols,
  z
    .string(msg('required'))
    .refine(noOverride, msg('textDirection'))
    .min(1, msg('required'))
    .max(254, msg('tooLong', 254))
    .regex(/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/u, msg('email')),
);

/** Digits with common separators; Japanese full-width digits are accepted and converted. */
export const optionalPhone = z.preprocess(
  (v) => {
    const s = cleanSymbols(v);
    if (s === '' || s === null || s === undefined) return undefined;
    return typeof s === 'string'
      ? s.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[ー－‐―]/g, '-')
      : s;
  },
  z
    .string(msg('phone'))
    .refine(noOverride, msg('textDirection'))
    .max(20, msg('tooLong', 20))
    .regex(/^\+?[0-9][0-9\s\-()]{5,}$/, msg('phone'))
    .optional(),
);

export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, msg('choice')));

/** Multiple choices; a single urlencoded value arrives as a string. */
export const choices = <T extends readonly [string, ...string[]]>(values: T, min: number, max: number) =>
  z.preprocess(
    (v): unknown[] => (v === undefined || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
    z
      .array(z.enum(values, msg('choice')))
      .min(min, msg('minChoices', min))
      .max(max, msg('maxChoices', max)),
  );

/** A checkbox that must be ticked: `true`, or what an HTML form posts (`on`). */
export const consent = z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1', z.literal(true, msg('consent')));

export const honeypot = z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string());

/** Client-made key so a retried submit stores one record. */
export const idempotencyKey = z.preprocess(normalise, z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg('required')));
