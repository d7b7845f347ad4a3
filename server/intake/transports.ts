/**
 * How staff hear about a new submission. A transport either resolves
 * (delivered) or throws (the outbox retries later); it never touches the
 * database. Chosen by NOTIFY_TRANSPORT.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../../src/config/env.ts';
import { fieldLabel } from '../../src/forms/messages.ts';
import { fieldOrder, type FormId } from '../../src/forms/schemas.ts';

export interface Notification {
  id: number;
  form: FormId;
  locale: string;
  receivedAt: string;
  fields: Record<string, unknown>;
  /** Readiness only. */
  score?: number;
  level?: number;
}

export interface Transport {
  name: string;
  send(notification: Notification): Promise<void>;
}

const formTitles: Record<FormId, string> = { contact: 'お問い合わせ', readiness: '量子レディネス診断', qparc: 'QPARC 2025 参加申し込み' };
/** Consent boxes are always ticked on a stored submission: not worth a line. */
const skipped = new Set(['privacyConsent', 'codeOfConductConsent']);

/** Plain text for people: the main fields with their Japanese labels (staff work in Japanese). */
export function notificationText(n: Notification): string {
  const lines = [`${formTitles[n.form]} #${n.id} (${n.form}, ${n.locale})`, `受付日時: ${n.receivedAt}`];
  if (n.score !== undefined) lines.push(`診断結果: ${n.score}点 / レベル${n.level}`);
  for (const field of fieldOrder[n.form]) {
    const value = n.fields[field];
    if (value === undefined || value === '' || skipped.has(field)) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    lines.push(`${fieldLabel('ja', n.form, field)}: ${text.includes('\n') ? `\n  ${text.replace(/\n/g, '\n  ')}` : text}`);
  }
  return lines.join('\n');
}

/** Default: one JSON line per submission in DATA_DIR/notifications.log (e.g. for a log shipper). */
export function logTransport(file: string): Transport {
  return {
    name: 'log',
    async send(n) {
      await appendFile(file, JSON.stringify({ ...n, text: notificationText(n) }) + '\n', 'utf8');
    },
  };
}

/** POSTs JSON (with a `text` field chat webhooks display as is); any non-2xx is a failure. */
export function webhookTransport(url: string, timeoutMs = 10_000): Transport {
  return {
    name: 'webhook',
    async send(n) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...n, text: notificationText(n) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      // The URL may carry a secret, so the error names only the status.
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    },
  };
}

/** E-mail through SMTP_URL; nodemailer is loaded only when this transport is chosen. */
export function smtpTransport(smtpUrl: string, to: string[], from: string): Transport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  return {
    name: 'smtp',
    async send(n) {
      // Short timeouts (nodemailer's socket default is 10 minutes): a stalled server must not hold up shutdown.
      transporter ??= import('nodemailer').then((m) =>
        m.default.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
      );
      await (await transporter).sendMail({
        from,
        to,
        subject: `[Web] ${formTitles[n.form]} #${n.id}`,
        text: notificationText(n),
      });
    },
  };
}

export function transportFromEnv(env: Env): Transport {
  switch (env.NOTIFY_TRANSPORT) {
    case 'webhook':
      if (!env.NOTIFY_WEBHOOK_URL) throw new Error('NOTIFY_WEBHOOK_URL is required'); // loadEnv already refuses this
      return webhookTransport(env.NOTIFY_WEBHOOK_URL);
    case 'smtp': {
      const to = env.NOTIFY_TO ?? [];
      if (!env.SMTP_URL || to.length === 0) throw new Error('SMTP_URL and NOTIFY_TO are required');
      return smtpTransport(env.SMTP_URL, to, env.NOTIFY_FROM ?? to[0] ?? '');
    }
    case 'log':
      return logTransport(join(env.DATA_DIR, 'notifications.log'));
  }
}
