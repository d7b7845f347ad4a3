/**
 * Tab and Shift+Tab wrap inside an open modal dialog (the menu drawer, the
 * search), so focus never leaves it for the browser's own controls. DOM only:
 * React's keyboard events and the browser's both fit.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input, summary, [tabindex]:not([tabindex="-1"])';

interface TabKey {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/** On a Tab at the dialog's first or last focusable element, moves focus to the other end. */
export function wrapTab(event: TabKey, dialog: Element): void {
  if (event.key !== 'Tab') return;
  // Only what can take focus now: a link inside a closed <details> has no box.
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
