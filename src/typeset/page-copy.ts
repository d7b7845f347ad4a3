/**
 * Phrase breaks in page copy (lib/phrase-breaks.ts explains the whole), applied by the
 * loaders to Japanese pages only. The fields that components draw with
 * <InlineText> are segmented: prose, block text, and the headings and titles
 * of sections, cards, steps, positions and the closing call to action. What
 * a page's <title>, meta tags and breadcrumb trail read comes from the copy
 * as written, never from these fields (structured data and search strip the
 * marks as well). Labels end up in attributes and people's names are one
 * word: they keep their text. Block types not listed here pass through.
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
      return { ...block, items: block.items.map((item) => ({ ...item, title: t(item.title), text: t(item.text) })) };
    case 'steps':
      return { ...block, items: block.items.map((item) => ({ ...item, title: t(item.title), text: t(item.text) })) };
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
          title: t(item.title),
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

/** A page's sections with their headings, prose and block text segmented (Japanese pages). */
export function typesetSections(locale: Locale, sections: PageSection[]): PageSection[] {
  if (locale !== 'ja') return sections;
  return sections.map((s) => ({
    ...s,
    heading: segmentText(s.heading),
    ...(s.paragraphs && { paragraphs: s.paragraphs.map(segmentText) }),
    ...(s.blocks && { blocks: s.blocks.map(typesetBlock) }),
  }));
}

/** A page's closing call to action with its heading and pitch segmented (Japanese pages). */
export const typesetClosing = (locale: Locale, closing: ClosingCopy): ClosingCopy => ({
  ...closing,
  heading: typesetText(locale, closing.heading),
  text: typesetText(locale, closing.text),
});
