/**
 * Process diagrams: stages on a time line, drawn two ways from one
 * description. Wide (1200 px canvas, shown from 969 px at 0.75–0.9 of its
 * size, so no text is under 17 px): a Gantt chart, one row per stage, bars and
 * milestones placed on the time axis, brackets under it for the durations the
 * page quotes. Narrow (PROCESS_NARROW_W, shown on phones at about 0.95 of its
 * size and on tablets at its own, so no text is under 14 px): the same stages
 * down a vertical line, each with its timing in words over its title and its
 * detail wrapped to the width, and the brackets' durations in a band under them.
 */
import { C, fontFor, n, rect, svg, text, wave, wrapLines, type Lang } from './svg.ts';

export interface Stage {
  title: string;
  detail: string;
  /** Where the stage sits on the axis: a point (milestone) or a span (bar). */
  at: number | readonly [number, number];
  /** Its timing in words, for the narrow layout (e.g. "Weeks 1–3"). */
  when: string;
  /** Points inside a bar to mark (e.g. the two workshops). */
  marks?: readonly number[];
}

export interface Process {
  /** Axis end; the axis runs from 0. */
  max: number;
  ticks: readonly { at: number; label: string }[];
  stages: readonly Stage[];
  brackets: readonly { label: string; from: number; to: number }[];
}

const LABEL_W = 440;
const X0 = 60 + LABEL_W;
const X1 = 1150;

function wide(p: Process, lang: Lang): string {
  const X = (v: number) => X0 + (v / p.max) * (X1 - X0);
  const rowH = 70;
  // The tick labels above the rows, when there are any.
  const top = p.ticks.length ? 72 : 28;
  let s = '';
  for (const t of p.ticks)
    s +=
      `<path d="M${n(X(t.at))} ${top - 14}V${top + p.stages.length * rowH}" stroke="${C.line}"/>` +
      text(X(t.at), top - 26, t.label, { size: 17, fill: C.muted, anchor: 'middle' });
  p.stages.forEach((st, i) => {
    const y = top + i * rowH + rowH / 2;
    if (i > 0) s += `<path d="M40 ${top + i * rowH}H${X1}" stroke="${C.line}" stroke-opacity=".7"/>`;
    s +=
      `<circle cx="58" cy="${y - 8}" r="17" fill="${C.brand700}"/>` +
      text(58, y - 2, String(i + 1), { size: 17, weight: 700, fill: C.white, anchor: 'middle' });
    s += text(88, y - 2, st.title, { size: 21, weight: 700, fill: C.ink }) + text(88, y + 23, st.detail, { size: 17, fill: C.muted });
    if (typeof st.at === 'number') {
      const x = X(st.at);
      s += `<path d="M${n(x)} ${y - 15}l15 15-15 15-15-15z" fill="${C.warm}" stroke="${C.ink}" stroke-width="2"/>`;
    } else {
      const [a, b] = st.at;
      s += rect(X(a), y - 13, X(b) - X(a), 26, `fill="${C.brand}"`, 13);
      for (const m of st.marks ?? []) s += `<circle cx="${n(X(m))}" cy="${y}" r="6" fill="${C.white}"/>`;
    }
  });
  const base = top + p.stages.length * rowH + 22;
  p.brackets.forEach((b, i) => {
    const y = base + i * 54;
    const [a, c] = [X(b.from), X(b.to)];
    s += `<path d="M${n(a)} ${y}v10H${n(c)}v-10" fill="none" stroke="${C.brand700}" stroke-width="2.5" stroke-linejoin="round"/>`;
    s += text((a + c) / 2, y + 37, b.label, { size: 18, weight: 700, fill: C.brand800, anchor: 'middle' });
  });
  const h = base + p.brackets.length * 54 + 8;
  return svg(1200, h, rect(0, 0, 1200, h, `fill="${C.white}"`) + s, { font: fontFor(lang) });
}

/** The narrow layout's canvas: about as wide as a phone shows it (325 CSS px on a 375 px phone), and a tablet shows it at its size. */
const PROCESS_NARROW_W = 340;

function narrow(p: Process, lang: Lang): string {
  const W = PROCESS_NARROW_W;
  const railX = 27;
  const textX = 58;
  const textW = W - textX - 12;
  const detailSize = 15;
  const detailPitch = 21;
  let s = '';
  let y = 18;
  const centres: number[] = [];
  p.stages.forEach((st, i) => {
    // The timing above the title, the detail under it in as many lines as it takes; the stage's mark on the rail beside them.
    const cy = y + 24;
    centres.push(cy);
    s +=
      (typeof st.at === 'number'
        ? `<path d="M${railX} ${cy - 17}l17 17-17 17-17-17z" fill="${C.warm}" stroke="${C.ink}" stroke-width="2"/>`
        : `<circle cx="${railX}" cy="${cy}" r="15" fill="${C.brand}"/>`) +
      text(railX, cy + 5, String(i + 1), { size: 14, weight: 700, fill: C.ink, anchor: 'middle' });
    s += text(textX, y + 14, st.when, { size: 14, weight: 700, fill: C.brand800 });
    s += text(textX, y + 37, st.title, { size: 17, weight: 700, fill: C.ink });
    const lines = wrapLines(st.detail, detailSize, textW);
    lines.forEach((line, k) => (s += text(textX, y + 60 + k * detailPitch, line, { size: detailSize, fill: C.muted })));
    y += 60 + (lines.length - 1) * detailPitch + 28;
  });
  const rail = `<path d="M${railX} ${centres[0] ?? 0}V${centres.at(-1) ?? 0}" stroke="${C.tint3}" stroke-width="4"/>`;
  // The durations the page quotes, under the stages: each after the logo's wave, in a tinted band.
  const bandTop = y - 8;
  let band = '';
  y = bandTop + 30;
  for (const b of p.brackets) {
    const lines = wrapLines(b.label, 15, textW, true);
    band += `<path d="${wave(railX - 13, y - 5, 2, 13, 6)}" fill="none" stroke="${C.brand}" stroke-width="3" stroke-linecap="round"/>`;
    lines.forEach((line, k) => (band += text(textX, y + k * detailPitch, line, { size: 15, weight: 700, fill: C.brand800 })));
    y += (lines.length - 1) * detailPitch + 34;
  }
  const h = y - 34 + 26;
  band = rect(6, bandTop, W - 12, h - bandTop - 6, `fill="${C.tint}"`, 10) + band;
  return svg(W, h, rect(0, 0, W, h, `fill="${C.white}"`) + rail + s + band, { font: fontFor(lang) });
}

/** Both layouts of a process, by file name under src/assets/illustrations/. */
export function drawProcess(name: string, lang: Lang, p: Process): Record<string, string> {
  return { [`diagrams/${name}.${lang}.svg`]: wide(p, lang), [`diagrams/${name}-narrow.${lang}.svg`]: narrow(p, lang) };
}
