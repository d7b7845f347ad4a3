/**
 * What the thank-you pages show about one submission, as data the intake
 * API returns for a receipt token. The same shapes render on the server
 * (no-JavaScript page loads) and in the browser.
 */
import type { FormId } from './form-shape.ts';

/** Receipt tokens: 22+ URL-safe characters (at least 128 random bits). */
export const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export interface ReadinessReceipt {
  form: 'readiness';
  score: number;
  maxScore: number;
  level: 1 | 2 | 3 | 4;
  receivedAt: string;
}
export interface QparcReceipt {
  form: 'qparc';
  name: string;
  organisation: string;
  sessions: string[];
  receivedAt: string;
}
export interface ContactReceipt {
  form: 'contact';
  receivedAt: string;
}
export type Receipt = ReadinessReceipt | QparcReceipt | ContactReceipt;

/** The API's answer to an accepted submission. */
export interface SubmissionAccepted {
  id: number;
  receipt: string;
  redirectTo: string;
}

/** Where each form's visitor goes after an accepted submission. */
export function thanksPath(form: FormId, locale: 'ja' | 'en', receipt: string): string {
  switch (form) {
    case 'contact':
      return locale === 'en' ? '/en/contact/thanks' : '/contact/thanks';
    case 'readiness':
      return `/readiness-check/thanks?receipt=${encodeURIComponent(receipt)}`;
    case 'qparc':
      return `/qparc/2025/apply/${encodeURIComponent(receipt)}`;
  }
}
