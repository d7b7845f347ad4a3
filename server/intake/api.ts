/**
 * Routing of /api/*: form posts, receipts and the staff endpoints (export,
 * not-spam). Every API answer is JSON (or CSV / no-JS pages where said) and
 * never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formIds, type FormId } from '../../src/forms/form-shape.ts';
import { handleExport } from './admin-export.ts';
import { handleNotSpam } from './admin-spam.ts';
import { handleFormPost, type FormPostContext } from './form-post.ts';
import { methodNotAllowed, sendJson } from '../respond.ts';

export interface ApiContext extends FormPostContext {
  exportToken: string | undefined;
}

const FORM_PATH = /^\/api\/forms\/([^/]+)$/;
const RECEIPT_PATH = /^\/api\/receipts\/([^/]*)$/;
const EXPORT_PATH = '/api/admin/submissions.csv';
const NOT_SPAM_PATH = /^\/api\/admin\/submissions\/(\d{1,15})\/not-spam$/;

/** Answers a request under /api/; false when the path is not under /api/. */
export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  const method = req.method ?? 'GET';
  const readOnly = method === 'GET' || method === 'HEAD';

  const formMatch = FORM_PATH.exec(path);
  if (formMatch) {
    const form = formMatch[1] as FormId;
    if (!formIds.includes(form)) sendJson(res, 404, { message: 'Unknown form' });
    else if (method !== 'POST') methodNotAllowed(res, 'POST');
    else await handleFormPost(ctx, form, req, res, url);
    return true;
  }

  const receiptMatch = RECEIPT_PATH.exec(path);
  if (receiptMatch) {
    if (!readOnly) return (methodNotAllowed(res, 'GET, HEAD'), true);
    // The token is a capability: answers are private to whoever holds it.
    const receipt = await ctx.store.receipt(receiptMatch[1] ?? '');
    const headers = { 'Cache-Control': 'private, no-store' };
    if (receipt) sendJson(res, 200, receipt, headers);
    else sendJson(res, 404, { message: 'No such receipt' }, headers);
    return true;
  }

  if (path === EXPORT_PATH) {
    if (!readOnly) return (methodNotAllowed(res, 'GET, HEAD'), true);
    await handleExport(ctx.store, ctx.exportToken, req, res, url);
    return true;
  }

  const notSpamMatch = NOT_SPAM_PATH.exec(path);
  if (notSpamMatch) {
    if (method !== 'POST') return (methodNotAllowed(res, 'POST'), true);
    await handleNotSpam(ctx, req, res, notSpamMatch[1] ?? '');
    return true;
  }

  sendJson(res, 404, { message: 'Not found' });
  return true;
}
