import type { Locale } from './locales.ts';
import { ja, type Dictionary } from './ja.ts';
import { en } from './en.ts';

export const dictionaries: Record<Locale, Dictionary> = { ja, en };

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
