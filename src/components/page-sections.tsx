import type { PageSection } from '../content/static-pages.ts';

/** Headed prose sections with ids, so `#id` links land on them. */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="prose-section">
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
