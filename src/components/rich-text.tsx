import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';
import { BODY_ATTRIBUTE } from '../data/body-in-document.ts';

/**
 * CMS rich text (HTML authored by our editors in microCMS). Internal links in
 * it navigate on the client like any other link instead of reloading the page.
 * `body`: this is the page's post body, which the hydration data leaves out
 * and the browser reads back from this element (src/data/body-in-document.ts).
 */
export function RichText({ html, body = false }: { html: string; body?: boolean }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  // The click handler only refines navigation; the links work as plain anchors without it.
  // Phrase marks (src/typeset/) become <wbr> here, the same string on the server and in the browser.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the clicks come from the links inside, which take focus and fire click on Enter
    <div
      className="rich-text"
      onClick={onClick}
      {...(body && { [BODY_ATTRIBUTE]: '' })}
      dangerouslySetInnerHTML={{ __html: html.replaceAll(PHRASE_BREAK, '<wbr>') }}
    />
  );
}
