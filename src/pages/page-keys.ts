/** The page components a route can show; each is its own lazily loaded chunk. */
export const pageKeys = ['home', 'static', 'listing', 'post', 'draft', 'articles', 'article', 'qparcComplete'] as const;
export type PageKey = (typeof pageKeys)[number];

/** Page component file of a key, by convention: `qparcComplete` → `qparc-complete-page.tsx`. */
export const pageFile = (key: PageKey): string => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
