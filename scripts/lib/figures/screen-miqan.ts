/**
 * MIQAN's learner portal (the page exists in Japanese only): progress through
 * the standard course's 17 weeks and its four parts, this week's lecture,
 * the next mentoring session and the exercises, as the curriculum table on
 * the page describes them. On a phone the same panels stack: the progress
 * with each part's weeks, the lecture as a row, the mentoring in two lines
 * and the exercises, each with its state and date under it.
 */
import { C, fontFor, n, rect, svg, text } from './svg.ts';
import { appBar, avatar, MIN_TEXT, narrowBar, narrowPanel, NARROW_W, NW, NX, panel, pill, SCREEN_H, SCREEN_W } from './ui.ts';

const phases = [
  { name: '基礎編', weeks: '第1〜4週', done: 4, of: 4 },
  { name: 'アルゴリズム編', weeks: '第5〜10週', done: 4, of: 6 },
  { name: '応用編', weeks: '第11〜14週', done: 0, of: 4 },
  { name: '最終課題', weeks: '第15〜17週', done: 0, of: 3 },
];

const exercises = [
  { text: 'QURIで簡単な量子回路を組み、測定結果を確かめる', when: '第4週', state: 'done' },
  { text: 'QURIでVQEを実装する', when: '第8週', state: 'done' },
  { text: 'シミュレータと量子コンピュータ実機の結果を比べる', when: '11月28日まで', state: 'running' },
  { text: '最終課題のテーマを決める', when: '第15週', state: 'waiting' },
] as const;
const stateLabel = { done: '提出済み', running: '取り組み中', waiting: '未着手' } as const;

const course = '標準コース 2025年10月期';
const current = '受講中：エラー緩和と誤り訂正';
const lectureTitle = 'エラー緩和の考え方';
const lectureTopics = ['ゼロノイズ外挿と測定誤りの補正', '講義と演習の解説'];
const watched = '17:40まで視聴済み';
const mentoringDate = '11月20日（木）';
const mentoringTime = '15:00〜15:30 ・ オンライン';
const mentor = '量子化学グループ';

/** The progress ring: eight of the course's 17 weeks done, the current (ninth) week written in it. */
function ring(cx: number, cy: number, r: number, stroke: number, big: number, small: number): string {
  const a = -Math.PI / 2 + (8 / 17) * 2 * Math.PI;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.tint2}" stroke-width="${stroke}"/>` +
    `<path d="M${cx} ${cy - r}A${r} ${r} 0 0 1 ${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}" fill="none" stroke="${C.brand700}" stroke-width="${stroke}" stroke-linecap="round"/>` +
    text(cx, cy + 2, '第9週', { size: big, weight: 700, fill: C.ink, anchor: 'middle' }) +
    text(cx, cy + big + 2, '全17週', { size: small, fill: C.muted, anchor: 'middle' })
  );
}

/** A part's weeks as segments from x, `w` wide: done, the current one, to come. */
function segments(x: number, y: number, w: number, h: number, p: (typeof phases)[number], current: boolean): string {
  let s = '';
  const seg = (w - (p.of - 1) * 4) / p.of;
  for (let k = 0; k < p.of; k++)
    s += rect(x + k * (seg + 4), y, seg, h, `fill="${k < p.done ? C.brand700 : k === p.done && current ? C.brand : C.tint2}"`, h / 2);
  return s;
}

