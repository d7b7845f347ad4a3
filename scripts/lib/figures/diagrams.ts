/**
 * The processes the service pages describe in steps, as diagrams. Their words
 * and durations restate the pages' own copy (the steps and duration tables of
 * src/content/pages/qs.ts, qamuy.ts and research.ts); nothing here is a new fact.
 */
import { drawProcess, type Process } from './process.ts';
import type { Lang } from './svg.ts';

/** QS: a readiness assessment and use-case discovery in 6–8 weeks, with a roadmap in 10–12. */
const qs: Record<Lang, Process> = {
  ja: {
    max: 12,
    ticks: [0, 2, 4, 6, 8, 10, 12].map((w) => ({ at: w, label: w === 0 ? '開始' : `${w}週` })),
    stages: [
      { title: '初回のご相談', detail: '背景と体制を伺い、範囲をご提案（無料）', at: 0, when: '開始前' },
      { title: '現状の把握', detail: 'インタビューと調査票で4つの観点を評価', at: [0.3, 3], when: '1〜3週' },
      { title: 'ユースケースのワークショップ', detail: '研究者と事業部門で2回程度', at: [3, 7], when: '4〜7週', marks: [4, 6] },
      { title: 'ロードマップの策定', detail: '3〜5年の順序・体制・予算', at: [7, 11.4], when: '8〜11週' },
      { title: '経営層への報告', detail: '報告会で評価と計画をご説明', at: 12, when: '12週' },
    ],
    brackets: [
      { label: 'レディネス評価＋ユースケース探索：6〜8週間', from: 0, to: 8 },
      { label: 'ロードマップ策定まで：10〜12週間', from: 0, to: 12 },
    ],
  },
  en: {
    max: 12,
    ticks: [0, 2, 4, 6, 8, 10, 12].map((w) => ({ at: w, label: w === 0 ? 'Start' : `Wk ${w}` })),
    stages: [
      { title: 'Initial conversation', detail: 'Your context and team; a proposed scope (free)', at: 0, when: 'Before' },
      { title: 'Current-state review', detail: 'Interviews and a questionnaire, four areas', at: [0.3, 3], when: 'Wk 1–3' },
      { title: 'Use-case workshops', detail: 'Usually two, with research and business', at: [3, 7], when: 'Wk 4–7', marks: [4, 6] },
      { title: 'Roadmap', detail: 'Sequence, team and budget over 3–5 years', at: [7, 11.4], when: 'Wk 8–11' },
      { title: 'Leadership briefing', detail: 'Findings and plan presented', at: 12, when: 'Wk 12' },
    ],
    brackets: [
      { label: 'Readiness assessment and use-case discovery: 6–8 weeks', from: 0, to: 8 },
      { label: 'With the roadmap: 10–12 weeks', from: 0, to: 12 },
    ],
  },
};

/** Qamuy: from the trial request to a licence, around the thirty-day trial. */
const qamuy: Record<Lang, Process> = {
  ja: {
    max: 36,
    ticks: [0, 10, 20, 30].map((d) => ({ at: d + 3, label: d === 0 ? '1日目' : `${d}日目` })),
    stages: [
      { title: 'トライアルのお申し込み', detail: 'お問い合わせフォームから', at: 0, when: '当日' },
      { title: 'アカウントの発行', detail: 'ログイン方法をご案内', at: [0.2, 2.4], when: '2営業日' },
      { title: 'オンラインでの操作説明', detail: '最初の計算を一緒に実行', at: 3, when: '1日目' },
      { title: '30日間の評価', detail: 'お手持ちの分子で全機能を', at: [3, 33], when: '30日間' },
      { title: 'ライセンスのご提案', detail: '人数と計算量に合わせて', at: 35, when: '評価後' },
    ],
    brackets: [{ label: '無料トライアル：30日間', from: 3, to: 33 }],
  },
  en: {
    max: 36,
    ticks: [0, 10, 20, 30].map((d) => ({ at: d + 3, label: d === 0 ? 'Day 1' : `Day ${d}` })),
    stages: [
      { title: 'Request a trial', detail: 'Through our contact form', at: 0, when: 'Day 0' },
      { title: 'Get your account', detail: 'Sign-in details by email', at: [0.2, 2.4], when: '2 days' },
      { title: 'Online walkthrough', detail: 'Your first calculation, together', at: 3, when: 'Day 1' },
      { title: 'Thirty-day evaluation', detail: 'Every feature, on your molecules', at: [3, 33], when: '30 days' },
      { title: 'Choose a licence', detail: 'Sized to your team and compute', at: 35, when: 'After' },
    ],
    brackets: [{ label: 'Free trial: thirty days', from: 3, to: 33 }],
  },
};

/** Joint research: agreed before it starts (NDA, plan, contract), then one to three years with quarterly reviews. */
const research: Record<Lang, Process> = {
  ja: {
    max: 16,
    ticks: [],
    stages: [
      { title: 'ご相談', detail: '当社の研究者が背景と関心を伺います', at: 0, when: '開始前' },
      { title: '研究者同士の議論', detail: '秘密保持契約のうえ、問いと進め方を議論', at: [0.4, 2.6], when: '開始前' },
      { title: '研究計画の作成', detail: '目標・体制・期間・成果の公開方法', at: [2.6, 4.6], when: '開始前' },
      { title: '契約とキックオフ', detail: '費用の分担と知的財産権も取り決め', at: 5.2, when: '開始' },
      { title: '共同研究', detail: '四半期ごとに進捗を確認', at: [5.8, 15.4], when: '1〜3年', marks: [7.8, 9.8, 11.8, 13.8] },
    ],
    brackets: [
      { label: '開始前に、研究計画と契約を双方で決めます', from: 0, to: 5.2 },
      { label: '研究期間：1〜3年が一般的', from: 5.8, to: 15.4 },
    ],
  },
  en: {
    max: 16,
    ticks: [],
    stages: [
      { title: 'First conversation', detail: 'A researcher hears your background and aims', at: 0, when: 'Before' },
      { title: 'Researchers meet', detail: 'Under an NDA: the question and approach', at: [0.4, 2.6], when: 'Before' },
      { title: 'Research plan', detail: 'Goals, team, schedule, how to publish', at: [2.6, 4.6], when: 'Before' },
      { title: 'Agreement and kick-off', detail: 'Costs and IP are agreed here too', at: 5.2, when: 'Start' },
      {
        title: 'Joint research',
        detail: 'Progress reviewed every quarter',
        at: [5.8, 15.4],
        when: '1–3 yrs',
        marks: [7.8, 9.8, 11.8, 13.8],
      },
    ],
    brackets: [
      { label: 'Plan and agreement, settled by both sides first', from: 0, to: 5.2 },
      { label: 'Usually one to three years', from: 5.8, to: 15.4 },
    ],
  },
};

export function drawDiagrams(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ['ja', 'en'] as const) {
    Object.assign(
      out,
      drawProcess('qs-engagement', lang, qs[lang]),
      drawProcess('qamuy-trial', lang, qamuy[lang]),
      drawProcess('research-collaboration', lang, research[lang]),
    );
  }
  return out;
}
