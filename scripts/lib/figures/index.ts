/**
 * Every drawing `scripts/draw-figures.ts` writes, by its path under
 * src/assets/illustrations/. One source per drawing, whatever its languages:
 * the Japanese and English files of a product screen or a diagram share
 * their geometry and differ only in their words.
 */
import { drawCovers } from './covers.ts';
import { drawMarks } from './marks.ts';
import { qamuyScreen, qamuyScreenNarrow } from './screen-qamuy.ts';
import { quriScreen, quriScreenNarrow } from './screen-quri.ts';
import { qsScreen, qsScreenNarrow } from './screen-qs.ts';
import { miqanScreen, miqanScreenNarrow } from './screen-miqan.ts';
import { drawDiagrams } from './diagrams.ts';
import { loadFaces } from './outline.ts';

/** Async: the marks' words are outlined from font files, opened (and unpacked the first time) here. */
export async function drawAll(): Promise<Record<string, string>> {
  const faces = await loadFaces();
  return {
    ...drawCovers(),
    ...drawMarks(faces),
    'screens/qamuy.ja.svg': qamuyScreen('ja'),
    'screens/qamuy.en.svg': qamuyScreen('en'),
    'screens/qamuy-narrow.ja.svg': qamuyScreenNarrow('ja'),
    'screens/qamuy-narrow.en.svg': qamuyScreenNarrow('en'),
    'screens/quri.ja.svg': quriScreen('ja'),
    'screens/quri.en.svg': quriScreen('en'),
    'screens/quri-narrow.ja.svg': quriScreenNarrow('ja'),
    'screens/quri-narrow.en.svg': quriScreenNarrow('en'),
    'screens/qs.ja.svg': qsScreen('ja'),
    'screens/qs.en.svg': qsScreen('en'),
    'screens/qs-narrow.ja.svg': qsScreenNarrow('ja'),
    'screens/qs-narrow.en.svg': qsScreenNarrow('en'),
    // The MIQAN page is Japanese only.
    'screens/miqan.ja.svg': miqanScreen(),
    'screens/miqan-narrow.ja.svg': miqanScreenNarrow(),
    ...drawDiagrams(),
  };
}
