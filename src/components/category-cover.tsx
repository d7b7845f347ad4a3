import type { LinkRef } from '../data/page-data.ts';

/**
 * The cover of a news or case entry without an eyecatch: a dark ground, a
 * line motif and the category's name, so an entry without a picture still
 * looks designed and says what kind of entry it is. Motifs and tones are
 * classes (src/styles/imagery.css; the motifs are drawn by
 * scripts/lib/figures/covers.ts): no script beyond choosing two class names.
 */

/** Motifs drawn for a category's subject. */
export type Motif =
  'signal' | 'calendar' | 'circuit' | 'columns' | 'lattice' | 'sine' | 'helix' | 'iso' | 'chart' | 'waves' | 'interference' | 'samples';
/** Grounds: ink, ink to teal, deep teal, slate, teal. White text meets WCAG AA (≥ 5.7:1) on each. */
export const TONES = 5;

/** The categories in the CMS today, each with a motif of its own subject and a tone that sets it apart from its neighbours. */
const DESIGNED: Readonly<Record<string, readonly [Motif, number]>> = {
  press: ['signal', 0],
  event: ['calendar', 2],
  product: ['circuit', 1],
  media: ['columns', 3],
  chemistry: ['lattice', 2],
  energy: ['sine', 0],
  pharma: ['helix', 4],
  manufacturing: ['iso', 1],
  finance: ['chart', 3],
};

/** Motifs with no subject, for categories editors add later. */
const GENERIC: readonly Motif[] = ['waves', 'interference', 'samples'];

/** FNV-1a: a stable hash of the category id, the same on the server and in the browser. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The motif and tone of a category: designed for today's categories, derived from the id for any later one. */
export function coverOf(categoryId: string): { motif: Motif; tone: number } {
  const designed = DESIGNED[categoryId];
  if (designed) return { motif: designed[0], tone: designed[1] };
  const h = hash(categoryId);
  return { motif: GENERIC[h % GENERIC.length] ?? 'waves', tone: (h >>> 8) % TONES };
}

/** How an entry's cover frames its category's motif: the same motif, cropped one of three ways, so a row of one category's entries does not repeat itself. */
export const framingOf = (seed: string) => hash(seed) % 3;

/** Decorative: the card's or page's own text says the category too. `seed`: the entry's id, for its framing. */
export function CategoryCover({ category, className, seed }: { category: LinkRef; className: string; seed: string }) {
  const { motif, tone } = coverOf(category.id);
  return (
    <div className={`${className} cover cover--${motif} cover--tone-${tone} cover--frame-${framingOf(seed)}`} aria-hidden="true">
      <svg className="cover__wave" viewBox="-2 0 58 14" width="58" height="14" focusable="false">
        <path d="M0 7c6-7 12-7 18 0s12 7 18 0 12-7 18 0" />
      </svg>
      <span className="cover__name">{category.label}</span>
    </div>
  );
}
