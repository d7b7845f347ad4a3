/**
 * QS is consulting, so its "product" is what a client receives: the report
 * portal of an engagement, with the readiness scores on the four axes the
 * page names, the use cases placed by business value and fit for quantum
 * computing, and the multi-year roadmap. On a phone: the readiness chart, the
 * use cases as a ranked list and the roadmap lane by lane, one under another.
 */
import { C, fontFor, n, rect, svg, text, textWidth, type Lang } from './svg.ts';
import { appBar, MIN_TEXT, narrowBar, narrowPanel, NARROW_W, NW, NX, panel, SCREEN_H, SCREEN_W } from './ui.ts';

const T = {
  ja: {
    tabs: ['概要', 'レディネス', 'ユースケース', 'ロードマップ'],
    client: 'A社 研究開発本部 御中',
    readiness: 'レディネス評価',
    axes: ['人材', 'ユースケース', 'データと計算基盤', 'パートナーシップ'],
    you: '貴社',
    average: '同業種の平均',
    useCases: 'ユースケースの優先順位',
    value: '事業価値',
    fit: '量子計算との相性',
    priority: '優先して検証',
    cases: ['重合触媒の活性点', '電解液の添加剤', '腐食抑制剤', '生産計画'],
    score: 'スコア',
    roadmap: 'ロードマップ',
    years: ['2026年度', '2027年度', '2028年度', '2029年度', '2030年度'],
    lanes: ['人材育成', '検証計算', '社内体制', '投資判断'],
    bars: ['MIQAN 2名 → 5名', 'CRSで重合触媒を検証', '専任2名＋兼任', '専任チームを拡大'],
    review: '再評価',
  },
  en: {
    tabs: ['Summary', 'Readiness', 'Use cases', 'Roadmap'],
    client: 'Prepared for Client A, R&D Division',
    readiness: 'Readiness',
    axes: ['People', 'Use cases', 'Data & compute', 'Partnerships'],
    you: 'You',
    average: 'Industry average',
    useCases: 'Use-case priorities',
    value: 'Business value',
    fit: 'Fit for quantum computing',
    priority: 'Validate first',
    cases: ['Polymerisation catalyst', 'Electrolyte additive', 'Corrosion inhibitor', 'Production planning'],
    score: 'Score',
    roadmap: 'Roadmap',
    years: ['FY2026', 'FY2027', 'FY2028', 'FY2029', 'FY2030'],
    lanes: ['People', 'Validation', 'Team', 'Investment'],
    bars: ['MIQAN: 2 → 5 people', 'Catalyst study with CRS', '2 full-time + part-time', 'Grow the core team'],
    review: 'Review',
  },
} as const;

/**
 * The readiness chart between `left` and `right`: as large as its four axis
 * names (at `size` px, bold) leave room for, up to `maxR`, centred between
 * the names on either side.
 */
function radar(left: number, right: number, cy: number, t: (typeof T)[Lang], maxR: number, size = MIN_TEXT): string {
  const wl = textWidth(t.axes[3], size, true);
  const wr = textWidth(t.axes[1], size, true);
  const R = Math.min(maxR, (right - left - wl - wr - 12) / 2);
  const cx = left + wl + 6 + R + (right - left - wl - wr - 12 - 2 * R) / 2;
  const pt = (axis: number, level: number) => {
    const a = -Math.PI / 2 + (axis * Math.PI) / 2;
    return [cx + (R * level * Math.cos(a)) / 5, cy + (R * level * Math.sin(a)) / 5] as const;
  };
  const poly = (levels: readonly number[]) => `M${levels.map((l, i) => pt(i, l).map(n).join(' ')).join('L')}Z`;
  let s = '';
  for (let l = 1; l <= 5; l++) s += `<path d="${poly([l, l, l, l])}" fill="none" stroke="${C.line}"/>`;
  s += `<path d="M${cx} ${cy - R}V${cy + R}M${cx - R} ${cy}H${cx + R}" stroke="${C.line}"/>`;
  s += `<path d="${poly([3, 2.5, 3, 3])}" fill="none" stroke="${C.lineStrong}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
  s += `<path d="${poly([2, 3.5, 4, 2])}" fill="${C.brand}" fill-opacity=".2" stroke="${C.brand700}" stroke-width="2.5" stroke-linejoin="round"/>`;
  [2, 3.5, 4, 2].forEach((l, i) => {
    const [x, y] = pt(i, l);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="4" fill="${C.brand700}"/>`;
  });
  s += text(cx, cy - R - 8, t.axes[0], { size, weight: 700, fill: C.ink, anchor: 'middle' });
  s += text(cx + R + 6, cy + size * 0.36, t.axes[1], { size, weight: 700, fill: C.ink });
  s += text(cx, cy + R + 7 + size, t.axes[2], { size, weight: 700, fill: C.ink, anchor: 'middle' });
  s += text(cx - R - 6, cy + size * 0.36, t.axes[3], { size, weight: 700, fill: C.ink, anchor: 'end' });
  return s;
}

