/**
 * A Japanese system font for the measurements and screenshots (bench:lighthouse, screenshots), and the faces
 * the client marks' words are outlined from (scripts/lib/figures/outline.ts): a visitor's
 * phone has one, this machine has none, and without one Chromium draws Japanese text as empty boxes, which
 * is laid out, shaped and painted with none of the work a real font costs. Debian's fonts-noto-cjk (Noto
 * Sans CJK): the installed package when there is one, else the package unpacked into .cache/fonts
 * (`apt-get download`, then `dpkg-deb -x`: the system's fonts stay as they are, so the end-to-end tests
 * keep rendering as they always have). Chromium gets it through FONTCONFIG_FILE: the system's fontconfig
 * setup plus this font's folder and its rules (the JP variant first for Japanese text).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { run } from '../../engine/run-command.ts';

const PACKAGE = 'fonts-noto-cjk';
const SYSTEM_DIR = '/usr/share/fonts/opentype/noto';
const FONT_FILE = 'NotoSansCJK-Regular.ttc';
const CACHE = resolve('.cache', 'fonts');
const UNPACKED = join(CACHE, PACKAGE);
/** The package's rule that prefers the JP variant for Japanese (and sans-serif) text. */
const RULES = 'usr/share/fontconfig/conf.avail/70-fonts-noto-cjk.conf';

async function unpackPackage(): Promise<void> {
  await mkdir(CACHE, { recursive: true });
  // apt-get download writes the package into the current directory.
  const download = () => promisify(execFile)('apt-get', ['download', '-qq', PACKAGE], { cwd: CACHE });
  try {
    await download();
  } catch (error) {
    // No package lists yet (a fresh container): only root can fetch them.
    if (process.getuid?.() !== 0) throw error;
    await run('apt-get', ['update', '-qq']);
    await download();
  }
  const deb = (await readdir(CACHE)).find((f) => f.startsWith(`${PACKAGE}_`) && f.endsWith('.deb'));
  if (!deb) throw new Error(`apt-get download ${PACKAGE} left no .deb in ${CACHE}`);
  await run('dpkg-deb', ['-x', join(CACHE, deb), UNPACKED]);
  await rm(join(CACHE, deb));
}

/**
 * The root the package's files are under: `/` when it is installed, else its copy in .cache/fonts (unpacked
 * the first time). Installs nothing system-wide.
 */
async function packageRoot(): Promise<string> {
  if (existsSync(join(SYSTEM_DIR, FONT_FILE))) return '/';
  if (!existsSync(join(UNPACKED, SYSTEM_DIR, FONT_FILE))) {
    if (!existsSync('/usr/bin/apt-get') || !existsSync('/usr/bin/dpkg-deb'))
      throw new Error(`A Japanese font is needed: install Debian's ${PACKAGE} (sudo apt-get install ${PACKAGE}).`);
    console.log(`No Japanese font: unpacking Debian's ${PACKAGE} into ${UNPACKED} (about 55 MB to download)…`);
    await unpackPackage();
  }
  return UNPACKED;
}

/** The folder of Noto Sans and Serif CJK (NotoSansCJK-Bold.ttc, NotoSerifCJK-Bold.ttc, …). */
export async function notoCjkDir(): Promise<string> {
  return join(await packageRoot(), SYSTEM_DIR);
}

/** The FONTCONFIG_FILE that gives Chromium a Japanese font; installs nothing system-wide. */
export async function japaneseFontConfig(): Promise<string> {
  const root = await packageRoot();
  const rules = join(root, RULES);
  const file = join(CACHE, 'fonts.conf');
  await mkdir(CACHE, { recursive: true });
  await writeFile(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${join(root, SYSTEM_DIR)}</dir>`,
      `  <include ignore_missing="yes">${rules}</include>`,
      `  <cachedir>${join(CACHE, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}
