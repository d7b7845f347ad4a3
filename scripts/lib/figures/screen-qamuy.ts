/**
 * Qamuy's calculation screen: the molecule (ethylene carbonate, an
 * electrolyte additive, as in the page's battery use case), the calculation
 * settings, the VQE energy converging between the Hartree–Fock and CASCI
 * references, and the job list. On a phone the same screen stacks the
 * molecule, the settings as a list and the convergence of the running job.
 */
import { C, FONT_MONO, fontFor, n, rect, svg, text, type Lang } from './svg.ts';
import {
  appBar,
  avatar,
  button,
  field,
  narrowBar,
  narrowPanel,
  MIN_TEXT,
  NARROW_W,
  NW,
  NX,
  panel,
  pill,
  SCREEN_H,
  SCREEN_W,
  toggleOn,
} from './ui.ts';

const T = {
  ja: {
    crumb: 'プロジェクト / 電解液添加剤の評価 / VQE 基底状態',
    run: '計算を実行',
    molecule: '分子構造',
    moleculeName: 'エチレンカーボネート',
    settings: '計算条件',
    basis: '基底関数',
    active: '活性空間',
    activeValue: '4電子・4軌道',
    ansatz: 'アンザッツ',
    backend: '実行先',
    backendValue: 'ノイズシミュレータ',
    zne: 'ゼロノイズ外挿',
    plot: 'エネルギーの収束',
    iterations: '反復回数',
    energy: 'エネルギー (Ha)',
    jobs: 'ジョブ',
    jobsRight: '3件',
    head: ['ジョブ名', '分子', '実行先', '状態', 'エネルギー (Ha)', '更新'],
    rows: [
      ['VQE · UCCSD · 6-31G*', 'エチレンカーボネート', 'ノイズシミュレータ', 'running', '−339.8009', '2分前'],
      ['VQE · UCCSD · STO-3G', 'エチレンカーボネート', '状態ベクトル', 'done', '−337.4436', '14分前'],
      ['VQE · HEA · 6-31G*', 'フルオロエチレンカーボネート', '量子コンピュータ', 'waiting', '—', '1時間前'],
    ],
    status: { running: '実行中', done: '完了', waiting: '待機中' },
  },
  en: {
    crumb: 'Projects / Electrolyte additives / VQE ground state',
    run: 'Run calculation',
    molecule: 'Molecule',
    moleculeName: 'Ethylene carbonate',
    settings: 'Settings',
    basis: 'Basis set',
    active: 'Active space',
    activeValue: '4 electrons, 4 orbitals',
    ansatz: 'Ansatz',
    backend: 'Backend',
    backendValue: 'Noisy simulator',
    zne: 'Zero-noise extrapolation',
    plot: 'Energy convergence',
    iterations: 'Iteration',
    energy: 'Energy (Ha)',
    jobs: 'Jobs',
    jobsRight: '3 jobs',
    head: ['Job', 'Molecule', 'Backend', 'Status', 'Energy (Ha)', 'Updated'],
    rows: [
      ['VQE · UCCSD · 6-31G*', 'Ethylene carbonate', 'Noisy simulator', 'running', '−339.8009', '2 min ago'],
      ['VQE · UCCSD · STO-3G', 'Ethylene carbonate', 'State vector', 'done', '−337.4436', '14 min ago'],
      ['VQE · HEA · 6-31G*', 'Fluoroethylene carbonate', 'Quantum computer', 'waiting', '—', '1 hour ago'],
    ],
    status: { running: 'Running', done: 'Done', waiting: 'Queued' },
  },
} as const;

/** Ethylene carbonate in ball and stick: the five-membered ring, the carbonyl oxygen, four hydrogens. */
function molecule(cx: number, cy: number): string {
  const r = 50;
  const at = (deg: number, dist = r, ox = cx, oy = cy) =>
    [ox + dist * Math.cos((deg * Math.PI) / 180), oy + dist * Math.sin((deg * Math.PI) / 180)] as const;
  const ring = [at(-90), at(-18), at(54), at(126), at(198)]; // C(=O), O, CH2, CH2, O
  const [c2, o3, c4, c5, o1] = ring as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  const oExo = at(-90, 44, c2[0], c2[1]);
  const hs = [at(20, 34, c4[0], c4[1]), at(95, 34, c4[0], c4[1]), at(85, 34, c5[0], c5[1]), at(160, 34, c5[0], c5[1])];
  const line = (a: readonly [number, number], b: readonly [number, number], w = 5) =>
    `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${C.lineStrong}" stroke-width="${w}" stroke-linecap="round"/>`;
  let s = `<ellipse cx="${n(oExo[0])}" cy="${n(oExo[1] - 8)}" rx="30" ry="22" fill="${C.brand}" fill-opacity=".16"/><ellipse cx="${n(c2[0])}" cy="${n(c2[1] + 20)}" rx="22" ry="16" fill="${C.warm}" fill-opacity=".22"/>`;
  for (const h of hs) s += line(h, Math.abs(h[0] - c4[0]) + Math.abs(h[1] - c4[1]) < 40 ? c4 : c5, 4);
  for (let i = 0; i < 5; i++) s += line(ring[i]!, ring[(i + 1) % 5]!);
  s += line([c2[0] - 5, c2[1]], [oExo[0] - 5, oExo[1]], 4) + line([c2[0] + 5, c2[1]], [oExo[0] + 5, oExo[1]], 4);
  for (const h of hs) s += `<circle cx="${n(h[0])}" cy="${n(h[1])}" r="8" fill="${C.white}" stroke="${C.lineStrong}" stroke-width="2"/>`;
  for (const c of [c2, c4, c5]) s += `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="13" fill="${C.ink}"/>`;
  for (const o of [o1, o3, oExo]) s += `<circle cx="${n(o[0])}" cy="${n(o[1])}" r="13" fill="${C.brand}"/>`;
  return s;
}

