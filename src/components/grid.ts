/**
 * Grids that choose their columns from their item count, so a row is never
 * left with a hole: 2 items → 2 columns, 3 → 3, 4 → 4, 5 → 3 + 2, 6 → 3 × 2,
 * 7 → 4 + 3, 8 → 4 × 2, 9 → 3 × 3, 10 → 4 + 3 + 3 … Every grid is 12 tracks
 * wide (components.css `.grid`); an item spans 12 / (items in its row). The
 * rows are as even as they can be with at most `max` items each, fuller rows
 * first. Tablets (2 per row, the odd last one full width) and phones (1 per
 * row) need no count, so CSS alone handles them.
 */

/** Items per row for `count` items, at most `max` per row, as evenly as possible (fuller rows first). */
export function rowSizes(count: number, max = 4): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / max);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, i) => base + (i < fuller ? 1 : 0));
}

/** Each item's span (of 12 tracks) on wide screens, in order. */
export function gridSpans(count: number, max = 4): number[] {
  return rowSizes(count, max).flatMap((size) => Array<number>(size).fill(12 / size));
}

/**
 * The class of the grid's n-th item: `span-3|4|6|12` (wide screens). With
 * `uniform`, every item takes 12 / max tracks whatever the count (listing
 * pages: every page of a listing has the same card size, the last row may be short).
 */
export function gridItemClass(
  index: number,
  count: number,
  { max = 4, uniform = false }: { max?: number; uniform?: boolean } = {},
): string {
  const span = uniform ? 12 / max : (gridSpans(count, max)[index] ?? 12 / max);
  return `span-${span}`;
}
