import { createContext, useContext } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { FieldError } from '../fields.ts';
import type { FormId } from '../form-shape.ts';
import { errorMessage, fieldLabel } from '../messages.ts';
import { formText, type FormText } from './form-text.ts';

export interface FormContextValue {
  form: FormId;
  locale: Locale;
  errors: Partial<Record<string, FieldError>>;
}

export const FormContext = createContext<FormContextValue>({ form: 'contact', locale: 'ja', errors: {} });

/** Everything a field needs: ids, its label, its error text and the form's words. */
export function useField(name: string) {
  const { form, locale, errors } = useContext(FormContext);
  const error = errors[name];
  return {
    id: `field-${name}`,
    errorId: `field-${name}-error`,
    hintId: `field-${name}-hint`,
    label: fieldLabel(locale, form, name),
    error: error ? errorMessage(locale, form, name, error) : undefined,
    text: formText[locale],
    locale,
  };
}

export function useFormText(): FormText {
  return formText[useContext(FormContext).locale];
}
