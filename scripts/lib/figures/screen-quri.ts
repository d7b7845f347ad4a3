/**
 * QURI's notebook: SDK code on the left (hardware-independent: the backend is
 * one string), the circuit it builds, and the QURI Cloud job's result with
 * zero-noise extrapolation (estimates at noise scales 1–3 extrapolated to 0).
 * On a phone: the code's last part (the Hamiltonian and the estimate on a
 * backend named by one string), wrapped as an editor wraps it, and the result.
 */
import { C, esc, FONT_MONO, fontFor, n, rect, svg, text, type Lang } from './svg.ts';
import { appBar, avatar, MIN_TEXT, narrowBar, NARROW_W, NW, NX, panel, pill, SCREEN_H, SCREEN_W } from './ui.ts';

const T = {
  ja: {
    tabs: ['ノートブック', 'ジョブ', 'ダッシュボード'],
    project: '分子設計研究室 / vqe-zne',
    comments: [
      '# 4量子ビットのハードウェア効率型アンザッツ',
      '# H2分子のハミルトニアン（一部）',
      '# GPUシミュレータで、ゼロノイズ外挿を適用して推定',
    ],
    circuit: '回路',
    stats: '量子ビット 4 ・ 深さ 5 ・ CNOT 3',
    job: 'ジョブ #2814',
    done: '完了',
    estimate: '期待値 ⟨H⟩ の推定値（ゼロノイズ外挿後）',
    scale: 'ノイズの倍率 λ',
    run: 'GPUシミュレータ ・ 10,000ショット ・ 38秒',
  },
  en: {
    tabs: ['Notebook', 'Jobs', 'Dashboard'],
    project: 'Molecular Design Lab / vqe-zne',
    comments: [
      '# Hardware-efficient ansatz on 4 qubits',
      '# Part of the H2 Hamiltonian',
      '# Estimate on the GPU simulator with zero-noise extrapolation',
    ],
    circuit: 'Circuit',
    stats: '4 qubits · depth 5 · 3 CNOTs',
    job: 'Job #2814',
    done: 'Done',
    estimate: 'Estimated ⟨H⟩ after zero-noise extrapolation',
    scale: 'Noise scale λ',
    run: 'GPU simulator · 10,000 shots · 38 s',
  },
} as const;

const code = (comments: readonly string[]) => [
  'from quri.circuit import QuantumCircuit',
  'from quri.operator import Operator, pauli',
  'from quri.cloud import Backend',
  '',
  comments[0] ?? '',
  'circuit = QuantumCircuit(4)',
  'for q in range(4):',
  '    circuit.add_ry(q, theta[q])',
  'circuit.add_cnot(0, 1)',
  'circuit.add_cnot(2, 3)',
  'circuit.add_cnot(1, 2)',
  '',
  comments[1] ?? '',
  'h = Operator({pauli("Z0"): 0.17,',
  '              pauli("Z0 Z1"): 0.12})',
  '',
  comments[2] ?? '',
  'backend = Backend("gpu-simulator", shots=10_000)',
  'job = backend.estimate(h, circuit, mitigation="zne")',
  'print(job.result().value)',
];

/** One line of Python, coloured: keywords, strings, numbers, comments. */
function highlight(line: string): string {
  if (line.startsWith('#')) return `<tspan fill="${C.onInkMuted}">${esc(line)}</tspan>`;
  const out: string[] = [];
  for (const m of line.matchAll(/("[^"]*")|\b(from|import|for|in)\b|\b(\d[\d_.]*)\b|([^"\w]+|\w+)/g)) {
    const [token, str, kw, num] = m;
    const fill = str ? C.warm : kw ? C.onInkLink : num ? C.tint3 : undefined;
    out.push(fill ? `<tspan fill="${fill}">${esc(token)}</tspan>` : esc(token));
  }
  return out.join('');
}

/** A row of the editor: its line number (none on a wrapped line's continuation) and its text. */
type Row = readonly [number | null, string];

/**
 * The editor with the file's tab: `rows` from y0 + 64, `pitch` apart; the
 * caret sits on the `caret`-th row. Line numbers and code are 13 px.
 */
