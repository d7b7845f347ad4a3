import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const contact: PageCopies = {
  ja: {
    title: 'お問い合わせ',
    description: `${company.shortName.ja}へのお問い合わせ窓口です。サービスの導入相談、共同研究やQPARCへの参加、取材のご依頼などを承ります。送信後の流れと、回答までの目安をご案内します。`,
    lead: '量子計算の活用について、まだ漠然とした段階でも構いません。お気軽にご相談ください。',
    sections: [
      {
        id: 'topics',
        heading: 'お問い合わせいただける内容',
        paragraphs: [
          'CRS、Qamuy、QURI、QS、MIQANなど各サービスの導入相談やお見積もり、Qamuyの無料トライアルのお申し込み、会社案内資料のご請求、共同研究やQPARCへの参加のご相談、講演・取材のご依頼、パートナーシップのご提案などを承っています。',
          '採用へのご応募と選考についてのご質問も、このフォームで種別「採用へのご応募・ご質問」を選んでお送りください。採用担当が直接お返事します。すでにサービスをご利用中のお客様の技術的なお問い合わせは、各サービスのサポート窓口をご利用ください。',
        ],
      },
      {
        id: 'after-submission',
        heading: '送信後の流れ',
        paragraphs: [
          'お問い合わせを送信すると、受付確認の自動返信メールをお送りします。内容を確認したうえで、担当者からメールでご連絡します。導入のご相談の場合は、オンラインでの打ち合わせ（30〜60分程度）をご提案し、課題やご予算をお伺いしたうえで、最適なサービスの組み合わせや進め方をご提案します。',
          '秘密保持契約（NDA）の締結が必要な場合は、打ち合わせの前に対応いたします。具体的な研究テーマの詳細は、NDA締結後にお伺いしますので、最初のお問い合わせには公開可能な範囲の内容をご記入ください。',
        ],
      },
      {
        id: 'response-time',
        heading: '回答までの目安',
        paragraphs: [
          '原則として2営業日以内にご回答します（営業時間：平日10:00〜18:00、土日祝日・年末年始を除く）。内容によっては、専門の担当者が確認するためにお時間をいただく場合がありますが、その際もまず受付のご連絡を差し上げます。',
          `自動返信メールが届かない場合は、迷惑メールフォルダをご確認のうえ、${company.email} まで直接ご連絡ください。`,
        ],
      },
    ],
  },
  en: {
    title: 'Contact us',
    description: `Get in touch with ${company.shortName.en} about our services, joint research, QPARC or media requests. Here is what happens after you send your enquiry.`,
    lead: 'Even if your plans for quantum computing are still at an early stage, we are happy to talk them through.',
    sections: [
      {
        id: 'topics',
        heading: 'What we can help with',
        paragraphs: [
          'Contact us about CRS, Qamuy, QURI, QS or any of our other services, including quotes, a free Qamuy trial or our company brochure; about joint research or joining QPARC; about speaking and media requests; or with partnership proposals.',
          'Job applications and questions about our hiring process come through this form too: choose “Applying for a job” and our recruiting team will reply to you directly. If you are already a customer and have a technical question, please use the support channel for your service.',
        ],
      },
      {
        id: 'after-submission',
        heading: 'What happens next',
        paragraphs: [
          'As soon as you send your enquiry, you will receive an automatic confirmation email. A member of our team will then review it and reply by email. For service enquiries, we usually suggest a 30 to 60-minute online meeting to understand your goals and budget before recommending the right combination of services and a way forward.',
          'If you need a non-disclosure agreement, we can sign one before the meeting. Please keep your first message to information you can share publicly; we will discuss the details of your research once an NDA is in place.',
        ],
      },
      {
        id: 'response-time',
        heading: 'Response times',
        paragraphs: [
          'We aim to reply within two business days. Our office hours are 10:00 to 18:00 Japan Standard Time, Monday to Friday, excluding Japanese public holidays and the New Year break. If your question needs input from a specialist it may take a little longer, but we will always confirm that we have received it first.',
          `If the confirmation email does not arrive, please check your spam folder and then write to us directly at ${company.email}.`,
        ],
      },
    ],
  },
};
