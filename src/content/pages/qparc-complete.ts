import type { PageCopies } from '../page-copy.ts';

/**
 * The receipt an applicant to QPARC 2025 was sent to. Applications are closed
 * (the programme has ended), but the links applicants kept still show what
 * they applied for.
 */
export const qparcComplete: PageCopies = {
  ja: {
    title: 'QPARC 2025 お申し込みの受付内容',
    description: 'QPARC 2025 プログラムへのお申し込みの受付内容です。',
    lead: 'QPARC 2025 へのお申し込みの受付内容です。お申し込みの際に、ご登録のメールアドレスへ受付確認メールをお送りしました。',
    sections: [
      {
        id: 'next',
        heading: 'QPARC 2025 は終了しました',
        paragraphs: [
          'QPARC 2025 のプログラムは終了し、参加申込の受付も終了しています。2025年度の研究成果は、「QPARC 2025 成果報告」のページでご覧いただけます。',
          'このページの URL は受付番号を兼ねています。お問い合わせの際は URL をお知らせいただくと、確認がスムーズです。',
        ],
      },
    ],
  },
};
