/**
 * A stored form value as text for people and spreadsheets: lists joined
 * with `separator`, anything structured as JSON (never "[object Object]").
 */
export function fieldText(value: unknown, separator: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => fieldText(item, separator)).join(separator);
  return JSON.stringify(value) ?? '';
}
