/**
 * The generated entries of the three list sections, in the shape of
 * `content/*.json` (references as bare ids), each followed by its drafts.
 */
import type { Rng } from './prng.ts';
import { writeCase } from './scale-cases.ts';
import { both, draftFields, DRAFTS_PER_SECTION, iso, maybeEyecatch, timestamps, withoutEnglish, type Entry } from './scale-entry-fields.ts';
import { writeNews } from './scale-news.ts';
import { writePublication } from './scale-publications.ts';
import { makeCtx } from './scale-text.ts';
import { clients, institutes, products, themes } from './scale-vocab.ts';

/** Calls `make` for `n` published entries and then the drafts, telling it which ones have English. */
function section(rng: Rng, n: number, key: string, make: (i: number, draft: boolean, english: boolean) => Entry): Entry[] {
  const noEnglish = withoutEnglish(rng, n);
  return Array.from({ length: n + DRAFTS_PER_SECTION }, (_, i) => {
    const draft = i >= n;
    const entry = make(i, draft, draft || !noEnglish.has(i));
    return draft ? { ...entry, ...draftFields(rng, key, i - n) } : entry;
  });
}

// News themes are scientific, so a bank or a broker never appears as a research partner.
const newsPartners = [...institutes, ...Object.entries(clients).flatMap(([category, list]) => (category === 'finance' ? [] : list))];

export function newsEntries(rng: Rng, n: number, categories: readonly string[]): Entry[] {
  const news = section(rng, n, 'news', (i, draft, english) => {
    const { day, system } = timestamps(rng, draft);
    const category = rng.pick(categories);
    const c = makeCtx(rng, day, rng.pick(newsPartners));
    const w = writeNews(rng, c, category);
    const alt = rng.chance(0.5) ? `${c.theme.ja}をイメージしたイラスト` : `${c.product.name}の製品ビジュアル`;
    return {
      id: `${w.stem}-${c.year}-${i + 1}`,
      ...system,
      ...both('title', w.title, english),
      date: iso(day.getTime()),
      category,
      year: String(c.year),
      ...maybeEyecatch(rng, alt),
      ...both('excerpt', w.excerpt, english),
      ...both('body', w.body, english),
    };
  });
  // A quarter of the news get one to three related published news, picked once every id is known.
  const published = news.filter((e) => e['_status'] !== 'draft').map((e) => String(e['id']));
  return news.map((entry) => {
    if (published.length < 2 || !rng.chance(0.25)) return entry;
    return {
      ...entry,
      related: rng
        .sample(published, 4)
        .filter((id) => id !== entry['id'])
        .slice(0, rng.int(1, 3)),
    };
  });
}

export function caseEntries(rng: Rng, n: number, categories: readonly string[]): Entry[] {
  return section(rng, n, 'case', (i, draft, english) => {
    const { day, system } = timestamps(rng, draft);
    const category = rng.pick(categories);
    const client = rng.pick(clients[category] ?? clients['any'] ?? []);
    const c = makeCtx(rng, day, client, rng.pick(products), rng.pick(themes[category] ?? themes['any'] ?? []));
    const w = writeCase(rng, c, client, category);
    return {
      id: `${w.stem}-${i + 1}`,
      ...system,
      ...both('title', w.title, english),
      ...both('client', client.name, english),
      ...both('industry', client.industry, english),
      date: iso(day.getTime()),
      category,
      year: String(c.year),
      ...maybeEyecatch(rng, `${client.short.ja}における${c.theme.ja}の取り組みを表すイラスト`),
      ...both('excerpt', w.excerpt, english),
      ...both('body', w.body, english),
      ...(w.highlights && {
        ...both('kpis', w.highlights.kpis, english),
        ...both('quote', w.highlights.quote, english),
        ...both('quoteBy', w.highlights.quoteBy, english),
      }),
    };
  });
}

export function publicationEntries(rng: Rng, n: number, categories: readonly string[]): Entry[] {
  return section(rng, n, 'publication', (i, draft, english) => {
    const { day, system } = timestamps(rng, draft);
    const category = rng.pick(categories);
    const year = day.getUTCFullYear();
    const w = writePublication(rng, category, year, i + 1);
    return {
      id: `${w.stem}-${year}-${i + 1}`,
      ...system,
      title: w.title,
      ...(english ? { title_en: w.title_en } : {}),
      authors: w.authors,
      venue: w.venue,
      date: iso(day.getTime()),
      category,
      year: String(year),
      ...(w.doi ? { doi: w.doi } : {}),
      ...(w.url ? { url: w.url } : {}),
      ...both('summary', w.summary, english),
    };
  });
}
