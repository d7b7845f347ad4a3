/**
 * Zod schemas for every CMS content type, as the CMS answers with `depth=0`
 * (a reference is just `{ id }`). The snapshot stores entries in this shape;
 * references are resolved when pages read the snapshot.
 *
 * English content model: per-language fields on the same entry. A field `x`
 * holds Japanese, `x_en` holds English. An entry has an English version when
 * its required `_en` fields are filled (see `hasEnglish*` helpers below).
 * Why: one entry = one publish, one id, one webhook, and the ja/en pair can
 * never drift apart in slug, date or category.
 */
import { z } from 'zod';
import { sanitizeRichHtml } from './rich-html.ts';
import { KPI_PATTERN } from './case-results.ts';

/** The sections that have listings; a category belongs to one or more. */
export const sectionIds = ['news', 'case', 'publication'] as const;
export type SectionId = (typeof sectionIds)[number];

/** Content ids double as URL slugs: lower-case, digits and hyphens; `draft` is reserved for the preview route. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens')
  .max(80)
  .refine((s) => s !== 'draft', '"draft" is reserved for the preview route');

const isoDateTime = z.iso.datetime({ offset: true });

/** Fields microCMS adds to every list entry. */
/**
 * An optional field: absent, or `null` / `""`, which is what microCMS sends for
 * a field emptied through its write API or an import. All three parse as absent.
 */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());

const systemFields = {
  /** Content id; also the URL slug. */
  id: slugSchema,
  /** When the entry was created. */
  createdAt: isoDateTime,
  /** When the entry was last changed (drafts included); drives incremental sync. */
  updatedAt: isoDateTime,
  /** First publication; absent on a never-published draft. */
  publishedAt: isoDateTime.optional(),
  /** Last publication of a revision; absent on a never-published draft. */
  revisedAt: isoDateTime.optional(),
};

/** A reference as the CMS returns it with depth=0. */
export const refSchema = z.object({ id: z.string().min(1) });

/** microCMS image field. */
export const imageSchema = z.object({
  /** Absolute CMS asset URL, or a site-relative path for embedded content. */
  url: z.string().min(1),
  /** Intrinsic width in pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height in pixels. */
  height: z.number().int().positive(),
  /** Alternative text set in the media library (optional in microCMS). */
  alt: optional(z.string()),
});

const text = z.string().trim().min(1);
const optionalText = optional(z.string().trim().min(1));
/**
 * CMS rich text (HTML), sanitised as it is parsed: every path that reads an
 * entry from the CMS (sync, publish, draft preview) stores or shows only the
 * allowlisted markup of content-client/rich-html.ts. Idempotent, so parsing a
 * stored entry again changes nothing.
 */
const richHtml = text.transform(sanitizeRichHtml);

export const categorySchema = z.object({
  ...systemFields,
  /** Japanese display name. */
  name: text,
  /** English display name. */
  name_en: text,
  /** The sections whose listings offer this category as a filter. */
  sections: z.array(z.enum(sectionIds)).min(1),
  /** Sort order among categories (ascending). */
  order: z.number().int(),
});

export const yearSchema = z.object({
  ...systemFields,
  /** Calendar year, e.g. 2025; the id is the same number as a string. */
  year: z.number().int().min(1990).max(2100),
});

/** Fields news and case studies share: an article with a rich-text body. */
const postFields = {
  ...systemFields,
  /** Japanese title. */
  title: text,
  /** English title; the entry has an English page when this and `body_en` are set. */
  title_en: optionalText,
  /** Date shown on the page (announcement or publication date), ISO-8601. */
  date: isoDateTime,
  /** Category reference (a category whose `sections` include this section). */
  category: refSchema,
  /** Year archive reference. */
  year: refSchema,
  /** Key visual for cards, the page header and social previews. */
  eyecatch: optional(imageSchema),
  /** One- or two-sentence summary for cards and meta descriptions (Japanese). */
  excerpt: text,
  /** English summary. */
  excerpt_en: optionalText,
  /** Rich-text body as HTML (Japanese), sanitised. */
  body: richHtml,
  /** Rich-text body as HTML (English), sanitised. */
  body_en: optional(richHtml),
};

