/**
 * Routing of /api/*: form posts, receipts and the staff endpoints (export,
 * not-spam). Every API answer is JSON (or CSV / no-JS pages where said) and
 * never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
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

/**
 * CORS for what the pages call (a form post, a receipt), for the pages' origin only (SITE_ORIGIN): pages on a CDN
 * call this server across origins (API_ORIGIN, src/config/api-origin.ts). Any other origin gets no
 * Access-Control-Allow-Origin and the browser keeps the answer from it; `Vary: Origin` on every answer keeps caches
 * apart. True when this answered the request (a preflight).
 */
function answerCors(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, methods: string): boolean {
  let passed = false;
  // With options given as an object (not a function) the cors middleware runs synchronously: it answers a
  // preflight (OPTIONS) itself, or sets the headers and calls next.
  cors({
    origin: [...ctx.allowedOrigins],
    methods,
    allowedHeaders: ['Content-Type', 'Accept'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  })(req, res, () => {
    passed = true;
  });
  return !passed;
}

/** Answers a request under /api/; false when the path is not under /api/. */
export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  const method = req.method ?? 'GET';
  const readOnly = method === 'GET' || method === 'HEAD';

  const formMatch = FORM_PATH.exec(path);
  if (formMatch) {
    const form = formMatch[1] as FormId;
    if (answerCors(ctx, req, res, 'POST')) return true;
    if (!formIds.includes(form)) sendJson(res, 404, { message: 'Unknown form' });
    else if (method !== 'POST') methodNotAllowed(res, 'POST');
    else await handleFormPost(ctx, form, req, res, url);
    return true;
  }

  const receiptMatch = RECEIPT_PATH.exec(path);
  if (receiptMatch) {
    if (answerCors(ctx, req, res, 'GET, HEAD')) return true;
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
