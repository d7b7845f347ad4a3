import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';
import { BODY_ATTRIBUTE } from '../data/body-in-document.ts';

/**
 * CMS rich text (HTML authored by our editors in microCMS). Internal links in
 * it navigate on the client like any other link instead of reloading the page.
 * `body`: this is the page's post body, which the hydration data leaves out
 * and the browser reads back from this element (src/data/body-in-document.ts).
 * Third-party embeds in it wait for consent (src/consent/embeds.ts, loaded
 * only by rich text that has one).
 */
export function RichText({ html, body = false }: { html: string; body?: boolean }) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element?.querySelector('.embed[data-embed]')) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../consent/embeds.ts').then(({ startEmbeds }) => {
      if (!stopped) stop = startEmbeds(element);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [html]);
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
      ref={root}
      className="rich-text"
      onClick={onClick}
      {...(body && { [BODY_ATTRIBUTE]: '' })}
      dangerouslySetInnerHTML={{ __html: html.replaceAll(PHRASE_BREAK, '<wbr>') }}
    />
  );
}
