/**
 * What a route's loader returns: the same object is rendered at build time,
 * embedded for hydration and written as the URL's payload JSON. Only the
 * fields a page renders are kept (CMS answers are trimmed before this point).
 */
import type { Locale } from '../i18n/locales.ts';
import type { SectionId } from '../routes.ts';
import type { ClosingCopy, CtaLink, Illustration, PageSection } from '../content/page-copy.ts';

export interface PageMeta {
  /** Page title without the site suffix. */
  title: string;
  description: string;
  robots?: 'noindex';
  /** A CMS draft shown to an editor (draft preview): a banner says so. */
  preview?: boolean;
  /** The same page in each language where it exists (path). */
  alternates: Partial<Record<Locale, string>>;
  /**
   * The page's own share image (og:image / twitter:image): an absolute CMS URL
   * or a site path. Without one, or when it is an SVG (which social networks
   * do not accept), the document uses the brand default /og-default.png.
   */
  image?: { url: string; width: number; height: number; alt: string };
}

export interface PageData<T = unknown> {
  meta: PageMeta;
  data: T;
}

export interface ImageRef { url: string; width: number; height: number; alt: string }
export interface LinkRef { id: string; label: string; href: string }

/** A news or case entry as a listing card. */
export interface Card {
  id: string;
  href: string;
  title: string;
  date: string;
  category: LinkRef;
  excerpt: string;
  eyecatch?: ImageRef;
}

export interface PublicationItem {
  id: string;
  title: string;
  authors: string;
  venue: string;
  date: string;
  category: LinkRef;
  summary: string;
  /** DOI resolver link or the paper's URL. */
  link?: string;
  doi?: string;
}

export interface HomeData {
  /** The hero's h1 (the tagline; the page's <title> reads it from the dictionary, without phrase marks). */
  heading: string;
  notice?: string;
  news: Card[];
  cases: Card[];
  publications: PublicationItem[];
  /** Number of publications in this language (the home page's figures). */
  publicationCount: number;
}

export interface StaticData {
  heading: string;
  lead: string;
  eyebrow?: string;
  illustration?: Illustration;
  /** Buttons under the lead (the page's main action on the first screen). */
  actions?: CtaLink[];
  /** Parent pages between home and this page, for the breadcrumb. */
  trail: LinkRef[];
  sections: PageSection[];
  /** The call to action the page ends with. */
  closing?: ClosingCopy;
  /** Contact form: the open positions, so an apply link's `position` id can name the role in the message. */
  positions?: { id: string; title: string }[];
}

export interface FilterLink extends LinkRef { current: boolean }

export interface ListingData {
  section: SectionId;
  heading: string;
  /** Set on a category or year listing. */
  filter?: { kind: 'category' | 'year'; id: string; label: string };
  cards: Card[];
  publications: PublicationItem[];
  page: number;
  totalPages: number;
  totalCount: number;
  categories: FilterLink[];
  years: FilterLink[];
  /** The pages the pagination links to (first, last and those around this one), in order. */
  pageLinks: { page: number; href: string }[];
}

export interface PostData {
  section: 'news' | 'case';
  title: string;
  date: string;
  /** When the published entry last changed (structured data's dateModified). */
  updated?: string;
  category: LinkRef;
  eyecatch?: ImageRef;
  /** Case studies: customer and industry. */
  client?: string;
  industry?: string;
  /** Case studies: the headline results (the figure, what it measures), at most four. */
  kpis?: { value: string; label: string }[];
  /** Case studies: the customer's words and who said them. */
  quote?: { text: string; by?: string };
  bodyHtml: string;
  listingHref: string;
  prev?: { href: string; title: string };
  next?: { href: string; title: string };
  related: Card[];
}

export interface ArticleSummary { id: string; href: string; date: string; title: string; description: string }
export interface ArticlesData { articles: ArticleSummary[] }
export interface ArticleData { date: string; title: string; lead: string; sections: PageSection[] }

export interface DraftData {
  section: SectionId;
  listingHref: string;
  /** The URL to register in microCMS's screen preview settings, with its placeholders. */
  previewUrl: string;
}