function progress(): string {
  let s = panel(16, 68, 300, 516, '学習の進み具合') + ring(166, 166, 52, 12, 20, MIN_TEXT);
  s += text(166, 258, course, { size: 14, weight: 700, fill: C.ink, anchor: 'middle' });
  phases.forEach((p, i) => {
    const y = 306 + i * 64;
    s +=
      text(36, y, p.name, { size: 14, weight: 700, fill: C.ink }) + text(296, y, p.weeks, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
    s += segments(36, y + 12, 260, 8, p, i === 1);
    if (p.done === p.of) s += text(36, y + 41, '修了', { size: MIN_TEXT, weight: 700, fill: C.brand800 });
    if (i === 1) s += text(36, y + 41, current, { size: MIN_TEXT, fill: C.brand800, weight: 700 });
  });
  return s;
}

function lecture(): string {
  let s = panel(332, 68, 380, 300, '今週の講義', '第9週');
  s += rect(348, 104, 348, 174, `fill="${C.ink}"`, 8);
  // A Bloch sphere on the lecture's title slide.
  s += `<g fill="none" stroke="${C.onInkLink}" stroke-width="1.5"><circle cx="470" cy="191" r="52"/><ellipse cx="470" cy="191" rx="52" ry="16" stroke-dasharray="4 4"/><path d="M470 133v116M412 191h116"/></g>`;
  s += `<path d="M470 191l28-38" stroke="${C.warm}" stroke-width="3" stroke-linecap="round"/><circle cx="498" cy="153" r="6" fill="${C.warm}"/>`;
  s +=
    text(470, 126, '|0⟩', { size: MIN_TEXT, fill: C.onInkMuted, anchor: 'middle' }) +
    text(470, 268, '|1⟩', { size: MIN_TEXT, fill: C.onInkMuted, anchor: 'middle' });
  s += `<circle cx="610" cy="191" r="26" fill="${C.white}" fill-opacity=".95"/><path d="M602 178v26l22-13z" fill="${C.ink}"/>`;
  s += rect(636, 250, 52, 20, `fill="${C.ink800}"`, 4) + text(662, 265, '48:12', { size: MIN_TEXT, fill: C.white, anchor: 'middle' });
  s += text(348, 302, lectureTitle, { size: 15, weight: 700, fill: C.ink });
  s += text(348, 324, lectureTopics.join(' ・ '), { size: MIN_TEXT, fill: C.muted });
  s += rect(348, 338, 348, 5, `fill="${C.tint2}"`, 2.5) + rect(348, 338, 126, 5, `fill="${C.brand}"`, 2.5);
  return s + text(696, 358, watched, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
}

function mentoring(): string {
  let s = panel(728, 68, 216, 300, '次のメンタリング');
  s +=
    text(744, 128, mentoringDate, { size: 16, weight: 700, fill: C.ink }) +
    text(744, 153, mentoringTime, { size: MIN_TEXT, fill: C.muted });
  s += `<path d="M744 176H928" stroke="${C.line}"/>`;
  s +=
    avatar(762, 210, 'TK') +
    text(787, 205, '担当メンター', { size: MIN_TEXT, fill: C.muted }) +
    text(787, 224, mentor, { size: 14, weight: 700, fill: C.ink });
  s += text(744, 264, '相談したいこと', { size: MIN_TEXT, fill: C.muted });
  s += rect(744, 274, 184, 66, `fill="${C.tint}" stroke="${C.line}"`, 6);
  s +=
    text(756, 298, '実機の結果が想定より', { size: MIN_TEXT, fill: C.ink }) +
    text(756, 318, '悪い理由を知りたい', { size: MIN_TEXT, fill: C.ink });
  return s;
}

/** An exercise's mark: a tick when it is handed in, an empty circle otherwise. */
const mark = (x: number, y: number, done: boolean) =>
  done
    ? `<circle cx="${x}" cy="${y}" r="10" fill="${C.brand700}"/><path d="M${x - 5} ${y}l4 4 7-8" fill="none" stroke="${C.white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<circle cx="${x}" cy="${y}" r="9.5" fill="${C.white}" stroke="${C.lineStrong}" stroke-width="1.5"/>`;
const exerciseText = (e: (typeof exercises)[number]) =>
  ({ fill: e.state === 'done' ? C.muted : C.ink, weight: e.state === 'running' ? 700 : 400 }) as const;

function exerciseList(): string {
  let s = panel(332, 384, 612, 200, '演習', '4件中2件提出済み');
  exercises.forEach((e, i) => {
    const y = 436 + i * 38;
    s += mark(358, y - 4, e.state === 'done');
    s += text(378, y, e.text, { size: 13.5, ...exerciseText(e) });
    s += pill(738, y - 1, stateLabel[e.state], e.state, 86);
    s += text(926, y, e.when, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
    if (i < 3) s += `<path d="M348 ${y + 16}H928" stroke="${C.line}" stroke-opacity=".6"/>`;
  });
  return s;
}

export function miqanScreen(): string {
  const body =
    rect(0, 0, SCREEN_W, SCREEN_H, `fill="${C.tint}"`) +
    appBar('MIQAN', text(150, 31, '受講者ポータル', { size: 13.5, fill: C.muted }), avatar(924, 26, 'YT')) +
    progress() +
    lecture() +
    mentoring() +
    exerciseList();
  return svg(SCREEN_W, SCREEN_H, body, { font: fontFor('ja') });
}

/** A Japanese line cut into lines of at most `max` characters, each after a particle or a 、 (the phrases these texts are made of). */
function lines(s: string, max: number): string[] {
  if (s.length <= max) return [s];
  const cut = Math.max(...[...s.slice(0, max)].map((ch, i) => (/[のをとでにはが、]/.test(ch) ? i + 1 : 0)));
  return cut > 0 ? [s.slice(0, cut), ...lines(s.slice(cut), max)] : [s];
}

/** The phone layout: progress, this week's lecture, the next mentoring, the exercises. */
export function miqanScreenNarrow(): string {
  const x0 = NX + 16;
  const x1 = NX + NW - 16;
  let progressPanel = narrowPanel(64, 240, '学習の進み具合') + ring(x0 + 40, 144, 36, 10, 16, MIN_TEXT);
  progressPanel +=
    text(x0 + 96, 138, course, { size: 14, weight: 700, fill: C.ink }) +
    text(x0 + 96, 161, current, { size: MIN_TEXT, weight: 700, fill: C.brand800 });
  phases.forEach((p, i) => {
    const y = 214 + i * 24;
    progressPanel +=
      text(x0, y, p.name, { size: 13.5, weight: 700, fill: C.ink }) +
      text(x1, y, p.weeks, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
    progressPanel += segments(x0 + 104, y - 8, x1 - x0 - 184, 7, p, i === 1);
  });
  const top = 314; // the lecture
  const lecturePanel =
    narrowPanel(top, 112, '今週の講義', '第9週') +
    rect(x0, top + 34, 92, 62, `fill="${C.ink}"`, 6) +
    `<circle cx="${x0 + 46}" cy="${top + 59}" r="14" fill="${C.white}" fill-opacity=".95"/><path d="M${x0 + 41} ${top + 51}v16l13-8z" fill="${C.ink}"/>` +
    rect(x0 + 44, top + 75, 44, 19, `fill="${C.ink800}"`, 4) +
    text(x0 + 66, top + 89, '48:12', { size: MIN_TEXT, fill: C.white, anchor: 'middle' }) +
    text(x0 + 106, top + 48, lectureTitle, { size: 14.5, weight: 700, fill: C.ink }) +
    text(x0 + 106, top + 68, lectureTopics[0] ?? '', { size: MIN_TEXT, fill: C.muted }) +
    rect(x0 + 106, top + 78, x1 - x0 - 106, 5, `fill="${C.tint2}"`, 2.5) +
    rect(x0 + 106, top + 78, 72, 5, `fill="${C.brand}"`, 2.5) +
    text(x1, top + 99, watched, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
  const next = top + 122; // the mentoring
  const mentoringPanel =
    narrowPanel(next, 70, '次のメンタリング') +
    text(x1, next + 26, mentoringDate, { size: 14, weight: 700, fill: C.ink, anchor: 'end' }) +
    text(x0, next + 54, `${mentoringTime} ・ ${mentor}`, { size: MIN_TEXT, fill: C.muted });
  const list = next + 80; // the exercises
  let exercisePanel = '';
  let y = list + 56;
  for (const e of exercises) {
    const rows = lines(e.text, 20);
    exercisePanel += mark(x0 + 10, y - 5, e.state === 'done');
    rows.forEach((row, k) => (exercisePanel += text(x0 + 30, y + k * 19, row, { size: 13, ...exerciseText(e) })));
    y += rows.length * 19;
    const running = e.state === 'running';
    exercisePanel += text(x0 + 30, y + 1, `${stateLabel[e.state]} ・ ${e.when}`, {
      size: MIN_TEXT,
      fill: running ? C.brand800 : C.muted,
      weight: running ? 700 : 400,
    });
    y += 28;
  }
  const height = y - 4;
  const body =
    rect(0, 0, NARROW_W, height, `fill="${C.tint}"`) +
    narrowBar(
      'MIQAN',
      text(x1 - 36, 31, '受講者ポータル', { size: MIN_TEXT, fill: C.muted, anchor: 'end' }) + avatar(NARROW_W - 28, 26, 'YT'),
    ) +
    progressPanel +
    lecturePanel +
    mentoringPanel +
    narrowPanel(list, height - list - 12, '演習', '4件中2件提出済み') +
    exercisePanel;
  return svg(NARROW_W, height, body, { font: fontFor('ja') });
}
