/**
 * `node scripts/render-brand-assets.ts`: draws the raster brand assets
 * from the SVG sources in public/ with headless Chromium, so the PNGs never
 * drift from the logo mark and the illustrations:
 *
 *   public/icons/apple-touch-icon.png  180×180, opaque (iOS rounds the corners)
 *   public/icons/icon-192.png          192×192, rounded square, transparent corners
 *   public/icons/icon-512.png          512×512, rounded square, transparent corners
 *   public/icons/icon-maskable-512.png 512×512, full bleed, mark inside the safe zone
 *   public/og-default.png              1200×630, the default share image
 *
 * Sources: public/brand/logo-mark.svg (ink "A", teal wave) and
 * src/assets/illustrations/home-hero.svg; the name and tagline come from the
 * company facts and the home page copy. Commit the PNGs it writes.
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './lib/chromium.ts';
import { company } from '../src/config/company.ts';
import { dictionaries } from '../src/i18n/dictionary.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pub = (path: string) => join(root, 'public', path);

const TEAL = company.themeColor; // #03A49E
const TEAL_DARK = '#04736F';
const INK = '#0B2740';
const FONT = "'Noto Sans CJK JP','Noto Sans JP',sans-serif";

/** The SVG without its XML prolog, for inlining in HTML. */
const svgSource = async (path: string) => (await readFile(pub(path), 'utf8')).replace(/<\?xml[^>]*\?>\s*/, '').trim();

/** The logo mark recoloured for a teal ground: a white "A" and an ink wave. */
const onTeal = (mark: string) => mark.replaceAll(INK, '#FFFFFF').replaceAll(TEAL, INK);

/** A logo mark sized to `size` px, centred in a `canvas` px square on `background`. */
function iconPage(mark: string, canvas: number, size: number, background: string, radius = 0): string {
  return `<!doctype html><html><head><style>
  html,body{margin:0;background:transparent}
  .icon{width:${canvas}px;height:${canvas}px;background:${background};border-radius:${radius}px;display:grid;place-items:center}
  .icon svg{width:${size}px;height:${size}px;display:block}
</style></head><body><div class="icon">${mark}</div></body></html>`;
}

function ogPage(mark: string, hero: string): string {
  const ja = dictionaries.ja.home.title;
  const en = dictionaries.en.home.title;
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html lang="ja"><head><style>
  html,body{margin:0}
  body{width:1200px;height:630px;overflow:hidden;position:relative;font-family:${FONT};color:${INK};
    background:linear-gradient(115deg,#FFFFFF 50%,#F4FBFA 50%)}
  .hero{position:absolute;right:-20px;top:92px;width:600px;height:450px;
    -webkit-mask-image:linear-gradient(90deg,transparent 2%,#000 20%);mask-image:linear-gradient(90deg,transparent 2%,#000 20%)}
  .hero svg{width:100%;height:100%;display:block}
  .text{position:absolute;left:80px;top:104px;width:600px}
  .mark{width:84px;height:84px;display:block;margin-bottom:34px}
  .mark svg{width:100%;height:100%;display:block}
  .ja-name{font-size:40px;font-weight:700;line-height:1.3;margin:0;white-space:nowrap}
  .en-name{font-size:27px;font-weight:700;color:${TEAL_DARK};letter-spacing:.01em;margin:8px 0 0}
  .rule{width:72px;height:6px;border-radius:3px;background:${TEAL};margin:36px 0 30px}
  .tag-ja{font-size:29px;font-weight:700;line-height:1.4;margin:0;white-space:nowrap}
  .tag-en{font-size:23px;color:${TEAL_DARK};margin:8px 0 0}
  .band{position:absolute;left:0;right:0;bottom:0;height:16px;background:linear-gradient(90deg,${TEAL},${TEAL_DARK} 60%,${INK})}
</style></head><body>
  <div class="hero">${hero}</div>
  <div class="text">
    <div class="mark">${mark}</div>
    <p class="ja-name">${esc(company.name.ja)}</p>
    <p class="en-name">${esc(company.name.en)}</p>
    <div class="rule"></div>
    <p class="tag-ja">${esc(ja)}</p>
    <p class="tag-en">${esc(en)}</p>
  </div>
  <div class="band"></div>
</body></html>`;
}

async function shoot(browser: Browser, html: string, width: number, height: number, out: string, transparent: boolean): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await mkdir(dirname(out), { recursive: true });
    await page.screenshot({ path: out, type: 'png', omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
    console.log(`${relative(root, out)}  ${width}×${height}  ${((await stat(out)).size / 1024).toFixed(1)} KB`);
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const mark = await svgSource('brand/logo-mark.svg');
  const markOnTeal = onTeal(mark);
  const hero = await svgSource('../src/assets/illustrations/home-hero.svg');

  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: chromiumArgs });
  try {
    // Apple touch icon: opaque and full bleed; the mark fills about 62%.
    await shoot(browser, iconPage(markOnTeal, 180, 112, TEAL), 180, 180, pub('icons/apple-touch-icon.png'), false);
    // "any" icons: the favicon's rounded square (radius 22% like favicon.svg).
    for (const size of [192, 512]) {
      await shoot(
        browser,
        iconPage(markOnTeal, size, Math.round(size * 0.66), TEAL, Math.round(size * 0.22)),
        size,
        size,
        pub(`icons/icon-${size}.png`),
        true,
      );
    }
    // Maskable: full bleed; the mark stays well inside the central safe circle (radius 40%).
    await shoot(browser, iconPage(markOnTeal, 512, 264, TEAL), 512, 512, pub('icons/icon-maskable-512.png'), false);
    await shoot(browser, ogPage(mark, hero), 1200, 630, pub('og-default.png'), false);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
