import type { qparcSessions } from './schemas.ts';

/** Display names of the QPARC 2025 sessions (the programme is Japanese only). */
export const qparcSessionLabels: Record<(typeof qparcSessions)[number], string> = {
  kickoff: 'キックオフ・ミーティング（4月・東京）',
  'chemistry-wg': '量子化学ワーキンググループ（隔月・オンライン）',
  'materials-wg': '材料シミュレーション ワーキンググループ（隔月・オンライン）',
  'algorithms-wg': 'アルゴリズム・誤り耐性ワーキンググループ（隔月・オンライン）',
  'hands-on': 'QURI ハンズオン合宿（8月・2日間）',
  'final-symposium': '成果報告シンポジウム（翌年1月・東京）',
};
