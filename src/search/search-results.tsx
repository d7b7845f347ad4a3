/**
 * The search's results (lazy chunk, loaded when the dialog opens: the dialog
 * itself is in the page, src/search/search-control.tsx). Searches Pagefind as
 * the visitor types and lists the hits with their highlighted excerpts; the
 * count (or why there is none) goes to the dialog's status line, which
 * announces it politely. Mounted for each opening, so each opening asks
 * whether the index changed since the last. The keys: ArrowDown from the
 * field moves to the results, ArrowUp/ArrowDown between them (and back to
 * the field); Tab and Shift+Tab wrap inside the dialog, as in the mobile menu.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDictionary } from '../app/hooks.ts';
import { wrapTab } from '../app/dialog-focus.ts';
import { format } from '../i18n/dictionary.ts';
import { searchText } from '../i18n/search.ts';
import { SEARCH_DIALOG_ID, type SearchResultsProps } from './dialog.ts';
import { excerptParts, hitTitle, pagefindFor, type SearchHit, type SearchResult } from './pagefind.ts';

const PAGE = 10;

/** The dialog's keys beyond Escape (the frame's), on the dialog that holds these results. */
function onDialogKey(event: KeyboardEvent): void {
  const dialog = event.currentTarget as HTMLDialogElement;
  const field = dialog.querySelector('input');
  const items = [...dialog.querySelectorAll<HTMLAnchorElement>('.search-result a[href]')];
  const at = items.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'ArrowDown' && (event.target === field || at >= 0)) {
    event.preventDefault();
    items[Math.min(at + 1, items.length - 1)]?.focus();
  } else if (event.key === 'ArrowUp' && at >= 0) {
    event.preventDefault();
    (at === 0 ? field : items[at - 1])?.focus();
  } else {
    wrapTab(event, dialog);
  }
}

type State = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'results'; query: string; results: SearchResult[]; hits: SearchHit[] };

export default function SearchResults({ locale, query, onStatus, onChoose }: SearchResultsProps) {
  const t = { ...useDictionary().search, ...searchText[locale] };
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    dialog?.addEventListener('keydown', onDialogKey);
    return () => dialog?.removeEventListener('keydown', onDialogKey);
  }, []);

  useEffect(() => {
    let live = true;
    // Asks whether the index changed since the dialog last opened: a page left open finds what was published since.
    pagefindFor(locale, { revalidate: true }).then(
      () => live && setState((s) => (s.kind === 'loading' ? { kind: 'idle' } : s)),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied query clears its results once; no cascade
      setState((s) => (s.kind === 'results' ? { kind: 'idle' } : s));
      return;
    }
    let live = true;
    pagefindFor(locale)
      .then((search) => search.debouncedSearch(term, 200))
      .then(async (response) => {
        if (!response || !live) return; // a newer query replaced this one
        const hits = await Promise.all(response.results.slice(0, PAGE).map((r) => r.data()));
        if (live) setState({ kind: 'results', query: term, results: response.results, hits });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [query, locale]);

  const status =
    state.kind === 'loading'
      ? t.loading
      : state.kind === 'failed'
        ? t.failed
        : state.kind === 'results'
          ? format(state.results.length === 0 ? t.none : state.results.length === 1 ? t.countOne : t.count, {
              query: state.query,
              count: state.results.length,
            })
          : '';
  useEffect(() => onStatus(status), [status, onStatus]);

  const showMore = async () => {
    if (state.kind !== 'results') return;
    const shown = state.hits.length;
    const next = await Promise.all(state.results.slice(shown, shown + PAGE).map((r) => r.data()));
    setState({ ...state, hits: [...state.hits, ...next] });
    // The button may go away: focus moves to the first new result instead of falling to the page.
    requestAnimationFrame(() => document.querySelectorAll<HTMLElement>('.search-result a[href]')[shown]?.focus());
  };

  if (state.kind !== 'results') return null;
  return (
    <>
      {state.hits.length > 0 && (
        <ol className="search-results" aria-label={t.title}>
          {state.hits.map((hit) => (
            <li key={hit.url} className="search-result">
              {hit.meta.section && hit.meta.section !== hitTitle(hit, locale) && (
                <p className="search-result__section">{hit.meta.section}</p>
              )}
              <Link className="search-result__title" to={hit.url} onClick={onChoose}>
                {hitTitle(hit, locale)}
              </Link>
              <p className="search-result__excerpt">
                {excerptParts(hit.excerpt, locale).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}
              </p>
            </li>
          ))}
        </ol>
      )}
      {state.hits.length < state.results.length && (
        <button type="button" className="button button--secondary button--small search-dialog__more" onClick={() => void showMore()}>
          {t.more}
        </button>
      )}
    </>
  );
}
