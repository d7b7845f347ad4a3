/**
 * The code version (engine/app-build.ts) decides whether the app is bundled again and every page rendered
 * again. A long-running publisher asks for it before every publish and keeps each file's digest by its stat
 * signature: an edit must still change the version at once, including a second same-size edit right after
 * the first (within one tick of the file clock), and undoing it must give the old version back.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeVersion } from '../../engine/app-build.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('code version', () => {
  it('changes with every edit of a source file, and is stable between edits', async () => {
    dir = await mkdtemp(join(tmpdir(), 'code-version-'));
    await mkdir(join(dir, 'src', 'nested'), { recursive: true });
    await writeFile(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
    await writeFile(join(dir, 'src', 'nested', 'b.ts'), 'export const b = 2;\n');
    const sources = [join(dir, 'src'), join(dir, 'missing.json')];
    const first = await codeVersion(sources);
    expect(await codeVersion(sources)).toBe(first);

    await writeFile(join(dir, 'src', 'nested', 'b.ts'), 'export const b = 3;\n'); // same size
    const edited = await codeVersion(sources);
    expect(edited).not.toBe(first);
    await writeFile(join(dir, 'src', 'nested', 'b.ts'), 'export const b = 4;\n'); // same size, same moment
    const again = await codeVersion(sources);
    expect(again).not.toBe(edited);
    expect(again).not.toBe(first);

    await writeFile(join(dir, 'src', 'nested', 'b.ts'), 'export const b = 2;\n');
    expect(await codeVersion(sources)).toBe(first);
    await writeFile(join(dir, 'src', 'c.ts'), '');
    expect(await codeVersion(sources)).not.toBe(first);
  });
});
