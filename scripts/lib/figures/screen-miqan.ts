/**
 * MIQAN's learner portal (the page exists in Japanese only): progress through
 * the standard course's 17 weeks and its four parts, this week's lecture,
 * the next mentoring session and the exercises, as the curriculum table on
 * the page describes them.
 */
import { C, fontFor, n, rect, svg, text } from './svg.ts';
import { appBar, avatar, panel, pill, SCREEN_H, SCREEN_W } from './ui.ts';

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

function progress(): string {
  const cx = 166;
  const cy = 166;
  const r = 52;
  const frac = 8 / 17;
  const a = -Math.PI / 2 + frac * 2 * Math.PI;
  let s = panel(16, 68, 300, 516, '学習の進み具合');
  s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.tint2}" stroke-width="12"/>`;
  s += `<path d="M${cx} ${cy - r}A${r} ${r} 0 0 1 ${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}" fill="none" stroke="${C.brand700}" stroke-width="12" stroke-linecap="round"/>`;
  s +=
    text(cx, cy + 2, '第9週', { size: 20, weight: 700, fill: C.ink, anchor: 'middle' }) +
    text(cx, cy + 22, '全17週', { size: 11, fill: C.muted, anchor: 'middle' });
  s += text(cx, 256, '標準コース 2025年10月期', { size: 12, weight: 700, fill: C.ink, anchor: 'middle' });
  phases.forEach((p, i) => {
    const y = 304 + i * 64;
    s += text(36, y, p.name, { size: 12.5, weight: 700, fill: C.ink }) + text(296, y, p.weeks, { size: 11, fill: C.muted, anchor: 'end' });
    for (let k = 0; k < p.of; k++) {
      const w = (260 - (p.of - 1) * 4) / p.of;
      s += rect(36 + k * (w + 4), y + 12, w, 8, `fill="${k < p.done ? C.brand700 : k === p.done && i === 1 ? C.brand : C.tint2}"`, 4);
    }
    if (p.done === p.of) s += text(36, y + 40, '修了', { size: 11, weight: 700, fill: C.brand800 });
    if (i === 1) s += text(36, y + 40, '受講中：エラー緩和と誤り訂正', { size: 11, fill: C.brand800, weight: 700 });
  });
  return s;
}

function lecture(): string {
  let s = panel(332, 68, 392, 300, '今週の講義', '第9週');
  s += rect(348, 104, 360, 174, `fill="${C.ink}"`, 8);
  // A Bloch sphere on the lecture's title slide.
  s += `<g fill="none" stroke="${C.onInkLink}" stroke-width="1.5"><circle cx="470" cy="191" r="52"/><ellipse cx="470" cy="191" rx="52" ry="16" stroke-dasharray="4 4"/><path d="M470 133v116M412 191h116"/></g>`;
  s += `<path d="M470 191l28-38" stroke="${C.warm}" stroke-width="3" stroke-linecap="round"/><circle cx="498" cy="153" r="6" fill="${C.warm}"/>`;
  s +=
    text(470, 126, '|0⟩', { size: 11, fill: C.onInkMuted, anchor: 'middle' }) +
    text(470, 266, '|1⟩', { size: 11, fill: C.onInkMuted, anchor: 'middle' });
  s += `<circle cx="620" cy="191" r="26" fill="${C.white}" fill-opacity=".95"/><path d="M612 178v26l22-13z" fill="${C.ink}"/>`;
  s += rect(654, 252, 46, 18, `fill="${C.ink800}"`, 4) + text(677, 265, '48:12', { size: 10.5, fill: C.white, anchor: 'middle' });
  s += text(348, 302, 'エラー緩和の考え方', { size: 14, weight: 700, fill: C.ink });
  s += text(348, 324, 'ゼロノイズ外挿と測定誤りの補正 ・ 講義と演習の解説', { size: 11.5, fill: C.muted });
  s += rect(348, 340, 360, 5, `fill="${C.tint2}"`, 2.5) + rect(348, 340, 130, 5, `fill="${C.brand}"`, 2.5);
  return s + text(708, 358, '17:40まで視聴済み', { size: 10.5, fill: C.muted, anchor: 'end' });
}

function mentoring(): string {
  let s = panel(740, 68, 204, 300, '次のメンタリング');
  s +=
    text(756, 128, '11月20日（木）', { size: 16, weight: 700, fill: C.ink }) +
    text(756, 152, '15:00〜15:30 ・ オンライン', { size: 11, fill: C.muted });
  s += `<path d="M756 176H928" stroke="${C.line}"/>`;
  s +=
    avatar(774, 210, 'TK') +
    text(798, 206, '担当メンター', { size: 10.5, fill: C.muted }) +
    text(798, 222, '量子化学グループ', { size: 11.5, weight: 700, fill: C.ink });
  s += text(756, 262, '相談したいこと', { size: 10.5, fill: C.muted });
  s += rect(756, 272, 172, 64, `fill="${C.tint}" stroke="${C.line}"`, 6);
  s += text(766, 294, '実機の結果が想定より', { size: 11, fill: C.ink }) + text(766, 312, '悪い理由を知りたい', { size: 11, fill: C.ink });
  return s;
}

function exerciseList(): string {
  let s = panel(332, 384, 612, 200, '演習', '4件中2件提出済み');
  exercises.forEach((e, i) => {
    const y = 436 + i * 38;
    if (e.state === 'done')
      s += `<circle cx="358" cy="${y - 4}" r="10" fill="${C.brand700}"/><path d="M353 ${y - 4}l4 4 7-8" fill="none" stroke="${C.white}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    else s += `<circle cx="358" cy="${y - 4}" r="9.5" fill="${C.white}" stroke="${C.lineStrong}" stroke-width="1.5"/>`;
    s += text(378, y, e.text, { size: 12.5, fill: e.state === 'done' ? C.muted : C.ink, weight: e.state === 'running' ? 700 : 400 });
    s +=
      e.state === 'running'
        ? pill(752, y - 4, '取り組み中', 'running', 80)
        : e.state === 'done'
          ? pill(752, y - 4, '提出済み', 'done', 80)
          : pill(752, y - 4, '未着手', 'waiting', 80);
    s += text(926, y, e.when, { size: 11, fill: C.muted, anchor: 'end' });
    if (i < 3) s += `<path d="M348 ${y + 16}H928" stroke="${C.line}" stroke-opacity=".6"/>`;
  });
  return s;
}

export function miqanScreen(): string {
  const body =
    rect(0, 0, SCREEN_W, SCREEN_H, `fill="${C.tint}"`) +
    appBar('MIQAN', text(150, 31, '受講者ポータル', { size: 12.5, fill: C.muted }), avatar(926, 26, 'YT')) +
    progress() +
    lecture() +
    mentoring() +
    exerciseList();
  return svg(SCREEN_W, SCREEN_H, body, { font: fontFor('ja') });
}
