import type { qparcSessions } from './form-shape.ts';
import { qparc2025 } from '../content/pages/qparc-apply.ts';
import { monthJa } from '../content/pages/company-dates.ts';
import { PHRASE_BREAK, phrases, stripBreaks } from '../../lib/phrase-breaks.ts';

type Session = (typeof qparcSessions)[number];

const month = (isoDateOrMonth: string) => monthJa(isoDateOrMonth.slice(0, 7));
/** A session's name, then where and when in brackets: a line may break between the two, and inside only at a phrase. */
const named = (name: string, when: string) => `${name}${PHRASE_BREAK}${when}`;
/** Brackets are not segmented: BudouX would mark a break before the middle dot. */
const monthly = '（月1回・オンライン）';

/**
 * The QPARC 2025 sessions as the application form shows them (the programme is Japanese only): dated
 * from the programme's facts, with phrase marks so that a narrow screen breaks a name between words
 * (<InlineText> draws the marks; they never go into a receipt or an e-mail, see `qparcSessionLabels`).
 */
export const qparcSessionChoices: Record<Session, string> = {
  kickoff: named(phrases('キックオフミーティング'), `（${month(qparc2025.kickoff)}・東京）`),
  'catalysis-wg': named(phrases('触媒ワーキンググループ'), monthly),
  'battery-wg': named(phrases('電池材料ワーキンググループ'), monthly),
  'drug-discovery-wg': named(phrases('創薬ワーキンググループ'), monthly),
  'hybrid-wg': named(phrases('量子・古典ハイブリッド計算ワーキンググループ'), monthly),
  'hands-on': named(phrases('QURI ハンズオン合宿'), `（${month(qparc2025.handsOnCamp)}・2日間）`),
  'interim-report': named(phrases('中間報告会'), `（${month(qparc2025.interimMeeting)}・東京とオンライン）`),
  'final-symposium': named(phrases('成果報告会・シンポジウム'), `（${month(qparc2025.finalMeeting)}・東京）`),
};

/** The same names as written, for receipts and notifications. */
export const qparcSessionLabels = Object.fromEntries(
  Object.entries(qparcSessionChoices).map(([session, label]) => [session, stripBreaks(label)]),
) as Record<Session, string>;

/**
 * The sessions the application form offers: those still ahead. The kickoff
 * meeting and the interim meeting have taken place, so someone joining now
 * cannot choose them (the intake still accepts them, so that the receipts of
 * earlier applicants keep their names).
 */
export const qparcSessionsAhead = [
  'catalysis-wg',
  'battery-wg',
  'drug-discovery-wg',
  'hybrid-wg',
  'hands-on',
  'final-symposium',
] as const satisfies readonly Session[];
