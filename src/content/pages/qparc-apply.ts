import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';
import { monthJa } from './company-dates.ts';

/** An ISO date as the site's dates read in Japanese (2025年6月1日), from the same value the structured data gives. */
const spellDate = (isoDate: string): string =>
  new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The 2025 programme as this page states it, and as its structured data
 * (schema.org Event, src/seo/page-nodes.ts) describes it: one source for both.
 * The programme has ended; the call for applications (news, January 2025) and
 * the results meeting announcement (news, January 2026) report the same
 * figures, which tests/unit/facts-crosscheck.test.ts compares.
 */
export const qparc2025 = {
  name: 'QPARC 2025',
  /** First and last day of the programme year (June 2025 to March 2026). */
  startDate: '2025-06-01',
  endDate: '2026-03-31',
  /** The day applications opened (the call for applications). */
  applicationsOpened: '2025-01-21',
  /** Year and month of the annual results meeting that closed the programme. */
  resultsMeeting: '2026-03',
  summary: '2025年度のプログラム期間は2025年6月から2026年3月までで、全体テーマを「誤り耐性量子計算を見据えた問題設定」としました。触媒、電池材料、創薬、量子・古典ハイブリッド計算の4つのワーキンググループに分かれて月1回程度の会合を持ち、2025年9月の中間報告会と2026年3月の年次成果報告会で成果を発表しました。',
  /** The working groups (研究分科会 in the news releases): member organisations and results reported at the results meeting. */
  workingGroups: [
    { name: '触媒', organisations: 6, results: 3 },
    { name: '電池材料', organisations: 5, results: 3 },
    { name: '創薬', organisations: 5, results: 3 },
    { name: '量子・古典ハイブリッド計算', organisations: 4, results: 2 },
  ],
  /** Where the in-person meetings took place. */
  venue: `${company.name.ja} セミナールーム`,
  /** Where the online meetings took place. */
  online: '会員専用のオンラインワークスペース',
} as const;

const totalResults = qparc2025.workingGroups.reduce((sum, g) => sum + g.results, 0);

export const qparcApply: PageCopies = {
  ja: {
    title: 'QPARC 2025 成果報告',
    description: `産学連携の量子アプリケーション研究コンソーシアム「QPARC」2025年度プログラムの成果報告です。${qparc2025.workingGroups.length}つのワーキンググループによる${totalResults}件の研究成果とプログラムの概要をご紹介します。参加申込の受付は終了しました。`,
    lead: `QPARC 2025は${spellDate(qparc2025.endDate)}に終了しました。${qparc2025.workingGroups.length}つのワーキンググループが報告した${totalResults}件の研究成果と、プログラムの概要をご紹介します。`,
    eyebrow: 'QPARC',
    sections: [
      {
        id: 'applications-closed',
        heading: '参加申込の受付は終了しました',
        paragraphs: [
          `2025年度プログラムへの参加申込は${spellDate(qparc2025.applicationsOpened)}に受付を開始し、年度途中からの参加も受け付けてまいりましたが、プログラムの終了に伴い受付を終了しました。`,
        ],
        blocks: [
          {
            type: 'link',
            text: '次回のプログラムは、内容と募集の時期が決まり次第、ニュースでお知らせします。',
            label: 'ニュース一覧へ',
            href: paths.listing('ja', 'news'),
          },
          {
            type: 'link',
            text: `QPARCへの参加や共同研究のご相談は、お問い合わせフォームのほか、件名に「QPARC」とご記入のうえ ${company.email} でも承ります。`,
            label: '共同研究について問い合わせる',
            href: paths.contact('ja', 'research'),
          },
        ],
      },
      {
        id: 'results',
        heading: '2025年度の研究成果',
        paragraphs: [
          `${monthJa(qparc2025.resultsMeeting)}、年次成果報告会を当社本社とオンラインのハイブリッド形式で開催し、${qparc2025.workingGroups.length}つのワーキンググループから計${totalResults}件の研究成果を報告しました。主な成果は次のとおりです。`,
        ],
        blocks: [
          {
            type: 'list',
            items: [
              '光触媒分子の励起状態計算で、複数のエラー緩和手法を組み合わせ、実機での計算誤差を従来の半分以下に抑えました。',
              '金属酵素の活性部位モデルを題材に、量子アルゴリズムと古典計算手法の精度を同一条件で比較するベンチマークをまとめました。',
              '量子回路の測定回数を削減する、新しいグルーピング手法を提案しました。',
            ],
          },
          {
            type: 'table',
            caption: 'ワーキンググループ別の参加機関数と報告件数',
            head: ['ワーキンググループ', '参加機関数', '報告件数'],
            rows: [
              ...qparc2025.workingGroups.map((g) => [g.name, `${g.organisations}機関`, `${g.results}件`]),
              ['合計', `${qparc2025.workingGroups.reduce((sum, g) => sum + g.organisations, 0)}機関（延べ）`, `${totalResults}件`],
            ],
          },
        ],
      },
      {
        id: 'programme-2025',
        heading: '2025年度プログラムの概要',
        paragraphs: [
          qparc2025.summary,
          '参加区分は、企業会員とアカデミア会員（大学・公的研究機関の研究者）の2種類でした。',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '期間', detail: `${spellDate(qparc2025.startDate)}〜${spellDate(qparc2025.endDate)}` },
              { term: '形式', detail: 'オンラインと対面の併用（ワーキンググループの会合は主にオンライン）' },
              { term: '対面の会場', detail: `${qparc2025.venue}（${company.address.ja}）` },
              { term: 'オンラインの会場', detail: qparc2025.online },
              { term: '主催', detail: company.name.ja },
            ],
          },
        ],
      },
      {
        id: 'about-qparc',
        heading: 'QPARCとは',
        paragraphs: [
          `QPARCは、${company.shortName.ja}が${company.milestones.qparc.slice(0, 4)}年から運営する、量子アプリケーション研究のための産学連携コンソーシアムです。素材、化学、製薬、エネルギー、電機などの企業と大学の研究者が参加し、共通の研究テーマに取り組みながら、成果と知見を共有しています。`,
          '参加企業は、自社だけでは得にくい最新の研究動向や他社の取り組みに触れられるほか、大学の研究者との議論を通じて、自社の課題を量子計算の問題として定式化する力を養うことができます。',
        ],
      },
    ],
  },
};
