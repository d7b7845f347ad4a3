import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';
import { monthJa } from './company-dates.ts';
import { formatDate } from '../../i18n/format-date.ts';

/** An ISO date as the site's dates read in Japanese (2025年10月1日), from the same value the structured data gives. */
const spellDate = (isoDate: string): string => formatDate(`${isoDate}T00:00:00+09:00`, 'ja');

/** `2025-10-01`, `2027-03-31` → 18 (months, both ends included). */
const monthsBetween = (start: string, end: string): number =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;

/** 18 → 1年半, 12 → 1年, 9 → 9か月 */
const spanJa = (months: number): string =>
  months % 12 === 0 ? `${months / 12}年` : months % 12 === 6 ? `${Math.floor(months / 12)}年半` : `${months}か月`;

const start = '2025-10-01';
const end = '2027-03-31';
const interimMeeting = '2026-03-13';
const finalMeeting = '2027-03';

/**
 * The 2025 programme as this page states it, and as its structured data
 * (schema.org Event, src/seo/page-nodes.ts), the application form's sessions
 * (src/forms/qparc-sessions.ts) and the news releases describe it: one source.
 * QPARC 2025 started in October 2025 and runs about eighteen months, to March
 * 2027; applications stay open while it runs (members who join mid-programme
 * start with the next month's meetings). The call for applications (news,
 * July 2025), the information session (news, July 2025) and the interim
 * meeting report (news, March 2026) give the same dates and figures, which
 * tests/unit/facts-crosscheck.test.ts compares.
 */
export const qparc2025 = {
  name: 'QPARC 2025',
  /** First and last day of the programme (October 2025 to March 2027). */
  startDate: start,
  endDate: end,
  /** The day the call for applications opened; applications stay open until the programme ends (rolling admission). */
  applicationsOpened: '2025-07-08',
  /** Applications by this day joined from the kickoff meeting; later ones join from the month after their paperwork. */
  kickoffApplicationsBy: '2025-09-12',
  /** The kickoff meeting that opened the programme. */
  kickoff: '2025-10-03',
  /** The interim meeting (中間報告会) halfway through, where the working groups reported their interim results. */
  interimMeeting,
  /** The two-day QURI hands-on camp (year and month). */
  handsOnCamp: '2027-01',
  /** Year and month of the final results meeting (成果報告会) that closes the programme. */
  finalMeeting,
  summary: `QPARC 2025は、${monthJa(start.slice(0, 7))}から${monthJa(end.slice(0, 7))}までの${spanJa(monthsBetween(start, end))}にわたるプログラムです。全体テーマを「誤り耐性量子計算を見据えた問題設定」とし、触媒、電池材料、創薬、量子・古典ハイブリッド計算の4つのワーキンググループに分かれて、月1回程度の会合を重ねています。${monthJa(interimMeeting.slice(0, 7))}の中間報告会で中間成果を報告し、${monthJa(finalMeeting)}の成果報告会で最終成果を発表します。`,
  /**
   * The working groups (研究分科会 in the news releases): member organisations and the interim results
   * each reported at the interim meeting (the interim meeting report gives the same table).
   */
  workingGroups: [
    { name: '触媒', organisations: 6, interimResults: 3 },
    { name: '電池材料', organisations: 5, interimResults: 3 },
    { name: '創薬', organisations: 5, interimResults: 3 },
    { name: '量子・古典ハイブリッド計算', organisations: 4, interimResults: 2 },
  ],
  /** Where the in-person meetings take place. */
  venue: `${company.name.ja} セミナールーム`,
  /** Where the online meetings take place. */
  online: '会員専用のオンラインワークスペース',
} as const;

/** Programme length in words (1年半). */
export const qparc2025Span = spanJa(monthsBetween(qparc2025.startDate, qparc2025.endDate));
/** Interim results reported at the interim meeting, all working groups together. */
export const qparc2025InterimTotal = qparc2025.workingGroups.reduce((sum, g) => sum + g.interimResults, 0);

const endMonth = monthJa(qparc2025.endDate.slice(0, 7));