export const newsSchema = z.object({
  ...postFields,
  /** Hand-picked related news entries. */
  related: optional(z.array(refSchema)),
});

export const caseSchema = z.object({
  ...postFields,
  /** Customer organisation (Japanese name). */
  client: text,
  /** Customer organisation (English name). */
  client_en: optionalText,
  /** Customer's industry (Japanese). */
  industry: text,
  /** Customer's industry (English). */
  industry_en: optionalText,
  /** Headline results (Japanese): one per line, `value | what it measures`, at most four (case-results.ts). */
  kpis: optional(z.string().trim().regex(KPI_PATTERN, 'one result per line as "value | what it measures", at most four lines')),
  /** Headline results (English), same format; an English page shows only these, never the Japanese ones. */
  kpis_en: optional(z.string().trim().regex(KPI_PATTERN, 'one result per line as "value | what it measures", at most four lines')),
  /** A sentence or two from the customer, shown as a pull quote (Japanese, plain text). */
  quote: optionalText,
  /** The English pull quote. */
  quote_en: optionalText,
  /** Who said it: role and organisation, optionally the name (Japanese). */
  quoteBy: optionalText,
  /** Who said it (English). */
  quoteBy_en: optionalText,
});

export const publicationSchema = z.object({
  ...systemFields,
  /** Title as published (papers are often in English already). */
  title: text,
  /** English title when `title` is Japanese; also marks the entry as listed in English. */
  title_en: optionalText,
  /** Authors in publication order, comma-separated. */
  authors: text,
  /** Journal, conference or preprint server. */
  venue: text,
  /** Publication date, ISO-8601. */
  date: isoDateTime,
  /** Category reference (a category whose `sections` include `publication`). */
  category: refSchema,
  /** Year archive reference. */
  year: refSchema,
  /** DOI without the resolver prefix, e.g. 10.1103/PhysRevA.000.000000. */
  doi: optional(z.string().regex(/^10\.\d{4,9}\/\S+$/)),
  /** Link to the paper, preprint or slides. */
  url: optional(z.url()),
  /** Short plain-text summary (Japanese). */
  summary: text,
  /** Short plain-text summary (English). */
  summary_en: optionalText,
});

/** The `home` object API: editor-controlled parts of the home page. */
export const homeSchema = z.object({
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.optional(),
  revisedAt: isoDateTime.optional(),
  /** Short notice shown under the hero (Japanese); empty hides it. */
  notice: optionalText,
  /** English notice. */
  notice_en: optionalText,
  /** Case studies featured on the home page, in order. */
  featuredCases: z.array(refSchema),
});

export type Category = z.infer<typeof categorySchema>;
export type Year = z.infer<typeof yearSchema>;
export type News = z.infer<typeof newsSchema>;
export type Case = z.infer<typeof caseSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Home = z.infer<typeof homeSchema>;
export type CmsImage = z.infer<typeof imageSchema>;

/** Every endpoint the site reads, its kind and schema. */
export const endpoints = {
  categories: { kind: 'list', schema: categorySchema },
  years: { kind: 'list', schema: yearSchema },
  news: { kind: 'list', schema: newsSchema },
  cases: { kind: 'list', schema: caseSchema },
  publications: { kind: 'list', schema: publicationSchema },
  home: { kind: 'object', schema: homeSchema },
} as const;
export type EndpointName = keyof typeof endpoints;
export type ListEndpointName = { [K in EndpointName]: (typeof endpoints)[K]['kind'] extends 'list' ? K : never }[EndpointName];

export const hasEnglishNews = (e: News): boolean => Boolean(e.title_en && e.body_en);
export const hasEnglishCase = (e: Case): boolean => Boolean(e.title_en && e.body_en);
export const hasEnglishPublication = (e: Publication): boolean => Boolean(e.title_en && e.summary_en);
