/**
 * The dialog's search of a release (src/search/pagefind.ts openSiteSearch),
 * with a stand-in for Pagefind's module: the delta is merged only for a
 * language it has, the base's superseded pages are left out, and an index
 * without a manifest (written before it) is searched as Pagefind's bundle;
 * an index switched by a publish while it was being opened is opened again.
 */
import { describe, expect, it } from 'vitest';
import { openSiteSearch, openStable, type PagefindModule, type SearchResult } from '../../src/search/pagefind.ts';

function fakePagefind(ids: string[]) {
  const calls: { created?: Record<string, unknown>; merged: string[] } = { merged: [] };
  const results: SearchResult[] = ids.map((id) => ({ id, data: async () => ({ url: `/${id}`, excerpt: '', meta: {} }) }));
  const module: PagefindModule = {
    createInstance(options) {
      calls.created = options;
      return {
        init: async () => {},
        mergeIndex: async (path) => void calls.merged.push(path),
        debouncedSearch: async () => ({ results }),
      };
    },
  };
  return { module, calls };
}

const manifest = { version: 1, base: 'base-1', delta: ['ja'], hidden: { ja: ['und-jpan_2222222'], en: ['en_3333333'] } };

describe('openSiteSearch', () => {
  it('merges the delta for a language it has and leaves out the hidden pages of that language', async () => {
    const { module, calls } = fakePagefind(['und-jpan_1111111', 'und-jpan_2222222', 'en_3333333']);
    const search = await openSiteSearch(module, '/pagefind/', 'ja', manifest);
    expect(calls.created).toEqual({ basePath: '/pagefind/', noWorker: true });
    expect(calls.merged).toEqual(['/pagefind/delta/']);
    expect((await search.debouncedSearch('量子', 0))?.results.map((r) => r.id)).toEqual(['und-jpan_1111111', 'en_3333333']);
  });

  it('searches the base alone for a language the delta does not have', async () => {
    const { module, calls } = fakePagefind(['en_1', 'en_3333333']);
    const search = await openSiteSearch(module, '/pagefind/', 'en', manifest);
    expect(calls.merged).toEqual([]);
    expect((await search.debouncedSearch('quantum', 0))?.results.map((r) => r.id)).toEqual(['en_1']);
  });

  it('keeps the base’s results only when the delta’s vocabulary page is among the results (exact searches aside)', async () => {
    const withVocabulary = {
      ...manifest,
      hidden: { ja: ['und-jpan_2222222', 'und-jpan_vvvvvvv'] },
      pages: { ja: ['und-jpan_ddddddd'] },
      vocabulary: { ja: 'und-jpan_vvvvvvv' },
    };
    const ids = async (found: string[], term: string) => {
      const search = await openSiteSearch(fakePagefind(found).module, '/pagefind/', 'ja', withVocabulary);
      return (await search.debouncedSearch(term, 0))?.results.map((r) => r.id);
    };
    // The vocabulary page found: every query word matched words the base has. It is never shown.
    expect(await ids(['und-jpan_1111111', 'und-jpan_ddddddd', 'und-jpan_vvvvvvv'], '量子')).toEqual([
      'und-jpan_1111111',
      'und-jpan_ddddddd',
    ]);
    // Not found: a query word matched only the delta's words; the base's results came from its own fallback.
    expect(await ids(['und-jpan_1111111', 'und-jpan_ddddddd'], 'スカンジウム')).toEqual(['und-jpan_ddddddd']);
    // An exact search does not fall back: base and delta each find their exact matches.
    expect(await ids(['und-jpan_1111111', 'und-jpan_ddddddd'], '"量子 計算"')).toEqual(['und-jpan_1111111', 'und-jpan_ddddddd']);
    // A manifest of another shape in the new fields is refused too.
    await expect(openSiteSearch(fakePagefind([]).module, '/pagefind/', 'ja', { ...withVocabulary, vocabulary: { ja: 1 } })).rejects.toThrow(
      'Not a search manifest',
    );
  });

  it('searches Pagefind’s bundle as it is when the index has no manifest, and refuses a manifest of another shape', async () => {
    const { module, calls } = fakePagefind(['en_1']);
    const search = await openSiteSearch(module, '/pagefind/', 'en', undefined);
    expect(calls.merged).toEqual([]);
    expect((await search.debouncedSearch('quantum', 0))?.results).toHaveLength(1);
    await expect(openSiteSearch(module, '/pagefind/', 'en', { base: 1 })).rejects.toThrow('Not a search manifest');
  });
});

describe('openStable', () => {
  /** A server whose manifest is `served[k]` at its k-th request (the last one after that). */
  const serving = (...served: (string | undefined)[]) => {
    let k = 0;
    return async () => served[Math.min(k++, served.length - 1)];
  };

  it('keeps an open whose manifest is the same after it', async () => {
    const opens: (string | undefined)[] = [];
    const result = await openStable('m1', serving('m1'), async (m) => (opens.push(m), `index of ${m}`));
    expect(opens).toEqual(['m1']);
    expect(result).toEqual({ manifest: 'm1', value: 'index of m1' });
  });

  it('opens again on the manifest a publish switched to during the open', async () => {
    const opens: (string | undefined)[] = [];
    const result = await openStable(undefined, serving('m2', 'm2'), async (m) => (opens.push(m), `index of ${m}`));
    expect(opens).toEqual([undefined, 'm2']);
    expect(result).toEqual({ manifest: 'm2', value: 'index of m2' });
  });

  it('stops after three opens, and keeps an open when the manifest cannot be asked for again', async () => {
    const opens: (string | undefined)[] = [];
    const open = async (m: string | undefined) => (opens.push(m), m);
    expect(await openStable('m1', serving('m2', 'm3', 'm4', 'm5'), open)).toEqual({ manifest: 'm3', value: 'm3' });
    expect(opens).toEqual(['m1', 'm2', 'm3']);
    const offline = async (): Promise<string> => Promise.reject(new Error('offline'));
    expect(await openStable('m1', offline, open)).toEqual({ manifest: 'm1', value: 'm1' });
  });
});
