import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const contactThanks: PageCopies = {
  ja: {
    title: 'お問い合わせありがとうございました',
    description: `${company.shortName.ja}へのお問い合わせを受け付けました。受付確認メールの送付から担当者からのご連絡まで、今後の流れと、お待ちいただく間にご覧いただける情報をご案内します。`,
    lead: 'お問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡いたします。',
    sections: [
      {
        id: 'next-steps',
        heading: '今後の流れ',
        paragraphs: [
          'ご入力いただいたメールアドレスに、受付確認の自動返信メールをお送りしました。原則として2営業日以内に、担当者からメールでご連絡します。土日祝日や年末年始にいただいたお問い合わせは、翌営業日以降に順次対応いたします。',
          `数分経っても自動返信メールが届かない場合は、メールアドレスの入力誤りや迷惑メールフォルダへの振り分けが考えられます。お手数ですが、${company.email} まで直接ご連絡ください。`,
        ],
      },
      {
        id: 'while-you-wait',
        heading: 'お待ちいただく間に',
        paragraphs: [
          '各サービスの詳細はサービス紹介ページで、量子計算の基礎やユースケースの考え方はコラム記事でご覧いただけます。現在の準備状況を整理したい場合は、無料の量子レディネス診断もご活用ください。打ち合わせの際に、より具体的なお話ができるようになります。',
        ],
      },
    ],
  },
  en: {
    title: 'Thank you for contacting us',
    description: `We have received your enquiry to ${company.shortName.en}. Here is what happens next, when to expect a reply, and what to do if our confirmation email does not arrive.`,
    lead: 'Thank you. We have received your enquiry and a member of our team will be in touch shortly.',
    sections: [
      {
        id: 'next-steps',
        heading: 'What happens next',
        paragraphs: [
          'We have sent an automatic confirmation to the email address you gave us, and we will reply in person within two business days. Enquiries received at weekends, on Japanese public holidays or over the New Year break will be answered from the next business day.',
          `If the confirmation has not arrived within a few minutes, the address may have been mistyped or the message may be in your spam folder. Please write to us directly at ${company.email}.`,
        ],
      },
      {
        id: 'while-you-wait',
        heading: 'While you wait',
        paragraphs: [
          'You can read more about each of our services on the Services page, or see our technology page for how we approach quantum chemistry, noise and fault tolerance. It can help to jot down the research questions you would most like to discuss, so that our first conversation can be as specific as possible.',
        ],
      },
    ],
  },
};
