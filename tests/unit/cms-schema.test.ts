/**
 * The microCMS API-schema files in microcms/ are generated from the zod content
 * model (npm run cms:schema). Regenerated in memory here, they must equal the
 * committed files byte for byte, so they can never drift from schemas.ts; and
 * what they say must agree with the model on every field.
 */
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { endpoints, sectionIds, type EndpointName } from '../../content-client/schemas.ts';
import { buildApiSchema, renderSchemaFiles, type ApiField } from '../../scripts/lib/cms-schema-build.ts';
import { SYSTEM_FIELDS } from '../../scripts/lib/cms-fields.ts';

const names = Object.keys(endpoints) as EndpointName[];
const fieldsOf = (ep: EndpointName): ApiField[] => buildApiSchema(ep).apiFields;
const field = (ep: EndpointName, id: string): ApiField => {
  const f = fieldsOf(ep).find((x) => x.fieldId === id);
  if (!f) throw new Error(`${ep}.${id} missing`);
  return f;
};

describe('microcms/ schema files', () => {
  it('are exactly what npm run cms:schema generates from the zod schemas', async () => {
    const generated = renderSchemaFiles();
    const committed = (await readdir('microcms')).filter((f) => f.endsWith('.json')).sort();
    expect(committed).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) {
      expect(await readFile(`microcms/${name}`, 'utf8'), `microcms/${name} is stale: run npm run cms:schema`).toBe(text);
    }
  });

  it('have one field per zod key, in order, with the zod key as field id', () => {
    for (const ep of names) {
      const keys = Object.keys(endpoints[ep].schema.shape).filter((k) => !(SYSTEM_FIELDS as readonly string[]).includes(k));
      expect(fieldsOf(ep).map((f) => f.fieldId)).toEqual(keys);
    }
  });

  it('mark a field required exactly when zod requires a value', () => {
    for (const ep of names) {
      const shape = endpoints[ep].schema.shape as Record<string, { isOptional(): boolean }>;
      for (const f of fieldsOf(ep)) {
        // featuredCases is a list zod accepts empty, which is what microCMS answers for an empty reference list.
        const optional = shape[f.fieldId]!.isOptional() || (ep === 'home' && f.fieldId === 'featuredCases');
        expect(f.required, `${ep}.${f.fieldId}`).toBe(!optional);
      }
    }
  });

  it('point every reference at the right API (as the embedded fixtures do)', async () => {
    const expected = {
      'news.category': 'categories',
      'news.year': 'years',
      'news.related': null, // self-reference: set after import
      'cases.category': 'categories',
      'cases.year': 'years',
      'publications.category': 'categories',
      'publications.year': 'years',
      'home.featuredCases': 'cases',
    };
    const refs = names.flatMap((ep) =>
      fieldsOf(ep)
        .filter((f) => f.kind === 'relation' || f.kind === 'relationList')
        .map((f) => [`${ep}.${f.fieldId}`, f.referencedApiEndpoint]),
    );
    expect(Object.fromEntries(refs)).toEqual(expected);
    expect(field('news', 'related').kind).toBe('relationList');
    // content/*.json declares the same targets for the embedded service.
    for (const ep of names) {
      const fixture = JSON.parse(await readFile(`content/${ep}.json`, 'utf8')) as { refs: Record<string, string> };
      for (const [fieldId, target] of Object.entries(fixture.refs)) {
        expect(field(ep, fieldId).referencedApiEndpoint ?? ep, `${ep}.${fieldId}`).toBe(target);
      }
    }
  });

  it('take select values, number limits and patterns from zod', () => {
    const sections = field('categories', 'sections');
    expect(sections).toMatchObject({ kind: 'select', multipleSelect: true, required: true });
    expect((sections.selectItems as { id: string; value: string }[]).map((i) => i.value)).toEqual([...sectionIds]);
    expect(field('years', 'year').numberSizeLimitValidation).toEqual({ numberSize: { min: 1990, max: 2100 } });
    expect(field('categories', 'order').numberSizeLimitValidation).toBeNull();

    const doi = new RegExp((field('publications', 'doi').patternMatchValidation as { regexp: { pattern: string } }).regexp.pattern);
    const zodDoi = endpoints.publications.schema.shape.doi;
    for (const sample of [
      '10.1103/PhysRevA.000.000000',
      '10.48550/arXiv.2401.00001',
      'doi:10.1103/x',
      '10.12/x',
      'https://doi.org/10.1103/x',
    ]) {
      expect(doi.test(sample), sample).toBe(zodDoi.safeParse(sample).success);
    }
    const url = new RegExp((field('publications', 'url').patternMatchValidation as { regexp: { pattern: string } }).regexp.pattern);
    expect(['https://arxiv.org/abs/1', 'javascript:alert(1)', 'arxiv.org/abs/1'].map((u) => url.test(u))).toEqual([true, false, false]);
  });

  it('use the kinds and property rules of microCMS', () => {
    const kinds = new Set(['text', 'textArea', 'richEditorV2', 'media', 'date', 'number', 'select', 'relation', 'relationList']);
    for (const ep of names) {
      const schema = buildApiSchema(ep);
      expect(schema.customFields).toEqual([]);
      for (const f of schema.apiFields) {
        expect(f.fieldId).toMatch(/^[A-Za-z0-9_-]{2,20}$/);
        expect(f.name.length).toBeGreaterThan(0);
        expect(f.name.length).toBeLessThanOrEqual(100);
        expect(f.description?.length ?? 0).toBeGreaterThan(0);
        expect(kinds.has(f.kind)).toBe(true);
      }
    }
    const ids = (field('categories', 'sections').selectItems as { id: string }[]).map((i) => i.id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(field('news', 'body')).toMatchObject({ kind: 'richEditorV2', required: true });
    expect(field('news', 'body').richEditorV2Options).not.toContain('size'); // the sanitiser drops font sizes
    expect(field('news', 'excerpt').kind).toBe('textArea');
    expect(field('news', 'date').kind).toBe('date');
    expect(field('news', 'eyecatch')).toMatchObject({ kind: 'media', required: false });
  });
});
