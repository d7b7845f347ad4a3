import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';

export const brochure: PageCopies = {
  ja: {
    title: '会社案内資料',
    description: `${company.shortName.ja}の会社案内資料をご案内します。事業の全体像、各サービスの概要と料金体系の考え方、導入事例、プロジェクトの進め方をまとめた資料を無料でお届けします。`,
    lead: '社内での検討や稟議にお使いいただけるよう、当社の事業とサービスの全体像を一冊にまとめました。',
    eyebrow: '資料請求',
    illustration: { name: 'brochure', alt: '' },
    actions: [{ label: '資料を請求する', href: paths.contact('ja', 'brochure') }],
    sections: [
      {
        id: 'contents',
        heading: '資料に掲載している内容',
        paragraphs: ['量子計算の現状に対する当社の見方から、各サービスの内容、導入事例、費用の考え方までを6つの章にまとめています。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '第1章・4ページ',
                title: '会社とミッション',
                text: '会社概要、ミッション、沿革、研究者とエンジニアの構成をご紹介します。',
              },
              {
                label: '第2章・4ページ',
                title: '量子計算の現状と見通し',
                text: 'いまのハードウェアで何ができ、何ができないのか。エラー緩和の限界と、誤り耐性量子計算までの道のりを図解しています。',
              },
              {
                label: '第3章・7ページ',
                title: 'サービス紹介',
                text: 'CRS、PhysiLenz、Qamuy、QURI、QURI Chemistry、QS、MIQANの特長と、どの段階のお客様に向いているかを1サービス1ページで説明しています。',
              },
              {
                label: '第4章・4ページ',
                title: '導入事例',
                text: '素材・化学、エネルギー、製薬の各分野から、課題設定、進め方、得られた成果を4件の事例でご紹介します。',
              },
              {
                label: '第5章・3ページ',
                title: 'プロジェクトの進め方と料金の考え方',
                text: '典型的なプロジェクトの流れと期間、受託研究・ライセンス・コンサルティングそれぞれの料金体系の考え方をまとめています。',
              },
              {
                label: '第6章・2ページ',
                title: '研究活動とQPARC',
                text: '論文・学会発表などの研究活動と、産学連携コンソーシアム「QPARC」への参加方法をご案内します。',
              },
            ],
          },
          {
            type: 'facts',
            items: [
              { term: '形式', detail: 'PDF（A4横・約8MB）' },
              { term: 'ページ数', detail: '全24ページ' },
              { term: '言語', detail: '日本語' },
              { term: '料金', detail: '無料' },
            ],
          },
        ],
      },
      {
        id: 'for-whom',
        heading: 'このような方におすすめです',
        blocks: [
          {
            type: 'list',
            items: [
              '量子計算の活用を検討し始めた、研究開発部門の方',
              '技術戦略や新規事業の企画を担当されている方',
              '社内で量子計算の取り組みを提案するための材料をお探しの方',
              '受託研究やソフトウェアの導入にあたり、複数社の比較検討を進めている方',
            ],
          },
        ],
      },
      {
        id: 'how-to-get',
        heading: 'ご請求の方法',
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: 'お問い合わせフォームから申し込む',
                text: 'お問い合わせの種別で「会社案内資料のご請求」を選んでお送りください（このページのボタンからは、選択した状態でフォームが開きます）。会社名、お名前、メールアドレスの入力が必要です。',
              },
              {
                title: 'ダウンロード用のリンクが届く',
                text: '1営業日以内に、ご登録のメールアドレスへダウンロード用のリンクをお送りします。リンクの有効期限は7日間です。',
              },
              {
                title: '必要に応じて個別説明',
                text: '資料をご覧になったうえで詳しい説明をご希望の場合は、オンラインでの個別説明（30分程度）も承ります。',
              },
            ],
          },
          {
            type: 'note',
            text: '1営業日を過ぎてもメールが届かない場合は、迷惑メールフォルダをご確認いただくか、お問い合わせフォームから再度ご連絡ください。営業目的のご連絡は、ご希望いただいた場合に限り差し上げます。',
          },
        ],
      },
    ],
    closing: {
      heading: '会社案内資料を請求する',
      text: 'フォームの入力は3分ほどで終わります。資料の内容についてのご質問も、同じフォームから承ります。',
      primary: { label: '資料請求フォームへ進む', href: paths.contact('ja', 'brochure') },
      secondary: { label: 'お問い合わせ', href: paths.contact('ja') },
    },
  },
};