function editor(x: number, y0: number, w: number, h: number, rows: readonly Row[], pitch: number, caret: number): string {
  let s =
    rect(x, y0, w, h, `fill="${C.ink}"`, 10) + rect(x, y0, w, 36, `fill="${C.ink800}"`, 10) + rect(x, y0 + 26, w, 10, `fill="${C.ink800}"`);
  s +=
    rect(x + 12, y0 + 8, 112, 28, `fill="${C.ink}"`, 6) +
    text(x + 24, y0 + 27, 'vqe_zne.py', { size: MIN_TEXT, fill: C.white, family: FONT_MONO });
  rows.forEach(([number, line], i) => {
    const y = y0 + 64 + i * pitch;
    if (number !== null) s += text(x + 30, y, String(number), { size: MIN_TEXT, fill: C.lineStrong, anchor: 'end', family: FONT_MONO });
    if (line)
      s += `<text x="${x + 44}" y="${y}" font-size="${MIN_TEXT}" fill="${C.white}" font-family="${esc(FONT_MONO)}" xml:space="preserve">${highlight(line)}</text>`;
  });
  return s + rect(x + 44, y0 + 64 + caret * pitch - 15, 2, 19, `fill="${C.brand}"`);
}

/** Columns a line takes in a monospace face: Japanese characters take two. */
const columns = (line: string) => [...line].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

/**
 * A line wrapped at `max` columns as an editor with soft wrap shows it: code
 * after its last `, ` or `(` that fits, continued under the opening bracket
 * (or four spaces in); a comment after a space or 、, continued as a comment.
 */
