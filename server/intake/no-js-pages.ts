/**
 * The pages a browser without JavaScript gets from the forms API: the list
 * of problems after an invalid post, and short notices (too many posts,
 * too large). Self-contained (inline style): they must not depend on the
 * build's hashed asset names.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Headers } from '../respond.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { withReporting } from '../../src/prerender/security-headers.ts';
import type { FieldError } from '../../src/forms/fields.ts';
import { errorMessage } from '../../src/forms/messages.ts';
import { fieldOrder, type FormId } from '../../src/forms/form-shape.ts';

/** The page each form lives on. */
export function formPage(form: FormId, locale: Locale): string {
  switch (form) {
    case 'contact':
      return locale === 'en' ? '/en/contact' : '/contact';
    case 'readiness':
      return '/readiness-check';
    case 'qparc':
      return '/qparc/2025/apply';
  }
}

/**
 * The anchor of a field on its form page: the form UI gives each input (or
 * fieldset) the id `field-{name}` (src/forms/ui/form-context.ts).
 */
export const fieldAnchor = (field: string) => `field-${encodeURIComponent(field)}`;

const STYLE = `body{font:16px/1.7 system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;color:#1a2a33;margin:0;padding:2rem 1rem}
main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.4;color:#b3261e}
ul{padding-left:1.25rem}li{margin:.4rem 0}a{color:#02736f}a:focus{outline:3px solid #03A49E;outline-offset:2px}
.back{margin-top:2rem;padding-top:1rem;border-top:1px solid #d5dde2}`;

/** The policy of these pages: their one inline stylesheet, by hash, and nothing else. */
export const NO_JS_PAGE_CSP = withReporting(
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
);

/** A no-JS page of the forms API, under its own policy. */
export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': NO_JS_PAGE_CSP,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(html),
    ...headers,
  });
  res.end(html);
}

function page(locale: Locale, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

const words = {
  ja: {
    title: '入力内容をご確認ください',
    heading: '送信できませんでした。入力内容をご確認ください',
    intro: (n: number) => `次の${n}件を修正してから、もう一度送信してください。`,
    back: 'フォームに戻る',
    backHint: 'ブラウザの「戻る」ボタンで戻ると、入力した内容はそのまま残っています。',
  },
  en: {
    title: 'Please check your answers',
    heading: 'Your form was not sent. Please check your answers',
    intro: (n: number) => `Correct ${n === 1 ? 'the following item' : `the following ${n} items`} and send the form again.`,
    back: 'Back to the form',
    backHint: "Your browser's Back button takes you back with everything you typed still there.",
  },
} as const;

/** `origin`: where the form page is when it is not on this server (pages on a CDN, origin.ts `pagesOrigin`); '' for here. */
function backLink(form: FormId, locale: Locale, origin: string): string {
  const w = words[locale];
  return `<p class="back"><a href="${escapeMarkup(origin + formPage(form, locale))}">${w.back}</a></p><p>${w.backHint}</p>`;
}

/** 422 for a post without JavaScript: every problem, in page order, each linking to its field. */
export function validationErrorPage(form: FormId, locale: Locale, errors: Partial<Record<string, FieldError>>, origin = ''): string {
  const w = words[locale];
  const order = fieldOrder[form];
  const fields = Object.keys(errors).sort((a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0));
  const items = fields.map((field) => {
    const error = errors[field] ?? { code: 'required' as const };
    const href = escapeMarkup(`${origin}${formPage(form, locale)}#${fieldAnchor(field)}`);
    return `<li><a href="${href}">${escapeMarkup(errorMessage(locale, form, field, error))}</a></li>`;
  });
  return page(
    locale,
    w.title,
    `<h1>${w.heading}</h1><p>${w.intro(fields.length)}</p><ul>${items.join('')}</ul>${backLink(form, locale, origin)}`,
  );
}

const notices = {
  tooMany: {
    ja: {
      title: '送信が集中しています',
      text: (s: number) => `短時間に多くの送信がありました。${Math.ceil(s / 60)}分ほど待ってから、もう一度送信してください。`,
    },
    en: {
      title: 'Too many submissions',
      text: (s: number) =>
        `We received many submissions from you in a short time. Please wait about ${Math.ceil(s / 60)} minute(s) and send the form again.`,
    },
  },
  tooLarge: {
    ja: {
      title: '入力内容が大きすぎます',
      text: () => '送信された内容が大きすぎるため受け付けられませんでした。入力内容を短くして、もう一度送信してください。',
    },
    en: {
      title: 'Your submission is too large',
      text: () => 'What you sent is too large for us to accept. Please shorten your answers and send the form again.',
    },
  },
  badRequest: {
    ja: { title: '送信できませんでした', text: () => '送信内容を読み取れませんでした。フォームに戻って、もう一度送信してください。' },
    en: {
      title: 'Your form could not be sent',
      text: () => 'We could not read what was sent. Please go back to the form and send it again.',
    },
  },
} as const;

/** A short notice page (429, 413, 400) with the way back to the form. */
export function noticePage(kind: keyof typeof notices, form: FormId, locale: Locale, seconds = 0, origin = ''): string {
  const n = notices[kind][locale];
  return page(locale, n.title, `<h1>${n.title}</h1><p>${escapeMarkup(n.text(seconds))}</p>${backLink(form, locale, origin)}`);
}
