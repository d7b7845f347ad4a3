/**
 * The personal part of a thank-you page (readiness result, QPARC receipt) as
 * an HTML fragment. The site server puts it into the pre-rendered page for
 * visitors without JavaScript; the browser renders the very same markup, so
 * both paths look identical.
 */
import type { Locale } from '../i18n/locales.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { readinessLevels } from './readiness-questions.ts';
import { qparcSessionLabels } from './qparc-sessions.ts';
import type { Receipt } from './receipts.ts';

const dateTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
    new Date(iso),
  );

export function receiptHtml(receipt: Receipt, locale: Locale): string {
  switch (receipt.form) {
    case 'readiness': {
      const level = readinessLevels.find((l) => l.level === receipt.level) ?? readinessLevels[0];
      if (!level) return '';
      return (
        `<h2 id="result-heading">診断結果</h2>` +
        `<p class="receipt__score"><span class="receipt__score-value">${receipt.score}</span> / ${receipt.maxScore} 点</p>` +
        `<p class="receipt__level">レベル${level.level}：<strong>${escapeMarkup(level.name)}</strong></p>` +
        `<p>${escapeMarkup(level.summary)}</p>` +
        `<h3>次の一歩</h3><ol>${level.nextSteps.map((s) => `<li>${escapeMarkup(s)}</li>`).join('')}</ol>`
      );
    }
    case 'qparc':
      return (
        `<h2 id="result-heading">お申し込み内容</h2><dl class="receipt__facts">` +
        `<dt>お名前</dt><dd>${escapeMarkup(receipt.name)}</dd>` +
        `<dt>所属機関</dt><dd>${escapeMarkup(receipt.organisation)}</dd>` +
        `<dt>参加セッション</dt><dd><ul>${receipt.sessions.map((s) => `<li>${escapeMarkup(qparcSessionLabels[s as keyof typeof qparcSessionLabels] ?? s)}</li>`).join('')}</ul></dd>` +
        `<dt>受付日時</dt><dd><time datetime="${escapeMarkup(receipt.receivedAt)}">${escapeMarkup(dateTime(receipt.receivedAt, locale))}</time></dd></dl>`
      );
    case 'contact':
      return '';
  }
}

/** The empty slot as React pre-renders it (see ReceiptSlot), and filling it. */
const SLOT = /(<div data-receipt-slot="" class="receipt"[^>]*>)(<\/div>)/;

export function fillReceiptSlot(pageHtml: string, fragment: string): string {
  return pageHtml.replace(SLOT, (_, open: string, close: string) => `${open}${fragment}${close}`);
}
