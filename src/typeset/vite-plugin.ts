/**
 * Build step of phrase-aware line breaking for strings written in code
 * (lib/phrase-breaks.ts explains the whole): `phrases('…')` is replaced by the string
 * with its phrase marks, in the client and the server bundle alike, so both
 * render the same markup. A string costs three bytes per phrase in the
 * bundle; BudouX itself stays in Node.
 */
import type { Plugin } from 'vite';
import { segmentText } from './segment.ts';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The text of a string literal or of a template literal without substitutions. */
function literalText(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const quasi = (node.quasis as { value: { cooked: string | null } }[])[0];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}

/** Every `phrases(<literal>)` call in a module's tree. */
function findCalls(node: unknown, found: { start: number; end: number; text: string }[]): void {
  if (Array.isArray(node)) {
    for (const child of node) findCalls(child, found);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    const text = args.length === 1 ? literalText(args[0]) : undefined;
    if (callee.type === 'Identifier' && callee.name === 'phrases' && text !== undefined) {
      found.push({ start: node.start, end: node.end, text });
      return;
    }
  }
  for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') findCalls(node[key], found);
}

export function phrasesPlugin(): Plugin {
  return {
    name: 'typeset-phrases',
    transform: {
      // The app and the experiment registry (its CTA texts).
      filter: { id: /\/(src|experiments)\/[^?]*\.tsx?(\?|$)/, code: 'phrases(' },
      handler(code, id) {
        if (id.includes('/src/typeset/')) return undefined;
        const found: { start: number; end: number; text: string }[] = [];
        findCalls(this.parse(code), found);
        if (found.length === 0) return undefined;
        let out = '';
        let copied = 0;
        for (const call of found.sort((a, b) => a.start - b.start)) {
          out += code.slice(copied, call.start) + JSON.stringify(segmentText(call.text));
          copied = call.end;
        }
        // No source map: production builds have none, and in development the replaced calls keep their lines.
        return { code: out + code.slice(copied), map: null };
      },
    },
  };
}
