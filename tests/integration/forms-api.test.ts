/**
 * The forms API against the real site server and a real SQLite file in a
 * temp DATA_DIR: what a browser (with or without JavaScript), a bot, staff
 * and the notification target each notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createSiteServer } from '../../server/site-server.ts';
import type { TrustProxy } from '../../server/client-address.ts';
import { createIntake, type SqliteIntake, type IntakeOptions } from '../../server/intake/index.ts';
import { webhookTransport } from '../../server/intake/transports.ts';
import { HONEYPOT_FIELD } from '../../src/forms/form-shape.ts';
import { call, eventually, newKey, postForm, postJson, validContact, validQparc, validReadiness, writeDist } from './forms-fixtures.ts';

const EXPORT_TOKEN = 'test-export-token-0123456789abcdef';
const SITE_ORIGIN = 'https://www.aonami-quantum.example';

let root: string;
let distDir: string;
const running: { server: Server; intake: SqliteIntake }[] = [];

/** A site server with its own intake and data directory; returns its port. */
async function start(
  name: string,
  options: Partial<IntakeOptions> = {},
  trustProxy?: TrustProxy,
): Promise<{ port: number; intake: SqliteIntake; dataDir: string }> {
  const dataDir = join(root, name);
  const intake = createIntake({
    dataDir,
    siteOrigins: [SITE_ORIGIN],
    rateLimit: { max: 10_000, windowMs: 60_000 },
    exportToken: EXPORT_TOKEN,
    worker: { pollMs: 50 },
    ...options,
  });
  const server = await createSiteServer({ distDir, intake, trustProxy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ server, intake });
  return { port: (server.address() as AddressInfo).port, intake, dataDir };
}

let port: number;
let intake: SqliteIntake;
let dataDir: string;
const count = (sql: string, ...params: unknown[]) =>
  intake.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-api-'));
  distDir = join(root, 'dist');
  await writeDist(distDir);
  ({ port, intake, dataDir } = await start('main'));
});

afterAll(async () => {
  for (const { server, intake } of running) {
    await new Promise((resolve) => server.close(resolve));
    await intake.close();
  }
  await rm(root, { recursive: true, force: true });
});

describe('accepted submissions', () => {
  it('stores a valid contact post with its outbox row before answering 201', async () => {
    const res = await postJson(port, '/api/forms/contact', validContact());
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      receipt: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      redirectTo: '/contact/thanks',
    });
    const row = intake.db.prepare('SELECT * FROM submissions WHERE id = ?').get(answer.id) as Record<string, string>;
    expect(row).toMatchObject({ form: 'contact', locale: 'ja', receipt: answer.receipt });
    expect(JSON.parse(row.data!)).toMatchObject({ company: '株式会社テスト化学', privacyConsent: true });
    expect(JSON.parse(row.data!)).not.toHaveProperty(HONEYPOT_FIELD);
    expect(row.spam).toBe(0);
    expect(JSON.parse(row.data!)).not.toHaveProperty('idempotencyKey');
    expect(row.ip_hash).not.toContain('127.0.0.1');
    expect(count('SELECT COUNT(*) FROM outbox WHERE submission_id = ?', answer.id)).toBe(1);
  });

  it('takes the locale from the query or the body (English only for contact)', async () => {
    expect((await postJson(port, '/api/forms/contact?locale=en', validContact())).json().redirectTo).toBe('/en/contact/thanks');
    expect((await postJson(port, '/api/forms/contact', { ...validContact(), locale: 'en' })).json().redirectTo).toBe('/en/contact/thanks');
    expect((await postJson(port, '/api/forms/readiness?locale=en', validReadiness())).status).toBe(400);
    // A locale that is not a string is refused, whatever it claims to be.
    for (const locale of [{ toString: 'x' }, { toString: () => 'ja' }, ['ja'], 1]) {
      const res = await postJson(port, '/api/forms/contact', { ...validContact(), locale });
      expect(res.status, JSON.stringify(locale)).toBe(400);
    }
  });

  it('stores the readiness score and level and sends the visitor to their result', async () => {
    const res = await postJson(port, '/api/forms/readiness', validReadiness());
    expect(res.status).toBe(201);
    const { id, receipt, redirectTo } = res.json();
    expect(redirectTo).toBe(`/readiness-check/thanks?receipt=${receipt}`);
    expect(intake.db.prepare('SELECT score, level FROM submissions WHERE id = ?').get(id)).toEqual({ score: 13, level: 3 });
  });

  it('sends a QPARC applicant to their completion page', async () => {
    const res = await postJson(port, '/api/forms/qparc', validQparc());
    expect(res.status).toBe(201);
    expect(res.json().redirectTo).toBe(`/qparc/2025/apply/${res.json().receipt}`);
  });
});

