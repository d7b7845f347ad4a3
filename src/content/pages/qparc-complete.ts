import type { PageCopies } from '../page-copy.ts';

export const qparcComplete: PageCopies = {
  ja: {
    title: 'QPARC 2025 お申し込み完了',
    description: 'QPARC 2025 プログラムへのお申し込みを受け付けました。受付内容と今後の流れをご確認いただけます。',
    lead: 'QPARC 2025 へのお申し込みありがとうございます。ご登録のメールアドレスに受付確認メールをお送りしました。',
    sections: [
      {
        id: 'next',
        heading: '今後の流れ',
        paragraphs: [
          '事務局でお申し込み内容を確認し、5営業日以内に参加可否とオリエンテーションのご案内をメールでお送りします。',
          'このページの URL は受付番号を兼ねています。お問い合わせの際は URL をお知らせいただくと、確認がスムーズです。',
        ],
      },
    ],
  },
};
