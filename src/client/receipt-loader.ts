/**
 * Thank-you pages that show one submission: after the page's payload, the
 * receipt is fetched from the intake API with the token from the URL. An
 * unknown QPARC token is a 404; a readiness page without one is just plain.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../data/page-data.ts';
import type { RouteDef } from '../routes.ts';
import { RECEIPT_TOKEN, type Receipt } from '../forms/receipts.ts';
import { apiUrl } from '../config/api-origin.ts';

export interface ReceiptPageData {
  receipt?: Receipt;
}

export function receiptToken(def: RouteDef, args: Pick<LoaderFunctionArgs, 'request' | 'params'>): string | undefined {
  const token = def.receipt === 'param' ? args.params.token : (new URL(args.request.url).searchParams.get('receipt') ?? undefined);
  return token && RECEIPT_TOKEN.test(token) ? token : undefined;
}

export async function withReceipt(def: RouteDef, args: LoaderFunctionArgs, page: PageData): Promise<PageData> {
  const token = receiptToken(def, args);
  const required = def.receipt === 'param';
  if (!token) return required ? notFound() : page;
  const response = await fetch(apiUrl(`/api/receipts/${encodeURIComponent(token)}`), {
    signal: args.request.signal,
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return required ? notFound() : page;
  if (!response.ok) throw data({ message: 'The receipt could not be loaded. Please reload the page.' }, { status: response.status });
  const receipt = (await response.json()) as Receipt;
  return { ...page, data: { ...(page.data as object), receipt } };
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
