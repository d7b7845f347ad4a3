/**
 * The orderings the shard merge must share with Pagefind (engine/search-merge.ts): words sort by code
 * point as Rust sorts strings (the browser finds a word's chunk by that order), and chunk bounds are
 * trimmed to the shortest prefixes that tell neighbours apart, as Pagefind's chunk_meta trims them.
 */
import { describe, expect, it } from 'vitest';
import { chunkPrefixes, compareWords, pagefindHash, trimChunkBounds } from '../../engine/search-merge.ts';

describe('compareWords', () => {
  it('orders by code point, where UTF-16 order differs (a word outside the BMP after ｆｕｌｌｗｉｄｔｈ forms)', () => {
    const words = ['𠮷野家', 'ｑｕａｎｔｕｍ', '量子', 'quantum', '電池', 'q'];
    expect([...words].sort(compareWords)).toEqual(['q', 'quantum', '量子', '電池', 'ｑｕａｎｔｕｍ', '𠮷野家']);
    expect([...words].sort()).not.toEqual([...words].sort(compareWords)); // JavaScript's own order would misplace 𠮷
    expect(compareWords('電池', '電池')).toBe(0);
    expect(compareWords('電', '電池')).toBeLessThan(0);
  });
});

describe('chunk bounds', () => {
  it('trims to the shortest distinguishing prefixes, keeping each range valid', () => {
    expect(chunkPrefixes('apple', 'apricot')).toEqual(['app', 'apr']);
    expect(chunkPrefixes('量子化学', '量子回路')).toEqual(['量子化', '量子回']);
    expect(
      trimChunkBounds([
        ['apple', 'apple', 'a'],
        ['apricot', 'banana', 'b'],
        ['peach', 'peach', 'c'],
      ]),
    ).toEqual([
      ['apple', 'apple', 'a'], // "app" would sort before "apple"
      ['apr', 'b', 'b'],
      ['p', 'peach', 'c'],
    ]);
  });
});

describe('pagefindHash', () => {
  it('writes each byte of the SHA-1 in hex without a leading zero, as Pagefind names its files', () => {
    // SHA-1 of "abc" is a9993e36 4706816a ba3e2571 7850c26c 9cd0d89d: 0x06, 0x0d… lose their zero.
    expect(pagefindHash(Buffer.from('abc'))).toBe('a9993e36476816aba3e25717850c26c9cd0d89d');
  });
});
