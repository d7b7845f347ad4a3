import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { monthJa } from './company-dates.ts';
import { qparc2025 } from './qparc-apply.ts';

/**
 * Where an applicant to QPARC 2025 lands after applying: what they sent (the
 * receipt the server or the browser fills in) and what happens until they
 * join their working group. The steps are the ones the application page
 * promises (`after-submission` in qparc-apply.ts).
 */
export const qparcComplete: PageCopies = {
  ja: {
    title: 'QPARC 2025 お申し込み完了',
    description: 'QPARC 2025へのお申し込みを受け付けました。お申し込みいただいた内容と、ワーキンググループへの参加を開始するまでの流れをご確認いただけます。',
    lead: 'QPARC 2025へのお申し込みありがとうございます。ご登録のメールアドレスに、受付確認メールをお送りしました。',
    sections: [
      {
        id: 'next',
        heading: '参加開始までの流れ',
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: '事務局からのご連絡（5営業日以内）',
                text: 'QPARC事務局がお申し込み内容を確認し、参加の可否と今後の手続きをメールでご連絡します。企業会員の場合は、会員規約と、参加を開始する月からの月割りの請求書もあわせてお送りします。',
              },
              {
                title: 'オンラインオリエンテーション',
                text: '手続きの完了後、30分程度のオリエンテーションを行います。会員専用のオンラインワークスペースにご招待し、ワーキンググループへの配属をご案内します。',
              },
              {
                title: 'ワーキンググループへの参加',
                text: `月末までに手続きを完了された場合、翌月の会合から参加いただけます。これまでの会合の記録と中間報告会の資料はワークスペースで公開していますので、${monthJa(qparc2025.finalMeeting)}の成果報告会に向けて、すぐに議論に加わることができます。`,
              },
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'お申し込み内容の変更とお問い合わせ',
        paragraphs: [
          `申込内容の変更や取り消し、ご質問は、件名に「QPARC」とご記入のうえ ${company.email} までお寄せください。このページのURLは受付番号を兼ねていますので、URLを添えていただくと確認がスムーズです。`,
          '受付確認メールが届かない場合は、迷惑メールフォルダをご確認のうえ、同じ窓口までご連絡ください。',
        ],
      },
    ],
  },
};
