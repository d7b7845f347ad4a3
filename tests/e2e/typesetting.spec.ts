/**
 * Japanese typesetting in Chromium (issue 14, src/typeset/): leads, body
 * copy, CMS rich text, headings, the readiness questions, the experiment's
 * CTA and the footer address get break opportunities at phrase boundaries,
 * and a line breaks only there — never inside 人材育成, お客様, 一覧,
 * ください, ソフトウェア or アオナミビル. The marks that carry the breaks never
 * reach what a visitor copies, a title or meta tag, structured data, a feed
 * or the sitemap, and BudouX itself never reaches the browser. The table of
 * contents keeps each number on its item's first line.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { urlTable } from './url-table.ts';
import { feedPaths } from '../../src/seo/feed-paths.ts';
import { segmentText } from '../../src/typeset/segment.ts';
import { startApp } from './start-app.ts';

const ZWSP = '\u200B';
/** Words the design review saw broken in two, and the company's name (a browser breaks after its middle dot). */
const WORDS = ['人材育成', 'お客様', '一覧', 'ください', 'ソフトウェア', 'アオナミビル', '東京都千代田区', 'アオナミ・クオンタム'];
/**
 * Where every browser's own line-breaking rules let a line break in Japanese text besides our marks: after
 * closing punctuation, a wave dash or a postfix sign (0.1%), and before opening brackets.
 */
const BREAK_AFTER = /[\s、。，．,.・！？!?」』）)\]：:;；\-–—/〜~%％]/;
const BREAK_BEFORE = /[「『（(\s]/;

interface Lines {
  text: string;
  /** Offsets in `text` where a rendered line starts (the first line excluded). */
  starts: number[];
  /** Offsets in `text` of each <wbr>. */
  wbr: number[];
}

/** Where the element's lines start, measured from each character's box. */
function measureLines(el: Element): Lines {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  const range = document.createRange();
  let text = '';
  const starts: number[] = [];
  const wbr: number[] = [];
  let lastTop: number | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      if ((node as Element).localName === 'wbr') wbr.push(text.length);
      continue;
    }
    const data = (node as Text).data;
    for (let i = 0; i < data.length; i++) {
      const offset = text.length + i;
      if (/\s/.test(data[i] ?? '')) continue; // a space at a line end has no box of its own
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width === 0) continue;
      if (lastTop !== undefined && rect.top > lastTop + rect.height / 2) starts.push(offset);
      lastTop = rect.top;
    }
    text += data;
  }
  return { text, starts, wbr };
}

/**
 * Line starts that fall somewhere other than a phrase boundary, a space or a punctuation break. A phrase
 * wider than the whole line has to break inside (overflow-wrap): that is no fault when the phrase
 * already starts its line.
 */
function badBreaks({ text, starts, wbr }: Lines): string[] {
  const allowed = (at: number) => wbr.includes(at) || BREAK_AFTER.test(text[at - 1] ?? '') || BREAK_BEFORE.test(text[at] ?? '');
  return starts
    .filter((at, i) => {
      if (allowed(at)) return false;
      let phraseStart = at - 1;
      while (phraseStart > 0 && !allowed(phraseStart)) phraseStart--;
      return phraseStart !== (i === 0 ? 0 : starts[i - 1]);
    })
    .map((at) => `${text.slice(Math.max(0, at - 8), at)}/${text.slice(at, at + 8)}`);
}

