/**
 * Phrase marks (lib/phrase-breaks.ts) drawn as <wbr>: the only places a Japanese line
 * may break in an element that holds them (base.css gives it `keep-all`).
 * Shared by <InlineText> and the experiment texts, which draw marked strings
 * outside the app's components.
 */
import { Fragment, type ReactNode } from 'react';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';

export function withBreaks(text: string): ReactNode {
  if (!text.includes(PHRASE_BREAK)) return text;
  return text.split(PHRASE_BREAK).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
