import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

/** An ISO date as the site's dates read in Japanese (2025年6月1日), from the same value the structured data gives. */
const spellDate = (isoDate: string): string =>
  new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The 2025 programme as this page states it, and as its structured data
 * (schema.org Event, src/seo/page-nodes.ts) describes it: one source for both.
 */
export const qparc2025 = {
  name: 'QPARC 2025',
  /** First and last day of the programme year (June 2025 to March 2026). */
  startDate: '2025-06-01',
  endDate: '2026-03-31',
  summary: '2025年度のプログラム期間は2025年6月から2026年3月までで、全体テーマを「誤り耐性量子計算を見据えた問題設定」としています。触媒、電池材料、創薬、量子・古典ハイブリッド計算などのワーキンググループに分かれて月1回程度の会合を持ち、9月の中間報告会と3月の年次成果報告会で成果を発表します。',
  /** Where the in-person meetings take place. */
  venue: `${company.name.ja} セミナールーム`,
  /** Where the online meetings take place. */
  online: '会員専用のオンラインワークスペース',
} as const;

export const qparcApply: PageCopies = {
  ja: {
    title: 'QPARC 2025 参加申込',
    description: '産学連携の量子アプリケーション研究コンソーシアム「QPARC」2025年度プログラムの参加申込ページです。プログラムの概要、参加区分、お申し込み後の審査と参加開始までの流れをご案内します。',
    lead: '業種や組織の垣根を越えて、量子計算の応用を探る1年間。QPARC 2025への参加を受け付けています。',
    sections: [
      {
        id: 'about-qparc',
        heading: 'QPARCとは',
        paragraphs: [
          `QPARCは、${company.shortName.ja}が2021年から運営する、量子アプリケーション研究のための産学連携コンソーシアムです。素材、化学、製薬、エネルギー、電機などの企業と大学の研究者が参加し、共通の研究テーマに取り組みながら、成果と知見を共有しています。`,
          '参加企業は、自社だけでは得にくい最新の研究動向や他社の取り組みに触れられるほか、大学の研究者との議論を通じて、自社の課題を量子計算の問題として定式化する力を養うことができます。',
        ],
      },
      {
        id: 'programme-2025',
        heading: '2025年度プログラム',
        paragraphs: [
          qparc2025.summary,
          '参加区分は、企業会員とアカデミア会員（大学・公的研究機関の研究者）の2種類です。アカデミア会員の参加費は無料です。企業会員の年会費と会員規約は、お申し込み後に事務局よりご案内します。年度途中からの参加も受け付けています。',
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
        id: 'after-submission',
        heading: 'お申し込み後の流れ',
        paragraphs: [
          'お申し込みが完了すると、申込番号を記載した受付確認メールをお送りします。QPARC事務局が内容を確認し、5営業日以内に参加の可否と今後の手続きについてご連絡します。企業会員の場合は、このご連絡とあわせて会員規約と請求書をお送りします。',
          '手続きの完了後、30分程度のオンラインオリエンテーションを行い、会員専用のオンラインワークスペースへのご招待と、ワーキンググループへの配属をご案内します。毎月末までに手続きを完了された場合、翌月の会合から参加いただけます。',
        ],
      },
      {
        id: 'contact',
        heading: 'お問い合わせ',
        paragraphs: [
          `QPARCに関するご質問は、件名に「QPARC」とご記入のうえ ${company.email} までお送りください。事務局より3営業日以内にご回答します。申込内容の変更や取り消しも、同じ窓口で承ります。`,
        ],
      },
    ],
  },
};
