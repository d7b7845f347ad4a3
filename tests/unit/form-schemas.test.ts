/**
 * The form schemas as both the browser and the server use them: what is
 * accepted, and which error code each kind of bad input gets.
 *
 * Lengths are counted as zod 4 counts them: Unicode code points, not UTF-16
 * units (`string.length`) and not graphemes. A kanji is one, an emoji like 😀
 * is one (two UTF-16 units), a ZWJ sequence like 👨‍👩‍👧 is five (what a person
 * sees as one), a decomposed é is two. The same schema runs in the browser,
 * so the two always agree; an HTML `maxlength` attribute would count UTF-16
 * units instead and so stop earlier for emoji — never later.
 */
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../src/forms/schemas.ts';
import { fieldOrder, formIds, HONEYPOT_FIELD, inquiryTypes, type FormId } from '../../src/forms/form-shape.ts';
import { formText } from '../../src/forms/ui/form-text.ts';
import { errorMessage } from '../../src/forms/messages.ts';

const key = 'abcdefghijklmnop1234';

const valid = {
  contact: {
    inquiryType: 'product',
    company: '株式会社テスト',
    name: '山田 太郎',
    email: 'taro@example.co.jp',
    message: '量子化学計算について相談したいです。',
    privacyConsent: true,
    idempotencyKey: key,
  },
  readiness: {
    q1: '0',
    q2: '1',
    q3: '2',
    q4: '3',
    q5: '0',
    q6: '1',
    q7: '2',
    company: 'Example Inc.',
    name: 'Taro',
    email: 'taro@example.com',
    privacyConsent: true,
    idempotencyKey: key,
  },
  qparc: {
    name: '佐藤 一郎',
    email: 'ichiro@example.ac.jp',
    organisation: '東都大学',
    participantType: 'academic',
    role: '准教授',
    sessions: ['kickoff', 'hands-on'],
    privacyConsent: true,
    codeOfConductConsent: true,
    idempotencyKey: key,
  },
} satisfies Record<FormId, Record<string, unknown>>;

function errorsOf(form: FormId, input: Record<string, unknown>) {
  const result = validateForm(form, input);
  return result.ok ? {} : result.errors;
}

describe('valid input', () => {
  it.each(formIds)('%s accepts JSON-shaped input', (form) => {
    expect(validateForm(form, valid[form]).ok).toBe(true);
  });

  it('accepts what an HTML form posts without JavaScript (all strings)', () => {
    const contact = validateForm('contact', { ...valid.contact, privacyConsent: 'on', [HONEYPOT_FIELD]: '' });
    expect(contact.ok && contact.data.privacyConsent).toBe(true);
    const qparc = validateForm('qparc', {
      ...valid.qparc,
      sessions: 'kickoff',
      privacyConsent: 'on',
      codeOfConductConsent: 'on',
      nameKana: '',
    });
    expect(qparc.ok && qparc.data.sessions).toEqual(['kickoff']);
    expect(qparc.ok && qparc.data.nameKana).toBeUndefined();
    expect(validateForm('readiness', { ...valid.readiness, privacyConsent: 'on' }).ok).toBe(true);
  });

  it('trims surrounding space and normalises line breaks', () => {
    const result = validateForm('contact', {
      ...valid.contact,
      company: '  株式会社テスト  ',
      message: '一行目です。\r\n二行目です。\r三行目',
    });
    expect(result.ok && result.data.company).toBe('株式会社テスト');
    expect(result.ok && result.data.message).toBe('一行目です。\n二行目です。\n三行目');
  });

  it('takes a job application, a brochure request and a Qamuy trial as contact types, each worded in both languages', () => {
    for (const type of ['recruit', 'brochure', 'trial']) {
      expect(validateForm('contact', { ...valid.contact, inquiryType: type }).ok, type).toBe(true);
    }
    expect(formText.ja.inquiryTypes.recruit).toContain('採用');
    expect(formText.ja.inquiryTypes.brochure).toContain('資料');
    expect(formText.en.inquiryTypes.recruit).toMatch(/job/i);
    expect(formText.en.inquiryTypes.brochure).toMatch(/brochure/i);
    // Every type has its words in both languages (the record types say so too; this guards a cast).
    for (const locale of ['ja', 'en'] as const) expect(Object.keys(formText[locale].inquiryTypes).sort()).toEqual([...inquiryTypes].sort());
  });

  it('converts full-width phone digits and dashes', () => {
    const result = validateForm('contact', { ...valid.contact, phone: '０３ー１２３４ー５６７８' });
    expect(result.ok && result.data.phone).toBe('03-1234-5678');
    expect(validateForm('contact', { ...valid.contact, phone: '+81 3 1234 5678' }).ok).toBe(true);
  });
});

