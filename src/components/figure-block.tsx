import type { FigureBlock } from '../content/page-copy.ts';
import { useLocale } from '../app/hooks.ts';

/**
 * Generated drawings (scripts/draw-figures.ts) as fingerprinted URLs, by file
 * name without `.svg`: `<name>.<lang>` (screens), `<name>[-narrow].<lang>` (diagrams).
 */
const byFile = (glob: Record<string, string>) =>
  new Map(Object.entries(glob).map(([path, href]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), href]));
const screens = byFile(
  import.meta.glob<string>('../assets/illustrations/screens/*.svg', { eager: true, query: '?url', import: 'default' }),
);
const diagrams = byFile(
  import.meta.glob<string>('../assets/illustrations/diagrams/*.svg', { eager: true, query: '?url', import: 'default' }),
);

function url(files: Map<string, string>, file: string): string {
  const found = files.get(file);
  // A missing drawing fails the build's render of that page, never a visitor's.
  if (!found) throw new Error(`No drawing "${file}.svg" in src/assets/illustrations (run npx tsx scripts/draw-figures.ts)`);
  return found;
}

/** Canvas sizes the generator draws on (scripts/lib/figures/ui.ts, process.ts), so the page reserves the right space; tests/unit/figures.test.ts checks them against the files. */
export const SCREEN = { width: 960, height: 600 };
export const DIAGRAM_SIZES: Readonly<Record<string, { wide: readonly [number, number]; narrow: readonly [number, number] }>> = {
  'qs-engagement': { wide: [1200, 524], narrow: [640, 778] },
  'qamuy-trial': { wide: [1200, 472], narrow: [640, 726] },
  'research-collaboration': { wide: [1200, 524], narrow: [640, 778] },
};

/**
 * A product screen in a window frame (the address bar is ours, in HTML; the
 * screen inside is the drawing), or a process diagram with a portrait layout
 * for phones. Both load lazily: they sit below the page header.
 */
export function Figure({ block }: { block: FigureBlock }) {
  const locale = useLocale();
  if (block.kind === 'screen') {
    return (
      <figure className="figure figure--screen">
        <div className="window">
          <div className="window__bar" aria-hidden="true">
            <span className="window__dots" />
            <span className="window__address">{block.address}</span>
          </div>
          <img
            className="window__screen"
            src={url(screens, `${block.name}.${locale}`)}
            alt={block.alt}
            width={SCREEN.width}
            height={SCREEN.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <figcaption className="figure__caption">{block.caption}</figcaption>
      </figure>
    );
  }
  const size = DIAGRAM_SIZES[block.name];
  if (!size) throw new Error(`No size for diagram "${block.name}"`);
  return (
    <figure className="figure figure--diagram">
      <picture>
        <source
          media="(max-width: 640px)"
          srcSet={url(diagrams, `${block.name}-narrow.${locale}`)}
          width={size.narrow[0]}
          height={size.narrow[1]}
        />
        <img
          className="figure__diagram"
          src={url(diagrams, `${block.name}.${locale}`)}
          alt={block.alt}
          width={size.wide[0]}
          height={size.wide[1]}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <figcaption className="figure__caption">{block.caption}</figcaption>
    </figure>
  );
}
