import type { ReactNode } from 'react';
import type { PageSection } from '../content/page-copy.ts';
import { ContentBlock } from './content-blocks.tsx';
import { Figure } from './figure-block.tsx';
import { InlineText } from './inline-text.tsx';

/** Headed sections with ids (so `#id` links land on them): prose, then structured blocks. */
/** `after`: extra content at the end of the section with that id (e.g. the office map). */
export function PageSections({ sections, after }: { sections: PageSection[]; after?: Record<string, ReactNode> }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="page-section">
          <h2 id={`${s.id}-heading`} className="section-heading">
            <InlineText text={s.heading} />
          </h2>
          {s.paragraphs && s.paragraphs.length > 0 && (
            <div className="prose">
              {s.paragraphs.map((p, i) => (
                <p key={i}>
                  <InlineText text={p} />
                </p>
              ))}
            </div>
          )}
          {s.blocks?.map((b, i) => (b.type === 'figure' ? <Figure key={i} block={b} /> : <ContentBlock key={i} block={b} />))}
          {after?.[s.id]}
        </section>
      ))}
    </>
  );
}