function splitWords({ text, starts }: Lines): string[] {
  return WORDS.flatMap((word) => {
    const hits: string[] = [];
    for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
      const inside = starts.find((s) => s > i && s < i + word.length);
      if (inside !== undefined) hits.push(`${text.slice(i, inside)}/${text.slice(inside, i + word.length)}`);
    }
    return hits;
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await startApp(page);
}

/** Every element the locator matches wraps only at phrase boundaries; returns how many lines they had in all. */
async function expectPhraseBreaks(locator: Locator, label: string): Promise<number> {
  const all: Lines[] = [];
  for (const el of await locator.all()) all.push(await el.evaluate(measureLines));
  expect(all.length, `${label}: found`).toBeGreaterThan(0);
  let lines = 0;
  for (const measured of all) {
    expect(measured.wbr.length, `${label}: break opportunities in “${measured.text.slice(0, 30)}…”`).toBeGreaterThan(0);
    expect(badBreaks(measured), `${label}: lines breaking inside a phrase`).toEqual([]);
    expect(splitWords(measured), `${label}: split words`).toEqual([]);
    lines += measured.starts.length + 1;
  }
  return lines;
}

const targets: { path: string; selectors: Record<string, string> }[] = [
  {
    path: '/',
    selectors: {
      'hero lead': '.hero__lead',
      'section lead': '.section-head__lead',
      'service cards': '.feature__text',
      'client band note': '.client-band__note',
    },
  },
  { path: '/services', selectors: { 'page lead': '.page-hero__lead', 'body copy': '.prose p' } },
  {
    path: '/services/qamuy',
    selectors: {
      'page title': '.page-hero__title',
      'page lead': '.page-hero__lead',
      'body copy': '.prose p',
      cards: '.feature__text',
      'closing CTA title': '.cta__title',
    },
  },
  { path: '/news/posts/qamuy-4-release', selectors: { 'entry title': '.page-hero__title', 'CMS rich text': '.rich-text p' } },
  {
    path: '/articles/20251025',
    selectors: { 'article title': '.page-hero__title', 'article lead': '.page-hero__lead', 'body copy': '.prose p' },
  },
  { path: '/services/miqan', selectors: { 'page title': '.page-hero__title', 'page lead': '.page-hero__lead', 'body copy': '.prose p' } },
  { path: '/readiness-check', selectors: { 'page lead': '.page-hero__lead', questions: '.field__question' } },
];

for (const width of [375, 1280]) {
  test.describe(`Japanese lines at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, selectors } of targets) {
      test(`${path}: leads and body text break only between phrases`, async ({ page }) => {
        await open(page, path);
        let lines = 0;
        for (const [label, selector] of Object.entries(selectors))
          lines += await expectPhraseBreaks(page.locator(`main ${selector}`), label);
        // Text that never wraps would pass without proving anything.
        expect(lines).toBeGreaterThan(Object.keys(selectors).length);
      });
    }

    test('the footer address breaks only between its parts', async ({ page }) => {
      await open(page, '/');
      const address = page.locator('.site-footer address');
      const measured = await address.evaluate(measureLines);
      expect(measured.text).toContain('アオナミビル');
      expect(splitWords(measured)).toEqual([]);
      // Its parts: postal code, prefecture and ward, street, building and floor.
      await expect(address.locator('.nowrap')).toHaveCount(4);
    });
  });
}

/**
 * What must carry phrase marks beyond running text: every heading and the table of contents that repeats
 * them, the readiness check's questions and answers, and each text of the CTA experiment (all variants are
 * in the page, the head CSS shows one).
 */
const MARKED = [
  'h1',
  'h2',
  'h3',
  '.toc a',
  '[action^="/api/forms/readiness"] :is(.field__question, .field--choices .choice > span)',
  '.exp-text__v',
].join(', ');

/** Where the build marks a phrase boundary in `text`: offsets into the text without marks. */
function phraseBoundaries(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const char of segmentText(text)) {
    if (char === ZWSP) offsets.push(at);
    else at += char.length;
  }
  return offsets;
}

/** Each marked element of a document: its text and the offsets of its <wbr>s in that text. */
function markedElements(document: Document, walkerFilter: number): { tag: string; text: string; wbr: number[] }[] {
  return [...document.querySelectorAll(MARKED)].map((el) => {
    let text = '';
    const wbr: number[] = [];
    const walker = document.createTreeWalker(el, walkerFilter);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) text += (node as Text).data;
      else if ((node as Element).localName === 'wbr') wbr.push(text.length);
    }
    return { tag: el.localName, text, wbr };
  });
}

test.describe('headings, questions and the CTA carry phrase breaks', () => {
  // The HTML as served: what every browser gets before (and without) hydration. Read by request and parsed by
  // jsdom's HTML parser (the standard's parsing algorithm, as a browser's): 45 pages in about a second, where
  // opening each in a browser page took 30–50 s of this suite.
  test('on every Japanese page, each has a <wbr> at each phrase boundary and nowhere else', async ({ request }) => {
    const paths = [
      ...urlTable.filter((r) => r.lang === 'ja' && r.status === 200 && !r.path.endsWith('/draft')).map((r) => r.path),
      '/no/such/page',
    ];
    const wrong: string[] = [];
    let marked = 0;
    for (const path of paths) {
      const { window } = new JSDOM(await (await request.get(path)).text());
      const elements = markedElements(window.document, window.NodeFilter.SHOW_TEXT | window.NodeFilter.SHOW_ELEMENT);
      window.close();
      for (const { tag, text, wbr } of elements) {
        const expected = phraseBoundaries(text);
        if (expected.length > 0) marked++;
        if (wbr.join() !== expected.join())
          wrong.push(`${path} <${tag}> “${segmentText(text).replaceAll(ZWSP, '|')}”: <wbr> at [${wbr.join()}]`);
      }
    }
    expect(wrong).toEqual([]);
    // The headings of some 45 pages, the seven questions and their answers, the CTA's texts: a check of nothing would pass too.
    expect(marked).toBeGreaterThan(300);
  });
});

test.describe('phrase marks stay out of what is read, copied or indexed', () => {
  test('no page, title, meta tag or structured data holds a mark', async ({ request }) => {
    for (const row of urlTable.filter((r) => r.status === 200)) {
      const html = await (await request.get(row.path)).text();
      // The hydration data carries marks by design (React draws them as <wbr>); everything else must not.
      const withoutData = html.replace(/<script type="application\/json" id="app-data">[\s\S]*?<\/script>/, '');
      expect(withoutData.includes(ZWSP), row.path).toBe(false);
    }
  });

  test('feeds and the sitemap hold no mark', async ({ request }) => {
    for (const path of ['/sitemap.xml', ...Object.values(feedPaths('ja')).flatMap((f) => Object.values(f))]) {
      const body = await (await request.get(path)).text();
      expect(body.length, path).toBeGreaterThan(200);
      expect(body.includes(ZWSP), path).toBe(false);
    }
  });

  test('copied text is the text as written, and client navigation draws the same breaks', async ({ page }) => {
    await open(page, '/');
    const lead = page.locator('.hero__lead');
    expect(await lead.evaluate((el) => (el as HTMLElement).innerText)).not.toContain(ZWSP);
    await expect(lead.locator('wbr').first()).toBeAttached();
    // Navigate on the client: the page is drawn from the payload, with the same marks as the server's.
    await page.locator('.site-header').getByRole('link', { name: 'サービス', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    const prose = page.locator('main .prose p').first();
    await expect(prose.locator('wbr').first()).toBeAttached();
    const text = await prose.evaluate((el) => el.textContent ?? '');
    expect(text).not.toContain(ZWSP);
    await page.keyboard.press('Control+A');
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selected).toContain(text.slice(0, 20));
    expect(selected).not.toContain(ZWSP);
  });

  test('hydration finds what the server drew: no console errors on typeset pages', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    for (const { path } of targets) await open(page, path);
    expect(errors).toEqual([]);
  });

  test('BudouX is not sent to the browser', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
    });
    await open(page, '/services/qamuy');
    await page.locator('main .prose p').first().hover();
    expect(scripts.length).toBeGreaterThan(0);
    // Feature keys of BudouX's model ("UW4", "BW2" …) appear nowhere in what the browser ran.
    for (const script of scripts) expect(/["']?(UW[1-6]|BW[1-3]|TW[1-4])["']?\s*:\s*\{/.test(script)).toBe(false);
  });
});

test.describe('table of contents', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a wrapped item shows its number on its first line', async ({ page }) => {
    await open(page, '/articles/20251025');
    const list = page.locator('.toc ol');
    // Each item's box, the box of its text's first line, and where its number is drawn (left of the item).
    const items = await list.evaluate((ol) => {
      const o = ol.getBoundingClientRect();
      return [...ol.children].map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const first = rects.reduce((a, b) => (b.top < a.top ? b : a));
        const box = li.getBoundingClientRect();
        return {
          text: li.textContent ?? '',
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
          top: Math.floor(box.top - o.top),
          bottom: Math.ceil(box.bottom - o.top),
          numberRight: Math.floor(box.left - o.left),
          firstLine: [first.top - o.top, first.bottom - o.top],
        };
      });
    });
    expect(
      items.some((i) => i.lines > 1),
      'an item wraps at this width',
    ).toBe(true);
    // The numbers are ::marker boxes, which have no geometry in the DOM: find their ink in a screenshot.
    const png = (await list.screenshot()).toString('base64');
    const reader = await page.context().newPage();
    const inkTops = await reader.evaluate(
      async ({ png, items }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
        const ctx = canvas.getContext('2d');
        if (!ctx) return [];
        ctx.drawImage(img, 0, 0);
        const { data, width } = ctx.getImageData(0, 0, img.width, img.height);
        const dark = (x: number, y: number) => {
          const i = (y * width + x) * 4;
          return (data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 3 * 170;
        };
        return items.map((it) => {
          for (let y = Math.max(0, it.top); y < Math.min(img.height, it.bottom); y++) {
            for (let x = 0; x < it.numberRight; x++) if (dark(x, y)) return y;
          }
          return -1;
        });
      },
      { png, items },
    );
    await reader.close();
    items.forEach((item, i) => {
      const ink = inkTops[i] ?? -1;
      expect(ink, `number of “${item.text}” is drawn`).toBeGreaterThanOrEqual(0);
      expect(ink, `number of “${item.text}” sits on its first line`).toBeGreaterThanOrEqual(Math.floor(item.firstLine[0] ?? 0));
      expect(ink, `number of “${item.text}” sits on its first line`).toBeLessThan(Math.ceil(item.firstLine[1] ?? 0));
    });
  });
});
