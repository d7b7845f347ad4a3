import { useLocale } from '../app/hooks.ts';

/** Runs of Japanese script (kana, kanji, full-width punctuation). */
const JAPANESE_RUN = /([\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+)/;

/**
 * Copy text with `lang="ja"` on Japanese phrases inside English pages (e.g. a
 * company's registered name), so screen readers switch voice (WCAG 3.1.2).
 */
export function InlineText({ text }: { text: string }) {
  const locale = useLocale();
  if (locale === 'ja' || !JAPANESE_RUN.test(text)) return text;
  return text.split(JAPANESE_RUN).map((part, i) => (i % 2 === 1 ? <span key={i} lang="ja">{part}</span> : part));
}
