/**
 * Motifs of the category covers (src/components/category-cover.tsx): line
 * drawings on a transparent 1200×630 canvas, in light teal over the cover's
 * dark ground, kept to the right so the category name on the left stays
 * legible. Each is drawn from the logo's vocabulary: thin strokes, the wave,
 * a single warm dot.
 */
import { C, n, svg, wave } from './svg.ts';

const W = 1200;
const H = 630;
const LINE = `fill="none" stroke="${C.onInkLink}" stroke-linecap="round" stroke-linejoin="round"`;
const warmDot = (x: number, y: number, r = 9) => `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${C.warm}"/>`;
const g = (opacity: number, width: number, body: string) => `<g ${LINE} stroke-opacity="${opacity}" stroke-width="${width}">${body}</g>`;
const path = (d: string) => `<path d="${d}"/>`;

/** Press releases: a signal going out, quarter rings from one corner. */
function signal(): string {
  let arcs = '';
  for (let i = 0; i < 7; i++) {
    const r = 90 + i * 78;
    arcs += `<path d="M${1160 - r} 560A${r} ${r} 0 0 1 1160 ${560 - r}" stroke-opacity="${n(0.95 - i * 0.11)}"/>`;
  }
  return (
    g(1, 5, arcs) +
    `<circle cx="1160" cy="560" r="22" fill="${C.onInkLink}"/>` +
    g(0.9, 4, path(wave(600, 96, 6, 30, 11))) +
    warmDot(1160 - 168 * Math.SQRT1_2, 560 - 168 * Math.SQRT1_2, 12)
  );
}

/** Events: a month as a grid of days, three of them marked. */
function calendar(): string {
  let dots = '';
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 7; col++) dots += `<circle cx="${560 + col * 88}" cy="${130 + row * 92}" r="7"/>`;
  const marks = [
    [2, 1],
    [4, 3],
    [5, 3],
  ] as const;
  let rings = '';
  for (const [col, row] of marks) rings += `<circle cx="${560 + col * 88}" cy="${130 + row * 92}" r="26"/>`;
  return (
    `<g fill="${C.onInkLink}" fill-opacity=".45">${dots}</g>` +
    g(0.95, 4, rings) +
    g(0.7, 4, path(wave(530, 62, 10, 30, 12))) +
    warmDot(560 + 5 * 88, 130 + 3 * 92, 10)
  );
}

/** Products & technology: a quantum circuit, five wires. */
function circuit(): string {
  let wires = '';
  for (let i = 0; i < 5; i++) wires += `M560 ${120 + i * 96}H1200`;
  const gates = [
    [640, 0],
    [640, 2],
    [760, 1],
    [880, 3],
    [1000, 0],
    [1000, 4],
    [1120, 2],
  ] as const;
  let boxes = '';
  for (const [x, i] of gates) boxes += `<rect x="${x - 26}" y="${120 + i * 96 - 26}" width="52" height="52" rx="8"/>`;
  const cnot = (x: number, a: number, b: number) => `M${x} ${120 + a * 96}V${120 + b * 96 + 22}` + `M${x - 22} ${120 + b * 96}h44`;
  const dots = (x: number, i: number) => `<circle cx="${x}" cy="${120 + i * 96}" r="9" fill="${C.onInkLink}"/>`;
  return (
    g(0.55, 3, path(wires)) +
    g(0.95, 4, boxes + path(cnot(820, 0, 2) + cnot(940, 1, 4)) + `<circle cx="820" cy="312" r="22"/><circle cx="940" cy="504" r="22"/>`) +
    dots(820, 0) +
    dots(940, 1) +
    g(0.9, 4, path(wave(1000 - 18, 120, 2, 9, 7))) +
    warmDot(1120, 312, 10)
  );
}

/** In the media: columns of print with the wave as the headline. */
function columns(): string {
  let bars = '';
  const widths = [220, 200, 230, 150, 210, 225, 180, 215, 120];
  for (let col = 0; col < 3; col++) {
    for (let row = 0; row < 7; row++) {
      const w = widths[(row + col * 4) % widths.length] ?? 200;
      bars += `M${620 + col * 200} ${190 + row * 44}h${w - 60}`;
    }
  }
  return g(0.45, 12, path(bars)) + g(0.95, 6, path(wave(620, 110, 9, 58, 22))) + warmDot(1158, 110, 11);
}

