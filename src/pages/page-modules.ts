/**
 * Lazy page modules: each page component is its own chunk, so a visitor's
 * first load carries only the page it shows. Files follow `pageFile()`.
 */
import type { ComponentType } from 'react';
import { pageFile, pageKeys, type PageKey } from './page-keys.ts';

type PageModule = { default: ComponentType };

// https://vite.dev/guide/features#glob-import — one lazy importer per page file.
const importers = import.meta.glob<PageModule>('./*-page.tsx');

export const pageModules = Object.fromEntries(
  pageKeys.map((key) => {
    const importer = importers[`./${pageFile(key)}`];
    if (!importer) throw new Error(`Page "${key}" needs src/pages/${pageFile(key)}`);
    return [key, importer];
  }),
) as Record<PageKey, () => Promise<PageModule>>;
