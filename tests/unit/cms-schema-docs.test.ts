/**
 * Section 3.5 of both editors' guides lists every field of every API with its
 * microCMS type, required flag and reference target. This keeps those tables
 * equal to the generated schema files, so the guides cannot drift either.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../content-client/schemas.ts';
import { buildApiSchema, schemaFileName, type CmsKind } from '../../scripts/lib/cms-schema-build.ts';

const guides = {
  ja: {
    file: 'docs/editors-guide.ja.md',
    section: '### 3.5 ',
    required: { yes: '必須', no: '—' },
    kinds: {
      text: 'テキストフィールド',
      textArea: 'テキストエリア',
      richEditorV2: 'リッチエディタ',
      media: '画像',
      date: '日時',
      number: '数字',
      select: 'セレクトフィールド（複数選択）',
      relation: 'コンテンツ参照',
      relationList: '複数コンテンツ参照',
    },
  },
  en: {
    file: 'docs/editors-guide.en.md',
    section: '### 3.5 ',
    required: { yes: 'yes', no: 'no' },
    kinds: {
      text: 'Text field',
      textArea: 'Text area',
      richEditorV2: 'Rich editor',
      media: 'Image',
      date: 'Date',
      number: 'Number',
      select: 'Select field (multiple)',
      relation: 'Content reference',
      relationList: 'Multiple content references',
    },
  },
} satisfies Record<string, { file: string; section: string; required: { yes: string; no: string }; kinds: Record<CmsKind, string> }>;

/** Rows `| field | name | type | required | notes |` of the table under "#### `endpoint`". */
function tableOf(text: string, endpoint: string): string[][] {
  const start = text.indexOf(`#### \`${endpoint}\``);
  if (start < 0) throw new Error(`no table for ${endpoint}`);
  const block = text.slice(start).split('\n').slice(1);
  const rows = block.slice(block.findIndex((l) => l.startsWith('|')));
  return (
    rows
      .slice(
        0,
        rows.findIndex((l) => !l.startsWith('|')),
      )
      .slice(2) // header and separator
      // A literal pipe inside a cell is written `\|` (GitHub's tables need it even in code spans).
      .map((l) =>
        l
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((c) => c.trim().replaceAll('\\|', '|')),
      )
  );
}

describe.each(Object.entries(guides))('editors guide (%s), section 3.5', (_lang, guide) => {
  const all = readFileSync(guide.file, 'utf8');
  const text = all.slice(all.indexOf(guide.section), all.indexOf('\n## 4. '));

  it.each(Object.keys(endpoints) as EndpointName[])('lists every field of %s as the schema file defines it', (endpoint) => {
    expect(text).toContain(`\`${endpoint}\``);
    expect(text).toContain(`\`microcms/${schemaFileName(endpoint)}\``);
    const rows = tableOf(text, endpoint);
    const fields = buildApiSchema(endpoint).apiFields;
    expect(rows.map((r) => r[0])).toEqual(fields.map((f) => `\`${f.fieldId}\``));
    fields.forEach((f, i) => {
      const [, name, kind, required, notes = ''] = rows[i]!;
      expect([name, kind, required], `${endpoint}.${f.fieldId}`).toEqual([
        f.name,
        guide.kinds[f.kind],
        f.required ? guide.required.yes : guide.required.no,
      ]);
      if (f.kind === 'relation' || f.kind === 'relationList')
        expect(notes).toContain(`\`${(f.referencedApiEndpoint as string | undefined) ?? endpoint}\``);
      for (const item of (f.selectItems ?? []) as { value: string }[]) expect(notes).toContain(`\`${item.value}\``);
      const pattern = (f.patternMatchValidation as { regexp: { pattern: string } } | null | undefined)?.regexp.pattern;
      if (pattern) expect(notes).toContain(`\`${pattern}\``);
    });
  });
});
