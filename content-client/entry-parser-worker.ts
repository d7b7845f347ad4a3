/** The worker side of entry-parser.ts: one pulled page in, its snapshot rows out. */
import { ContentValidationError } from './errors.ts';
import { prepareEntries, type PrepareResult, type PrepareTask } from './entry-parser.ts';

export default function prepare({ endpoint, raw }: PrepareTask): PrepareResult {
  try {
    return { rows: prepareEntries(endpoint, raw) };
  } catch (error) {
    if (error instanceof ContentValidationError) return { invalid: { where: error.where, issues: error.issues } };
    throw error;
  }
}
