/** The page components a route can show; each is its own lazily loaded chunk. */
export type PageKey = 'home' | 'static' | 'listing' | 'post' | 'draft' | 'articles' | 'article' | 'qparcComplete';
