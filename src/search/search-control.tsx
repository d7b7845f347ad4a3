/**
 * The header's search button and the `/` shortcut. This is all the search
 * code in the entry bundle: the dialog and Pagefind load on first open
 * (search-dialog.tsx, pagefind.ts), so a visit that never searches
 * downloads nothing for it.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useDictionary, useLocale } from '../app/hooks.ts';
import type { SearchDialogProps } from './search-dialog.tsx';
import { isSearchShortcut } from './shortcut.ts';

export function SearchControl() {
  const t = useDictionary();
  const locale = useLocale();
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>();
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    setOpen(true);
    // A failed load (offline) leaves the button as it was, to be tried again.
    import('./search-dialog.tsx').then(
      (m) => setDialog(() => m.default),
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      if (document.querySelector('dialog[open]')) return; // the menu drawer is open
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <>
      <button ref={button} type="button" className="search-button" aria-haspopup="dialog" aria-keyshortcuts="/" onClick={show}>
        <svg className="search-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="search-button__label">{t.search.open}</span>
      </button>
      {open && Dialog && <Dialog locale={locale} onClose={close} />}
    </>
  );
}
