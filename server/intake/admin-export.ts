/**
 * GET /api/admin/submissions.csv?form=…: the staff export, behind a bearer
 * token (EXPORT_TOKEN). Without a configured token the endpoint does not
 * exist (404), so a forgotten variable never means an open export.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formIds, type FormId } from '../../src/forms/form-shape.ts';
import { csvRow, CSV_BOM, exportColumns } from './csv.ts';
import type { IntakeStore } from './store.ts';
import { sendJson } from '../respond.ts';
import { BEARER_REQUIRED, bearerChallenge, hasBearerToken } from '../bearer-token.ts';

const PAGE = 500;

/**
 * The staff endpoints' gate (export, not-spam): 404 without a configured
 * token, 401 without the right bearer token. Answers and returns false when
 * the request may not go on.
 */
export function adminAllowed(exportToken: string | undefined, req: IncomingMessage, res: ServerResponse): boolean {
  if (!exportToken) {
    sendJson(res, 404, { message: 'Not found' });
    return false;
  }
  if (!hasBearerToken(req, exportToken)) {
    sendJson(res, 401, { message: BEARER_REQUIRED }, bearerChallenge('submissions'));
    return false;
  }
  return true;
}

export async function handleExport(
  store: Pick<IntakeStore, 'exportPage'>,
  exportToken: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  if (!adminAllowed(exportToken, req, res)) return;
  const requested = url.searchParams.get('form');
  if (requested !== null && !formIds.includes(requested as FormId))
    return sendJson(res, 400, { message: `form must be one of ${formIds.join(', ')}` });
  const forms: FormId[] = requested ? [requested as FormId] : [...formIds];
  const { fixed, fields, extra } = exportColumns(forms);
  const readiness = extra.includes('readiness_score');

  const stamp = new Date().toISOString().slice(0, 10);
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': `attachment; filename="submissions-${requested ?? 'all'}-${stamp}.csv"`,
    'Cache-Control': 'no-store',
  });
  if (req.method === 'HEAD') return void res.end();
  res.write(CSV_BOM + csvRow([...fixed, ...fields, ...extra]));

  // Pages by id rather than one open cursor: the connection must stay free for inserts between pages.
  let after = 0;
  for (;;) {
    const rows = await store.exportPage(forms, after, PAGE);
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const computed = [...(readiness ? [row.score ?? '', row.level ?? ''] : []), row.spam];
      chunk += csvRow([row.id, row.form, row.locale, row.created_at, ...fields.map((f) => data[f]), ...computed]);
    }
    after = rows[rows.length - 1]?.id ?? after;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
    if (res.destroyed) return;
  }
  res.end();
}
