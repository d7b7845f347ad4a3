import { Fragment, type ReactNode } from 'react';
import { useLocale } from '../app/hooks.ts';
import { company } from '../config/company.ts';
import { ja } from '../i18n/ja.ts';
import { withBreaks } from '../typeset/break-nodes.tsx';

/** Runs of Japanese script (kana, kanji, full-width punctuation). */
const JAPANESE_RUN = /([\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+)/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Names a browser would break by itself, at a space or after a middle dot (a
 * person's name, a product's, アオナミ・クオンタム): drawn in a `nowrap` span.
 * Names without either are kept whole by the phrase segmentation alone
 * (src/typeset/segment.ts, `protectedNames`). Longest first, so the company's
 * full name wins over its short name.
 */
const SPACED_NAMES = new RegExp(
  `(${[company.name.ja, company.shortName.ja, company.ceo.ja, company.cto.ja, ...Object.values(ja.serviceNames)]
    .filter((n) => /[ ・]/.test(n))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})`,
);

function japanese(text: string): ReactNode {
  if (!SPACED_NAMES.test(text)) return withBreaks(text);
  return text.split(SPACED_NAMES).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{withBreaks(part)}</Fragment>
    ),
  );
}

/**
 * Copy text, headings and titles. On Japanese pages, phrase-aware line breaks: text segmented at
 * build time carries marks that become <wbr>, and spaced names stay on one
 * line. On English pages, `lang="ja"` on Japanese phrases (e.g. a company's
 * registered name), so screen readers switch voice (WCAG 3.1.2).
 */
export function InlineText({ text }: { text: string }) {
  const locale = useLocale();
  if (locale === 'ja') return japanese(text);
  if (!JAPANESE_RUN.test(text)) return text;
  return text.split(JAPANESE_RUN).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="ja">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
