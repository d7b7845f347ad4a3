import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDictionary } from './hooks.ts';
import { BrandLink } from './brand-link.tsx';
import { LanguageSwitch } from './nav-links.tsx';
import { DrawerNav } from './drawer-nav.tsx';
import { wrapTab } from './dialog-focus.ts';

/** Wider than the spec's small breakpoint (≤ 968 px) the drawer has no reason to stay open. */
const MEDIUM_UP = '(min-width: 969px)';

/** When the drawer is primed at the latest (an idle period may not come on a busy page), and without requestIdleCallback (Safari). */
const PRIME_TIMEOUT_MS = 3000;
const PRIME_FALLBACK_MS = 1000;

/**
 * The menu button and drawer on small screens. A modal <dialog> makes the
 * rest of the page inert and closes on Escape; Tab and Shift+Tab also wrap
 * inside it so focus never reaches the browser chrome while it is open.
 * Closing returns focus to the menu button (the dialog does that natively);
 * after a navigation the new page's main element takes it.
 */
export function MobileMenu() {
  const t = useDictionary();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { pathname } = useLocation();

  // Close at once on navigation: a layout effect, so the dialog is closed (and the page no longer inert)
  // before the scroll manager's layout effect moves focus to the new page's main. The dialog's close
  // event then sets the state (onClose), so the effect itself sets none. Not on the first render: a drawer
  // opened before the app started (below) belongs to this page.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [pathname]);

  // A tap before the app started opened the dialog natively (src/client/intent.ts): take it over as open. The
  // effect below acts on changes of `open` only, so hydrating (open: false) does not close it.
  useLayoutEffect(() => {
    if (dialogRef.current?.open) setOpen(true);
  }, []);

  const shownOpen = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || shownOpen.current === open) return;
    shownOpen.current = open;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Once the page is idle, the closed drawer is styled and laid out, hidden (layout.css: phones only), so the first
  // tap does not pay for it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const prime = () => dialog.setAttribute('data-primed', '');
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prime, PRIME_FALLBACK_MS);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(prime, { timeout: PRIME_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MEDIUM_UP);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="site-menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="menu-button__icon" aria-hidden="true" />
        <span className="menu-button__label">{t.menu.open}</span>
      </button>
      {/* The modal dialog's own Tab trap and backdrop click; everything in it that acts is a link or a button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id="site-menu"
        className="drawer"
        aria-labelledby={titleId}
        onClose={close}
        onKeyDown={(event) => wrapTab(event, event.currentTarget)}
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <DrawerPanel titleId={titleId} onClose={close} />
      </dialog>
    </>
  );
}

/**
 * What the drawer shows. Memoised: opening and closing change the menu button (aria-expanded), not this, so a tap
 * re-renders the button only, not the whole menu, inside the interaction a phone measures.
 */
const DrawerPanel = memo(function DrawerPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useDictionary();
  return (
    <div className="drawer__panel">
      <div className="drawer__top">
        <BrandLink />
        <button type="button" className="drawer__close" onClick={onClose}>
          <span aria-hidden="true">×</span> {t.menu.close}
        </button>
      </div>
      {/* The dialog's name: the logo already says whose menu this is. */}
      <p className="visually-hidden" id={titleId}>
        {t.menu.title}
      </p>
      <DrawerNav />
      <LanguageSwitch className="lang-switch lang-switch--drawer" />
    </div>
  );
});
