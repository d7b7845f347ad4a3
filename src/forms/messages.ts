/**
 * Words for the forms in both languages: field labels and error messages.
 * Shared by the React forms and the server's no-JavaScript error page.
 */
import type { Locale } from '../i18n/locales.ts';
import { format } from '../i18n/dictionary.ts';
import type { FieldError, ErrorCode } from './fields.ts';
import type { FormId } from './form-shape.ts';

const errorTexts: Record<Locale, Record<ErrorCode, string>> = {
  ja: {
    required: '{label}を入力してください。',
    tooShort: '{label}は{limit}文字以上で入力してください。',
    tooLong: '{label}は{limit}文字以内で入力してください。',
    email: 'メールアドレスの形式で入力してください（例：name@example.co.jp）。',
    phone: '電話番号は数字とハイフンで入力してください（例：03-1234-5678）。',
    choice: '{label}を選択してください。',
    consent: '{label}への同意が必要です。',
    minChoices: '{label}を{limit}つ以上選択してください。',
    maxChoices: '{label}は{limit}つまで選択できます。',
    textDirection:
      '{label}に、文字を逆向きに表示させる制御文字（目に見えない特殊な文字）が含まれています。お手数ですが、入力し直してください。',
  },
  en: {
    required: 'Enter your {label}.',
    tooShort: '{label} must be at least {limit} characters.',
    tooLong: '{label} must be {limit} characters or fewer.',
    email: 'Enter an email address like name@example.com.',
    phone: 'Enter a phone number using digits, spaces or hyphens (e.g. +81 3 1234 5678).',
    choice: 'Choose {label}.',
    consent: 'Please agree to the {label} to continue.',
    minChoices: 'Choose at least {limit} {label}.',
    maxChoices: 'Choose no more than {limit} {label}.',
    textDirection: '{label} contains an invisible control character that reverses the text direction. Please type it again.',
  },
};

type Labels = Record<string, string>;
const shared: Record<Locale, Labels> = {
  ja: {
    company: '会社名・団体名',
    department: '部署名',
    name: 'お名前',
    email: 'メールアドレス',
    phone: '電話番号',
    privacyConsent: 'プライバシーポリシー',
  },
  en: {
    company: 'Company or organisation',
    department: 'Department',
    name: 'Name',
    email: 'Email address',
    phone: 'Phone number',
    privacyConsent: 'Privacy policy',
  },
};

export const fieldLabels: Record<FormId, Partial<Record<Locale, Labels>>> = {
  contact: {
    ja: { ...shared.ja, inquiryType: 'お問い合わせの種類', message: 'お問い合わせ内容' },
    en: { ...shared.en, inquiryType: 'What is your enquiry about?', message: 'Message' },
  },
  readiness: {
    ja: {
      ...shared.ja,
      q1: '質問1の回答',
      q2: '質問2の回答',
      q3: '質問3の回答',
      q4: '質問4の回答',
      q5: '質問5の回答',
      q6: '質問6の回答',
      q7: '質問7の回答',
    },
  },
  qparc: {
    ja: {
      ...shared.ja,
      nameKana: 'ふりがな',
      organisation: '所属機関',
      participantType: '所属の種類',
      role: '役職・専門',
      sessions: '参加するセッション',
      researchInterest: '関心のある研究テーマ',
      codeOfConductConsent: '行動規範',
    },
  },
};

export function fieldLabel(locale: Locale, form: FormId, field: string): string {
  return fieldLabels[form][locale]?.[field] ?? fieldLabels[form].ja?.[field] ?? field;
}

/**
 * English error messages name a field inside a sentence ("Enter your email
 * address.", "Choose a type of enquiry."): these words, not the label the form
 * shows. Japanese sentences use the label itself.
 */
const inSentence: Labels = {
  company: 'company or organisation',
  department: 'department',
  name: 'name',
  email: 'email address',
  phone: 'phone number',
  privacyConsent: 'privacy policy',
  inquiryType: 'a type of enquiry',
  message: 'message',
};

function sentenceLabel(locale: Locale, form: FormId, field: string): string {
  return (locale === 'en' ? inSentence[field] : undefined) ?? fieldLabel(locale, form, field);
}

export function errorMessage(locale: Locale, form: FormId, field: string, error: FieldError): string {
  const template = errorTexts[locale][error.code] ?? errorTexts[locale].required;
  const text = format(template, { label: sentenceLabel(locale, form, field), limit: error.limit ?? '' });
  // English labels start sentences in some messages.
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
