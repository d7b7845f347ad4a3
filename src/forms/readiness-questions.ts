/**
 * The readiness check (Japanese only): seven single-choice questions worth
 * 0–3 points each, and the level a total score means, with next steps.
 * The questions and their answers are drawn only by the form, so they carry
 * phrase marks (`phrases()`, src/typeset/) for its <InlineText>.
 */
import { phrases } from '../../lib/phrase-breaks.ts';

export interface ReadinessQuestion {
  id: 'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6' | 'q7';
  text: string;
  /** Index = points. */
  options: readonly [string, string, string, string];
}

export const readinessQuestions: readonly ReadinessQuestion[] = [
  {
    id: 'q1',
    text: phrases('経営層は量子コンピュータの活用について、どの程度関与していますか。'),
    options: [
      phrases('まだ話題にしたことはない'),
      phrases('情報収集の必要性は共有している'),
      phrases('担当役員や検討予算が決まっている'),
      phrases('中期計画に量子技術の位置づけがある'),
    ],
  },
  {
    id: 'q2',
    text: phrases('量子コンピュータで取り組みたい課題（ユースケース）は特定されていますか。'),
    options: [
      phrases('特定していない'),
      phrases('候補をいくつか挙げている'),
      phrases('優先する課題を1〜2件に絞っている'),
      phrases('課題ごとに評価指標と目標値を定めている'),
    ],
  },
  {
    id: 'q3',
    text: phrases('社内に量子計算や量子化学の知識を持つ人材はいますか。'),
    options: [
      phrases('いない'),
      phrases('関心を持つ社員が個人的に学んでいる'),
      phrases('兼務の担当者が数名いる'),
      phrases('専任のチームがある'),
    ],
  },
  {
    id: 'q4',
    text: phrases('研究開発でシミュレーションや HPC をどの程度活用していますか。'),
    options: [
      phrases('ほとんど使っていない'),
      phrases('一部の部署で市販ソフトを使っている'),
      phrases('計算化学・シミュレーションの専門部署がある'),
      phrases('計算結果を実験計画に組み込む仕組みがある'),
    ],
  },
  {
    id: 'q5',
    text: phrases('量子技術の検討に使える予算はありますか。'),
    options: [
      phrases('ない'),
      phrases('調査費の範囲で対応できる'),
      phrases('実証実験の予算を確保している'),
      phrases('複数年の研究開発予算がある'),
    ],
  },
  {
    id: 'q6',
    text: phrases('大学、研究機関、ベンダーとの連携状況を教えてください。'),
    options: [
      phrases('連携はない'),
      phrases('セミナーや勉強会に参加している'),
      phrases('共同研究や委託研究の実績がある'),
      phrases('コンソーシアムなどで継続的に連携している'),
    ],
  },
  {
    id: 'q7',
    text: phrases('量子技術の導入に向けたロードマップはありますか。'),
    options: [
      phrases('ない'),
      phrases('作成が必要だと考えている'),
      phrases('短期（1〜2年）の計画がある'),
      phrases('誤り耐性量子計算機の時代まで見据えた計画がある'),
    ],
  },
];

export interface ReadinessLevel {
  level: 1 | 2 | 3 | 4;
  name: string;
  summary: string;
  nextSteps: readonly string[];
}

export const readinessLevels: readonly ReadinessLevel[] = [
  {
    level: 1,
    name: '探索段階',
    summary: '量子技術への取り組みはこれからです。まずは自社にとっての意味を知ることから始めましょう。',
    nextSteps: [
      '経営層と研究開発部門で、量子コンピュータで「できること・まだできないこと」を共有する勉強会を開く',
      '自社の研究テーマのうち、分子・材料の計算が鍵になるものを3件ほど書き出す',
      'MIQAN の入門コースで、兼務担当者の基礎知識をそろえる',
    ],
  },
  {
    level: 2,
    name: '準備段階',
    summary: '関心と候補はそろっています。課題を絞り込み、小さく試す準備を整える段階です。',
    nextSteps: [
      '候補課題を事業インパクトと計算の難しさで評価し、1〜2件に絞る',
      '古典計算での到達点を確認し、量子計算に期待する改善幅を数値で置く',
      'QS のユースケース診断で、実証までの計画と必要な体制を具体化する',
    ],
  },
  {
    level: 3,
    name: '実証段階',
    summary: '課題と体制が整い、実証に踏み出せる段階です。成果を測れる形で進めましょう。',
    nextSteps: [
      'Qamuy や QURI で小規模な分子系の計算を再現し、社内の評価手順を固める',
      '誤り耐性量子計算機を前提にした必要資源量を見積もり、投資判断の材料にする',
      '共同研究や QPARC への参加で、大学・他社の知見を取り込む',
    ],
  },
  {
    level: 4,
    name: '展開段階',
    summary: '量子技術を継続的な研究開発の一部として扱える段階です。成果を事業へつなげましょう。',
    nextSteps: [
      '実証の成果を研究開発プロセスに組み込み、量子・古典の計算を使い分ける基準を定める',
      'ハードウェアの進歩に合わせてロードマップを半年ごとに見直す',
      '社内人材の育成計画を更新し、アルゴリズム開発を担える人材を増やす',
    ],
  },
];

export const READINESS_MAX_SCORE = readinessQuestions.length * 3;

/** Score thresholds (inclusive lower bounds) of levels 2, 3 and 4 out of 21. */
const LEVEL_FLOORS = [6, 12, 17] as const;

export function readinessResult(answers: Record<ReadinessQuestion['id'], number>): { score: number; level: ReadinessLevel } {
  const score = readinessQuestions.reduce((sum, q) => sum + (answers[q.id] ?? 0), 0);
  const index = LEVEL_FLOORS.filter((floor) => score >= floor).length;
  const level = readinessLevels[index] ?? readinessLevels[0];
  if (!level) throw new Error('readinessLevels is empty');
  return { score, level };
}
