/**
 * CSV for staff who open exports in Excel or Google Sheets: UTF-8 with a
 * BOM (Excel otherwise guesses Shift_JIS and garbles Japanese), CRLF, RFC
 * 4180 quoting, and formula injection neutralised — a visitor could type
 * `=HYPERLINK(...)` into a field, and a spreadsheet would run it.
 */
import { fieldOrder, formIds, type FormId } from '../../src/forms/form-shape.ts';
import { fieldText } from './field-text.ts';

export const CSV_BOM = '\uFEFF';

/**
 * Cells a spreadsheet may read as a formula (OWASP CSV injection): a leading
 * tab or CR, or = + - @ after any leading white space (spreadsheets skip it),
 * in their full-width forms too (＝ ＋ － ＠: what a Japanese IME types, and
 * Japanese Excel turns a typed ＝ into =; no reason to bet an import never does).
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@＝＋－＠])/;

export function csvCell(value: unknown): string {
  let text = fieldText(value, '; ');
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]) => cells.map(csvCell).join(',') + '\r\n';

/**
 * Fixed columns, then every field of the chosen forms in page order, then the
 * computed ones; `spam` (1 for a honeypot hit) comes last so that the columns
 * staff already used keep their positions.
 */
export function exportColumns(forms: readonly FormId[]): { fixed: string[]; fields: string[]; extra: string[] } {
  const fields: string[] = [];
  for (const form of formIds) {
    if (!forms.includes(form)) continue;
    for (const field of fieldOrder[form]) if (!fields.includes(field)) fields.push(field);
  }
  // The readiness result is computed, not typed, but it is what sales follows up on.
  const extra = [...(forms.includes('readiness') ? ['readiness_score', 'readiness_level'] : []), 'spam'];
  return { fixed: ['id', 'form', 'locale', 'received_at'], fields, extra };
}
