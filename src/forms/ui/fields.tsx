/**
 * Accessible form fields: a visible label, required/optional marked in words,
 * hints and errors tied with aria-describedby, aria-invalid on error.
 * Inputs are uncontrolled, so nothing typed is lost when a submit fails.
 */
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '../../routes.ts';
import { useField } from './form-context.ts';
import { InlineText } from '../../components/inline-text.tsx';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function FieldMessage({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;
}

function Mark({ required }: { required: boolean }) {
  const { text } = useField('');
  return <span className={required ? 'field__mark field__mark--required' : 'field__mark'}>{required ? text.required : text.optional}</span>;
}

interface TextFieldProps {
  name: string;
  label?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  hint?: string;
  maxLength?: number;
}

export function TextField({ name, label, type = 'text', required = false, autoComplete, multiline, hint, maxLength }: TextFieldProps) {
  const f = useField(name);
  const props = {
    id: f.id,
    name,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': f.error ? true : undefined,
    'aria-describedby': describedBy(hint && f.hintId, f.error && f.errorId),
  };
  return (
    <div className="field">
      <label htmlFor={f.id} className="field__label">
        {label ?? f.label} <Mark required={required} />
      </label>
      {hint && (
        <p id={f.hintId} className="field__hint">
          <InlineText text={hint} />
        </p>
      )}
      {multiline ? <textarea {...props} rows={8} /> : <input {...props} type={type} />}
      <FieldMessage id={f.errorId} text={f.error} />
    </div>
  );
}

interface ChoiceProps {
  name: string;
  legend?: ReactNode;
  options: readonly { value: string; label: string }[];
  hint?: string;
}

/** Radio buttons (single choice) or checkboxes (several) in a fieldset; `columns` sets short options in two columns on wide screens. */
export function ChoiceGroup({
  name,
  legend,
  options,
  hint,
  multiple = false,
  required = true,
  columns = false,
}: ChoiceProps & { multiple?: boolean; required?: boolean; columns?: boolean }) {
  const f = useField(name);
  return (
    <fieldset
      className="field field--choices"
      id={f.id}
      tabIndex={-1}
      aria-invalid={f.error ? true : undefined}
      aria-describedby={describedBy(hint && f.hintId, f.error && f.errorId)}
    >
      <legend className="field__label">
        {legend ?? f.label} <Mark required={required} />
      </legend>
      {hint && (
        <p id={f.hintId} className="field__hint">
          <InlineText text={hint} />
        </p>
      )}
      <FieldMessage id={f.errorId} text={f.error} />
      <div className={columns ? 'choices choices--columns' : 'choices'}>
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input type={multiple ? 'checkbox' : 'radio'} name={name} value={o.value} required={!multiple && required} />
            <span>
              <InlineText text={o.label} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField({
  name,
  options,
  required = true,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const f = useField(name);
  return (
    <div className="field">
      <label htmlFor={f.id} className="field__label">
        {f.label} <Mark required={required} />
      </label>
      <select
        id={f.id}
        name={name}
        required={required}
        defaultValue=""
        aria-invalid={f.error ? true : undefined}
        aria-describedby={f.error ? f.errorId : undefined}
      >
        <option value="" disabled>
          —
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage id={f.errorId} text={f.error} />
    </div>
  );
}

export function ConsentField({ name, children }: { name: string; children: ReactNode }) {
  const f = useField(name);
  return (
    <div className="field field--consent">
      <label className="choice">
        <input
          type="checkbox"
          id={f.id}
          name={name}
          required
          aria-invalid={f.error ? true : undefined}
          aria-describedby={f.error ? f.errorId : undefined}
        />
        <span>
          {children} <Mark required />
        </span>
      </label>
      <FieldMessage id={f.errorId} text={f.error} />
    </div>
  );
}

export function PrivacyConsent() {
  const f = useField('privacyConsent');
  return (
    <ConsentField name="privacyConsent">
      {f.text.privacyBefore}
      <Link to={paths.page(f.locale, '/privacy_policy')} target="_blank">
        {f.text.privacyLink}
      </Link>
      {f.text.privacyAfter}
    </ConsentField>
  );
}
