/**
 * The words for a form's choices in each language: the form draws them (ui/form-text.ts), and staff
 * notifications name a visitor's choice with them (server/intake/transports.ts). The stored value stays the code.
 */
import type { Locale } from '../i18n/locales.ts';
import type { inquiryTypes, qparcParticipantTypes } from './form-shape.ts';

export const choiceLabels = {
  ja: {
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
  },
  en: {
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
  },
} satisfies Record<
  Locale,
  {
    inquiryTypes: Record<(typeof inquiryTypes)[number], string>;
    participantTypes: Record<(typeof qparcParticipantTypes)[number], string>;
  }
>;
