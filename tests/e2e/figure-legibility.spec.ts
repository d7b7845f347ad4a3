/**
 * The generated drawings (product screens, process diagrams) set every text
 * at 12 CSS px or more where they are shown: on a phone, a tablet and a
 * desktop, in each language a page with a figure exists in. The smallest
 * size is measured from the drawing the browser actually shows (its
 * `currentSrc`): each text's font size, scaled by the width the drawing is
 * shown at over the width of its canvas.
 */
import { expect, test, type Page } from '@playwright/test';
import { routeTable, paths } from '../../src/routes.ts';
import { staticPages } from '../../src/content/static-pages.ts';

const MIN_TEXT = 12;

/** Every page (in every language it exists in) whose copy shows a figure block. */
const pagesWithFigures = routeTable.flatMap((route) => {
  const copies: Partial<Record<string, { sections: readonly { blocks?: readonly { type: string }[] }[] }>> = route.staticPage
    ? staticPages[route.staticPage]
    : {};
  return route.locales
    .filter((locale) => copies[locale]?.sections.some((s) => (s.blocks ?? []).some((b) => b.type === 'figure')))
    .map((locale) => paths.page(locale, route.path));
});

interface Drawing {
  file: string;
  /** CSS px the drawing is shown at, and its canvas. */
  shown: number;
  canvas: number;
  /** The smallest text it sets, in CSS px as shown. */
  smallest: number;
  alt: string;
}

/** Each drawing of a page's figures, scrolled to (they load lazily) and loaded, with the smallest text it shows. */
async function drawings(page: Page): Promise<Drawing[]> {
  const images = page.locator('figure.figure img');
  const count = await images.count();
  const found: Drawing[] = [];
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc)).toBeTruthy();
    found.push(
      await img.evaluate(async (el: HTMLImageElement) => {
        const source = await (await fetch(el.currentSrc)).text();
        const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
        const box = svg.viewBox.baseVal;
        const canvas = box && box.width > 0 ? box.width : Number(svg.getAttribute('width'));
        const canvasHeight = box && box.height > 0 ? box.height : Number(svg.getAttribute('height'));
        const rect = el.getBoundingClientRect();
        // The canvas fits the box it is shown in (the same aspect ratio, so both ratios agree).
        const scale = Math.min(rect.width / canvas, rect.height / canvasHeight);
        /** A text's size on the canvas: its own or an ancestor's font-size (16 by default), times the scale of any transforms around it. */
        const size = (node: Element): number => {
          let fontSize: number | undefined;
          let transformed = 1;
          for (let e: Element | null = node; e; e = e.parentElement) {
            const own = e.getAttribute('font-size') ?? (e as SVGElement).style?.fontSize;
            if (fontSize === undefined && own) fontSize = parseFloat(own);
            if (e !== svg && e instanceof SVGGraphicsElement) {
              const m = e.transform.baseVal.consolidate()?.matrix;
              if (m) transformed *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
            }
          }
          return (fontSize ?? 16) * transformed;
        };
        const sizes = [...svg.querySelectorAll('text, tspan')].filter((t) => (t.textContent ?? '').trim()).map(size);
        return {
          file: el.currentSrc.slice(el.currentSrc.lastIndexOf('/') + 1),
          shown: Math.round(rect.width),
          canvas,
          smallest: Math.round(Math.min(...sizes) * scale * 100) / 100,
          alt: el.alt,
        };
      }),
    );
  }
  return found;
}

// The drawings are in the pre-rendered page and hydration leaves them as they are (typesetting.spec.ts checks
// it draws what the server drew): measured with scripts off, this file took 41 s instead of 54 s here.
test.use({ javaScriptEnabled: false });

for (const [width, height] of [
  [375, 800],
  [768, 1024],
  [1280, 900],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of pagesWithFigures) {
      test(`${path}: every drawing sets its text at ${MIN_TEXT} CSS px or more`, async ({ page }) => {
        await page.goto(path);
        const shown = await drawings(page);
        expect(shown.length, path).toBeGreaterThan(0);
        for (const d of shown) {
          test
            .info()
            .annotations.push({ type: 'smallest text', description: `${width} ${path} ${d.file} ${d.shown}/${d.canvas} ${d.smallest}` });
        }
        for (const d of shown) {
          expect(d.smallest, `${d.file} shown ${d.shown} px wide (canvas ${d.canvas})`).toBeGreaterThanOrEqual(MIN_TEXT);
          expect(d.alt.length, d.file).toBeGreaterThan(40);
        }
      });
    }
  });
}

test('every page with a figure is measured', () => {
  // Screens on the Qamuy, QURI, QS and MIQAN pages, diagrams on the Qamuy, QS and research pages.
  expect(pagesWithFigures.length).toBeGreaterThanOrEqual(9);
});
