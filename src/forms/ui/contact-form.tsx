import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { format } from '../../i18n/dictionary.ts';
import { inquiryTypes, isInquiryType } from '../form-shape.ts';
import { formText } from './form-text.ts';
import { FormShell } from './form-shell.tsx';
import { ChoiceGroup, PrivacyConsent, TextField } from './fields.tsx';

/** A position a visitor can apply for (from the careers page), by the id its apply link carries. */
export interface PositionRef {
  id: string;
  title: string;
}

/**
 * `?type=trial|brochure|recruit|…` preselects the enquiry type, and `&position=<id>` starts the message
 * with the position applied for. Done after hydration: the page is pre-rendered once for every query,
 * so the server HTML cannot know it (and must equal the first client render). Without JavaScript the
 * visitor picks the type themselves.
 */
function usePreselection(locale: Locale, positions: readonly PositionRef[]) {
  const [params] = useSearchParams();
  const type = params.get('type');
  const position = params.get('position');
  useEffect(() => {
    if (isInquiryType(type)) {
      const radio = document.querySelector<HTMLInputElement>(`#field-inquiryType input[value="${type}"]`);
      if (radio) radio.checked = true;
    }
    const title = positions.find((p) => p.id === position)?.title;
    const message = document.getElementById('field-message');
    if (title && message instanceof HTMLTextAreaElement && message.value.trim() === '') {
      message.value = format(formText[locale].positionMessage, { title });
    }
  }, [type, position, locale, positions]);
}

export function ContactForm({ locale, positions = [] }: { locale: Locale; positions?: readonly PositionRef[] }) {
  const text = formText[locale];
  usePreselection(locale, positions);
  return (
    <FormShell form="contact" locale={locale} submitLabel={text.submit}>
      <ChoiceGroup name="inquiryType" columns options={inquiryTypes.map((value) => ({ value, label: text.inquiryTypes[value] }))} />
      <TextField name="company" required autoComplete="organization" hint={text.companyHint} maxLength={100} />
      <TextField name="department" autoComplete="organization-title" maxLength={100} />
      <TextField name="name" required autoComplete="name" maxLength={60} />
      <TextField name="email" type="email" required autoComplete="email" maxLength={254} />
      <TextField name="phone" type="tel" autoComplete="tel" hint={text.phoneHint} maxLength={20} />
      <TextField name="message" required multiline hint={text.messageHint} maxLength={4000} />
      <PrivacyConsent />
    </FormShell>
  );
}
