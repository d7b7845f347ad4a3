/**
 * The header's search: its button, the `/` shortcut and the dialog's frame (a
 * modal <dialog>: title, close button, the search field, the status line),
 * which is part of every page. So the dialog opens at the first tap even
 * before the app has started (src/client/intent.ts opens it natively, the
 * field takes what is typed, and this component takes the open dialog over
 * when it hydrates). The results and Pagefind load when it opens
 * (search-results.tsx, pagefind.ts): a visit that never searches downloads
 * nothing for them.
 *
 * The page behind is inert, Escape closes the dialog, Enter in the field
 * opens the first result; the field searches as you type (the results' chunk
 * adds the arrow keys and keeps Tab inside the dialog).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useDictionary, useLocale } from '../app/hooks.ts';
import { SEARCH_DIALOG_ID, type SearchResultsProps } from './dialog.ts';
import { isSearchShortcut } from './shortcut.ts';

export function SearchControl() {
  const t = useDictionary().search;
  const locale = useLocale();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const leaving = useRef(false);
  const titleId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<string>();
  const [Results, setResults] = useState<ComponentType<SearchResultsProps>>();
  const [loadFailed, setLoadFailed] = useState(false);

  const show = useCallback(() => setOpen(true), []);

  // Opened before the app started (src/client/intent.ts): taken over as open, with what was typed.
  useLayoutEffect(() => {
    if (!dialog.current?.open) return;
    setQuery(input.current?.value ?? '');
    setOpen(true);
  }, []);

  // Acts on changes of `open` only, so hydrating (closed) leaves a dialog opened before alone.
  const shownOpen = useRef(false);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || shownOpen.current === open) return;
    shownOpen.current = open;
    if (!open) {
      if (element.open) element.close();
      return;
    }
    if (element.open) {
      // Opened before the app: the visitor may be in the field already, or elsewhere in the dialog.
      if (!element.contains(document.activeElement)) input.current?.focus();
    } else {
      element.showModal();
      input.current?.focus(); // not the first focusable element (the close button), which showModal() picks
    }
    import('./search-results.tsx').then(
      (m) => setResults(() => m.default),
      () => setLoadFailed(true), // offline: the status says so; the next opening tries again
    );
  }, [open]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      if (document.querySelector('dialog[open]')) return; // the menu drawer, or this dialog, is open
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const onClose = () => {
    setOpen(false);
    setQuery('');
    setStatus(undefined);
    setLoadFailed(false);
    if (!leaving.current) button.current?.focus();
    leaving.current = false;
  };
  const choose = useCallback(() => {
    leaving.current = true;
    dialog.current?.close(); // at once: the page must not be inert when the new page's main takes focus
  }, []);

  // At once, also from the search field (whose own Escape would first clear it). The other keys: search-results.tsx.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.current?.close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-controls={SEARCH_DIALOG_ID}
        aria-expanded={open}
        aria-keyshortcuts="/"
        onClick={show}
      >
        <svg className="search-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="search-button__label">{t.open}</span>
      </button>
      {/* A click on the backdrop closes it, as Escape does for the keyboard; the key handler keeps focus inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog takes these events by design */}
      <dialog
        ref={dialog}
        id={SEARCH_DIALOG_ID}
        className="search-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
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
          <form
            role="search"
            className="search-dialog__form"
            onSubmit={(event) => {
              event.preventDefault();
              dialog.current?.querySelector<HTMLElement>('.search-result a[href]')?.click();
            }}
          >
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
              data-autofocus=""
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          {/* Until the results report (and in the page as served: the dialog opened before the app says so). */}
          <p className="search-dialog__status" role="status">
            {status ?? (loadFailed ? t.failed : t.loading)}
          </p>
          {open && Results && <Results locale={locale} query={query} onStatus={setStatus} onChoose={choose} />}
        </div>
      </dialog>
    </>
  );
}
