/**
 * microCMS's webhook (custom notification): the signature check and the
 * payload. microCMS signs the raw body with HMAC-SHA256 and the secret set
 * in its settings, hex, in `x-microcms-signature`. The payload only says
 * which entry changed; the publisher fetches the entry itself, so nothing in
 * the body but `api` and the ids are trusted (deliveries can be late, repeated
 * or out of order). An editor can change an entry's content id: the delivery
 * then names the new id, and the old one in `contents.old`; both are looked
 * at again, so the old URL goes when the new one appears.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Largest body accepted: a payload carries two versions of one entry, rich text included. */
export const MAX_WEBHOOK_BYTES = 5 * 1024 * 1024;

export function signatureMatches(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

const version = z
  .object({
    id: z.string(),
    status: z.array(z.string()).or(z.string()).optional(),
    draftKey: z.string().nullable().optional(),
    publishValue: z.unknown().optional(),
    draftValue: z.unknown().optional(),
  })
  .nullable()
  .optional();

export const webhookSchema = z.object({
  service: z.string().min(1),
  api: z.string().min(1),
  /** The entry; null for an API-level event (e.g. an object API or a bulk change). */
  id: z.string().min(1).nullable(),
  type: z.enum(['new', 'edit', 'delete']),
  contents: z.object({ old: version, new: version }).nullable().optional(),
});

export type WebhookPayload = z.output<typeof webhookSchema>;

/** What a delivery asks the publisher to look at again: one entry, or a whole API. */
export interface PublishTarget {
  api: string;
  id: string | null;
}

/** The publisher's key for a target: `api/id`, or `api/*` for a whole API (server/publish/queue.ts TargetKey). */
export const targetKey = (t: PublishTarget): string => `${t.api}/${t.id ?? '*'}`;

export type WebhookParse = { ok: true; targets: PublishTarget[]; type: WebhookPayload['type'] } | { ok: false; message: string };

export function parseWebhook(raw: Buffer): WebhookParse {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, message: 'The body is not valid JSON' };
  }
  const result = webhookSchema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      message: `Not a microCMS webhook payload: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    };
  }
  const { api, id, contents, type } = result.data;
  if (id === null) return { ok: true, targets: [{ api, id: null }], type };
  const ids = new Set([id, contents?.old?.id, contents?.new?.id].filter((v): v is string => Boolean(v)));
  return { ok: true, targets: [...ids].map((entryId) => ({ api, id: entryId })), type };
}
