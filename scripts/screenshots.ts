/**
 * `npm run screenshots [-- /path …]`: full-page PNGs of the built site at
 * 375 px and 1280 px into .cache/screenshots, for looking at what we ship.
 * SCREENSHOT_DIR chooses the folder (for before/after sets).
 * Needs a running site (npm start) at $SITE_URL (default http://127.0.0.1:3000).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './lib/chromium.ts';
import { japaneseFontConfig } from './lib/japanese-font.ts';

const base = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/en', '/news', '/news/posts/qamuy-4-release', '/about', '/no-such-page'];
const widths = [375, 1280];
const outDir = process.env.SCREENSHOT_DIR ?? '.cache/screenshots';

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  // Japanese text in a Japanese font, as on a visitor's device (scripts/lib/japanese-font.ts).
  const env = { ...process.env, FONTCONFIG_FILE: await japaneseFontConfig() };
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: chromiumArgs, env });
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const path of paths) {
        await page.goto(base + path, { waitUntil: 'networkidle' });
        // Answer the consent banner once (necessary only) so it does not cover the page.
        await page
          .locator('#consent-bar [data-consent-choice="necessary"]')
          .first()
          .click({ timeout: 1500 })
          .catch(() => undefined);
        const file = `${outDir}/${width}${path.replace(/[^a-z0-9]+/gi, '_') || '_home'}.png`;
        await page.screenshot({ path: file, fullPage: true });
        // The first screen as a visitor sees it, at full resolution.
        await page.screenshot({ path: file.replace(/\.png$/, '_top.png') });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
