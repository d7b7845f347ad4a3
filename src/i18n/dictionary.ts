import type { Locale } from './locales.ts';
import { ja } from './ja.ts';
import { en } from './en.ts';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of a UI dictionary; en.ts is checked against it at compile time. */
export type Dictionary = Widen<typeof ja>;

export const dictionaries: Record<Locale, Dictionary> = { ja, en };

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
