/** The page components a route can show; each is its own lazily loaded chunk. */
export const pageKeys = ['home', 'static', 'form', 'receipt', 'listing', 'post', 'draft', 'articles', 'article'] as const;
export type PageKey = (typeof pageKeys)[number];

/** Page component file of a key, by convention: `postList` → `post-list-page.tsx`. */
export const pageFile = (key: PageKey): string => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-page.tsx`;