function wrap(line: string, max: number): string[] {
  if (columns(line) <= max) return [line];
  const comment = line.startsWith('#');
  let cut = 0;
  for (let i = 1; i < line.length; i++) {
    const before = line.slice(0, i);
    if (columns(before) > max) break;
    if (comment ? /[ 、]$/.test(before) : /(, |\()$/.test(before)) cut = i;
  }
  if (cut === 0) return [line];
  const head = line.slice(0, cut).trimEnd();
  const open = head.indexOf('(');
  const indent = comment ? '# ' : open >= 0 && open + 1 + columns(line.slice(cut)) <= max ? ' '.repeat(open + 1) : '    ';
  return [head, ...wrap(indent + line.slice(cut).trimStart(), max)];
}

function circuit(t: (typeof T)[Lang]): string {
  const ys = [132, 170, 208, 246];
  let s = panel(560, 68, 384, 250, t.circuit);
  ys.forEach(
    (y, q) =>
      (s +=
        text(574, y + 4, `q${q}`, { size: MIN_TEXT, fill: C.muted, family: FONT_MONO }) +
        `<path d="M600 ${y}H926" stroke="${C.lineStrong}" stroke-width="1.5"/>`),
  );
  const gate = (x: number, y: number, label: string) =>
    rect(x - 17, y - 12, 34, 24, `fill="${C.tint2}" stroke="${C.brand700}" stroke-width="1.5"`, 4) +
    text(x, y + 4.5, label, { size: MIN_TEXT, weight: 700, fill: C.brand800, anchor: 'middle' });
  const cnot = (x: number, c: number, tq: number) =>
    `<path d="M${x} ${ys[c]}V${ys[tq]! + 9}" stroke="${C.ink}" stroke-width="1.5"/><circle cx="${x}" cy="${ys[c]}" r="4.5" fill="${C.ink}"/><circle cx="${x}" cy="${ys[tq]}" r="9" fill="${C.white}" stroke="${C.ink}" stroke-width="1.5"/><path d="M${x - 9} ${ys[tq]}h18M${x} ${ys[tq]! - 9}v18" stroke="${C.ink}" stroke-width="1.5"/>`;
  for (const y of ys) s += gate(630, y, 'RY');
  s += cnot(684, 0, 1) + cnot(684, 2, 3) + cnot(736, 1, 2);
  for (const y of ys) s += gate(790, y, 'RY');
  for (const y of ys)
    s +=
      rect(862, y - 12, 34, 24, `fill="${C.white}" stroke="${C.ink}" stroke-width="1.5"`, 4) +
      `<path d="M869 ${y + 6}a10 10 0 0 1 20 0M879 ${y + 6}l7-11" fill="none" stroke="${C.ink}" stroke-width="1.5" stroke-linecap="round"/>`;
  return s + text(576, 298, t.stats, { size: 13.5, fill: C.muted });
}

/** The job's result panel at (x, y), `w` wide. */
function result(t: (typeof T)[Lang], lang: Lang, x = 560, y = 334, w = 384): string {
  const small = MIN_TEXT;
  const pillW = lang === 'ja' ? 58 : 62;
  let s = panel(x, y, w, 250, t.job) + pill(x + w - 16 - pillW, y + 24, t.done, 'done', pillW);
  s += text(x + 16, y + 52, t.estimate, { size: small, fill: C.muted });
  s +=
    text(x + 16, y + 86, '−1.1361', { size: 28, weight: 700, fill: C.ink }) +
    text(x + 154, y + 86, '± 0.0042 Ha', { size: 13.5, fill: C.muted });
  s += text(x + 16, y + 110, t.run, { size: small, fill: C.muted });
  const step = (w - 108) / 3;
  const X = (l: number) => x + 60 + l * step;
  const Y = (e: number) => y + 124 + ((e + 1.01) / -0.14) * 78;
  for (const l of [0, 1, 2, 3]) s += text(X(l), y + 218, String(l), { size: small, fill: C.muted, anchor: 'middle' });
  s += `<path d="M${X(0)} ${y + 120}V${y + 204}H${X(3) + 12}" fill="none" stroke="${C.lineStrong}"/>`;
  s += `<path d="M${n(X(0))} ${n(Y(-1.1361))}L${n(X(3))} ${n(Y(-1.0262))}" stroke="${C.brand700}" stroke-width="1.5" stroke-dasharray="4 4"/>`;
  for (const [l, e] of [
    [1, -1.0983],
    [2, -1.0615],
    [3, -1.0262],
  ] as const)
    s += `<circle cx="${n(X(l))}" cy="${n(Y(e))}" r="5" fill="${C.brand700}"/>`;
  s += `<circle cx="${n(X(0))}" cy="${n(Y(-1.1361))}" r="7" fill="${C.warm}" stroke="${C.ink}" stroke-width="1.5"/>`;
  return s + text(X(3) + 14, y + 238, t.scale, { size: small, fill: C.muted, anchor: 'end' });
}

export function quriScreen(lang: Lang): string {
  const t = T[lang];
  let tabs = '';
  let x = 196;
  t.tabs.forEach((tab, i) => {
    const w = lang === 'ja' ? tab.length * 13 : tab.length * 7.4;
    tabs += text(x, 31, tab, { size: 13, weight: i === 0 ? 700 : 400, fill: i === 0 ? C.ink : C.muted });
    if (i === 0) tabs += rect(x, 49, w, 3, `fill="${C.brand}"`);
    x += w + 32;
  });
  const body =
    rect(0, 0, SCREEN_W, SCREEN_H, `fill="${C.tint}"`) +
    appBar('QURI Cloud', tabs, text(894, 31, t.project, { size: MIN_TEXT, fill: C.muted, anchor: 'end' }) + avatar(924, 26, 'MK')) +
    editor(
      16,
      68,
      528,
      516,
      code(t.comments).map((line, i) => [i + 1, line] as const),
      22,
      17,
    ) +
    circuit(t) +
    result(t, lang);
  return svg(SCREEN_W, SCREEN_H, body, { font: fontFor(lang) });
}

/** The phone layout: the end of the notebook's code (the Hamiltonian and the estimate), wrapped, and the job's result. */
export function quriScreenNarrow(lang: Lang): string {
  const t = T[lang];
  const rows = code(t.comments)
    .map((line, i) => [i + 1, line] as const)
    .slice(12)
    .flatMap(([number, line]) => wrap(line, 36).map((part, k): Row => [k === 0 ? number : null, part]));
  const editorH = 64 + (rows.length - 1) * 21 + 24;
  const height = 64 + editorH + 10 + 250 + 12;
  const body =
    rect(0, 0, NARROW_W, height, `fill="${C.tint}"`) +
    narrowBar('QURI Cloud', avatar(NARROW_W - 28, 26, 'MK')) +
    editor(
      NX,
      64,
      NW,
      editorH,
      rows,
      21,
      rows.findIndex(([, line]) => line.startsWith('backend')),
    ) +
    result(t, lang, NX, 64 + editorH + 10, NW);
  return svg(NARROW_W, height, body, { font: fontFor(lang) });
}
