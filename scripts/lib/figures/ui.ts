/**
 * Parts the product screens share: panels, labels, pills, the product's own
 * top bar. A screen is drawn on a 960×600 canvas and shown inside the site's
 * window frame (src/components/figure-block.tsx), so it has no browser chrome
 * of its own; the page shows it at its own size from 969 px wide (at least
 * 0.97 of it just above that), so no text on it is under MIN_TEXT. Each screen
 * also has a phone layout (`-narrow`) for phones and tablets: the same UI
 * re-laid out in one column on a canvas NARROW_W wide, with no text under
 * MIN_TEXT either, so that it reads at phone size (a 960 px screen shown
 * 341 px wide would set 13 px text at 4.6 px).
 */
import { C, n, rect, text, wave } from './svg.ts';

export const SCREEN_W = 960;
export const SCREEN_H = 600;

/** The smallest type on a screen, wide or narrow: 12.3 CSS px where it is shown smallest (a narrow screen on a 375 px phone). */
export const MIN_TEXT = 13;
/** Phone layouts: shown about 341 CSS px wide on a 375 px phone (13 px type there is 12.3 px), at their own size on a tablet. */
export const NARROW_W = 360;
/** The left edge and width of a phone layout's full-width panels. */
export const NX = 12;
export const NW = NARROW_W - 2 * NX;

/** A white panel with a hairline border, a title and an optional note on the right (`small` px; the title is a size larger). */
export function panel(x: number, y: number, w: number, h: number, title: string, right = '', small = MIN_TEXT): string {
  return (
    rect(x, y, w, h, `fill="${C.white}" stroke="${C.line}"`, 10) +
    text(x + 16, y + 26, title, { size: small + 1, weight: 700, fill: C.ink }) +
    (right ? text(x + w - 16, y + 26, right, { size: small, fill: C.muted, anchor: 'end' }) : '')
  );
}

/** A phone layout's panel: full width. */
export const narrowPanel = (y: number, h: number, title: string, right = ''): string => panel(NX, y, NW, h, title, right);

/** A status pill, its middle at y - 3; `tone` picks its colours (all text ≥ 4.5:1 on its fill). */
export function pill(x: number, y: number, label: string, tone: 'done' | 'running' | 'waiting', width: number, size = MIN_TEXT): string {
  const fill = tone === 'done' ? C.tint2 : tone === 'running' ? C.brand700 : C.white;
  const ink = tone === 'running' ? C.white : tone === 'done' ? C.brand800 : C.muted;
  const border = tone === 'waiting' ? ` stroke="${C.lineStrong}"` : '';
  return (
    rect(x, y - 14, width, 22, `fill="${fill}"${border}`, 11) +
    text(x + width / 2, y - 3 + size * 0.36, label, { size, weight: 700, fill: ink, anchor: 'middle' })
  );
}

/** The product's top bar: its wave mark and name, a breadcrumb or tabs, and something on the right. */
export function appBar(name: string, middle: string, right: string, width = SCREEN_W): string {
  return (
    rect(0, 0, width, 52, `fill="${C.white}"`) +
    `<path d="M0 52.5H${width}" stroke="${C.line}"/>` +
    `<path d="${wave(20, 26, 3, 8, 5)}" fill="none" stroke="${C.brand}" stroke-width="3" stroke-linecap="round"/>` +
    text(54, 31, name, { size: 16, weight: 700, fill: C.ink }) +
    middle +
    right
  );
}

/** A labelled value row as in a settings form: label above, a field with the value. */
export function field(x: number, y: number, w: number, label: string, value: string, select = true): string {
  return (
    text(x, y, label, { size: MIN_TEXT, fill: C.muted }) +
    rect(x, y + 7, w, 28, `fill="${C.tint}" stroke="${C.line}"`, 6) +
    text(x + 10, y + 26, value, { size: 13.5, fill: C.ink }) +
    (select
      ? `<path d="M${n(x + w - 20)} ${n(y + 18)}l5 5 5-5" fill="none" stroke="${C.muted}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`
      : '')
  );
}

/** A switch, on. */
export function toggleOn(x: number, y: number): string {
  return rect(x, y, 34, 20, `fill="${C.brand700}"`, 10) + `<circle cx="${x + 24}" cy="${y + 10}" r="7" fill="${C.white}"/>`;
}

/** A primary button. */
export function button(x: number, y: number, w: number, label: string): string {
  return (
    rect(x, y, w, 32, `fill="${C.brand700}"`, 16) +
    text(x + w / 2, y + 21, label, { size: 13.5, weight: 700, fill: C.white, anchor: 'middle' })
  );
}

/** An avatar with initials. */
export function avatar(cx: number, cy: number, initials: string, size = MIN_TEXT): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${size + 4}" fill="${C.tint3}"/>` +
    text(cx, cy + size * 0.41, initials, { size, weight: 700, fill: C.brand900, anchor: 'middle' })
  );
}

/** The phone layout's top bar: the product's mark and name, something on the right (an avatar, a note). */
export const narrowBar = (name: string, right: string): string => appBar(name, '', right, NARROW_W);
