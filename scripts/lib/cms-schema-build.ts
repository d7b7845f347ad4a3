/**
 * Builds microCMS API-schema files (the JSON that 「APIスキーマ」→「この設定をエクスポートする」
 * writes and 「ファイルインポートする場合はこちらから」 reads when an API is created) from the
 * zod schemas in content-client/schemas.ts plus the hints in cms-fields.ts.
 *
 * Format: microCMS docs "APIスキーマのエクスポート／インポート" (manual/export-and-import-api-schema):
 * `{ apiFields, customFields }`, each field's properties as in "POST /api/v1/apis"
 * (management-api/post-apis) and in the export sample of "GET /api/v1/apis/{endpoint}"
 * (management-api/get-api-info). Properties follow that sample's order and nulls.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { endpoints, imageSchema, refSchema, type EndpointName } from '../../content-client/schemas.ts';
import { fieldHints, listViewFields, SYSTEM_FIELDS, type FieldHint } from './cms-fields.ts';

export type CmsKind = 'text' | 'textArea' | 'richEditorV2' | 'media' | 'date' | 'number' | 'select' | 'relation' | 'relationList';

/** One entry of `apiFields` (kind-specific properties included). */
export type ApiField = { fieldId: string; name: string; kind: CmsKind; description: string | null; required: boolean } & Record<
  string,
  unknown
>;
export interface ApiSchemaFile {
  apiFields: ApiField[];
  customFields: [];
}

/**
 * Rich-editor toolbar: every option of post-apis' list except `size` and `customClass`,
 * which content-client/rich-html.ts removes (only colour and alignment styles survive,
 * and only the site's own classes), so editors are not offered what the site drops.
 */
export const RICH_EDITOR_OPTIONS = [
  'headerOne',
  'headerTwo',
  'headerThree',
  'headerFour',
  'headerFive',
  'paragraph',
  'bold',
  'italic',
  'underline',
  'strike',
  'code',
  'blockquote',
  'codeBlock',
  'listBullet',
  'listOrdered',
  'link',
  'image',
  'file',
  'table',
  'horizontalRule',
  'oembedly',
  'textAlign',
  'color',
] as const;

/** What microCMS answers for a field left empty (docs: content-api/get-api-field-responses). */
const EMPTY: Record<CmsKind, unknown> = {
  text: undefined,
  textArea: undefined,
  richEditorV2: undefined,
  media: undefined,
  date: undefined,
  number: undefined,
  select: [],
  relation: null,
  relationList: [],
};

interface Classified {
  kind: CmsKind;
  /** The schema without `.optional()`. */
  inner: z.ZodType;
}

function classify(where: string, field: z.ZodType, hint: FieldHint): Classified {
  // content-client's optional(): a preprocess (null and "" → absent) in front of `.optional()`.
  const optional = field instanceof z.ZodPipe && field.in instanceof z.ZodTransform ? (field.out as z.ZodType) : field;
  const inner = optional instanceof z.ZodOptional ? (optional.unwrap() as z.ZodType) : optional;
  const kind = ((): CmsKind | undefined => {
    if (inner === refSchema) return 'relation';
    if (inner === imageSchema) return 'media';
    if (inner instanceof z.ZodISODateTime) return 'date';
    if (inner instanceof z.ZodNumber) return 'number';
    if (inner instanceof z.ZodURL) return 'text';
    if (inner instanceof z.ZodPipe) return hint.text === 'richEditorV2' ? 'richEditorV2' : undefined; // the sanitising transform
    if (inner instanceof z.ZodString) return hint.text === 'richEditorV2' ? undefined : (hint.text ?? 'text');
    if (inner instanceof z.ZodArray && inner.element instanceof z.ZodEnum) return 'select';
    if (inner instanceof z.ZodArray && inner.element === refSchema) return 'relationList';
    return undefined;
  })();
  if (!kind) throw new Error(`${where}: no microCMS field kind for this zod type with hint ${JSON.stringify(hint)}`);
  const isRef = kind === 'relation' || kind === 'relationList';
  if (isRef !== (hint.target !== undefined)) throw new Error(`${where}: a reference needs a target and only a reference may have one`);
  return { kind, inner };
}

/** Regex checks zod runs on a string (z.string().regex(…)), as RE2 sources. */
function zodPatterns(schema: z.ZodType): string[] {
  if (!(schema instanceof z.ZodString)) return [];
  return (schema._zod.def.checks ?? []).flatMap((c) => {
    const def = c._zod.def;
    // `\/` is JavaScript-only escaping; RE2 wants a plain slash.
    return 'pattern' in def && def.pattern instanceof RegExp ? [def.pattern.source.replaceAll('\\/', '/')] : [];
  });
}

