/** What staff read in a notification (webhook, e-mail, log line): the form, its type in words, the fields. */
import { describe, expect, it } from 'vitest';
import { notificationText, notificationTitle, type Notification } from '../../server/intake/transports.ts';

const contact = (inquiryType: string): Notification => ({
  id: 42,
  form: 'contact',
  locale: 'ja',
  receivedAt: '2026-11-20T01:23:45.000Z',
  fields: {
    inquiryType,
    company: '東都大学',
    name: '佐藤 一郎',
    email: 'ichiro@example.ac.jp',
    message: '【応募職種】量子アルゴリズム研究員\n\n博士課程に在籍しています。',
    privacyConsent: true,
  },
});

describe('staff notification text', () => {
  it('names a job application in the title and the type line, with the stored code beside the words', () => {
    expect(notificationTitle(contact('recruit'))).toBe('お問い合わせ（採用へのご応募・ご質問）');
    const text = notificationText(contact('recruit'));
    expect(text.split('\n')[0]).toBe('お問い合わせ（採用へのご応募・ご質問） #42 (contact, ja)');
    expect(text).toContain('お問い合わせの種類: 採用へのご応募・ご質問（recruit）');
    expect(text).toContain('お問い合わせ内容: \n  【応募職種】量子アルゴリズム研究員\n  \n  博士課程に在籍しています。');
    expect(text).not.toContain('プライバシーポリシー');
  });

  it('does the same for brochure requests and trials, and leaves other forms’ titles alone', () => {
    expect(notificationTitle(contact('brochure'))).toBe('お問い合わせ（会社案内資料のご請求）');
    expect(notificationTitle(contact('trial'))).toBe('お問い合わせ（Qamuy 無料トライアルのお申し込み）');
    // A value from before a type was renamed or removed still shows, as its code.
    expect(notificationTitle(contact('retired-type'))).toBe('お問い合わせ');
    expect(notificationText(contact('retired-type'))).toContain('お問い合わせの種類: retired-type');
    const qparc: Notification = {
      id: 7,
      form: 'qparc',
      locale: 'ja',
      receivedAt: '2026-11-20T01:23:45.000Z',
      fields: { participantType: 'academic', sessions: ['kickoff', 'hands-on'] },
    };
    expect(notificationTitle(qparc)).toBe('QPARC 2025 参加申し込み');
    expect(notificationText(qparc)).toContain('所属の種類: 大学（academic）');
    expect(notificationText(qparc)).toContain('参加するセッション: kickoff, hands-on');
  });
});
