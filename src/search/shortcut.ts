/**
 * The search's `/` shortcut, outside a text field and without modifiers. Without React: the page's entry holds
 * it before the app has started (src/client/intent.ts), the search button acts on it after
 * (search-control.tsx).
 */

/** Where `/` is text, not the shortcut. */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export const isSearchShortcut = (event: KeyboardEvent): boolean =>
  event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !typing(event.target);
