/**
 * The browser side of a form submit (React Router action): check the input
 * with the shared schema, post it as JSON to the intake API, then go to the
 * thank-you page. Whatever fails, the form keeps what the visitor typed.
 */
import { redirect, type ActionFunction } from 'react-router';
import type { Locale } from '../i18n/locales.ts';
import type { FieldError } from './fields.ts';
import { validateForm } from './schemas.ts';
import { apiUrl } from '../config/api-origin.ts';
import type { FormId } from './form-shape.ts';
import type { SubmissionAccepted } from './receipts.ts';

export interface FormActionResult {
  errors?: Partial<Record<string, FieldError>>;
  formError?: 'rateLimited' | 'failed' | 'offline';
  retryAfter?: number;
}

/** FormData → plain object; a name sent more than once becomes an array. */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    const values = formData.getAll(key).filter((v): v is string => typeof v === 'string');
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

export const createFormAction =
  (form: FormId, locale: Locale): ActionFunction =>
  async ({ request }): Promise<FormActionResult | Response> => {
    const input = formDataToObject(await request.formData());
    const checked = validateForm(form, input);
    if (!checked.ok) return { errors: checked.errors };
    let response: Response;
    try {
      // The service's origin when the pages are on a CDN (src/config/api-origin.ts): a CORS request, without cookies.
      response = await fetch(apiUrl(`/api/forms/${form}?locale=${locale}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(input),
        signal: request.signal,
      });
    } catch {
      return { formError: navigator.onLine ? 'failed' : 'offline' };
    }
    if (response.ok) return redirect(((await response.json()) as SubmissionAccepted).redirectTo);
    if (response.status === 422) return { errors: ((await response.json()) as { errors: FormActionResult['errors'] }).errors };
    if (response.status === 429) return { formError: 'rateLimited', retryAfter: Number(response.headers.get('Retry-After')) || 60 };
    return { formError: 'failed' };
  };
