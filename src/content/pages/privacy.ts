import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedEn } from './company-dates.ts';

export const privacy: PageCopies = {
  ja: {
    title: 'プライバシーポリシー',
    description: `${company.name.ja}のプライバシーポリシーです。取得する個人情報と利用目的、第三者提供と委託、当ウェブサイトで使用するCookieとアクセス解析、開示等の請求窓口について定めています。`,
    lead: '当社は、お客様の個人情報を、法令と本ポリシーに従って適切に取り扱います。',
    sections: [
      {
        id: 'information-and-purposes',
        heading: '取得する情報と利用目的',
        paragraphs: [
          `${company.name.ja}（以下「当社」）は、個人情報の保護に関する法律その他の関係法令を遵守します。当社は、お問い合わせ、資料請求、量子レディネス診断、セミナーやQPARCへのお申し込み、採用への応募、各サービスのご利用などを通じて、氏名、所属先、部署・役職、メールアドレス、電話番号などの情報を取得します。`,
          '取得した個人情報は、お問い合わせへの回答、サービスの提供・運用および契約の履行、資料や診断レポートの送付、セミナー・イベント・新サービスのご案内、採用選考、サービス改善のための統計的な分析の目的で利用し、これらの目的の範囲を超えて利用することはありません。ご案内のメールは、各メールに記載の方法でいつでも配信を停止できます。',
        ],
      },
      {
        id: 'sharing-and-security',
        heading: '第三者提供・委託と安全管理',
        paragraphs: [
          '当社は、ご本人の同意がある場合または法令に基づく場合を除き、個人情報を第三者に提供しません。メール配信やクラウドサービスの運用など業務の一部を外部に委託する場合は、十分な安全管理措置を講じている委託先を選定し、契約に基づいて適切に監督します。外国にある事業者に委託する場合は、法令に従って必要な措置を講じます。',
          '当社は、情報セキュリティ基本方針に基づき、アクセス権限の管理、通信と保存データの暗号化、従業員への教育などを通じて、個人情報の漏えい、滅失、毀損を防止します。',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookieとアクセス解析',
        paragraphs: [
          '当ウェブサイトは、Cookieの利用に関するお客様の選択内容を記録するため、同意管理用のCookie「cc_cookie」を設定します。保存期間は182日間です。選択内容はいつでも変更・撤回できます。',
          'お問い合わせへの導線を改善するため、ボタンの文言や配置を比較する表示テストを行う場合があります。その際、お客様に表示したパターンを記録するCookie「exp_cta_v1」（保存期間3日間）と、テスト結果を集計するための無作為な訪問者ID「aq_vid」（保存期間365日間）を設定します。これらのCookieを、氏名やメールアドレスなど個人を直接特定できる情報と結び付けることはありません。',
          '当ウェブサイトの利用状況は、Cookieを一切設定しない、プライバシーに配慮したアクセス解析ツールで把握しています。このツールで得られるのは、閲覧されたページ、参照元、端末の種類などの統計情報のみです。なお、ブラウザの設定によりCookieを削除・拒否することもできます。',
        ],
      },
      {
        id: 'requests-and-contact',
        heading: '開示等の請求とお問い合わせ窓口',
        paragraphs: [
          'ご本人から、保有個人データの利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者への提供の停止、第三者提供記録の開示のご請求があった場合は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。',
          `個人情報の取り扱いに関するお問い合わせやご請求は、${company.name.ja} 個人情報保護管理責任者（${company.address.ja}、メール：${company.email}）までご連絡ください。本ポリシーは、法令の改正やサービスの変更に応じて改定することがあり、改定後の内容は本ページに掲載した時点から効力を生じます。`,
          `制定：${foundedJa}　最終改定：2025年10月1日`,
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    description: `How ${company.name.en} collects and uses personal information, the cookies this website sets, our privacy-friendly analytics, and how to make a request.`,
    lead: 'We handle your personal information carefully, in line with applicable law and this policy.',
    sections: [
      {
        id: 'information-and-purposes',
        heading: 'What we collect and why',
        paragraphs: [
          `${company.name.en} (we, us) complies with Japan’s Act on the Protection of Personal Information and other applicable laws. When you contact us, request materials, take our quantum readiness check, register for a seminar or QPARC, apply for a job or use our services, we collect information such as your name, organisation, department and job title, email address and phone number.`,
          'We use this information to respond to enquiries, provide and operate our services and perform contracts, send materials and assessment reports, tell you about seminars, events and new services, assess job applications, and produce statistics that help us improve our services. We do not use it for any other purpose. You can unsubscribe from our emails at any time using the link in each message.',
        ],
      },
      {
        id: 'sharing-and-security',
        heading: 'Sharing and security',
        paragraphs: [
          'We do not share personal information with third parties unless you have consented or the law requires it. When we outsource work such as email delivery or cloud operations, we choose providers with appropriate safeguards and supervise them under contract. Where a provider is located outside Japan, we take the measures required by law.',
          'Under our Information Security Policy, we protect personal information against leaks, loss and damage through access controls, encryption in transit and at rest, and staff training.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and analytics',
        paragraphs: [
          'This website sets a consent cookie, cc_cookie, to remember your cookie choices. It is kept for 182 days, and you can change or withdraw your choice at any time.',
          'From time to time we test different wording or placement of our calls to action to make it easier to get in touch. When we do, the exp_cta_v1 cookie remembers which version you were shown and is kept for 3 days, and aq_vid, a randomly generated visitor ID used to count the results, is kept for 365 days. Neither cookie is linked to your name, email address or anything else that identifies you directly.',
          'We measure how the site is used with a privacy-friendly analytics tool that sets no cookies at all and gives us only aggregate statistics, such as pages viewed, referring sites and device types. You can also delete or block cookies in your browser settings.',
        ],
      },
      {
        id: 'requests-and-contact',
        heading: 'Your rights and how to contact us',
        paragraphs: [
          'You may ask us to tell you the purposes for which we use your personal data, to disclose it, to correct, add to or delete it, to stop using or erase it, to stop providing it to third parties, or to disclose records of such provision. Once we have confirmed your identity, we will respond without delay as the law requires.',
          `Please send questions and requests to the Personal Information Protection Manager, ${company.name.en}, ${company.address.en} (${company.email}). We may update this policy when laws or our services change; the updated policy takes effect when it is published on this page.`,
          `Adopted ${foundedEn}; last revised October 1, 2025.`,
        ],
      },
    ],
  },
};