/** Chemicals & materials: a honeycomb lattice with atoms at some vertices. */
function lattice(): string {
  const s = 52;
  const h = s * Math.sqrt(3);
  let d = '';
  const atoms: [number, number][] = [];
  for (let col = 0; col < 9; col++) {
    for (let row = -1; row < 5; row++) {
      const cx = 600 + col * s * 1.5;
      const cy = 60 + row * h + (col % 2 ? h / 2 : 0);
      const pts = [0, 1, 2, 3, 4, 5].map((k) => [cx + s * Math.cos((Math.PI / 3) * k), cy + s * Math.sin((Math.PI / 3) * k)] as const);
      d += `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
      if ((col * 7 + row * 3) % 5 === 0) atoms.push([pts[0]![0], pts[0]![1]]);
    }
  }
  const atomDots = atoms.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="10"/>`).join('');
  return (
    g(0.5, 3, path(d)) + `<g fill="${C.onInkLink}" fill-opacity=".9">${atomDots}</g>` + warmDot(600 + 4 * s * 1.5 + s, 60 + 2 * h + 0, 12)
  );
}

/** Energy: waves gaining amplitude, like a signal being charged. */
function sine(): string {
  let body = '';
  for (let i = 0; i < 6; i++)
    body += `<path d="${wave(620 + i * 20, 90 + i * 66, 11 - (i > 3 ? 1 : 0), 50, 6 + i * 6)}" stroke-opacity="${n(0.35 + i * 0.09)}"/>`;
  return g(1, 4, body) + warmDot(1120, 90 + 5 * 66, 11);
}

/** Pharma & life sciences: a double helix with its rungs. */
function helix(): string {
  const a: string[] = [];
  const b: string[] = [];
  let rungs = '';
  for (let x = 500; x <= 1200; x += 10) {
    const t = ((x - 500) / 700) * Math.PI * 4;
    const y1 = 315 + 150 * Math.sin(t);
    const y2 = 315 - 150 * Math.sin(t);
    a.push(`${n(x)} ${n(y1)}`);
    b.push(`${n(x)} ${n(y2)}`);
    if ((x - 500) % 40 === 20) rungs += `M${x} ${n(y1)}V${n(y2)}`;
  }
  return g(0.4, 4, path(rungs)) + g(0.95, 5, path(`M${a.join('L')}`) + path(`M${b.join('L')}`)) + warmDot(675, 165, 12);
}

/** Manufacturing: an isometric grid with three blocks. */
function iso(): string {
  const t = Math.tan(Math.PI / 6);
  let d = '';
  for (let x = 300; x <= 1500; x += 80) d += `M${x} 0L${n(x + H / t)} ${H}M${x} 0L${n(x - H / t)} ${H}`;
  for (let x = 540; x <= 1200; x += 80) d += `M${x} 0V${H}`;
  const cube = (cx: number, cy: number, s: number) => {
    const dx = s * Math.cos(Math.PI / 6);
    const dy = s / 2;
    return `<path d="M${n(cx)} ${n(cy)}l${n(dx)} ${n(-dy)}l${n(-dx)} ${n(-dy)}l${n(-dx)} ${n(dy)}zM${n(cx)} ${n(cy)}v${s}l${n(dx)} ${n(-dy)}v${-s}M${n(cx)} ${n(cy)}v${s}l${n(-dx)} ${n(-dy)}v${-s}"/>`;
  };
  return (
    `<clipPath id="c"><rect x="520" width="680" height="${H}"/></clipPath><g clip-path="url(#c)">${g(0.28, 2, path(d))}</g>` +
    `<g fill="${C.onInkLink}" fill-opacity=".12" stroke="${C.onInkLink}" stroke-linejoin="round" stroke-width="4" stroke-opacity=".95">${cube(800, 300, 120) + cube(1000, 420, 90) + cube(980, 180, 70)}</g>` +
    warmDot(800, 420 - 60, 11)
  );
}

/** Finance: a rising line over a grid, with candles. */
function chart(): string {
  let grid = '';
  for (let y = 100; y <= 450; y += 70) grid += `M680 ${y}H1180`;
  const pts = [
    [680, 430],
    [750, 400],
    [820, 415],
    [890, 330],
    [960, 350],
    [1030, 260],
    [1100, 280],
    [1150, 180],
    [1180, 150],
  ] as const;
  let candles = '';
  pts.slice(1, -1).forEach(([x, y], i) => {
    const up = i % 2 === 0;
    candles += `<path d="M${x} ${y - 50}V${y + 60}"/><rect x="${x - 12}" y="${up ? y - 30 : y - 10}" width="24" height="${up ? 60 : 45}" rx="3"${up ? ` fill="${C.onInkLink}" fill-opacity=".35"` : ''}/>`;
  });
  return (
    g(0.25, 2, path(grid)) +
    g(0.55, 3, candles) +
    g(0.95, 5, path(`M${pts.map(([x, y]) => `${x} ${y}`).join('L')}`)) +
    warmDot(1180, 150, 12)
  );
}

/** Any later category: rows of the logo's wave. */
function waves(): string {
  let body = '';
  for (let row = 0; row < 6; row++)
    body += `<path d="${wave(row % 2 ? 676 : 640, 84 + row * 66, 16, 36, 14)}" stroke-opacity="${n(0.3 + ((row * 3) % 7) * 0.1)}"/>`;
  return g(1, 4, body) + warmDot(1000, 84 + 3 * 66 - 10, 10);
}

/** Any later category: two sources whose rings overlap. */
function interference(): string {
  let rings = '';
  for (let i = 1; i < 9; i++) rings += `<circle cx="820" cy="240" r="${i * 56}"/><circle cx="1080" cy="420" r="${i * 56}"/>`;
  return g(0.42, 3, rings) + `<circle cx="820" cy="240" r="14" fill="${C.onInkLink}"/>` + warmDot(1080, 420, 14);
}

/** Any later category: dots along waves, like samples of a signal. */
function samples(): string {
  let dots = '';
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 16; col++) {
      const x = 680 + col * 34;
      const y = 140 + row * 90 + 26 * Math.sin(col / 2 + row);
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + ((col + row) % 4) * 2)}"/>`;
    }
  }
  return `<g fill="${C.onInkLink}" fill-opacity=".55">${dots}</g>` + warmDot(680 + 11 * 34, 140 + 2 * 90 + 26 * Math.sin(11 / 2 + 2), 12);
}

export const coverMotifs = { signal, calendar, circuit, columns, lattice, sine, helix, iso, chart, waves, interference, samples } as const;

export function drawCovers(): Record<string, string> {
  return Object.fromEntries(Object.entries(coverMotifs).map(([name, draw]) => [`covers/${name}.svg`, svg(W, H, draw())]));
}
