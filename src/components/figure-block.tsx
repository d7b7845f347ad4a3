import type { FigureBlock } from '../content/page-copy.ts';
import { useLocale } from '../app/hooks.ts';

/**
 * Generated drawings (scripts/draw-figures.ts) as fingerprinted URLs, by file
 * name without `.svg`: `<name>[-narrow].<lang>`, the narrow one for phones.
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

/** A drawing's canvas in its wide and narrow layouts, [width, height]. */
interface Sizes {
  wide: readonly [number, number];
  narrow: readonly [number, number];
}

/** Canvas sizes the generator draws on (scripts/lib/figures/ui.ts, process.ts), so the page reserves the right space; tests/unit/figures.test.ts checks them against the files. */
export const SCREEN = { width: 960, height: 600 };
/** The phone layouts of the screens: one column 360 px wide, as tall as each screen's panels. */
export const SCREEN_NARROW_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  qamuy: [360, 778],
  quri: [360, 624],
  qs: [360, 744],
  miqan: [360, 794],
};
export const DIAGRAM_SIZES: Readonly<Record<string, Sizes>> = {
  'qs-engagement': { wide: [1200, 524], narrow: [640, 778] },
  'qamuy-trial': { wide: [1200, 472], narrow: [640, 726] },
  'research-collaboration': { wide: [1200, 524], narrow: [640, 778] },
};

/** Where the narrow drawings take over: phones, where a wide one would set its type at a third of its size. */
const NARROW_MEDIA = '(max-width: 640px)';

/** A drawing in its two layouts: the narrow one on phones, the wide one elsewhere, one alt text for both. */
function Drawing({
  files,
  name,
  sizes,
  alt,
  className,
}: {
  files: Map<string, string>;
  name: string;
  sizes: Sizes;
  alt: string;
  className: string;
}) {
  const locale = useLocale();
  return (
    <picture>
      <source media={NARROW_MEDIA} srcSet={url(files, `${name}-narrow.${locale}`)} width={sizes.narrow[0]} height={sizes.narrow[1]} />
      <img
        className={className}
        src={url(files, `${name}.${locale}`)}
        alt={alt}
        width={sizes.wide[0]}
        height={sizes.wide[1]}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/**
 * A product screen in a window frame (the address bar is ours, in HTML; the
 * screen inside is the drawing), or a process diagram. Each has a portrait
 * layout for phones. Both load lazily: they sit below the page header.
 */
export function Figure({ block }: { block: FigureBlock }) {
  if (block.kind === 'screen') {
    const narrow = SCREEN_NARROW_SIZES[block.name];
    if (!narrow) throw new Error(`No phone size for screen "${block.name}"`);
    return (
      <figure className="figure figure--screen">
        <div className="window">
          <div className="window__bar" aria-hidden="true">
            <span className="window__dots" />
            <span className="window__address">{block.address}</span>
          </div>
          <Drawing
            files={screens}
            name={block.name}
            sizes={{ wide: [SCREEN.width, SCREEN.height], narrow }}
            alt={block.alt}
            className="window__screen"
          />
        </div>
        <figcaption className="figure__caption">{block.caption}</figcaption>
      </figure>
    );
  }
  const sizes = DIAGRAM_SIZES[block.name];
  if (!sizes) throw new Error(`No size for diagram "${block.name}"`);
  return (
    <figure className="figure figure--diagram">
      <Drawing files={diagrams} name={block.name} sizes={sizes} alt={block.alt} className="figure__diagram" />
      <figcaption className="figure__caption">{block.caption}</figcaption>
    </figure>
  );
}
