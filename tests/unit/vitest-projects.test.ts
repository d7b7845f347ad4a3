/**
 * The unit files run without isolation (vitest.config.ts): a file that replaces a module with vi.mock must
 * be listed to run isolated, or its replacement reaches the files that run after it in the same worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import config from '../../vitest.config.ts';

it('every unit file that mocks a module runs isolated', () => {
  const projects = (config.test?.projects ?? []) as { test: { name: string; exclude?: string[] } }[];
  const shared = projects.find((p) => p.test.name === 'unit');
  const mocking = readdirSync('tests/unit')
    .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`tests/unit/${f}`, 'utf8')))
    .map((f) => `tests/unit/${f}`);
  expect(mocking.length).toBeGreaterThan(0);
  expect(shared?.test.exclude?.sort()).toEqual(mocking.sort());
});
