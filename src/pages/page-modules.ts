/**
 * Lazy page modules: each page component is its own chunk, so a visitor's
 * first load carries only the page it shows. Keys come from the route table.
 */
import type { ComponentType } from 'react';
import type { PageKey } from './page-keys.ts';

type PageModule = { default: ComponentType };

export const pageModules: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('./home-page.tsx'),
  static: () => import('./static-page.tsx'),
  listing: () => import('./listing-page.tsx'),
  post: () => import('./post-page.tsx'),
  draft: () => import('./draft-page.tsx'),
  articles: () => import('./articles-page.tsx'),
  article: () => import('./article-page.tsx'),
  qparcComplete: () => import('./qparc-complete-page.tsx'),
};
