/** The shape of a news story template (see scale-stories-*.ts) and helpers the templates share. */
import { monthEn, type Ctx, type Tpl } from './scale-text.ts';
import type { Pair } from './scale-vocab.ts';

export interface Story {
  /** Slug stem of the content id. */
  stem: (c: Ctx) => string;
  title: Tpl;
  lead: readonly [Tpl, Tpl];
  heading: Pair;
  bullets: readonly Tpl[];
  /** Only for software products (demos, versions, features, trials). */
  software?: boolean;
  /** A table that fits the story, for the bodies that get one. */
  table?: 'schedule' | 'figures';
}

/** Year and month, e.g. 2024年5月 / May 2024. */
export const ym = (c: Ctx): Pair => ({ ja: `${c.year}年${c.month}月`, en: `${monthEn(c)} ${c.year}` });
