/**
 * Finds Chromium for the end-to-end tests: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, installing it with apt-get when missing and running as
 * root. Otherwise explains what to do.
 */
import { existsSync } from 'node:fs';
import { run } from '../../engine/run-command.ts';

const DEBIAN_PATH = '/usr/bin/chromium';

export async function ensureChromium(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    'The end-to-end tests need Chromium and none was found.\n' +
      '  - On Debian/Ubuntu: sudo apt-get install chromium (then run npm test again), or\n' +
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
