/**
 * Finds Chromium: $CHROMIUM_PATH, else Debian's package, installed with apt-get when missing and running as
 * root. Otherwise explains what to do.
 *
 * Two builds of the same Chromium release: the browser (/usr/bin/chromium, `--headless` is the new headless
 * mode, the whole browser without a window) for the screenshots and the measurements (Lighthouse, first load,
 * search), which should see what a visitor's browser does; and Chromium's headless shell
 * (/usr/bin/chromium-headless-shell, the same Blink and V8 without the browser's UI layer) for the
 * end-to-end tests. The shell is what Playwright itself runs for headless tests since 1.49
 * (microsoft/playwright#33566); here it runs the suite's heaviest file, the axe pass on every template, in
 * 89 s instead of 154 s (docs/benchmarks.md, "Test suite"). `CHROMIUM_PATH=/usr/bin/chromium npm test` runs
 * the end-to-end tests in the browser instead.
 */
import { existsSync } from 'node:fs';
import { run } from '../../engine/run-command.ts';

const PACKAGES = {
  browser: { path: '/usr/bin/chromium', name: 'chromium' },
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', name: 'chromium-headless-shell' },
} as const;

export async function ensureChromium(build: keyof typeof PACKAGES = 'browser'): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  const { path, name } = PACKAGES[build];
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${path} is missing: installing Debian's ${name} package (apt-get)…`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', name], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `This needs ${name === 'chromium' ? 'Chromium' : "Chromium's headless shell"} and none was found.\n` +
      `  - On Debian/Ubuntu: sudo apt-get install ${name} (then run the command again), or\n` +
      '  - set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for headless Chromium in a sandboxed machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
