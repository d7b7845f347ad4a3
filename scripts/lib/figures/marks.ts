/**
 * Marks of the fictional clients and partners on the home page's band
 * (`clients` in src/config/company.ts): a symbol and a word mark each, in one
 * muted ink so none shouts louder than the others, on a 240×80 canvas. The
 * companies exist only on this site; their marks were drawn for it. Their words are outlines, as a real mark's
 * are (./outline.ts: the same on every platform, and nothing for the page to lay out).
 */
import { C, wave } from './svg.ts';
import { outlineText, type FaceName, type Faces } from './outline.ts';

const INK = C.muted;
const stroke = (w: number) => `fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

/** One line of a mark's words: the face, where its baseline starts, the words, the size and letter-spacing. */
type Line = readonly [FaceName, number, number, string, number, number];

/** The lines of words as one path in the mark's ink. */
const lettering = (faces: Faces, lines: readonly Line[]) =>
  `<path d="${lines.map(([face, x, y, words, size, spacing]) => outlineText(faces[face], x, y, words, size, spacing)).join('')}" fill="${INK}"/>`;

const marks: Record<string, (faces: Faces) => string> = {
  /** Wakashio Chemical: a young tide over a rising sun. */
  wakashio: (faces) =>
    `<path d="M20 40a16 16 0 0 1 32 0z" fill="${INK}"/><path d="${wave(6, 50, 4, 15, 6)}" ${stroke(4.5)}/><path d="${wave(6, 61, 4, 15, 6)}" ${stroke(4.5)}/>` +
    lettering(faces, [
      ['sansBold', 80, 42, 'WAKASHIO', 23, 2.5],
      ['sansBold', 81, 62, 'CHEMICAL', 11.5, 5.2],
    ]),
  /** Chigusa Life Sciences: three blades of grass. */
  chigusa: (faces) =>
    `<path d="M36 64C36 44 30 28 18 18M36 64c0-22 2-38 6-48M36 64c2-16 10-28 24-34" ${stroke(5)}/>` +
    lettering(faces, [
      ['sansBold', 72, 44, 'chigusa', 30, -0.5],
      ['sans', 73, 62, 'life sciences', 12.5, 1.6],
    ]),
  /** Toho Materials: a crystal's unit cell, and the name in kanji. */
  toho: (faces) =>
    `<path d="M14 28l20-12 20 12v24L34 64 14 52z" ${stroke(4.5)}/><path d="M14 28l20 12 20-12M34 40v24" ${stroke(4.5)}/><circle cx="34" cy="40" r="5" fill="${INK}"/>` +
    lettering(faces, [
      ['gothicBold', 68, 46, '東邦マテリアル', 21, 1],
      ['sansBold', 69, 64, 'TOHO MATERIALS', 9.5, 2.6],
    ]),
  /** Shinonome Financial Group: daybreak over the horizon. */
  shinonome: (faces) =>
    `<path d="M12 52a24 24 0 0 1 48 0" ${stroke(5)}/><path d="M22 52a14 14 0 0 1 28 0z" fill="${INK}"/><path d="M8 60h56M36 18v8M16 28l5 5M56 28l-5 5" ${stroke(4.5)}/>` +
    lettering(faces, [
      ['serifBold', 74, 42, 'SHINONOME', 21, 1.5],
      ['sans', 75, 61, 'FINANCIAL GROUP', 10, 3.1],
    ]),
  /** Hokuto Energy: the seven stars of the Big Dipper. */
  hokuto: (faces) =>
    `<path d="M10 24l12 4 12 2 12 6 6 16 18 2 4-18" ${stroke(2.5)}/>` +
    [
      [10, 24],
      [22, 28],
      [34, 30],
      [46, 36],
      [52, 52],
      [70, 54],
      [74, 36],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${x === 74 ? 6.5 : 4.5}" fill="${INK}"/>`)
      .join('') +
    lettering(faces, [
      ['sansBold', 88, 44, 'HOKUTO', 24, 1],
      ['sansBold', 89, 62, 'ENERGY', 12, 6.4],
    ]),
  /** Minatogawa Institute of Technology: a harbour crest. */
  minatogawa: (faces) =>
    `<path d="M16 14h40v26c0 14-9 22-20 26-11-4-20-12-20-26z" ${stroke(4.5)}/><path d="${wave(22, 40, 2, 14, 6)}" ${stroke(4)}/><path d="M36 20v12M30 26h12" ${stroke(4)}/>` +
    lettering(faces, [
      ['minchoBold', 70, 44, '湊川工業大学', 22, 2],
      ['sans', 71, 62, 'MINATOGAWA INST. OF TECH.', 7.6, 1.35],
    ]),
};

/**
 * All six in one file, one under another, each with a <view> named by its id (the band shows
 * `clients.svg#chigusa`): a browser fetches the file once and builds one SVG document for the six images, where six
 * files made six documents, each costing the page's main thread its setup (Lighthouse on `/`, 3-run sets
 * alternated: 1,457 ms median over 12 runs with one file against 1,599 ms over 9 with six).
 */
export function drawMarks(faces: Faces): Record<string, string> {
  const ids = Object.keys(marks);
  const views = ids.map((id, i) => `<view id="${id}" viewBox="0 ${i * 80} 240 80"/>`).join('');
  const drawings = ids.map((id, i) => `<g transform="translate(0 ${i * 80})">${marks[id]?.(faces) ?? ''}</g>`).join('');
  // No width or height: an image of one view takes its size from the view, not from the whole sheet.
  return {
    'marks/clients.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 ${ids.length * 80}">${views}${drawings}</svg>\n`,
  };
}

/** The ids drawn here; src/config/company.ts lists the same clients (a test checks). */
export const markIds = Object.keys(marks);
