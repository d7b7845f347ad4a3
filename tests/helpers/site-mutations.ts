/**
 * Random editor actions on an in-memory snapshot, for the build engine's
 * "incremental equals full" test: creates, edits, deletes, category and year
 * changes, category renames, English versions added and removed. Seeded,
 * so a failure replays.
 */
import type { Snapshot } from '../../content-client/snapshot.ts';
import type { News } from '../../content-client/schemas.ts';

export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stamp = '2025-06-01T00:00:00.000Z';
export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const newsCategories = ['press', 'event', 'empty'];
const yearIds = ['2023', '2024', '2025'];

function dateIn(random: () => number, year: string): string {
  return new Date(Date.UTC(Number(year), Math.floor(random() * 12), 1 + Math.floor(random() * 27), 9)).toISOString();
}

/** Applies one random action and says what it did. */
export function mutate(snapshot: Snapshot, random: () => number, step: number): string {
  const news = snapshot.lists.news;
  const action = pick(random, ['create', 'edit', 'delete', 'category', 'year', 'english', 'publication', 'rename'] as const);
  const target = news.length ? pick(random, news) : undefined;
  switch (action) {
    case 'create': {
      const year = pick(random, yearIds);
      const id = `added-${step}`;
      const entry: News = {
        id,
        createdAt: stamp,
        updatedAt: stamp,
        publishedAt: stamp,
        revisedAt: stamp,
        title: `追加ニュース${step}`,
        date: dateIn(random, year),
        category: { id: pick(random, newsCategories) },
        year: { id: year },
        excerpt: `追加の概要${step}`,
        body: `<p>追加の本文${step}</p>`,
        ...(random() < 0.5 && {
          title_en: `Added news ${step}`,
          excerpt_en: `Added summary ${step}`,
          body_en: `<p>Added body ${step}</p>`,
        }),
      };
      news.push(entry);
      return `create news/${id}`;
    }
    case 'edit':
      if (!target) return 'none';
      target.title = `${target.title}（更新${step}）`;
      target.body = `${target.body}<p>追記${step}</p>`;
      return `edit news/${target.id}`;
    case 'delete':
      if (!target) return 'none';
      snapshot.lists.news = news.filter((e) => e !== target);
      return `delete news/${target.id}`;
    case 'category':
      if (!target) return 'none';
      target.category = { id: pick(random, newsCategories) };
      return `category news/${target.id} → ${target.category.id}`;
    case 'year': {
      if (!target) return 'none';
      const year = pick(random, yearIds);
      target.year = { id: year };
      target.date = dateIn(random, year);
      return `year news/${target.id} → ${year}`;
    }
    case 'english':
      if (!target) return 'none';
      if (target.title_en) {
        delete target.title_en;
        delete target.body_en;
        delete target.excerpt_en;
      } else Object.assign(target, { title_en: `English ${target.id}`, excerpt_en: 'English summary', body_en: '<p>English body</p>' });
      return `english news/${target.id}`;
    case 'rename': {
      const category = pick(random, snapshot.lists.categories);
      category.name = `${category.name}${step}`;
      return `rename categories/${category.id}`;
    }
    case 'publication': {
      const pub = pick(random, snapshot.lists.publications);
      if (pub) pub.title = `${pub.title} (rev ${step})`;
      return `edit publications/${pub?.id ?? '-'}`;
    }
  }
}