export const qparcApply: PageCopies = {
  ja: {
    title: 'QPARC 2025 参加申込',
    description: `産学連携の量子アプリケーション研究コンソーシアム「QPARC」2025年度プログラムの参加申込ページです。${endMonth}までのプログラム期間中は、途中からの参加も受け付けています。概要と中間成果、お申し込み後の流れをご案内します。`,
    lead: `業種や組織の垣根を越えて、量子計算の応用を探る${qparc2025Span}のプログラム。${monthJa(qparc2025.startDate.slice(0, 7))}に始まったQPARC 2025は、途中からの参加も受け付けています。`,
    eyebrow: 'QPARC',
    sections: [
      {
        id: 'programme-2025',
        heading: 'QPARC 2025のプログラム',
        paragraphs: [
          qparc2025.summary,
          '参加区分は、企業会員とアカデミア会員（大学・公的研究機関の研究者）の2種類です。アカデミア会員の参加費は無料です。企業会員の会費と会員規約は、お申し込み後に事務局よりご案内します。',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '期間', detail: `${spellDate(qparc2025.startDate)}〜${spellDate(qparc2025.endDate)}` },
              { term: '中間報告会', detail: `${spellDate(qparc2025.interimMeeting)}（開催済み）` },
              { term: '成果報告会', detail: `${monthJa(qparc2025.finalMeeting)}（予定）` },
              { term: '形式', detail: 'オンラインと対面の併用' },
              { term: '対面の会場', detail: `${qparc2025.venue}（${company.address.ja}）` },
              { term: 'オンラインの会場', detail: qparc2025.online },
              { term: '主催', detail: company.name.ja },
            ],
          },
        ],
      },
      {
        id: 'joining-mid-programme',
        heading: '途中からの参加について',
        paragraphs: [
          'QPARC 2025は、プログラム期間中も随時お申し込みを受け付けています。月末までに手続きを完了された場合、翌月のワーキンググループの会合から参加いただけます。',
          'これまでの会合の記録と中間報告会の資料は、会員専用のオンラインワークスペースでご覧いただけます。参加の開始にあたっては、各ワーキンググループの担当研究者が、これまでの議論と今後の計画をご説明します。企業会員の会費は、参加を開始する月からの月割りでご案内します。',
        ],
      },
      {
        id: 'interim-results',
        heading: '中間報告会の成果',
        paragraphs: [
          `${spellDate(qparc2025.interimMeeting)}、中間報告会を当社本社とオンラインのハイブリッド形式で開催し、${qparc2025.workingGroups.length}つのワーキンググループから計${qparc2025InterimTotal}件の中間成果を報告しました。ワーキンググループごとの参加機関数と報告件数は次のとおりです。`,
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              ...qparc2025.workingGroups.map((g) => ({ term: g.name, detail: `参加${g.organisations}機関・報告${g.interimResults}件` })),
              {
                term: '合計',
                detail: `参加${qparc2025.workingGroups.reduce((sum, g) => sum + g.organisations, 0)}機関（延べ）・報告${qparc2025InterimTotal}件`,
              },
            ],
          },
          {
            type: 'link',
            text: '各ワーキンググループの主な中間成果は、中間報告会の開催報告でご紹介しています。',
            label: '中間報告会の開催報告を読む',
            href: paths.newsPost('ja', 'qparc-2025-results'),
          },
        ],
      },
      {
        id: 'after-submission',
        heading: 'お申し込み後の流れ',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'お申し込みと同時に、受付確認メールをお送りします。完了ページのURLは受付番号を兼ねていますので、お控えください。',
              'QPARC事務局が内容を確認し、5営業日以内に参加の可否と今後の手続きをご連絡します。企業会員の場合は、会員規約と請求書もあわせてお送りします。',
              '手続きの完了後、30分程度のオンラインオリエンテーションを行い、会員専用のオンラインワークスペースへのご招待と、ワーキンググループへの配属をご案内します。',
            ],
          },
        ],
      },
      {
        id: 'about-qparc',
        heading: 'QPARCとは',
        paragraphs: [
          `QPARCは、${company.shortName.ja}が${company.milestones.qparc.slice(0, 4)}年から運営する、量子アプリケーション研究のための産学連携コンソーシアムです。素材、化学、製薬、エネルギー、電機などの企業と大学の研究者が共通の研究テーマに取り組み、成果と知見を共有しています。参加企業にとっては、他社の取り組みや最新の研究動向に触れながら、自社の課題を量子計算の問題として定式化する力を養う場にもなっています。`,
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
