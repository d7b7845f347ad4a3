/**
 * The modules a file loads when it is imported: its static value imports and
 * re-exports, followed through our own files (not `import type`, not
 * `import()`, which loads later), with the npm packages they name. Read with
 * the TypeScript parser from the sources, so it needs no build.
 */
import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import ts from 'typescript';

/** Modules loaded when `entry` is imported: static, value imports and re-exports (not `import type`, not `import()`). */
export function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
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
      if (name.startsWith('.')) {
        const target = resolve(dirname(file), name);
        if (/^\.tsx?$/.test(extname(target))) visit(target); // styles and assets load no code
      } else if (!name.startsWith('node:'))
        packages.add(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
    }
  };
  visit(resolve(entry));
  return { files, packages };
}
