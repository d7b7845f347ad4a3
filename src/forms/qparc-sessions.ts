import type { qparcSessions } from './schemas.ts';

/** Display names of the QPARC 2025 sessions (the programme is Japanese only). */
export const qparcSessionLabels: Record<(typeof qparcSessions)[number], string> = {
  kickoff: 'キックオフ・ミーティング（2025年6月・東京）',
  'catalysis-wg': '触媒ワーキンググループ（月1回・オンライン）',
  'battery-wg': '電池材料ワーキンググループ（月1回・オンライン）',
  'drug-discovery-wg': '創薬ワーキンググループ（月1回・オンライン）',
  'hybrid-wg': '量子・古典ハイブリッド計算ワーキンググループ（月1回・オンライン）',
  'hands-on': 'QURI ハンズオン合宿（2025年8月・2日間）',
  'interim-report': '中間報告会（2025年9月・東京とオンライン）',
  'final-symposium': '年次成果報告会・シンポジウム（2026年3月・東京）',
};