/** A stable 10-character select-item id (microCMS: 10 of [A-Za-z0-9_-]), so regenerating changes nothing. */
const selectItemId = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 10);

/** A finite, non-default zod bound, or null. */
const bound = (n: number | null): number | null => (n === null || !Number.isFinite(n) || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? null : n);

function buildField(endpoint: EndpointName, fieldId: string, field: z.ZodType, hint: FieldHint): ApiField {
  const where = `${endpoint}.${fieldId}`;
  const { kind, inner } = classify(where, field, hint);
  const required = !field.safeParse(EMPTY[kind]).success;
  const base: ApiField = { fieldId, name: hint.name, kind, description: hint.description, required };
  switch (kind) {
    case 'text':
    case 'textArea': {
      const patterns = [...zodPatterns(inner), ...(hint.pattern ? [hint.pattern] : [])];
      if (patterns.length > 1) throw new Error(`${where}: microCMS takes one pattern per field`);
      const patternMatchValidation = patterns[0] ? { regexp: { pattern: patterns[0], flags: null } } : null;
      return {
        ...base,
        textSizeLimitValidation: null,
        patternMatchValidation,
        ...(kind === 'text' ? { isUnique: false } : {}),
        initialValue: null,
      };
    }
    case 'richEditorV2':
      return {
        ...base,
        richEditorV2Options: [...RICH_EDITOR_OPTIONS],
        richEditorV2ColorList: [],
        richEditorV2HideColorPicker: false,
        richEditorV2FontSizeList: [],
        customClassList: [],
      };
    case 'media':
      return { ...base, imageSizeValidation: null, initialValue: null };
    case 'date':
      // Date and time, like the ISO-8601 value zod expects; the page shows the date in Japan time.
      return { ...base, dateFormat: false };
    case 'number': {
      const num = inner as z.ZodNumber;
      const [min, max] = [bound(num.minValue), bound(num.maxValue)];
      const numberSizeLimitValidation = min === null && max === null ? null : { numberSize: { min, max } };
      return { ...base, numberSizeLimitValidation, initialValue: null };
    }
    case 'select': {
      const options = ((inner as z.ZodArray<z.ZodEnum>).element.options as string[]).map(String);
      return { ...base, selectItems: options.map((value) => ({ id: selectItemId(`${where}.${value}`), value })), multipleSelect: true };
    }
    case 'relation':
    case 'relationList': {
      // microCMS cannot point a field at the API being created (post-apis: 自己参照フィールドは作成後に設定):
      // import it without a target and set the target afterwards (the guides say how).
      const target = hint.target === endpoint ? null : (hint.target ?? null);
      return {
        ...base,
        ...(kind === 'relationList' ? { relationListCountLimitValidation: null } : {}),
        referencedApiEndpoint: target,
        ...(target ? { listViewFieldId: listViewFields[target] ?? 'DEFAULT' } : {}),
      };
    }
  }
}

/** The schema file of one API. */
export function buildApiSchema(endpoint: EndpointName): ApiSchemaFile {
  const shape = endpoints[endpoint].schema.shape as Record<string, z.ZodType>;
  const hints = fieldHints[endpoint] as Record<string, FieldHint>;
  const system: readonly string[] = SYSTEM_FIELDS;
  const fieldIds = Object.keys(shape).filter((k) => !system.includes(k));
  const missing = fieldIds.filter((k) => !hints[k]);
  const extra = Object.keys(hints).filter((k) => !fieldIds.includes(k));
  if (missing.length || extra.length)
    throw new Error(`${endpoint}: hints missing for [${missing.join(', ')}] or unknown [${extra.join(', ')}] (scripts/lib/cms-fields.ts)`);
  return { apiFields: fieldIds.map((id) => buildField(endpoint, id, shape[id]!, hints[id]!)), customFields: [] };
}

export const schemaFileName = (endpoint: EndpointName): string => `api-${endpoint}.json`;

/** Every schema file, name → exact file text. */
export function renderSchemaFiles(): Map<string, string> {
  const names = Object.keys(endpoints) as EndpointName[];
  return new Map(names.map((ep) => [schemaFileName(ep), `${JSON.stringify(buildApiSchema(ep), null, 2)}\n`]));
}
