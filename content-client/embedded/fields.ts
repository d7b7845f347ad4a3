/**
 * The `fields` query: `id,title,category.name` keeps only those fields, following
 * dot paths into expanded references (and into each element of multi-references).
 */

/** `true` keeps the whole value; a nested tree keeps only its keys. */
export type FieldTree = { [field: string]: FieldTree | true };

const segmentPattern = /^[A-Za-z0-9_-]+$/;

/** Returns undefined when no usable field is listed, meaning "all fields" as in microCMS. */
export function parseFields(raw: string): FieldTree | undefined {
  const tree: FieldTree = {};
  const paths = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const path of paths) {
    const segments = path.split('.');
    if (!segments.every((s) => segmentPattern.test(s))) throw new Error(`invalid field "${path}" in fields`);
    let node = tree;
    for (const [i, segment] of segments.entries()) {
      const existing = node[segment];
      if (existing === true) break; // a shorter path already keeps the whole value
      if (i === segments.length - 1) {
        node[segment] = true;
        break;
      }
      const child: FieldTree = existing ?? {};
      node[segment] = child;
      node = child;
    }
  }
  return paths.length === 0 ? undefined : tree;
}

export function projectFields(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((v) => projectFields(v, tree));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of Object.entries(tree)) {
    if (!(key in source)) continue;
    out[key] = sub === true ? source[key] : projectFields(source[key], sub);
  }
  return out;
}
