/**
 * What a command-line build's own thread loads before it starts the render
 * workers: every module it imports is time an editor waits for on each
 * `npm run build` and publish. BudouX and its model (src/typeset/segment.ts)
 * belong to the render workers' bundle only; importing them here cost about
 * 300 ms per build.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Modules loaded when `entry` is imported: static, value imports and re-exports (not `import type`, not `import()`). */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const typeOnly =
          clause?.isTypeOnly ||
          (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
            ? clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)
            : false);
        if (!typeOnly) specifier = node.moduleSpecifier;
      } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
        specifier = node.moduleSpecifier;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      if (name.startsWith('.')) visit(resolve(dirname(file), name));
      else if (!name.startsWith('node:')) packages.add(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
    }
  };
  visit(resolve(entry));
  return { files, packages };
}

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
