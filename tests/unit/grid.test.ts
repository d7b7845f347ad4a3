/** Count-aware grids: the columns follow the number of items, so no row on a wide screen has a hole. */
import { describe, expect, it } from 'vitest';
import { gridItemClass, gridSpans, rowSizes } from '../../src/components/grid.ts';

describe('grid rows and spans', () => {
  it('lays 2, 3 and 4 items in one row, 6 as 3 × 2, 5 and 7 without an orphan', () => {
    expect(rowSizes(2)).toEqual([2]);
    expect(rowSizes(3)).toEqual([3]);
    expect(rowSizes(4)).toEqual([4]);
    expect(rowSizes(5)).toEqual([3, 2]);
    expect(rowSizes(6)).toEqual([3, 3]);
    expect(rowSizes(7)).toEqual([4, 3]);
    expect(rowSizes(8)).toEqual([4, 4]);
    expect(rowSizes(9)).toEqual([3, 3, 3]);
    expect(rowSizes(10)).toEqual([4, 3, 3]);
    expect(rowSizes(4, 3)).toEqual([2, 2]);
    expect(rowSizes(0)).toEqual([]);
  });

  it('fills every row of the 12-track grid exactly, for any count', () => {
    for (const max of [2, 3, 4]) {
      for (let count = 1; count <= 24; count++) {
        const spans = gridSpans(count, max);
        expect(spans).toHaveLength(count);
        let row = 0;
        for (const span of spans) {
          row += span;
          expect(row, `count ${count}, max ${max}`).toBeLessThanOrEqual(12);
          if (row === 12) row = 0;
        }
        expect(row, `count ${count}, max ${max}: last row full`).toBe(0);
        expect(Math.max(...rowSizes(count, max))).toBeLessThanOrEqual(max);
      }
    }
  });

  it('names each item’s span; a uniform grid (listings) ignores the count', () => {
    expect([0, 1, 2, 3, 4].map((i) => gridItemClass(i, 5))).toEqual(['span-4', 'span-4', 'span-4', 'span-6', 'span-6']);
    expect([0, 1].map((i) => gridItemClass(i, 2, { max: 3, uniform: true }))).toEqual(['span-4', 'span-4']);
  });
});
