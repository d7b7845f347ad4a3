/**
 * How staff hear about a new submission. A transport either resolves
 * (delivered) or throws (the outbox retries later); it never touches the
 * database. Chosen by NOTIFY_TRANSPORT.
 */
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Env } from '../../src/config/env.ts';
import { fieldLabel } from '../../src/forms/messages.ts';
import { fieldOrder, type FormId } from '../../src/forms/form-shape.ts';
import { fieldText } from './field-text.ts';
import { choiceLabels as labels } from '../../src/forms/choice-labels.ts';

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

/**
 * One key per notification, the same on every attempt. Delivery is at least once: an instance that dies
 * after the receiver took a notification and before the outbox recorded it leaves it due, and another
 * attempt sends it again (at most once per such death). A receiver drops a repeat by this key: the
 * webhook's `Idempotency-Key` header, the mail's Message-ID, the log line's `key`.
 */
export const notificationKey = (n: Notification): string => `submission-${n.id}`;

const formTitles: Record<FormId, string> = { contact: 'お問い合わせ', readiness: '量子レディネス診断', qparc: 'QPARC 2025 参加申し込み' };

/** The words staff see for a choice the visitor made (the stored value stays the code, for exports and filters). */
const choiceLabels: Partial<Record<FormId, Record<string, Record<string, string>>>> = {
  contact: { inquiryType: labels.ja.inquiryTypes },
  qparc: { participantType: labels.ja.participantTypes },
};

/** A submission's title: the form, and for a contact its type, so a job application or a brochure request stands out in an inbox. */
export function notificationTitle(n: Notification): string {
  const code = n.fields['inquiryType'];
  const type = n.form === 'contact' && typeof code === 'string' ? choiceLabels.contact?.['inquiryType']?.[code] : undefined;
  return type ? `${formTitles[n.form]}（${type}）` : formTitles[n.form];
}
/** Consent boxes are always ticked on a stored submission: not worth a line. */
const skipped = new Set(['privacyConsent', 'codeOfConductConsent']);

/** Plain text for people: the main fields with their Japanese labels (staff work in Japanese). */
export function notificationText(n: Notification): string {
  const lines = [`${notificationTitle(n)} #${n.id} (${n.form}, ${n.locale})`, `受付日時: ${n.receivedAt}`];
  if (n.score !== undefined) lines.push(`診断結果: ${n.score}点 / レベル${n.level}`);
  for (const field of fieldOrder[n.form]) {
    const value = n.fields[field];
    if (value === undefined || value === '' || skipped.has(field)) continue;
    const code = typeof value === 'string' ? value : undefined;
    const label = code === undefined ? undefined : choiceLabels[n.form]?.[field]?.[code];
    const text = label ? `${label}（${code}）` : fieldText(value, ', ');
    lines.push(`${fieldLabel('ja', n.form, field)}: ${text.includes('\n') ? `\n  ${text.replace(/\n/g, '\n  ')}` : text}`);
  }
  return lines.join('\n');
}

/** The log file is rotated once it would grow past this… */
export const NOTIFICATION_LOG_MAX_BYTES = 10 * 1024 * 1024;
/** …keeping this many old files: notifications.log.1 (newest) to .5. */
export const NOTIFICATION_LOG_KEEP = 5;
/** Owner read/write only, whatever the umask: the lines hold visitors' personal data. */
const LOG_MODE = 0o600;

export interface LogRotation {
  maxBytes?: number;
  keep?: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** logrotate style: .{keep} falls off, every older file moves up one, the current one becomes .1. */
async function rotate(file: string, keep: number): Promise<void> {
  if (keep < 1) return rm(file, { force: true });
  await rm(`${file}.${keep}`, { force: true });
  for (let i = keep - 1; i >= 1; i--)
    await rename(`${file}.${i}`, `${file}.${i + 1}`).catch((e: unknown) => {
      if (!isMissing(e)) throw e;
    });
  await rename(file, `${file}.1`);
}

/**
 * Default: one JSON line per submission in DATA_DIR/notifications.log (e.g. for
 * a log shipper), rotated by size. A few lines here rather than
 * rotating-file-stream: that is a long-lived buffered stream whose failures
 * arrive as stream events, while the outbox needs each send to resolve only
 * once its line is on disk (it marks the row delivered next) and to reject
 * otherwise (so it retries). Rotated files keep the 0600 of the file they were.
 */
export function logTransport(
  file: string,
  { maxBytes = NOTIFICATION_LOG_MAX_BYTES, keep = NOTIFICATION_LOG_KEEP }: LogRotation = {},
): Transport {
  let last: Promise<unknown> = Promise.resolve();
  async function append(line: string): Promise<void> {
    // With the forms in PostgreSQL nothing else creates DATA_DIR (one cheap call beside the append's own five).
    await mkdir(dirname(file), { recursive: true });
    const size = await stat(file).then(
      (s) => s.size,
      (e: unknown) => {
        if (isMissing(e)) return 0;
        throw e;
      },
    );
    if (size > 0 && size + Buffer.byteLength(line) > maxBytes) await rotate(file, keep);
    const handle = await open(file, 'a', LOG_MODE);
    try {
      await handle.chmod(LOG_MODE); // `open` applies the umask, and an older version's file may be 0644
      await handle.appendFile(line, 'utf8'); // one write with O_APPEND: lines never interleave
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
  return {
    name: 'log',
    send(n) {
      // One append at a time, so the size check and the rotation see every earlier line.
      const next = last.then(() => append(JSON.stringify({ key: notificationKey(n), ...n, text: notificationText(n) }) + '\n'));
      last = next.catch(() => {});
      return next;
    },
  };
}

/**
 * Slack (and its look-alikes) read `&`, `<` and `>` as markup: `<!channel>`
 * pings everyone, `<@U123>` a person, `<http://x|y>` disguises a link. Escaped
 * as Slack documents, what a visitor typed arrives as literal text.
 */
export const escapeChatText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * POSTs JSON with a `text` field a chat webhook displays, escaped (and with
 * `mrkdwn: false`, so *stars* and _underscores_ a visitor typed stay plain);
 * the raw values stay in `fields` for other consumers. Any non-2xx is a failure.
 */
export function webhookTransport(url: string, timeoutMs = 10_000): Transport {
  return {
    name: 'webhook',
    async send(n) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': notificationKey(n) },
        body: JSON.stringify({ ...n, text: escapeChatText(notificationText(n)), mrkdwn: false }),
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
      await (
        await transporter
      ).sendMail({
        from,
        to,
        subject: `[Web] ${notificationTitle(n)} #${n.id}`,
        text: notificationText(n),
        // The same Message-ID on a repeated attempt: mail stores that thread by it show one message.
        messageId: `<${notificationKey(n)}@${
          from
            .split('@')
            .pop()
            ?.replace(/[<>\s]/g, '') || 'localhost'
        }>`,
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