/** The VQE energy per iteration, approaching CASCI from the Hartree–Fock energy; `small` is its smallest type. */
function plot(x: number, y: number, w: number, h: number, t: (typeof T)[Lang], small = MIN_TEXT): string {
  const top = -339.775;
  const span = 0.03;
  const Y = (e: number) => y + ((top - e) / span) * h;
  const X = (k: number) => x + (k / 60) * w;
  const hf = -339.7802;
  const casci = -339.8021;
  let grid = '';
  for (const e of [-339.78, -339.79, -339.8])
    grid +=
      `<path d="M${x} ${n(Y(e))}H${x + w}" stroke="${C.line}"/>` +
      text(x - 8, Y(e) + 4, e.toFixed(2).replace('-', '−'), { size: small, fill: C.muted, anchor: 'end' });
  for (const k of [0, 20, 40, 60]) grid += text(X(k), y + h + 17, String(k), { size: small, fill: C.muted, anchor: 'middle' });
  const pts: string[] = [];
  let dots = '';
  for (let k = 0; k <= 60; k += 2) {
    const e = casci + 0.0006 + (hf - casci + 0.0016) * Math.exp(-k / 8.5) + (k < 30 ? 0.0009 * Math.sin(k * 1.3) * Math.exp(-k / 12) : 0);
    pts.push(`${n(X(k))} ${n(Y(e))}`);
    if (k % 6 === 0) dots += `<circle cx="${n(X(k))}" cy="${n(Y(e))}" r="3" fill="${C.brand700}"/>`;
  }
  return (
    grid +
    `<path d="M${x} ${n(Y(hf))}H${x + w}" stroke="${C.lineStrong}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
    `<path d="M${x} ${n(Y(casci))}H${x + w}" stroke="${C.warm}" stroke-width="2" stroke-dasharray="5 4"/>` +
    text(x + w - 2, Y(hf) - 6, 'HF', { size: small, weight: 700, fill: C.muted, anchor: 'end' }) +
    // No room under the CASCI line (the axis is just below): the label goes above it, at the start, where the curve is still high.
    text(x + 6, Y(casci) - 6, 'CASCI', { size: small, weight: 700, fill: C.ink }) +
    `<path d="M${pts.join('L')}" fill="none" stroke="${C.brand700}" stroke-width="2.5" stroke-linejoin="round"/>` +
    dots +
    `<path d="M${x} ${y}V${y + h}H${x + w}" fill="none" stroke="${C.lineStrong}"/>` +
    text(x + w / 2, y + h + 34, t.iterations, { size: small, fill: C.muted, anchor: 'middle' }) +
    text(x - 56, y - 14, t.energy, { size: small, fill: C.muted })
  );
}

export function qamuyScreen(lang: Lang): string {
  const t = T[lang];
  const cols = [36, 216, 424, 580, 722, 924];
  const pillW = lang === 'ja' ? 68 : 78;
  let jobs = panel(16, 384, 928, 200, t.jobs, t.jobsRight);
  t.head.forEach((h, i) => (jobs += text(cols[i]!, 438, h, { size: MIN_TEXT, fill: C.muted, anchor: i === 5 ? 'end' : 'start' })));
  jobs += `<path d="M32 450H928" stroke="${C.line}"/>`;
  t.rows.forEach((row, r) => {
    const y = 484 + r * 38;
    const status = row[3];
    jobs += text(cols[0]!, y, row[0], { size: 13, fill: C.ink, family: FONT_MONO });
    jobs += text(cols[1]!, y, row[1], { size: 13.5, fill: C.ink }) + text(cols[2]!, y, row[2], { size: 13.5, fill: C.ink });
    jobs += pill(cols[3]!, y - 1, t.status[status], status, pillW);
    if (status === 'running')
      jobs +=
        rect(cols[3]! + pillW + 10, y - 7, 30, 5, `fill="${C.tint3}"`, 2.5) +
        rect(cols[3]! + pillW + 10, y - 7, 20, 5, `fill="${C.brand700}"`, 2.5);
    jobs +=
      text(cols[4]!, y, row[4], { size: 13.5, fill: C.ink }) + text(cols[5]!, y, row[5], { size: MIN_TEXT, fill: C.muted, anchor: 'end' });
    if (r < 2) jobs += `<path d="M32 ${y + 17}H928" stroke="${C.line}" stroke-opacity=".6"/>`;
  });
  const body =
    rect(0, 0, SCREEN_W, SCREEN_H, `fill="${C.tint}"`) +
    appBar(
      'Qamuy',
      text(150, 31, t.crumb, { size: 13.5, fill: C.muted }),
      button(lang === 'ja' ? 768 : 748, 10, lang === 'ja' ? 112 : 132, t.run) + avatar(920, 26, 'SK'),
    ) +
    panel(16, 68, 300, 300, t.molecule, '3D') +
    molecule(166, 226) +
    text(166, 346, t.moleculeName, { size: 14, weight: 700, fill: C.ink, anchor: 'middle' }) +
    panel(332, 68, 280, 300, t.settings) +
    field(348, 118, 248, t.basis, '6-31G*') +
    field(348, 169, 248, t.active, t.activeValue) +
    field(348, 220, 248, t.ansatz, 'UCCSD') +
    field(348, 271, 248, t.backend, t.backendValue) +
    text(348, 346, t.zne, { size: 13.5, fill: C.ink }) +
    toggleOn(562, 332) +
    panel(628, 68, 316, 300, t.plot, '−339.8015 Ha') +
    plot(702, 128, 224, 176, t) +
    jobs;
  return svg(SCREEN_W, SCREEN_H, body, { font: fontFor(lang) });
}

/** The phone layout: the molecule, the settings as a list (label, value), the convergence, and the jobs in two lines each. */
export function qamuyScreenNarrow(lang: Lang): string {
  const t = T[lang];
  const x0 = NX + 16;
  const x1 = NX + NW - 16;
  const runW = lang === 'ja' ? 96 : 136;
  const pillW = lang === 'ja' ? 68 : 78;
  let settings = narrowPanel(198, 212, t.settings);
  const rows = [
    [t.basis, '6-31G*'],
    [t.active, t.activeValue],
    [t.ansatz, 'UCCSD'],
    [t.backend, t.backendValue],
  ] as const;
  rows.forEach(([label, value], i) => {
    const y = 260 + i * 32;
    settings += text(x0, y, label, { size: MIN_TEXT, fill: C.muted }) + text(x1, y, value, { size: 14, fill: C.ink, anchor: 'end' });
    settings += `<path d="M${x0} ${y + 12}H${x1}" stroke="${C.line}" stroke-opacity=".7"/>`;
  });
  settings += text(x0, 388, t.zne, { size: 14, fill: C.ink }) + toggleOn(x1 - 34, 374);
  // Each job: its name and state, then its molecule and energy.
  let jobs = narrowPanel(634, 204, t.jobs, t.jobsRight);
  t.rows.forEach((row, r) => {
    const y = 692 + r * 54;
    jobs += text(x0, y, row[0], { size: 13, fill: C.ink, family: FONT_MONO }) + pill(x1 - pillW, y - 1, t.status[row[3]], row[3], pillW);
    jobs +=
      text(x0, y + 22, row[1], { size: MIN_TEXT, fill: C.muted }) + text(x1, y + 22, row[4], { size: 13.5, fill: C.ink, anchor: 'end' });
    if (r < 2) jobs += `<path d="M${x0} ${y + 33.5}H${x1}" stroke="${C.line}" stroke-opacity=".6"/>`;
  });
  const height = 850;
  const body =
    rect(0, 0, NARROW_W, height, `fill="${C.tint}"`) +
    narrowBar('Qamuy', button(NARROW_W - 56 - runW, 10, runW, t.run) + avatar(NARROW_W - 28, 26, 'SK')) +
    narrowPanel(64, 124, t.molecule, '3D') +
    `<g transform="translate(${NX + 84} 148) scale(.38)">${molecule(0, 0)}</g>` +
    text(NX + 170, 146, t.moleculeName, { size: 14, weight: 700, fill: C.ink }) +
    settings +
    narrowPanel(420, 204, t.plot, '−339.8015 Ha') +
    plot(NX + 80, 480, NW - 104, 100, t) +
    jobs;
  return svg(NARROW_W, height, body, { font: fontFor(lang) });
}
