import type { Locale } from '../../i18n/locales.ts';
import { inquiryTypes } from '../schemas.ts';
import { formText } from './form-text.ts';
import { FormShell } from './form-shell.tsx';
import { ChoiceGroup, PrivacyConsent, TextField } from './fields.tsx';

export function ContactForm({ locale }: { locale: Locale }) {
  const text = formText[locale];
  return (
    <FormShell form="contact" locale={locale} submitLabel={text.submit}>
      <ChoiceGroup name="inquiryType" options={inquiryTypes.map((value) => ({ value, label: text.inquiryTypes[value] }))} />
      <TextField name="company" required autoComplete="organization" maxLength={100} />
      <TextField name="department" autoComplete="organization-title" maxLength={100} />
      <TextField name="name" required autoComplete="name" maxLength={60} />
      <TextField name="email" type="email" required autoComplete="email" maxLength={254} />
      <TextField name="phone" type="tel" autoComplete="tel" hint={text.phoneHint} maxLength={20} />
      <TextField name="message" required multiline hint={text.messageHint} maxLength={4000} />
      <PrivacyConsent />
    </FormShell>
  );
}