describe('error codes', () => {
  it('contact: one documented code per invalid field', () => {
    expect(errorsOf('contact', {})).toEqual({
      inquiryType: { code: 'choice' },
      company: { code: 'required' },
      name: { code: 'required' },
      email: { code: 'required' },
      message: { code: 'required' },
      privacyConsent: { code: 'consent' },
      idempotencyKey: { code: 'required' },
    });
    expect(
      errorsOf('contact', { ...valid.contact, inquiryType: 'lunch', email: 'taro@', phone: '12', message: '短い', privacyConsent: 'off' }),
    ).toEqual({
      inquiryType: { code: 'choice' },
      email: { code: 'email' },
      phone: { code: 'phone' },
      message: { code: 'tooShort', limit: 10 },
      privacyConsent: { code: 'consent' },
    });
  });

  it('readiness: answers must be 0–3', () => {
    expect(errorsOf('readiness', { ...valid.readiness, q1: '4', q2: '', q3: 3 })).toEqual({
      q1: { code: 'choice' },
      q2: { code: 'choice' },
      q3: { code: 'choice' },
    });
  });

  it('qparc: sessions, participant type and both consents', () => {
    expect(errorsOf('qparc', { ...valid.qparc, sessions: [], participantType: 'student', codeOfConductConsent: false })).toEqual({
      sessions: { code: 'minChoices', limit: 1 },
      participantType: { code: 'choice' },
      codeOfConductConsent: { code: 'consent' },
    });
    expect(errorsOf('qparc', { ...valid.qparc, sessions: ['kickoff', 'party'] })).toEqual({ sessions: { code: 'choice' } });
    expect(errorsOf('qparc', { ...valid.qparc, sessions: [...Array(9)].map(() => 'kickoff') })).toEqual({
      sessions: { code: 'maxChoices', limit: 8 },
    });
  });

  it('refuses a malformed idempotency key', () => {
    for (const idempotencyKey of ['short', 'x'.repeat(65), 'has spaces in it ok?']) {
      expect(errorsOf('contact', { ...valid.contact, idempotencyKey })).toEqual({ idempotencyKey: { code: 'required' } });
    }
  });

  it('only reports fields the page shows (plus the key)', () => {
    for (const form of formIds) {
      for (const field of Object.keys(errorsOf(form, {}))) expect([...fieldOrder[form], 'idempotencyKey']).toContain(field);
    }
  });
});

