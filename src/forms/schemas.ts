/**
 * One schema per form, shared by the browser (field messages before
 * submitting) and the server (the authority). Field names are the names of
 * the HTML inputs, so a urlencoded post without JavaScript parses the same.
 */
import { z } from 'zod';
import {
  choice,
  choices,
  consent,
  email,
  honeypot,
  idempotencyKey,
  optionalPhone,
  optionalText,
  parseIssueMessage,
  requiredText,
  type FieldError,
} from './fields.ts';
import { HONEYPOT_FIELD, inquiryTypes, qparcParticipantTypes, qparcSessions, type FormId } from './form-shape.ts';

/** Fields every form carries besides its own. */
const common = {
  /** Honeypot: filled means spam (see form-shape.ts). */
  [HONEYPOT_FIELD]: honeypot,
  idempotencyKey,
};

export const contactSchema = z.object({
  ...common,
  inquiryType: choice(inquiryTypes),
  company: requiredText(100),
  department: optionalText(100),
  name: requiredText(60),
  email,
  phone: optionalPhone,
  message: requiredText(4000, { min: 10, multiline: true }),
  privacyConsent: consent,
});

const points = choice(['0', '1', '2', '3'] as const);

export const readinessSchema = z.object({
  ...common,
  q1: points,
  q2: points,
  q3: points,
  q4: points,
  q5: points,
  q6: points,
  q7: points,
  company: requiredText(100),
  department: optionalText(100),
  name: requiredText(60),
  email,
  privacyConsent: consent,
});

export const qparcSchema = z.object({
  ...common,
  name: requiredText(60),
  nameKana: optionalText(60),
  email,
  organisation: requiredText(100),
  participantType: choice(qparcParticipantTypes),
  role: requiredText(100),
  sessions: choices(qparcSessions, 1, qparcSessions.length),
  researchInterest: optionalText(2000, { multiline: true }),
  privacyConsent: consent,
  codeOfConductConsent: consent,
});

export const formSchemas = { contact: contactSchema, readiness: readinessSchema, qparc: qparcSchema } as const satisfies Record<
  FormId,
  z.ZodType
>;
export type FormValues<F extends FormId> = z.output<(typeof formSchemas)[F]>;

export type ValidationResult<F extends FormId> =
  { ok: true; data: FormValues<F> } | { ok: false; errors: Partial<Record<string, FieldError>> };

/** Validates raw input (JSON or parsed urlencoded); the first problem of each field is reported. */
export function validateForm<F extends FormId>(form: F, input: unknown): ValidationResult<F> {
  const result = formSchemas[form].safeParse(input);
  if (result.success) return { ok: true, data: result.data as FormValues<F> };
  const errors: Partial<Record<string, FieldError>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    // A missing field makes zod say "expected string": that is "required" to a visitor.
    errors[field] ??=
      issue.code === 'invalid_type' && issue.message.includes('expected') ? { code: 'required' } : parseIssueMessage(issue.message);
  }
  return { ok: false, errors };
}
