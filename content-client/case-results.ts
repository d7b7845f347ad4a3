/**
 * A case study's headline results, as editors type them in microCMS: one per
 * line, `value | what it measures` (a full-width ｜ works too), at most four,
 * e.g. `82% → 89% | 主力モノマーの収率`. A structured text field rather than a
 * repeater of custom fields: one box an editor fills in a few seconds, one
 * field in the schema file, and the same pattern checked by microCMS on input
 * and by zod on every sync.
 */

/** Longest value (the big figure) and label, in characters. */
export const KPI_VALUE_MAX = 20;
export const KPI_LABEL_MAX = 60;
export const KPI_MAX = 4;

// A space (ASCII or full-width) on either side of the bar does not count towards the limits.
const line = `[^|｜\\n]{1,${KPI_VALUE_MAX}}[ 　]?[|｜][ 　]?[^|｜\\n]{1,${KPI_LABEL_MAX}}`;
/** One to four `value | label` lines. RE2-compatible, so the schema file hands microCMS the same pattern. */
export const KPI_PATTERN = new RegExp(`^${line}(\\n${line}){0,${KPI_MAX - 1}}$`);

export interface Kpi {
  /** The figure, e.g. `89%`, `6週間→9日`. */
  value: string;
  /** What it measures, e.g. `主力モノマーの収率`. */
  label: string;
}

/** The results of a field value (already checked against KPI_PATTERN); lines without both halves are left out. */
export function parseKpis(text: string | undefined): Kpi[] {
  if (!text) return [];
  return text
    .split('\n')
    .map((row) => {
      const at = row.search(/[|｜]/);
      return at < 0 ? { value: '', label: '' } : { value: row.slice(0, at).trim(), label: row.slice(at + 1).trim() };
    })
    .filter((kpi) => kpi.value !== '' && kpi.label !== '');
}
