import { Link } from 'react-router';
import type { PageSection } from '../content/page-copy.ts';
import { useDictionary } from '../app/hooks.ts';
import { searchIgnore } from '../search/page-attributes.ts';
import { InlineText } from './inline-text.tsx';

/** "On this page": links to the page's sections (in-page hash navigation). */
export function TableOfContents({ sections }: { sections: readonly PageSection[] }) {
  const t = useDictionary();
  return (
    <nav className="toc" aria-labelledby="toc-title" {...searchIgnore}>
      <p className="toc__title" id="toc-title">
        {t.toc}
      </p>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <Link to={`#${s.id}`}>
              <InlineText text={s.heading} />
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
