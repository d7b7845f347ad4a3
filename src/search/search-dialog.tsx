/**
 * The site search dialog (lazy chunk, loaded on first open by SearchControl).
 * A modal <dialog>, like the mobile menu: the page behind is inert, Escape
 * closes it, Tab wraps inside it. The input searches as you type; ArrowDown
 * moves to the results, ArrowUp/ArrowDown between them, Enter in the input
 * opens the first. The result count is announced politely.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { format } from '../i18n/dictionary.ts';
import { searchText } from '../i18n/search.ts';
import type { Locale } from '../i18n/locales.ts';
import { excerptParts, hitTitle, pagefindFor, type SearchHit, type SearchResult } from './pagefind.ts';

const PAGE = 10;
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

type State = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'results'; query: string; results: SearchResult[]; hits: SearchHit[] };

export interface SearchDialogProps {
  locale: Locale;
  /** `returnFocus`: false when a result was chosen (the new page's main takes focus). */
  onClose: (returnFocus: boolean) => void;
}

export default function SearchDialog({ locale, onClose }: SearchDialogProps) {
  const t = searchText[locale];
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const leaving = useRef(false);
  const titleId = useId();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'loading' });

  // Open in the commit that adds it, so the first frame after the click shows it.
  useLayoutEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    input.current?.focus(); // not the first focusable element (the close button), which showModal() picks
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

  const showMore = async () => {
    if (state.kind !== 'results') return;
    const shown = state.hits.length;
    const next = await Promise.all(state.results.slice(shown, shown + PAGE).map((r) => r.data()));
    setState({ ...state, hits: [...state.hits, ...next] });
    // The button may go away: focus moves to the first new result instead of falling to the page.
    requestAnimationFrame(() => links()[shown]?.focus());
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const items = links();
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      // At once, also from the search field (whose own Escape would first clear it).
      event.preventDefault();
      dialog.current?.close();
    } else if (event.key === 'ArrowDown' && (event.target === input.current || at >= 0)) {
      event.preventDefault();
      items[Math.min(at + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input.current : items[at - 1])?.focus();
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog, as in the mobile menu.
      const all = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = event.shiftKey ? all[0] : all.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? all.at(-1) : all[0])?.focus();
      }
    }
  };

  const choose = () => {
    leaving.current = true;
    dialog.current?.close(); // at once: the page must not be inert when the new page's main takes focus
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    links()[0]?.click();
  };

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

  return (
    // A click on the backdrop closes it, as Escape does for the keyboard; the key handler keeps focus inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog takes these events by design
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={titleId}
      onClose={() => onClose(!leaving.current)}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className="search-dialog__panel">
        <div className="search-dialog__top">
          <h2 className="search-dialog__title" id={titleId}>
            {t.title}
          </h2>
          <button type="button" className="drawer__close" onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span> {t.close}
          </button>
        </div>
        <form role="search" className="search-dialog__form" onSubmit={submit}>
          <label htmlFor={inputId} className="search-dialog__label">
            {t.label}
          </label>
          <input
            ref={input}
            id={inputId}
            className="search-dialog__input"
            type="search"
            value={query}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <p className="search-dialog__status" role="status">
          {status}
        </p>
        {state.kind === 'results' && state.hits.length > 0 && (
          <ol className="search-results" ref={list} aria-labelledby={titleId}>
            {state.hits.map((hit) => (
              <li key={hit.url} className="search-result">
                {hit.meta.section && hit.meta.section !== hitTitle(hit, locale) && (
                  <p className="search-result__section">{hit.meta.section}</p>
                )}
                <Link className="search-result__title" to={hit.url} onClick={choose}>
                  {hitTitle(hit, locale)}
                </Link>
                <p className="search-result__excerpt">
                  {excerptParts(hit.excerpt, locale).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}
                </p>
              </li>
            ))}
          </ol>
        )}
        {state.kind === 'results' && state.hits.length < state.results.length && (
          <button type="button" className="button button--secondary button--small search-dialog__more" onClick={() => void showMore()}>
            {t.more}
          </button>
        )}
      </div>
    </dialog>
  );
}
