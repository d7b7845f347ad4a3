/**
 * Hydration on intent (issue 28). The pre-rendered page is complete without
 * JavaScript: text, images, links that work as plain links, forms that post
 * without it (c45598f). Loading React, the router and the app and hydrating
 * the page is about half of a phone's main-thread work on a first visit, and
 * a visitor who only reads needs none of it. So the app starts when the
 * visitor first acts on the page (a touch, a pointer moving over it or down on
 * it, a key, a focus, a wheel) or when the network goes away (the offline notice),
 * and at once on the pages that cannot wait (`needsAppNow`).
 *
 * What is done before the app is there is not lost: a click on a link or a
 * button the app owns (in #root) is held, and the same element is clicked
 * again once the page is hydrated, so a link becomes a client navigation (the
 * progress bar starts at the click, as for any page load) and a button does
 * what it does. The menu and the search, native modal <dialog>s in the page,
 * open at the tap itself (and the search at the `/` shortcut), and the app
 * takes them over open.
 * If the app cannot be loaded, a held link is followed as a plain link and
 * everything acts natively from then on.
 *
 * This file and what it imports load with every page: no React here.
 */
import { hasAccepted } from '../consent/consent-state.ts';
import { isSearchShortcut } from '../search/shortcut.ts';

/** What the bootstrap needs of the started app. */
export interface StartedApp {
  /** Whether the router is loading or submitting a page. */
  navigating(): boolean;
}

export interface AppModule {
  /** Hydrates the page; resolves once its chrome (header, links, the menu and search buttons) answers. */
  start(): Promise<StartedApp>;
}

/** Events that mean someone is about to use the page. `pointermove` is a mouse moving over it: desktops only pay. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Pages whose first screen needs the app, not a visitor's act: a thank-you
 * page's receipt nobody filled in (a static host: the app fetches it), an
 * embed or the office map the visitor already allowed (the app puts them in).
 */
export function needsAppNow(doc: Document = document): boolean {
  if (doc.querySelector('[data-receipt-slot]:empty')) return true;
  if (doc.querySelector('.office-map') && hasAccepted('maps')) return true;
  return [...doc.querySelectorAll<HTMLElement>('.embed[data-embed]')].some((embed) => hasAccepted(embed.dataset.embed as 'maps' | 'media'));
}

/** A click the app will handle once it is there: on a link or a plain button of the page, unmodified. */
function heldTarget(event: MouseEvent): HTMLElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button[type="button"]') : null;
  if (!target?.closest('#root')) return undefined;
  if (target instanceof HTMLAnchorElement) {
    // Another site, another window, a download, or a place on this page: the browser's own, with or without the app.
    if (target.origin !== window.location.origin || (target.target && target.target !== '_self') || target.hasAttribute('download'))
      return undefined;
    if (target.hash && target.pathname === window.location.pathname && target.search === window.location.search) return undefined;
  }
  return target;
}

/** The modal <dialog> a button of the page opens (the menu drawer's button names its dialog), if any. */
function dialogOpenedBy(button: HTMLElement): HTMLDialogElement | undefined {
  const id = button.getAttribute('aria-haspopup') === 'dialog' ? button.getAttribute('aria-controls') : null;
  const dialog = id ? document.getElementById(id) : null;
  return dialog instanceof HTMLDialogElement ? dialog : undefined;
}

/** Opens a button's modal dialog before the app: the element marked `data-autofocus` takes focus (a search field). */
function openNatively(button: HTMLElement, dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  button.setAttribute('aria-expanded', 'true');
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'), { once: true });
}

/**
 * The page component's modules (listed in the document: src/prerender/preload.ts) are fetched with the app: the
 * app imports them before it hydrates, and would find them only once it has been evaluated.
 */
function preloadPageModules(doc: Document = document): void {
  for (const href of doc.getElementById('root')?.dataset.pageModules?.split(' ') ?? []) {
    if (!href || doc.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Installs the listeners that start the app; `load` imports it. Returns the
 * start, for the pages that need the app at once.
 */
export function startOnIntent(load: () => Promise<AppModule>): () => Promise<void> {
  let started: Promise<void> | undefined;
  let held: HTMLElement | undefined;
  let heldShortcut = false;
  let progress: Promise<{ done(failed?: boolean): void }> | undefined;

  const onClick = (event: MouseEvent) => {
    const target = heldTarget(event);
    if (!target) return;
    event.preventDefault();
    // The menu and the search open at once, natively; the app takes the open dialog over when it starts
    // (src/app/mobile-menu.tsx, src/search/search-control.tsx).
    const dialog = target instanceof HTMLButtonElement ? dialogOpenedBy(target) : undefined;
    if (dialog) {
      openNatively(target, dialog);
      void start();
      return;
    }
    if (held) return; // The first act counts; a second tap while the app loads is the same wish.
    held = target;
    if (target instanceof HTMLAnchorElement) {
      progress = import('./runtime/progress.ts').then(({ pageProgress }) => {
        const bar = pageProgress();
        bar.start();
        return bar;
      });
    }
    void start();
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    if (document.querySelector('dialog[open]')) return; // the menu is open: `/` is not the search there
    const button = document.querySelector<HTMLElement>('#root button[aria-keyshortcuts="/"]');
    const dialog = button && dialogOpenedBy(button);
    if (button && dialog) openNatively(button, dialog);
    else heldShortcut = true;
  };
  const onIntent = (event: Event) => {
    // Focus outside the page's root is not an act on the page: the consent library's dialog takes it when it opens.
    if (event.type === 'focusin' && !(event.target instanceof Element && event.target.closest('#root'))) return;
    // A pointer that has not moved is not a visitor: the browser sends such events when the page is laid out
    // under a resting mouse.
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    void start();
  };

  // A form with no action of its own (the search field's) is the app's: before it, Enter would reload the page.
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && !event.target.hasAttribute('action')) event.preventDefault();
  };

  const stopHolding = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('submit', onSubmit, true);
  };

  const replay = (app: StartedApp) => {
    const target = held;
    held = undefined;
    if (target?.isConnected) target.click();
    if (heldShortcut) document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
    // A held link the router does not load (the element went away, or the browser follows it) ends its bar here.
    if (progress && !app.navigating()) void progress.then((bar) => bar.done());
  };

  const fail = (error: unknown) => {
    stopHolding();
    console.error('The page could not start its scripts; links and forms work without them.', error);
    if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
    void progress?.then((bar) => bar.done(true));
  };

  function start(): Promise<void> {
    if (!started) {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      window.removeEventListener('offline', onIntent);
      preloadPageModules();
      started = load()
        .then((app) => app.start())
        .then((app) => {
          stopHolding();
          replay(app);
        }, fail);
    }
    return started;
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('submit', onSubmit, true);
  // Passive: none of them is ever cancelled here, so a touch scrolls at once.
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  window.addEventListener('offline', onIntent);
  return start;
}
