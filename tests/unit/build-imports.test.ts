/**
 * What a command-line build's own thread loads before it starts the render
 * workers: every module it imports is time an editor waits for on each
 * `npm run build` and publish. BudouX and its model (src/typeset/segment.ts)
 * belong to the render workers' bundle only; importing them here cost about
 * 300 ms per build.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../helpers/import-graph.ts';

describe('the build command’s own imports', () => {
  const graph = staticGraph('scripts/build.ts');

  it('follows the import graph (the walk itself finds the engine and the site index)', () => {
    expect(graph.files).toContain(resolve('engine/build.ts'));
    expect(graph.files).toContain(resolve('src/prerender/site-index.ts'));
    expect(graph.files).toContain(resolve('src/typeset/japanese.ts'));
  });

  it('leaves BudouX to the render workers', () => {
    expect(graph.files).not.toContain(resolve('src/typeset/segment.ts'));
    expect(graph.packages).not.toContain('budoux');
  });
});