describe('refused posts', () => {
  it('answers 422 with a code and a message per invalid field', async () => {
    const res = await postJson(port, '/api/forms/contact', {
      ...validContact(),
      inquiryType: 'lunch',
      company: '',
      name: 'あ'.repeat(61),
      email: 'not-an-address',
      phone: 'call me',
      message: '短すぎ',
      privacyConsent: false,
    });
    expect(res.status).toBe(422);
    const { errors, messages } = res.json();
    expect(errors).toEqual({
      inquiryType: { code: 'choice' },
      company: { code: 'required' },
      name: { code: 'tooLong', limit: 60 },
      email: { code: 'email' },
      phone: { code: 'phone' },
      message: { code: 'tooShort', limit: 10 },
      privacyConsent: { code: 'consent' },
    });
    expect(messages.message).toBe('お問い合わせ内容は10文字以上で入力してください。');
    const en = (await postJson(port, '/api/forms/contact?locale=en', { ...validContact(), email: '' })).json();
    expect(en.messages.email).toBe('Enter your email address.');
    const qparc = (await postJson(port, '/api/forms/qparc', { ...validQparc(), sessions: [], codeOfConductConsent: 'no' })).json();
    expect(qparc.errors).toEqual({ sessions: { code: 'minChoices', limit: 1 }, codeOfConductConsent: { code: 'consent' } });
    const readiness = (await postJson(port, '/api/forms/readiness', { ...validReadiness(), q3: '4', idempotencyKey: 'short' })).json();
    expect(readiness.errors).toEqual({ q3: { code: 'choice' }, idempotencyKey: { code: 'required' } });
    expect(count('SELECT COUNT(*) FROM submissions WHERE data LIKE ?', '%短すぎ%')).toBe(0);
  });

  it('refuses a body over 32 KiB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...validContact(), message: 'x'.repeat(40_000) });
    expect((await postJson(port, '/api/forms/contact', JSON.parse(big))).status).toBe(413);
    // Chunked: no Content-Length to refuse up front, so the limit applies while reading.
    const chunked = await call(port, 'POST', '/api/forms/contact', {
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: big,
    });
    expect(chunked.status).toBe(413);
  });

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const plain = await call(port, 'POST', '/api/forms/contact', { headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(plain.status).toBe(415);
    const bad = await call(port, 'POST', '/api/forms/contact', { headers: { 'Content-Type': 'application/json' }, body: '{"company": ' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('refuses cross-origin posts and allows the site and the server itself', async () => {
    const evil = await postJson(port, '/api/forms/contact', validContact(), { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.json()).toEqual({ message: 'Cross-origin form posts are not accepted' });
    expect((await postJson(port, '/api/forms/contact', validContact(), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await postJson(port, '/api/forms/contact', validContact(), { Origin: `http://127.0.0.1:${port}` })).status).toBe(201);
    expect(
      (await postJson(port, '/api/forms/contact', validContact(), { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(201);
  });

  it('answers other methods with 405 and unknown forms with 404', async () => {
    const get = await call(port, 'GET', '/api/forms/contact');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const unknown = await postJson(port, '/api/forms/newsletter', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });
});

describe('idempotency', () => {
  it('stores a retried submit once and answers with the same receipt', async () => {
    const body = validContact();
    const first = await postJson(port, '/api/forms/contact', body);
    const again = await postJson(port, '/api/forms/contact', body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(count('SELECT COUNT(*) FROM submissions WHERE idempotency_key = ?', body.idempotencyKey)).toBe(1);
  });

  it('makes one record of concurrent duplicates', async () => {
    const body = validQparc();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson(port, '/api/forms/qparc', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().receipt)).size).toBe(1);
    expect(count('SELECT COUNT(*) FROM submissions WHERE idempotency_key = ?', body.idempotencyKey)).toBe(1);
    expect(
      count('SELECT COUNT(*) FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.idempotency_key = ?', body.idempotencyKey),
    ).toBe(1);
  });
});

describe('rate limit', () => {
  it('counts visitors behind a trusted proxy apart, by the address the proxy forwards', async () => {
    const behindProxy = await start('proxied', { rateLimit: { max: 1, windowMs: 120_000 } }, ['loopback']);
    const from = (ip: string) => postJson(behindProxy.port, '/api/forms/contact', validContact(), { 'X-Forwarded-For': ip });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.2')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(429);
    // Without TRUST_PROXY the header is ignored: everyone behind the proxy is one client.
    const direct = await start('unproxied', { rateLimit: { max: 1, windowMs: 120_000 } });
    expect((await postJson(direct.port, '/api/forms/contact', validContact(), { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(201);
    expect((await postJson(direct.port, '/api/forms/contact', validContact(), { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });

  it('answers 429 with Retry-After after the limit, per client and form', async () => {
    const limited = await start('limited', { rateLimit: { max: 3, windowMs: 120_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(limited.port, '/api/forms/contact', i === 1 ? {} : validContact())).status);
    expect(statuses).toEqual([201, 422, 201]); // rejected posts count too
    const over = await postJson(limited.port, '/api/forms/contact', validContact());
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(120);
    const html = await postForm(limited.port, '/api/forms/contact', 'company=x');
    expect(html.status).toBe(429);
    expect(html.headers['content-type']).toContain('text/html');
    expect((await postJson(limited.port, '/api/forms/readiness', validReadiness())).status).toBe(201);
  });
});

describe('honeypot', () => {
  const admin = { Authorization: `Bearer ${EXPORT_TOKEN}` };
  const logText = () => readFile(join(dataDir, 'notifications.log'), 'utf8').catch(() => '');
  const logged = (text: string, id: number) => text.split('\n').some((l) => l.includes(`"id":${id},`));
  const spamOf = (id: number) => count('SELECT spam FROM submissions WHERE id = ?', id);
  const outboxOf = (id: number) => count('SELECT COUNT(*) FROM outbox WHERE submission_id = ?', id);

  it('stores a trapped post flagged as spam, notifies nobody, and answers exactly like a real post', async () => {
    const real = await postJson(port, '/api/forms/contact', validContact());
    const bot = await postJson(port, '/api/forms/contact', { ...validContact(), [HONEYPOT_FIELD]: 'http://spam.example' });
    const after = await postJson(port, '/api/forms/contact', validContact());
    expect(bot.status).toBe(real.status);
    expect(Object.keys(bot.headers).sort()).toEqual(Object.keys(real.headers).sort());
    expect(bot.headers['content-type']).toBe(real.headers['content-type']);
    expect(Object.keys(bot.json())).toEqual(Object.keys(real.json()));
    expect(bot.json().redirectTo).toBe(real.json().redirectTo);
    // Real rows, so ids from the one sequence: nothing to tell a trapped post's id from a real one's.
    const ids = [real, bot, after].map((r) => r.json().id as number);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2]);
    expect([ids.map(spamOf), ids.map(outboxOf)]).toEqual([
      [0, 1, 0],
      [1, 0, 1],
    ]);
    expect(JSON.parse(intake.db.prepare('SELECT data FROM submissions WHERE id = ?').pluck().get(ids[1]) as string)).not.toHaveProperty(
      HONEYPOT_FIELD,
    );
    // The post after them is notified, so the worker has been past them.
    const text = await eventually(async () => {
      const t = await logText();
      return logged(t, ids[2]!) && t;
    });
    expect([logged(text, ids[0]!), logged(text, ids[1]!)]).toEqual([true, false]);
    await eventually(() => count('SELECT SUM(count) FROM spam_count') >= 1);
  });

  it('gives a trapped post without JavaScript the same redirect, and its receipt resolves', async () => {
    const readiness = await postForm(
      port,
      '/api/forms/readiness',
      `q1=3&q2=2&q3=2&q4=1&q5=2&q6=1&q7=2&company=X&name=Y&email=y%40example.com&privacyConsent=on&${HONEYPOT_FIELD}=buy+now`,
    );
    expect(readiness.status).toBe(303);
    const location = String(readiness.headers.location);
    expect(location).toMatch(/^\/readiness-check\/thanks\?receipt=[A-Za-z0-9_-]{22}$/);
    const page = await call(port, 'GET', location);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<span class="receipt__score-value">13</span> / 21');

    const qparc = await postJson(port, '/api/forms/qparc', { ...validQparc(), [HONEYPOT_FIELD]: 'x' });
    expect(qparc.status).toBe(201);
    const { id, receipt, redirectTo } = qparc.json();
    expect(redirectTo).toBe(`/qparc/2025/apply/${receipt}`);
    expect(spamOf(id)).toBe(1);
    const completion = await call(port, 'GET', redirectTo);
    expect(completion.status).toBe(200);
    expect(completion.text).toContain('<dd>佐藤 一郎</dd>');
    expect((await call(port, 'GET', `/api/receipts/${receipt}`)).json()).toMatchObject({ form: 'qparc', name: '佐藤 一郎' });
  });

  it('answers an invalid trapped post exactly like an invalid real one, storing nothing', async () => {
    const before = count('SELECT COUNT(*) FROM submissions');
    const spamBefore = count('SELECT COALESCE(SUM(count), 0) FROM spam_count');
    const invalid = { ...validContact(), email: 'nope', message: '短い' };
    const real = await postJson(port, '/api/forms/contact', invalid);
    const bot = await postJson(port, '/api/forms/contact', { ...invalid, [HONEYPOT_FIELD]: 'x' });
    expect(bot.status).toBe(422);
    expect(bot.text).toBe(real.text);
    const realPage = await postForm(port, '/api/forms/contact', 'company=x');
    const botPage = await postForm(port, '/api/forms/contact', `company=x&${HONEYPOT_FIELD}=y`);
    expect([botPage.status, botPage.text]).toEqual([realPage.status, realPage.text]);
    expect(count('SELECT COUNT(*) FROM submissions')).toBe(before);
    await eventually(() => count('SELECT SUM(count) FROM spam_count') === spamBefore + 2);
  });

  it('lists trapped posts in the CSV export with a spam column', async () => {
    const real = (await postJson(port, '/api/forms/contact', validContact())).json();
    const bot = (await postJson(port, '/api/forms/contact', { ...validContact(), [HONEYPOT_FIELD]: 'x' })).json();
    const csv = await call(port, 'GET', '/api/admin/submissions.csv?form=contact', { headers: admin });
    const lines = csv.text.split('\r\n');
    expect(lines[0]!.split(',').at(-1)).toBe('spam');
    expect(
      lines
        .find((l) => l.startsWith(`${real.id},`))
        ?.split(',')
        .at(-1),
    ).toBe('0');
    expect(
      lines
        .find((l) => l.startsWith(`${bot.id},`))
        ?.split(',')
        .at(-1),
    ).toBe('1');
  });

  it('lets staff mark a trapped post as not spam, which notifies them once', async () => {
    const { id } = (
      await postJson(port, '/api/forms/contact', { ...validContact(), name: '自動入力 された', [HONEYPOT_FIELD]: 'Hanako' })
    ).json();
    const path = `/api/admin/submissions/${id}/not-spam`;
    expect((await call(port, 'POST', path)).status).toBe(401);
    expect((await call(port, 'POST', path, { headers: { Authorization: `Bearer ${EXPORT_TOKEN}x` } })).status).toBe(401);
    expect((await call(port, 'GET', path, { headers: admin })).status).toBe(405);
    expect((await call(port, 'POST', '/api/admin/submissions/999999999/not-spam', { headers: admin })).status).toBe(404);
    expect(spamOf(id)).toBe(1);

    const first = await call(port, 'POST', path, { headers: admin });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ id, spam: false, notification: 'queued' });
    expect([spamOf(id), outboxOf(id)]).toEqual([0, 1]);
    const line = await eventually(async () => (await logText()).split('\n').find((l) => l.includes(`"id":${id},`)));
    expect(JSON.parse(line)).toMatchObject({ id, fields: { name: '自動入力 された' } });

    const again = await call(port, 'POST', path, { headers: admin });
    expect(again.json()).toEqual({ id, spam: false, notification: 'alreadyQueued' });
    expect(outboxOf(id)).toBe(1);
    const real = (await postJson(port, '/api/forms/contact', validContact())).json();
    expect((await call(port, 'POST', `/api/admin/submissions/${real.id}/not-spam`, { headers: admin })).json().notification).toBe(
      'alreadyQueued',
    );
    const csv = await call(port, 'GET', '/api/admin/submissions.csv?form=contact', { headers: admin });
    expect(
      csv.text
        .split('\r\n')
        .find((l) => l.startsWith(`${id},`))
        ?.split(',')
        .at(-1),
    ).toBe('0');

    const disabled = await start('no-export-spam', { exportToken: undefined });
    expect((await call(disabled.port, 'POST', '/api/admin/submissions/1/not-spam', { headers: admin })).status).toBe(404);
  });
});

describe('posts without JavaScript (urlencoded)', () => {
  const contactForm = (extra = '') =>
    'inquiryType=product&company=%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE%E3%83%86%E3%82%B9%E3%83%88&name=Taro&email=taro%40example.com' +
    `&message=I+would+like+to+hear+more+about+Qamuy.&privacyConsent=on&${HONEYPOT_FIELD}=` +
    extra;

  it('stores a valid post and redirects 303 to the thanks page', async () => {
    const res = await postForm(port, '/api/forms/contact', contactForm(`&idempotencyKey=${newKey()}`));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact/thanks');
    const qparc = await postForm(
      port,
      '/api/forms/qparc',
      'name=A&email=a%40example.jp&organisation=B&participantType=company&role=C&sessions=kickoff&sessions=hands-on&privacyConsent=on&codeOfConductConsent=on',
    );
    expect(qparc.status).toBe(303);
    const token = String(qparc.headers.location).split('/').pop()!;
    expect(
      JSON.parse(
        (await intake.findReceipt(token))
          ? (intake.db.prepare('SELECT data FROM submissions WHERE receipt = ?').pluck().get(token) as string)
          : '{}',
      ).sessions,
    ).toEqual(['kickoff', 'hands-on']);
  });

  it('stores a resubmitted identical post without a key once', async () => {
    const body = contactForm() + '&department=' + newKey();
    const first = await postForm(port, '/api/forms/contact?locale=en', body);
    const second = await postForm(port, '/api/forms/contact?locale=en', body);
    expect(first.status).toBe(303);
    expect(second.headers.location).toBe('/en/contact/thanks');
    expect(count('SELECT COUNT(*) FROM submissions WHERE data LIKE ?', `%${body.split('department=')[1]}%`)).toBe(1);
  });

  it('answers an invalid post with a 422 page in the page language listing each problem', async () => {
    const res = await postForm(
      port,
      '/api/forms/contact',
      `inquiryType=product&company=&name=Taro&email=nope&message=short&${HONEYPOT_FIELD}=`,
    );
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<html lang="ja">');
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toMatch(/<h1>[^<]+<\/h1>/);
    expect(res.text).toContain('<a href="/contact#field-company">会社名・団体名を入力してください。</a>');
    expect(res.text).toContain('<a href="/contact#field-email">');
    expect(res.text).toContain('<a href="/contact#field-message">お問い合わせ内容は10文字以上で入力してください。</a>');
    expect(res.text).toContain('<a href="/contact#field-privacyConsent">');
    expect(res.text).toContain('「戻る」ボタン');
    expect(res.text.indexOf('#field-company')).toBeLessThan(res.text.indexOf('#field-email')); // page order
    // Its one inline stylesheet is allowed by hash, nothing else: the page is styled under a strict policy.
    const style = /<style>([^<]*)<\/style>/.exec(res.text)?.[1] ?? '';
    const styleHash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`^default-src 'none'; style-src 'sha256-${styleHash.replace(/[+/]/g, '\\$&')}'; base-uri 'none';`),
    );
    const en = await postForm(
      port,
      '/api/forms/contact?locale=en',
      'inquiryType=product&company=X&name=Taro&email=nope&message=long+enough+text&privacyConsent=on',
    );
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('<a href="/en/contact#field-email">Enter an email address like name@example.com.</a>');
    expect(en.text).toContain('<a href="/en/contact">');
    expect(en.text).toContain('Back button');
  });
});

describe('pages on a CDN, this server on another origin (API_ORIGIN)', () => {
  const cdn = { Origin: SITE_ORIGIN, 'Sec-Fetch-Site': 'cross-site' };
  const preflight = (path: string, origin: string, method = 'POST') =>
    call(port, 'OPTIONS', path, {
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type' },
    });

  it("answers the preflight of the pages' origin only", async () => {
    const ok = await preflight('/api/forms/contact', SITE_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(ok.headers['access-control-allow-methods']).toBe('POST');
    expect(ok.headers['access-control-allow-headers']).toBe('Content-Type,Accept');
    expect(ok.headers['access-control-max-age']).toBe('600');
    expect(ok.headers.vary).toContain('Origin');
    const receipt = await preflight('/api/receipts/abc', SITE_ORIGIN, 'GET');
    expect(receipt.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const evil = await preflight('/api/forms/contact', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    // Not what the pages call: no CORS at all.
    const other = await preflight('/api/admin/submissions.csv', SITE_ORIGIN, 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("stores a cross-site post from the pages' origin and lets the page read the answer", async () => {
    const res = await postJson(port, '/api/forms/readiness', validReadiness(), cdn);
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(res.headers['access-control-expose-headers']).toBe('Retry-After');
    const { receipt, redirectTo } = res.json() as { receipt: string; redirectTo: string };
    // The page goes on to its own origin's thank-you page and reads the receipt from here.
    expect(redirectTo).toBe(`/readiness-check/thanks?receipt=${receipt}`);
    const read = await call(port, 'GET', `/api/receipts/${receipt}`, { headers: { Origin: SITE_ORIGIN } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(read.json()).toMatchObject({ form: 'readiness' });
    const evil = await postJson(port, '/api/forms/contact', validContact(), {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends a browser without JavaScript back to the pages' origin, or to the page here that shows its receipt", async () => {
    const contact =
      'inquiryType=product&company=%E6%A0%AA%E5%BC%8F%E4%BC%9A%E7%A4%BE&name=Taro&email=taro%40example.com' +
      `&message=I+would+like+to+hear+more+about+Qamuy.&privacyConsent=on&idempotencyKey=${newKey()}`;
    const thanks = await postForm(port, '/api/forms/contact?locale=en', contact, cdn);
    expect(thanks.status).toBe(303);
    expect(thanks.headers.location).toBe(`${SITE_ORIGIN}/en/contact/thanks`);
    // Only this server can fill the score in without JavaScript: its own thank-you page.
    const readiness = await postForm(
      port,
      '/api/forms/readiness',
      'q1=1&q2=1&q3=1&q4=1&q5=1&q6=1&q7=1&company=A&name=B&email=b%40example.jp&privacyConsent=on',
      cdn,
    );
    expect(readiness.status).toBe(303);
    expect(readiness.headers.location).toMatch(/^\/readiness-check\/thanks\?receipt=[\w-]{22,}$/);
    // The problems page links back to the form where the visitor filled it in.
    const invalid = await postForm(port, '/api/forms/contact', 'inquiryType=product&company=&name=Taro&email=nope&message=short', cdn);
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain(`<a href="${SITE_ORIGIN}/contact#field-company">`);
    expect(invalid.text).toContain(`<p class="back"><a href="${SITE_ORIGIN}/contact">`);
  });
});

describe('receipts', () => {
  it('returns what the thank-you page shows, privately', async () => {
    const readiness = (await postJson(port, '/api/forms/readiness', validReadiness())).json();
    const res = await call(port, 'GET', `/api/receipts/${readiness.receipt}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      form: 'readiness',
      score: 13,
      maxScore: 21,
      level: 3,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.+Z$/),
    });
    const qparc = (await postJson(port, '/api/forms/qparc', validQparc())).json();
    expect((await call(port, 'GET', `/api/receipts/${qparc.receipt}`)).json()).toMatchObject({
      form: 'qparc',
      name: '佐藤 一郎',
      organisation: '東都大学 理学部',
      sessions: ['kickoff', 'hands-on'],
    });
    const contact = (await postJson(port, '/api/forms/contact', validContact())).json();
    expect(Object.keys((await call(port, 'GET', `/api/receipts/${contact.receipt}`)).json()).sort()).toEqual(['form', 'receivedAt']);
    expect((await call(port, 'GET', '/api/receipts/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call(port, 'GET', '/api/receipts/not!a!token')).status).toBe(404);
  });
});

describe('CSV export', () => {
  it('is refused without the token and absent when no token is configured', async () => {
    const none = await call(port, 'GET', '/api/admin/submissions.csv');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await call(port, 'GET', '/api/admin/submissions.csv', { headers: { Authorization: `Bearer ${EXPORT_TOKEN}x` } })).status).toBe(
      401,
    );
    const disabled = await start('no-export', { exportToken: undefined });
    expect(
      (await call(disabled.port, 'GET', '/api/admin/submissions.csv', { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } })).status,
    ).toBe(404);
  });

  it('exports UTF-8 CSV with Japanese intact and formulas neutralised', async () => {
    const body = {
      ...validContact(),
      company: '=SUM(A1)',
      department: '研究開発部 "第一"',
      message: 'こんにちは、量子の件で\n相談です。よろしく',
    };
    const { id } = (await postJson(port, '/api/forms/contact', body)).json();
    const res = await call(port, 'GET', '/api/admin/submissions.csv?form=contact', {
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,form,locale,received_at,inquiryType,company,department,name,email,phone,message,privacyConsent,spam');
    expect(lines.at(-1)).toBe('');
    const row = res.text.split('\r\n').find((l) => l.startsWith(`${id},`));
    expect(row).toMatch(
      new RegExp(
        `^${id},contact,ja,[^,]+,consulting,'=SUM\\(A1\\),"研究開発部 ""第一""",山田 花子,hanako@example.co.jp,03-1234-5678,"こんにちは、量子の件で\\n相談です。よろしく",true,0$`,
      ),
    );
    const all = await call(port, 'GET', '/api/admin/submissions.csv', { headers: { Authorization: `Bearer ${EXPORT_TOKEN}` } });
    expect(all.text.split('\r\n')[0]).toContain('sessions');
    expect(all.text.split('\r\n')[0]).toContain('readiness_score');
  });
});

describe('job applications and brochure requests', () => {
  it('takes both through the contact form, with and without JavaScript, and tells staff which they are', async () => {
    const message = '【応募職種】量子アルゴリズム研究員\n\n博士課程で量子誤り訂正を研究しています。';
    const json = await postJson(port, '/api/forms/contact', { ...validContact(), inquiryType: 'recruit', message });
    expect(json.status).toBe(201);
    const form = await postForm(
      port,
      '/api/forms/contact',
      `inquiryType=brochure&company=X&name=Taro&email=taro%40example.com&message=${encodeURIComponent('会社案内資料を希望します。')}&privacyConsent=on&idempotencyKey=brochure-request-0001&${HONEYPOT_FIELD}=`,
    );
    expect(form.status).toBe(303);
    const id = json.json().id as number;
    expect(JSON.parse(intake.db.prepare('SELECT data FROM submissions WHERE id = ?').pluck().get(id) as string)).toMatchObject({
      inquiryType: 'recruit',
      message,
    });
    const line = await eventually(async () =>
      (await readFile(join(dataDir, 'notifications.log'), 'utf8').catch(() => '')).split('\n').find((l) => l.includes(`"id":${id},`)),
    );
    expect((JSON.parse(line) as { text: string }).text).toMatch(
      /^お問い合わせ（採用へのご応募・ご質問） #\d+ \(contact, ja\)\n[\s\S]*お問い合わせの種類: 採用へのご応募・ご質問（recruit）/,
    );
    const csv = await call(port, 'GET', '/api/admin/submissions.csv?form=contact', {
      headers: { Authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    const types = csv.text
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((row) => row.split(',')[4]);
    expect(types).toContain('recruit');
    expect(types).toContain('brochure');
  });
});

describe('staff notification', () => {
  it('writes one log line per submission with the log transport', async () => {
    const { id } = (await postJson(port, '/api/forms/contact', { ...validContact(), name: 'ログ 確認' })).json();
    const line = await eventually(async () => {
      const text = await readFile(join(dataDir, 'notifications.log'), 'utf8').catch(() => '');
      return text.split('\n').find((l) => l.includes(`"id":${id},`));
    });
    expect(JSON.parse(line)).toMatchObject({
      key: `submission-${id}`,
      id,
      form: 'contact',
      fields: { name: 'ログ 確認' },
      receivedAt: expect.any(String),
    });
    expect(count('SELECT COUNT(*) FROM outbox WHERE submission_id = ? AND delivered_at IS NOT NULL', id)).toBe(1);
  });

  it('retries a failing webhook with back-off and never touches the submission', async () => {
    const received: string[] = [];
    const keys: (string | undefined)[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(body);
        keys.push(req.headers['idempotency-key'] as string | undefined);
        res.writeHead(received.length === 1 ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const target = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/notify`;
      const site = await start('webhook', { transport: webhookTransport(target), worker: { pollMs: 50, retryBaseMs: 300 } });
      const { id } = (await postJson(site.port, '/api/forms/qparc', validQparc())).json();
      const outbox = () =>
        site.intake.db.prepare('SELECT attempts, last_error, delivered_at FROM outbox WHERE submission_id = ?').get(id) as {
          attempts: number;
          last_error: string | null;
          delivered_at: string | null;
        };
      await eventually(() => outbox().attempts === 1);
      expect(outbox()).toMatchObject({ last_error: 'webhook answered 500', delivered_at: null });
      expect(site.intake.db.prepare('SELECT COUNT(*) FROM submissions WHERE id = ?').pluck().get(id)).toBe(1);
      await eventually(() => outbox().delivered_at !== null);
      expect(outbox()).toMatchObject({ attempts: 2, last_error: null });
      expect(received).toHaveLength(2);
      expect(JSON.parse(received[1]!)).toMatchObject({ id, form: 'qparc', fields: { organisation: '東都大学 理学部' } });
      // The same key on each attempt, for a receiver to drop a repeat.
      expect(keys).toEqual([`submission-${id}`, `submission-${id}`]);
      expect(site.intake.db.prepare('SELECT COUNT(*) FROM submissions WHERE id = ?').pluck().get(id)).toBe(1);
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe('personalised pages without JavaScript', () => {
  it('fills the readiness result into the thanks page, privately', async () => {
    const { receipt } = (await postJson(port, '/api/forms/readiness', validReadiness())).json();
    const res = await call(port, 'GET', `/readiness-check/thanks?receipt=${receipt}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<div data-receipt-slot="" class="receipt"><h2 id="result-heading">診断結果</h2>');
    expect(res.text).toContain('<span class="receipt__score-value">13</span> / 21');
    const gz = await call(port, 'GET', `/readiness-check/thanks?receipt=${receipt}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(res.text);
    const plain = await call(port, 'GET', '/readiness-check/thanks?receipt=AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('<div data-receipt-slot="" class="receipt"></div>');
  });

  it('fills the QPARC receipt into the completion shell and 404s unknown tokens', async () => {
    const { receipt } = (await postJson(port, '/api/forms/qparc', { ...validQparc(), name: '<b>佐藤</b>' })).json();
    const res = await call(port, 'GET', `/qparc/2025/apply/${receipt}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<dd>&lt;b&gt;佐藤&lt;/b&gt;</dd>');
    expect(res.text).toContain('QURI ハンズオン合宿');
    for (const path of ['/qparc/2025/apply/AAAAAAAAAAAAAAAAAAAAAAAA', '/qparc/2025/apply/bad%20token', '/qparc/2025/apply/_']) {
      const missing = await call(port, 'GET', path);
      expect(missing.status, path).toBe(404);
      expect(missing.text, path).toContain('ページが見つかりません');
    }
    const readiness = (await postJson(port, '/api/forms/readiness', validReadiness())).json();
    expect((await call(port, 'GET', `/qparc/2025/apply/${readiness.receipt}`)).status).toBe(404);
  });
});
