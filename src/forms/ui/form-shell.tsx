/**
 * The <form> around every form. Without JavaScript it is a plain urlencoded
 * POST to the intake API (which answers with a redirect or an error page);
 * with JavaScript the submit goes through the route's action instead.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActionData, useLocation, useNavigation, useSubmit } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/dictionary.ts';
import { fieldOrder, HONEYPOT_FIELD, type FormId } from '../form-shape.ts';
import { errorMessage } from '../messages.ts';
import type { FormActionResult } from '../client-action.ts';
import { FormContext } from './form-context.ts';
import { formText } from './form-text.ts';
import { InlineText } from '../../components/inline-text.tsx';
import { apiUrl } from '../../config/api-origin.ts';

/**
 * The submit validates with zod, in the route action (client-action.ts, a chunk of its own, so the page
 * does not load it): fetched as soon as the visitor starts filling the form. A failure here is retried,
 * and reported, by the submit's own import.
 */
const loadValidation = () => {
  import('../client-action.ts').catch(() => {});
};

/** A fresh idempotency key per form visit: a retried submit reuses it. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

interface Props {
  form: FormId;
  locale: Locale;
  submitLabel: string;
  children: ReactNode;
}

export function FormShell({ form, locale, submitLabel, children }: Props) {
  const result = useActionData<FormActionResult>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const text = formText[locale];
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const errors = result?.errors ?? {};
  const listed = fieldOrder[form].filter((name) => errors[name]);
  // A problem with a field the visitor cannot see (e.g. the idempotency key) is our fault, not theirs.
  const formError = result?.formError ?? (Object.keys(errors).some((name) => !fieldOrder[form].includes(name)) ? 'failed' : undefined);
  const submitting = navigation.state === 'submitting';

  useEffect(() => {
    // Once, after hydration: the server's HTML cannot hold these values, so they cannot be initial state.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after mount, by design
    setIdempotencyKey(newKey()); // Pre-rendered pages cannot carry one: it must differ per visit.
    setEnhanced(true); // Our own messages replace the browser's once JavaScript runs.
  }, []);
  useEffect(() => {
    if (result?.errors && Object.keys(result.errors).length > 0) summaryRef.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void submit(event.currentTarget, { method: 'post', action: pathname });
  };

  return (
    <FormContext.Provider value={{ form, locale, errors }}>
      <form
        className="form"
        method="post"
        action={apiUrl(`/api/forms/${form}?locale=${locale}`)}
        noValidate={enhanced}
        onSubmit={onSubmit}
        onFocus={loadValidation}
      >
        {listed.length > 0 && (
          <div className="error-summary" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
            <h2 id="error-summary-title">
              <InlineText text={format(text.summaryTitle, { count: listed.length })} />
            </h2>
            <ul>
              {listed.map((name) => {
                const error = errors[name];
                return error ? (
                  <li key={name}>
                    <a href={`#field-${name}`}>{errorMessage(locale, form, name, error)}</a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        )}
        {formError && (
          <p className="form__alert" role="alert">
            <InlineText
              text={formError === 'rateLimited' ? format(text.rateLimited, { seconds: result?.retryAfter ?? 60 }) : text[formError]}
            />
          </p>
        )}
        {/*
          The bot trap, kept out of reach of people and of autofill: a meaningless name, id and label;
          autocomplete="off" (Chrome may ignore it, but has nothing to match it against); the opt-outs of
          1Password, LastPass, Bitwarden and Dashlane; off screen, out of the tab order and the accessibility tree.
        */}
        <div className="form-aux" aria-hidden="true">
          <label htmlFor={`${form}-${HONEYPOT_FIELD}`}>{text.honeypot}</label>
          <input
            id={`${form}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
            defaultValue=""
          />
        </div>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {children}
        <button type="submit" className="button button--large form__submit" disabled={submitting} aria-disabled={submitting}>
          {submitting ? text.sending : submitLabel}
        </button>
      </form>
    </FormContext.Provider>
  );
}
