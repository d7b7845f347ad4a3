import type { FigureBlock } from '../content/page-copy.ts';
import { useLocale } from '../app/hooks.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * Generated drawings (scripts/draw-figures.ts) as fingerprinted URLs, by file
 * name without `.svg`: `<name>[-narrow].<lang>`, the narrow one for phones and tablets.
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

/** A drawing's canvas, [width, height]. */
type Size = readonly [number, number];
/** A drawing's canvas in its wide and narrow layouts. */
interface Sizes {
  wide: Size;
  narrow: Size;
}

/** Canvas sizes the generator draws on (scripts/lib/figures/ui.ts, process.ts), so the page reserves the right space; tests/unit/figures.test.ts checks them against the files. */
export const SCREEN = { width: 960, height: 600 };
/** The narrow layouts of the screens (phones and tablets): one column 360 px wide, as tall as each screen’s panels. */
export const SCREEN_NARROW_SIZES: Readonly<Record<string, Size>> = {
  qamuy: [360, 850],
  quri: [360, 634],
  qs: [360, 744],
  miqan: [360, 794],
};
/** The diagrams: wide 1200 px; narrow 340 px, as tall as its lines wrap in each language. */
export const DIAGRAM_SIZES: Readonly<Record<string, { wide: Size; narrow: Readonly<Record<Locale, Size>> }>> = {
  'qs-engagement': { wide: [1200, 560], narrow: { ja: [340, 603], en: [340, 645] } },
  'qamuy-trial': { wide: [1200, 506], narrow: { ja: [340, 506], en: [340, 506] } },
  'research-collaboration': { wide: [1200, 516], narrow: { ja: [340, 582], en: [340, 624] } },
};

/**
 * Where the narrow drawings take over: the site's small screens, phones and
 * tablets alike (tokens.css), where a wide one would set its type at two
 * thirds of its size or less. The stylesheet (imagery.css) shows them there
 * at about their own size.
 */
const NARROW_MEDIA = '(max-width: 968px)';

/** A drawing in its two layouts: the narrow one on small screens, the wide one elsewhere, one alt text for both. */
function Drawing({
  files,
  name,
  locale,
  sizes,
  alt,
  className,
}: {
  files: Map<string, string>;
  name: string;
  locale: Locale;
  sizes: Sizes;
  alt: string;
  className: string;
}) {
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
 * layout for phones and tablets. Both load lazily: they sit below the page header.
 */
export function Figure({ block }: { block: FigureBlock }) {
  const locale = useLocale();
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
            locale={locale}
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
      <Drawing
        files={diagrams}
        name={block.name}
        locale={locale}
        sizes={{ wide: sizes.wide, narrow: sizes.narrow[locale] }}
        alt={block.alt}
        className="figure__diagram"
      />
      <figcaption className="figure__caption">{block.caption}</figcaption>
    </figure>
  );
}
