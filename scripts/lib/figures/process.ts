/**
 * Process diagrams: stages on a time line, drawn two ways from one
 * description. Wide (1200 px canvas): a Gantt chart, one row per stage,
 * bars and milestones placed on the time axis, brackets under it for the
 * durations the page quotes. Narrow (640 px canvas, shown on phones at about
 * half size, so its type is twice as large): the same stages down a vertical
 * line, each with its timing in words, and the brackets as braces beside them.
 */
import { C, fontFor, n, rect, svg, text, wave, type Lang } from './svg.ts';

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

const LABEL_W = 360;
const X0 = 60 + LABEL_W;
const X1 = 1150;

function wide(p: Process, lang: Lang): string {
  const X = (v: number) => X0 + (v / p.max) * (X1 - X0);
  const rowH = 64;
  const top = 70;
  let s = '';
  for (const t of p.ticks)
    s +=
      `<path d="M${n(X(t.at))} ${top - 14}V${top + p.stages.length * rowH}" stroke="${C.line}"/>` +
      text(X(t.at), top - 24, t.label, { size: 17, fill: C.muted, anchor: 'middle' });
  p.stages.forEach((st, i) => {
    const y = top + i * rowH + rowH / 2;
    if (i > 0) s += `<path d="M40 ${top + i * rowH}H${X1}" stroke="${C.line}" stroke-opacity=".7"/>`;
    s +=
      `<circle cx="58" cy="${y - 7}" r="15" fill="${C.brand700}"/>` +
      text(58, y - 1, String(i + 1), { size: 15, weight: 700, fill: C.white, anchor: 'middle' });
    s += text(86, y - 2, st.title, { size: 19, weight: 700, fill: C.ink }) + text(86, y + 21, st.detail, { size: 15, fill: C.muted });
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
    const y = base + i * 52;
    const [a, c] = [X(b.from), X(b.to)];
    s += `<path d="M${n(a)} ${y}v10H${n(c)}v-10" fill="none" stroke="${C.brand700}" stroke-width="2.5" stroke-linejoin="round"/>`;
    s += text((a + c) / 2, y + 36, b.label, { size: 17, weight: 700, fill: C.brand800, anchor: 'middle' });
  });
  const h = base + p.brackets.length * 52 + 8;
  return svg(1200, h, rect(0, 0, 1200, h, `fill="${C.white}"`) + s, { font: fontFor(lang) });
}

function narrow(p: Process, lang: Lang): string {
  const rowH = 122;
  const top = 40;
  const railX = 118;
  let s = `<path d="M${railX + 30} ${top + 30}V${top + (p.stages.length - 1) * rowH + 30}" stroke="${C.tint3}" stroke-width="6"/>`;
  p.stages.forEach((st, i) => {
    const y = top + i * rowH;
    const milestone = typeof st.at === 'number';
    s += text(railX - 8, y + 40, st.when, { size: 21, weight: 700, fill: C.brand800, anchor: 'end' });
    s += milestone
      ? `<path d="M${railX + 30} ${y + 8}l22 22-22 22-22-22z" fill="${C.warm}" stroke="${C.ink}" stroke-width="2.5"/>`
      : `<circle cx="${railX + 30}" cy="${y + 30}" r="22" fill="${C.brand}"/>`;
    s += text(railX + 30, y + 38, String(i + 1), { size: 21, weight: 700, fill: C.ink, anchor: 'middle' });
    s += text(railX + 72, y + 40, st.title, { size: 27, weight: 700, fill: C.ink });
    const words = st.detail;
    s += text(railX + 72, y + 80, words, { size: 21, fill: C.muted });
  });
  let y = top + p.stages.length * rowH + 10;
  for (const b of p.brackets) {
    s +=
      `<path d="${wave(40, y + 14, 2, 14, 6)}" fill="none" stroke="${C.brand}" stroke-width="4" stroke-linecap="round"/>` +
      text(104, y + 22, b.label, { size: 22, weight: 700, fill: C.brand800 });
    y += 52;
  }
  const h = y + 14;
  return svg(640, h, rect(0, 0, 640, h, `fill="${C.white}"`) + s, { font: fontFor(lang) });
}

/** Both layouts of a process, by file name under src/assets/illustrations/. */
export function drawProcess(name: string, lang: Lang, p: Process): Record<string, string> {
  return { [`diagrams/${name}.${lang}.svg`]: wide(p, lang), [`diagrams/${name}-narrow.${lang}.svg`]: narrow(p, lang) };
}
