/**
 * The shape of a static page's copy. A section is a heading, optional prose
 * paragraphs and optional structured blocks (cards, steps, tables …) that the
 * page renders with the design system's components.
 */
import type { Locale } from '../i18n/locales.ts';

export interface CardItem {
  title: string;
  text: string;
  /** Localised path of a page this card leads to. */
  href?: string;
  /** Small label above the title (e.g. a product category). */
  label?: string;
  /** With `href`: the words of the card's link (default "Learn more"), e.g. "Start your free trial". */
  action?: string;
  /** Set the card apart from its neighbours (an offer). */
  highlight?: boolean;
}

export interface Person {
  name: string;
  role: string;
  bio: string;
  /** One or two letters shown in the avatar. */
  initials: string;
}

export interface Position {
  /** ASCII id: the detail section's anchor (`#position-<id>`) and the apply link's `position` parameter. */
  id: string;
  title: string;
  team: string;
  location: string;
  employment: string;
  summary: string;
  /** What the person in this role does. */
  responsibilities: string[];
  /** What we need the applicant to bring. */
  requirements: string[];
  /** What helps but is not required. */
  niceToHave: string[];
  /** Employment terms (salary range, hours, probation …) as term / detail pairs. */
  terms: { term: string; detail: string }[];
}

/** A link in a call to action: its words and a localised path (built with `paths`). */
export interface CtaLink {
  label: string;
  href: string;
}

/**
 * A page's closing call to action, drawn once at the end of the page by
 * `ClosingCta` (never inside a section, so a page cannot stack several).
 */
export interface ClosingCopy {
  heading: string;
  text: string;
  primary: CtaLink;
  /** A second, quieter option (e.g. the brochure); Japanese pages with the readiness check show that instead. */
  secondary?: CtaLink;
}

export type Block =
  /** Bulleted (or numbered) list. */
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** Grid of cards: features, use cases, services, values. */
  | { type: 'cards'; items: CardItem[] }
  /** Numbered process steps. */
  | { type: 'steps'; items: { title: string; text: string }[] }
  /** Term / detail pairs (company profile, event facts). */
  | { type: 'facts'; items: { term: string; detail: string }[] }
  /** Dated milestones, oldest first. */
  | { type: 'timeline'; items: { date: string; text: string }[] }
  | { type: 'people'; items: Person[] }
  | { type: 'positions'; items: Position[] }
  /** A data table; the first cell of each row is its row header. */
  | { type: 'table'; caption: string; head: string[]; rows: string[][] }
  /** A highlighted remark. */
  | { type: 'note'; text: string }
  /** An inline pointer to another page inside a section (not a closing call to action: see `ClosingCopy`). */
  | { type: 'link'; heading?: string; text: string; label: string; href: string }
  /** One of our drawings in the page's language (src/components/figure-block.tsx): a product screen in a window frame, or a process diagram. */
  | FigureBlock;

/**
 * A generated drawing (scripts/draw-figures.ts) with a caption. `name` picks
 * src/assets/illustrations/screens/<name>.<lang>.svg or
 * …/diagrams/<name>.<lang>.svg (and <name>-narrow.<lang>.svg for phones).
 */
export interface FigureBlock {
  type: 'figure';
  kind: 'screen' | 'diagram';
  name: string;
  /** What the drawing shows, for people who cannot see it. */
  alt: string;
  caption: string;
  /** Screens: the address shown in the window frame. */
  address?: string;
}

export interface PageSection {
  /** ASCII id for in-page links (#id) */
  id: string;
  heading: string;
  paragraphs?: string[];
  blocks?: Block[];
}

/** One of our own illustrations in src/assets/illustrations (all drawn on a 640×480 canvas). */
export interface Illustration {
  /** File name without extension, e.g. `qamuy` → src/assets/illustrations/qamuy.svg (served under a hashed name) */
  name: string;
  /** Empty when purely decorative. */
  alt: string;
}

export interface StaticPageCopy {
  /** h1 and <title> (without the company suffix) */
  title: string;
  /** meta description, 70–120 Japanese characters / 120–160 English characters */
  description: string;
  /** one or two sentences under the h1 */
  lead: string;
  /** Small label above the h1 (e.g. "Service"). */
  eyebrow?: string;
  illustration?: Illustration;
  /** Up to two links under the lead (the first is the primary button), so the page's main action is on the first screen. */
  actions?: CtaLink[];
  sections: PageSection[];
  /** The call to action at the end of the page. */
  closing?: ClosingCopy;
}

/** A page's copy per language; a language without an entry has no such page. */
export type PageCopies = Partial<Record<Locale, StaticPageCopy>>;
