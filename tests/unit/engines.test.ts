/**
 * The runtime the project declares is true: `engines.node` is a range that every
 * installed package accepts (so `npm ci` prints no EBADENGINE), it names the
 * major in .nvmrc, and the Node running the tests is in it.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: Record<string, string> | string[] }>;
};
const range = pkg.engines.node;

describe('engines', () => {
  it('declares the LTS major of .nvmrc and nothing older', () => {
    const major = Number(readFileSync('.nvmrc', 'utf8').trim());
    expect(major).toBeGreaterThanOrEqual(24);
    expect(semver.minVersion(range)?.major).toBe(major);
  });

  it('is a range every locked package supports', () => {
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => [path, !Array.isArray(entry.engines) ? entry.engines?.node : undefined] as const)
      .filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
      .filter(([, wants]) => !semver.subset(range, wants))
      .map(([path, wants]) => `${path} wants node ${wants}`);
    expect(refusing).toEqual([]);
  });

  it('is the range the tests run on', () => {
    expect(semver.satisfies(process.versions.node, range), `node ${process.versions.node} is outside ${range}`).toBe(true);
  });
});
