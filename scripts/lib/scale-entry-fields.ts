/** Field helpers shared by the generated entries: dates, drafts, English and images. */
import type { Rng } from './prng.ts';
import type { Pair } from './scale-vocab.ts';
import { placeholderImage } from './cms-placeholders.ts';

export type Entry = Record<string, unknown>;

export const FIRST_YEAR = 2015;
export const LAST_YEAR = 2026;
export const DRAFTS_PER_SECTION = 3;
const DAY = 86_400_000;
// Fixed, not Date.now(): output must not depend on when it runs. Nothing is dated
// after mid-November 2026, so no generated entry lies in the future of this work.
const FIRST_DAY = Date.UTC(FIRST_YEAR, 0, 1);
const LAST_DAY = Date.UTC(LAST_YEAR, 9, 31);
export const LATEST = Date.UTC(LAST_YEAR, 10, 15);

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The date shown, then system fields a few days to weeks around it; drafts were never published. */
export function timestamps(rng: Rng, draft: boolean): { day: Date; system: Entry } {
  const day = FIRST_DAY + rng.int(0, (LAST_DAY - FIRST_DAY) / DAY) * DAY;
  const published = day + rng.int(0, 9) * 3_600_000 + rng.int(0, 59) * 60_000;
  const created = published - rng.int(1, 20) * DAY - rng.int(0, 600) * 60_000;
  const revised = Math.min(LATEST, rng.chance(0.3) ? published + rng.int(1, 60) * DAY : published);
  const system = draft
    ? { createdAt: iso(created), updatedAt: iso(Math.min(LATEST, published)) }
    : { createdAt: iso(created), updatedAt: iso(revised), publishedAt: iso(published), revisedAt: iso(revised) };
  return { day: new Date(day), system };
}

/**
 * Indexes of the entries without English: exactly one per block of five, at a
 * random place, so every section is 80 % English at any N (a coin per entry
 * would stray far from 80 % at small N).
 */
export function withoutEnglish(rng: Rng, n: number): Set<number> {
  const out = new Set<number>();
  for (let b = 0; b < n; b += 5) out.add(b + rng.int(0, Math.min(5, n - b) - 1));
  return out;
}

/** Fixture metadata of a draft (the embedded service serves it only by id with this key). */
export function draftFields(rng: Rng, section: string, k: number): Entry {
  return { _status: 'draft', _draftKey: `scale-${section}-${k + 1}-${rng.int(0, 0xffffff).toString(16).padStart(6, '0')}` };
}

/** One of the site's placeholder images, about half the time. */
export function maybeEyecatch(rng: Rng, alt: string): Entry {
  return rng.chance(0.5) ? { eyecatch: { url: placeholderImage(rng.int(1, 6)), width: 1200, height: 630, alt } } : {};
}

/** `name` in Japanese and, for entries with English, `name_en`. */
export const both = (name: string, pair: Pair, english: boolean): Entry =>
  english ? { [name]: pair.ja, [`${name}_en`]: pair.en } : { [name]: pair.ja };
