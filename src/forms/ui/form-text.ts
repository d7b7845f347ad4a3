/** Words of the form UI in both languages (readiness and QPARC are Japanese only). */
import type { Locale } from '../../i18n/locales.ts';
import { phrases } from '../../typeset/breaks.ts';
import type { inquiryTypes, qparcParticipantTypes } from '../form-shape.ts';

export const formText = {
  ja: {
    required: '必須',
    optional: '任意',
    submit: '送信する',
    submitReadiness: '診断結果を見る',
    submitQparc: '申し込む',
    sending: '送信しています…',
    summaryTitle: phrases('入力内容を確認してください（{count}件）'),
    rateLimited: phrases('短時間に多くの送信がありました。{seconds}秒ほど待ってから、もう一度お試しください。'),
    failed: phrases('送信できませんでした。時間をおいてもう一度お試しください。入力した内容はそのまま残っています。'),
    offline: phrases(
      'インターネットに接続されていないため送信できません。接続を確認してから、もう一度お試しください。入力した内容はそのまま残っています。',
    ),
    privacyBefore: '',
    privacyLink: 'プライバシーポリシー',
    privacyAfter: 'に同意します',
    codeOfConduct: 'QPARC の行動規範（参加者同士の敬意、守秘義務、研究倫理の遵守）に同意します',
    honeypot: 'この欄は空のままにしてください',
    messageHint: '10文字以上、4,000文字以内でご記入ください。',
    phoneHint: '例：03-1234-5678',
    companyHint: phrases('採用へのご応募の場合は、現在のご所属（会社名・大学名など）をご記入ください。'),
    positionMessage: '【応募職種】{title}\n\n',
    sessionsHint: '1つ以上選択してください。',
    inquiryTypes: {
      product: '製品（Qamuy・QURI など）について',
      trial: 'Qamuy 無料トライアルのお申し込み',
      brochure: '会社案内資料のご請求',
      consulting: '導入・戦略のご相談',
      research: '受託研究・共同研究',
      training: '人材育成（MIQAN）',
      partnership: 'パートナーシップ',
      media: '取材・講演のご依頼',
      recruit: '採用へのご応募・ご質問',
      other: 'その他',
    },
    participantTypes: { company: '企業', academic: '大学', 'public-research': '公的研究機関', other: 'その他' },
    sectionQuestions: phrases('7つの質問'),
    sectionContact: 'ご連絡先',
    sectionApplicant: '申込者',
    sectionProgramme: 'プログラム',
  },
  en: {
    required: 'Required',
    optional: 'Optional',
    submit: 'Send',
    submitReadiness: 'See my result',
    submitQparc: 'Apply',
    sending: 'Sending…',
    summaryTitle: 'Please check the following ({count})',
    rateLimited: 'We received many messages from you in a short time. Please wait about {seconds} seconds and try again.',
    failed: 'Your message could not be sent. Please try again in a moment; what you typed is still here.',
    offline: 'You are offline, so the message could not be sent. Check your connection and try again; what you typed is still here.',
    privacyBefore: 'I agree to the ',
    privacyLink: 'privacy policy',
    privacyAfter: '',
    codeOfConduct: 'I agree to the QPARC code of conduct',
    honeypot: 'Leave this field empty',
    messageHint: 'Between 10 and 4,000 characters.',
    phoneHint: 'e.g. +81 3 1234 5678',
    companyHint: 'If you are applying for a job, tell us where you work or study now.',
    positionMessage: 'Position: {title}\n\n',
    sessionsHint: 'Choose at least one.',
    inquiryTypes: {
      product: 'Our products (Qamuy, QURI and others)',
      trial: 'A free Qamuy trial',
      brochure: 'Our company brochure',
      consulting: 'Strategy and adoption',
      research: 'Contract or joint research',
      training: 'Training (MIQAN)',
      partnership: 'Partnerships',
      media: 'Press and speaking requests',
      recruit: 'Applying for a job',
      other: 'Something else',
    },
    participantTypes: { company: 'Company', academic: 'University', 'public-research': 'Public research institute', other: 'Other' },
    sectionQuestions: 'Seven questions',
    sectionContact: 'Your details',
    sectionApplicant: 'Applicant',
    sectionProgramme: 'Programme',
  },
} satisfies Record<
  Locale,
  {
    inquiryTypes: Record<(typeof inquiryTypes)[number], string>;
    participantTypes: Record<(typeof qparcParticipantTypes)[number], string>;
    [key: string]: unknown;
  }
>;

export type FormText = (typeof formText)['ja'];