/** Where the chart key's second entry starts, from its first. */
const legendStep = (t: (typeof T)[Lang], size: number) => 24 + textWidth(t.you, size) + 20;
const legendWidth = (t: (typeof T)[Lang], size: number) => legendStep(t, size) + 24 + textWidth(t.average, size);

/** The chart's key: this client's line and the industry average's, from (x, y). */
function legend(x: number, y: number, t: (typeof T)[Lang], size = MIN_TEXT): string {
  const second = x + legendStep(t, size);
  return (
    `<path d="M${x} ${y - 4}h18" stroke="${C.brand700}" stroke-width="2.5"/>` +
    text(x + 24, y, t.you, { size, fill: C.ink }) +
    `<path d="M${second} ${y - 4}h18" stroke="${C.lineStrong}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    text(second + 24, y, t.average, { size, fill: C.ink })
  );
}

const scores = ['4.4', '3.9', '3.1', '2.2'];

/** The ranked use cases from (x, y), `pitch` apart, each with its score bar (`bar` wide) and its score ending at `right`. */
function ranking(x: number, y: number, pitch: number, bar: number, right: number, t: (typeof T)[Lang], size = 13.5): string {
  let s = '';
  t.cases.forEach((c, i) => {
    const row = y + i * pitch;
    s +=
      `<circle cx="${x}" cy="${row - 5}" r="11.5" fill="${i === 0 ? C.warm : C.tint2}"/>` +
      text(x, row, String(i + 1), { size: MIN_TEXT, weight: 700, fill: C.ink, anchor: 'middle' });
    s += text(x + 20, row, c, { size, weight: i === 0 ? 700 : 400, fill: C.ink });
    s +=
      rect(x + 20, row + 10, bar, 6, `fill="${C.tint2}"`, 3) +
      rect(x + 20, row + 10, (bar * Number(scores[i])) / 5, 6, `fill="${i === 0 ? C.brand700 : C.brand}"`, 3);
    s += text(right, row + 17, scores[i] ?? '', { size: MIN_TEXT, weight: 700, fill: C.ink, anchor: 'end' });
  });
  return s;
}

function matrix(t: (typeof T)[Lang]): string {
  const x0 = 414;
  const y0 = 108;
  const w = 240;
  const h = 216;
  let s =
    rect(x0 + w / 2, y0, w / 2, h / 2, `fill="${C.tint2}"`) +
    text(x0 + w / 2 + 8, y0 + 20, t.priority, { size: MIN_TEXT, weight: 700, fill: C.brand800 });
  s += `<path d="M${x0} ${y0}V${y0 + h}H${x0 + w}M${x0 + w / 2} ${y0}V${y0 + h}M${x0} ${y0 + h / 2}H${x0 + w}" fill="none" stroke="${C.line}"/><path d="M${x0} ${y0}V${y0 + h}H${x0 + w}" fill="none" stroke="${C.lineStrong}"/>`;
  s += text(x0 + w, y0 + h + 20, `${t.fit} →`, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
  s += `<text transform="translate(${x0 - 10} ${y0 + h}) rotate(-90)" font-size="${MIN_TEXT}" fill="${C.muted}">${t.value} →</text>`;
  const pos = [
    [0.8, 0.74, 20],
    [0.62, 0.64, 15],
    [0.7, 0.3, 12],
    [0.22, 0.55, 13],
  ] as const;
  pos.forEach(([fx, fy, r], i) => {
    const cx = x0 + fx * w;
    const cy = y0 + h - fy * h;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${i === 0 ? C.warm : C.brand}" fill-opacity="${i === 0 ? 0.9 : 0.35}" stroke="${i === 0 ? C.ink : C.brand700}" stroke-width="1.5"/>`;
    s += text(cx, cy + 4.5, String(i + 1), { size: MIN_TEXT, weight: 700, fill: C.ink, anchor: 'middle' });
  });
  return s + ranking(690, 130, 52, 160, 926, t) + text(928, 94, t.score, { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
}

/** Where each lane's bar runs on the roadmap, in years from the first. */
const bars = [
  [0, 1.8],
  [0.5, 2.6],
  [1, 5],
  [3, 5],
] as const;
/** The reviews, in years from the first. */
const reviews = [2.5, 4.5];
const laneFill = (i: number) => (i === 3 ? C.tint3 : i === 0 ? C.brand700 : C.brand);
const laneStroke = (i: number) => (i === 3 ? ` stroke="${C.brand700}" stroke-dasharray="4 3"` : '');
const review = (x: number, y: number) => `<path d="M${n(x)} ${y}l8 8-8 8-8-8z" fill="${C.warm}" stroke="${C.ink}" stroke-width="1.2"/>`;

function roadmap(t: (typeof T)[Lang]): string {
  const x0 = 150;
  const col = (944 - 16 - x0) / 5;
  let s = panel(16, 384, 928, 200, t.roadmap);
  t.years.forEach(
    (y, i) =>
      (s +=
        text(x0 + i * col + 8, 436, y, { size: MIN_TEXT, fill: C.muted }) + `<path d="M${n(x0 + i * col)} 422V572" stroke="${C.line}"/>`),
  );
  t.lanes.forEach((lane, i) => {
    const y = 468 + i * 30;
    s += text(36, y + 5, lane, { size: 13.5, weight: 700, fill: C.ink });
    const [from, to] = bars[i]!;
    s += rect(x0 + from * col + 4, y - 11, (to - from) * col - 8, 22, `fill="${laneFill(i)}"${laneStroke(i)}`, 11);
    s += text(x0 + from * col + 16, y + 4.5, t.bars[i] ?? '', { size: MIN_TEXT, weight: 700, fill: i === 0 ? C.white : C.ink });
  });
  for (const at of reviews)
    s += review(x0 + at * col, 442) + text(x0 + at * col + 14, 455, t.review, { size: MIN_TEXT, weight: 700, fill: C.ink });
  return s;
}

/**
 * The roadmap on a phone, at y: the years with the reviews on them, then each
 * lane as its name and what happens (too long to sit inside a bar this
 * narrow) above its bar on the same years; the reviews' key in the title row.
 */
function roadmapNarrow(y: number, h: number, t: (typeof T)[Lang]): string {
  const x0 = NX + 16;
  const x1 = NX + NW - 16;
  const col = (x1 - x0) / 5;
  let s = narrowPanel(y, h, t.roadmap) + text(x1, y + 26, t.review, { size: MIN_TEXT, weight: 700, fill: C.ink, anchor: 'end' });
  s += review(x1 - textWidth(t.review, MIN_TEXT, true) - 14, y + 14);
  s +=
    text(x0, y + 56, t.years[0] ?? '', { size: MIN_TEXT, fill: C.muted }) +
    text(x1, y + 56, t.years[4] ?? '', { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
  for (let i = 0; i <= 5; i++) s += `<path d="M${n(x0 + i * col)} ${y + 64}V${y + h - 12}" stroke="${C.line}"/>`;
  for (const at of reviews) s += review(x0 + at * col, y + 60);
  t.lanes.forEach((lane, i) => {
    const row = y + 98 + i * 40;
    const [from, to] = bars[i]!;
    s +=
      text(x0, row, lane, { size: MIN_TEXT, fill: C.muted }) +
      text(x1, row, t.bars[i] ?? '', { size: MIN_TEXT, weight: 700, fill: C.ink, anchor: 'end' });
    s += rect(x0 + from * col + 2, row + 7, (to - from) * col - 4, 11, `fill="${laneFill(i)}"${laneStroke(i)}`, 5.5);
  });
  return s;
}

export function qsScreen(lang: Lang): string {
  const t = T[lang];
  let tabs = '';
  let x = 110;
  t.tabs.forEach((tab, i) => {
    const w = lang === 'ja' ? tab.length * 13 : tab.length * 7.4;
    tabs += text(x, 31, tab, { size: 13, weight: i === 1 ? 700 : 400, fill: i === 1 ? C.ink : C.muted });
    if (i === 1) tabs += rect(x, 49, w, 3, `fill="${C.brand}"`);
    x += w + 28;
  });
  const body =
    rect(0, 0, SCREEN_W, SCREEN_H, `fill="${C.tint}"`) +
    appBar('QS', tabs, text(936, 31, t.client, { size: MIN_TEXT, fill: C.muted, anchor: 'end' })) +
    panel(16, 68, 340, 300, t.readiness) +
    radar(32, 340, 210, t, 62) +
    legend(32, 352, t) +
    panel(372, 68, 572, 300, t.useCases) +
    matrix(t) +
    roadmap(t);
  return svg(SCREEN_W, SCREEN_H, body, { font: fontFor(lang) });
}

/** The phone layout: readiness, the ranked use cases, the roadmap lane by lane. */
export function qsScreenNarrow(lang: Lang): string {
  const t = T[lang];
  const height = 744;
  const body =
    rect(0, 0, NARROW_W, height, `fill="${C.tint}"`) +
    narrowBar('QS', text(NARROW_W - 16, 31, t.client, { size: MIN_TEXT, fill: C.muted, anchor: 'end' })) +
    narrowPanel(64, 200, t.readiness) +
    legend(NX + NW - 16 - legendWidth(t, MIN_TEXT), 90, t) +
    radar(NX + 16, NX + NW - 16, 178, t, 54) +
    narrowPanel(274, 204, t.useCases, t.score) +
    ranking(NX + 28, 332, 40, NW - 110, NX + NW - 16, t) +
    roadmapNarrow(488, 244, t);
  return svg(NARROW_W, height, body, { font: fontFor(lang) });
}