describe('lengths', () => {
  const limits: [FormId, string, number][] = [
    ['contact', 'company', 100],
    ['contact', 'department', 100],
    ['contact', 'name', 60],
    ['contact', 'message', 4000],
    ['readiness', 'company', 100],
    ['readiness', 'name', 60],
    ['qparc', 'name', 60],
    ['qparc', 'nameKana', 60],
    ['qparc', 'organisation', 100],
    ['qparc', 'role', 100],
    ['qparc', 'researchInterest', 2000],
  ];

  it.each(limits)('%s.%s: exactly %i characters is fine, one more is tooLong', (form, field, max) => {
    expect(errorsOf(form, { ...valid[form], [field]: 'あ'.repeat(max) })).toEqual({});
    expect(errorsOf(form, { ...valid[form], [field]: 'あ'.repeat(max + 1) })).toEqual({ [field]: { code: 'tooLong', limit: max } });
  });

  it('message needs at least 10 characters (after trimming)', () => {
    expect(errorsOf('contact', { ...valid.contact, message: 'あ'.repeat(10) })).toEqual({});
    expect(errorsOf('contact', { ...valid.contact, message: `  ${'あ'.repeat(9)}  ` })).toEqual({
      message: { code: 'tooShort', limit: 10 },
    });
  });

  it('email is limited to 254 characters', () => {
    expect(errorsOf('contact', { ...valid.contact, email: `${'a'.repeat(242)}@example.com` })).toEqual({});
    expect(errorsOf('contact', { ...valid.contact, email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: { code: 'tooLong', limit: 254 },
    });
  });

  it('counts characters as zod does: code points (an emoji is one, a ZWJ family five)', () => {
    expect(errorsOf('contact', { ...valid.contact, name: '😀'.repeat(60) })).toEqual({});
    expect(errorsOf('contact', { ...valid.contact, name: '😀'.repeat(61) })).toEqual({ name: { code: 'tooLong', limit: 60 } });
    expect(errorsOf('contact', { ...valid.contact, name: `${'a'.repeat(56)}👨‍👩‍👧` })).toEqual({ name: { code: 'tooLong', limit: 60 } });
    expect(errorsOf('contact', { ...valid.contact, message: '🙏'.repeat(9) })).toEqual({ message: { code: 'tooShort', limit: 10 } });
    expect(validateForm('contact', { ...valid.contact, message: 'よろしくお願いします🙏👨‍👩‍👧' }).ok).toBe(true);
  });

  it('answers very long input with tooLong, not a crash', () => {
    const huge = '量'.repeat(100_000);
    expect(errorsOf('contact', { ...valid.contact, message: huge, company: huge, phone: '1'.repeat(100_000) })).toEqual({
      message: { code: 'tooLong', limit: 4000 },
      company: { code: 'tooLong', limit: 100 },
      phone: { code: 'tooLong', limit: 20 },
    });
  });

  it('refuses non-text values where text is expected', () => {
    expect(errorsOf('contact', { ...valid.contact, company: ['a', 'b'], name: { first: 'x' } })).toEqual({
      company: { code: 'required' },
      name: { code: 'required' },
    });
  });
});

describe('input hygiene', () => {
  const RLO = '\u202E';

  it('strips control characters; tab and line breaks become spaces in single-line fields and stay in multi-line ones', () => {
    const result = validateForm('contact', {
      ...valid.contact,
      company: '株式会社\u0000テスト\u001B[31m\u007F\u0085',
      name: '山田\t太郎\n様',
      message: '一行目\u0007です。\n\t二行目\u2028三行目\u000Cです。\u009B',
    });
    expect(result.ok && [result.data.company, result.data.name, result.data.message]).toEqual([
      '株式会社テスト[31m',
      '山田 太郎 様',
      '一行目です。\n\t二行目\n三行目です。',
    ]);
    const qparc = validateForm('qparc', { ...valid.qparc, researchInterest: '触媒\r\n\t電池\u0000', role: '准教授\r\n計算化学' });
    expect(qparc.ok && [qparc.data.researchInterest, qparc.data.role]).toEqual(['触媒\n\t電池', '准教授 計算化学']);
  });

  it('counts lengths after stripping, and a field of controls only is empty', () => {
    expect(errorsOf('contact', { ...valid.contact, company: '\u0000\u0001 \u202A', department: '\u0002\u2066' })).toEqual({
      company: { code: 'required' },
    });
    expect(errorsOf('contact', { ...valid.contact, message: `${'あ'.repeat(9)}\u0000\u0000` })).toEqual({
      message: { code: 'tooShort', limit: 10 },
    });
  });

  it('strips bidi embeddings and isolates, keeping the letters in typed order', () => {
    const result = validateForm('qparc', {
      ...valid.qparc,
      name: '\u2068佐藤 一郎\u2069',
      organisation: '\u202B東都大学\u202C',
      nameKana: '\u2066さとう\u2067\u2069',
    });
    expect(result.ok && [result.data.name, result.data.organisation, result.data.nameKana]).toEqual(['佐藤 一郎', '東都大学', 'さとう']);
  });

  it('refuses bidi overrides in every text field with a message in both languages', () => {
    expect(
      errorsOf('contact', {
        ...valid.contact,
        company: `${RLO}ABC`,
        department: `\u202Dx`,
        name: `山田${RLO}`,
        email: `taro${RLO}@example.com`,
        phone: `03${RLO}12345678`,
        message: `相談があります。${RLO}よろしく`,
      }),
    ).toEqual({
      company: { code: 'textDirection' },
      department: { code: 'textDirection' },
      name: { code: 'textDirection' },
      email: { code: 'textDirection' },
      phone: { code: 'textDirection' },
      message: { code: 'textDirection' },
    });
    expect(errorsOf('qparc', { ...valid.qparc, researchInterest: `gnp.${RLO}exe` })).toEqual({
      researchInterest: { code: 'textDirection' },
    });
    expect(errorMessage('ja', 'contact', 'name', { code: 'textDirection' })).toBe(
      'お名前に、文字を逆向きに表示させる制御文字（目に見えない特殊な文字）が含まれています。お手数ですが、入力し直してください。',
    );
    expect(errorMessage('en', 'contact', 'name', { code: 'textDirection' })).toBe(
      'Name contains an invisible control character that reverses the text direction. Please type it again.',
    );
  });

  it('keeps direction marks in names but strips them from e-mail addresses and phone numbers', () => {
    const result = validateForm('contact', {
      ...valid.contact,
      name: 'Dana \u200Fכהן\u200E',
      email: '\u200Etaro@example.co.jp\u200F',
      phone: '\u200E03-1234-5678',
    });
    expect(result.ok && [result.data.name, result.data.email, result.data.phone]).toEqual([
      'Dana \u200Fכהן\u200E',
      'taro@example.co.jp',
      '03-1234-5678',
    ]);
    expect(errorsOf('contact', { ...valid.contact, email: 'ta\u0001ro@example.co.jp' })).toEqual({});
  });
});

describe('honeypot', () => {
  it('has a name no autofill vocabulary matches, and accepts any value under both names (the server flags it)', () => {
    expect(HONEYPOT_FIELD).not.toMatch(
      /web|url|site|home|page|name|mail|phone|tel|hp|fax|company|org|addr|zip|post|city|country|user|pass|card|address/i,
    );
    const result = validateForm('contact', { ...valid.contact, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(result.ok).toBe(true);
  });
});
