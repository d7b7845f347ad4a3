/**
 * Phrase breaks in page copy (breaks.ts explains the whole), applied by the
 * loaders to Japanese pages only. Only the fields that components draw with
 * <InlineText> are segmented: headings and titles also feed <title>, the
 * breadcrumb and structured data, and labels end up in attributes, so they
 * keep their text as written (headings wrap by phrase in Chromium through
 * CSS, base.css). Block types not listed here pass through unsegmented.
 */
import type { Block, ClosingCopy, PageSection } from '../content/page-copy.ts';
import type { Locale } from '../i18n/locales.ts';
import { segmentText } from './segment.ts';

/** Segments Japanese running text; English text is returned as it is (its pages draw no marks). */
export const typesetText = (locale: Locale, text: string): string => (locale === 'ja' ? segmentText(text) : text);

function typesetBlock(block: Block): Block {
  const t = segmentText;
  switch (block.type) {
    case 'list':
      return { ...block, items: block.items.map(t) };
    case 'cards':
      return { ...block, items: block.items.map((item) => ({ ...item, text: t(item.text) })) };
    case 'steps':
      return { ...block, items: block.items.map((item) => ({ ...item, text: t(item.text) })) };
    case 'facts':
      return { ...block, items: block.items.map((item) => ({ ...item, detail: t(item.detail) })) };
    case 'timeline':
      return { ...block, items: block.items.map((item) => ({ ...item, text: t(item.text) })) };
    case 'people':
      return { ...block, items: block.items.map((item) => ({ ...item, bio: t(item.bio) })) };
    case 'positions':
      return {
        ...block,
        items: block.items.map((item) => ({
          ...item,
          summary: t(item.summary),
          responsibilities: item.responsibilities.map(t),
          requirements: item.requirements.map(t),
          niceToHave: item.niceToHave.map(t),
          terms: item.terms.map((term) => ({ ...term, detail: t(term.detail) })),
        })),
      };
    case 'table':
      // The first cell of a row is its header (drawn as written).
      return { ...block, rows: block.rows.map((row) => row.map((cell, i) => (i === 0 ? cell : t(cell)))) };
    case 'note':
    case 'link':
      return { ...block, text: t(block.text) };
    default:
      return block;
  }
}

/** A page's sections with their prose and block text segmented (Japanese pages). */
export function typesetSections(locale: Locale, sections: PageSection[]): PageSection[] {
  if (locale !== 'ja') return sections;
  return sections.map((s) => ({
    ...s,
    ...(s.paragraphs && { paragraphs: s.paragraphs.map(segmentText) }),
    ...(s.blocks && { blocks: s.blocks.map(typesetBlock) }),
  }));
}

/** A page's closing call to action with its pitch segmented (Japanese pages). */
export const typesetClosing = (locale: Locale, closing: ClosingCopy): ClosingCopy => ({
  ...closing,
  text: typesetText(locale, closing.text),
});
