/**
 * Shared by the forms integration tests (not a test file itself): a tiny
 * built site in a temp directory, valid answers for each form, and a plain
 * HTTP client that shows statuses, headers and bodies exactly as sent.
 */
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../src/forms/form-shape.ts';
import { writeLiveRelease } from '../helpers/release-fixtures.ts';

export const SLOT = '<div data-receipt-slot="" class="receipt"></div>';

export const distFiles: Record<string, string> = {
  'client/index.html': '<!doctype html><html lang="ja"><title>ホーム</title>',
  'client/404.html': '<!doctype html><html lang="ja"><title>404</title><h1>ページが見つかりません</h1>',
  'client/en/404.html': '<!doctype html><html lang="en"><title>404</title><h1>This page could not be found</h1>',
  'client/contact/index.html': '<!doctype html><html lang="ja"><title>お問い合わせ</title>',
  'client/contact/thanks/index.html': '<!doctype html><html lang="ja"><title>送信完了</title>',
  'client/en/contact/thanks/index.html': '<!doctype html><html lang="en"><title>Thank you</title>',
  'client/readiness-check/thanks/index.html': `<!doctype html><html lang="ja"><title>診断完了</title><main><h1>ご回答ありがとうございました</h1>${SLOT}</main>`,
  'client/qparc/2025/apply/index.html': '<!doctype html><html lang="ja"><title>QPARC 申し込み</title>',
  'client/qparc/2025/apply/_/index.html': `<!doctype html><html lang="ja"><title>申し込み完了</title><main><h1>お申し込みを受け付けました</h1>${SLOT}</main>`,
  'server-routes.json': JSON.stringify({ buildId: 'test', redirects: {}, shells: { '/qparc/2025/apply/': '/qparc/2025/apply/_' } }),
};

export const writeDist = (dir: string): Promise<void> => writeLiveRelease(dir, distFiles);

export const newKey = () => randomBytes(12).toString('base64url');

export const validContact = () => ({
  inquiryType: 'consulting',
  company: '株式会社テスト化学',
  department: '研究開発部',
  name: '山田 花子',
  email: 'hanako@example.co.jp',
  phone: '03-1234-5678',
  message: '量子化学計算の導入について相談させてください。',
  privacyConsent: true,
  [HONEYPOT_FIELD]: '',
  idempotencyKey: newKey(),
});

export const validReadiness = () => ({
  q1: '3',
  q2: '2',
  q3: '2',
  q4: '1',
  q5: '2',
  q6: '1',
  q7: '2',
  company: '株式会社テスト化学',
  name: '山田 花子',
  email: 'hanako@example.co.jp',
  privacyConsent: true,
  idempotencyKey: newKey(),
});

export const validQparc = () => ({
  name: '佐藤 一郎',
  email: 'ichiro@example.ac.jp',
  organisation: '東都大学 理学部',
  participantType: 'academic',
  role: '准教授・計算化学',
  sessions: ['kickoff', 'hands-on'],
  privacyConsent: true,
  codeOfConductConsent: true,
  idempotencyKey: newKey(),
});

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it expects and asserts it
  json: () => any;
}

export function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export const postJson = (port: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(port, 'POST', path, { headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

export const postForm = (port: number, path: string, body: string, headers: Record<string, string> = {}) =>
  call(port, 'POST', path, { headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });

/** Polls until `check` returns a value other than undefined/false (or fails after `ms`). */
export async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
