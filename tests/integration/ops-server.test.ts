/**
 * The real server (`node server/main.ts`) as an operator runs it: its output
 * is JSON log lines only (requests with their fields, publishes, webhooks
 * and the publisher thread's lines as events), with no receipt token, e-mail
 * address or Authorization header in them; /metrics counts what it served,
 * the form posts and a publish from a webhook to live; and on SIGTERM
 * /readyz answers 503 at once while the server drains, then it exits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import {
  editFixture,
  prepareSite,
  publishDone,
  publishesSettled,
  sendWebhook,
  startServer,
  stopServer,
  webhookBody,
  type RunningServer,
  type Site,
} from '../helpers/publish-site.ts';
import { parseLogLines, type LogLine } from '../helpers/log-capture.ts';
import { metricValue } from '../helpers/metrics-text.ts';
import { validContact } from './forms-fixtures.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const VISITOR_EMAIL = 'visitor.secret@example.org';
const BEARER = 'bearer-secret-0123456789abcdefghij';

let site: Site;
let server: RunningServer;

beforeAll(async () => {
  site = await prepareSite();
  server = await startServer(site, { METRICS_TOKEN, FORM_RATE_LIMIT: '2/600', DRAIN_DELAY_SECONDS: '2' });
  await publishesSettled(server); // the reconcile at start
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  if (site) await rm(site.root, { recursive: true, force: true });
});

const lines = (): LogLine[] => parseLogLines(server.output());
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url(path), { headers, redirect: 'manual' });
const post = (body: unknown) =>
  fetch(server.url('/api/forms/contact'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const scrape = async () => (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();

describe('the log', () => {
  it('is one JSON line per request with its fields, and never shows a receipt, an e-mail address or a bearer token', async () => {
    const accepted = await post({ ...validContact(), email: VISITOR_EMAIL });
    expect(accepted.status).toBe(201);
    const { receipt } = (await accepted.json()) as { receipt: string };
    const thanks = await get(`/contact/thanks?receipt=${receipt}`, { authorization: `Bearer ${BEARER}` });
    expect(thanks.status).toBe(200);
    expect((await get(`/api/receipts/${receipt}`, { authorization: `Bearer ${BEARER}` })).status).toBe(200);
    expect((await get('/api/publish/status', { authorization: `Bearer ${BEARER}` })).status).toBe(401);

    const id = thanks.headers.get('x-request-id');
    // A request is logged once its response is finished, and the output is written asynchronously: a line can come
    // after the client has its answer (seen twice on a busy machine). Wait for both lines read below.
    const logged = { timeout: 5000 }; // a busy machine
    await expect.poll(() => lines().find((line) => line.reqId === id), logged).toBeDefined();
    await expect.poll(() => lines().find((line) => line.event === 'request' && line.route === 'api-receipt'), logged).toBeDefined();
    // Every line of the output parses (parseLogLines throws on any other).
    const request = lines().find((line) => line.reqId === id);
    expect(request).toMatchObject({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      event: 'request',
      method: 'GET',
      path: '/contact/thanks',
      route: 'page',
      status: 200,
      ms: expect.any(Number),
      client: '127.0.0.1',
    });
    const receiptLine = lines().find((line) => line.event === 'request' && line.route === 'api-receipt');
    expect(receiptLine).toMatchObject({ path: '/api/receipts/:token', status: 200 });
    expect(lines().find((line) => line.route === 'api-form')).toMatchObject({ method: 'POST', path: '/api/forms/contact', status: 201 });
    const output = server.output();
    for (const secret of [receipt, VISITOR_EMAIL, 'example.org', BEARER]) expect(output).not.toContain(secret);
  });

  it('has the start, the reconcile publish and the publisher thread as events', () => {
    expect(lines().find((line) => line.event === 'listening')?.msg).toMatch(/^Site ready on http:\/\/127\.0\.0\.1:\d+$/);
    expect(lines().find((line) => line.event === 'publish')).toMatchObject({ trigger: 'reconcile', outcome: 'no-change' });
  });
});

describe('the metrics', () => {
  it('are 401 with a wrong token and count requests and form posts by outcome', async () => {
    expect((await get('/metrics', { authorization: `Bearer ${BEARER}` })).status).toBe(401);
    expect((await get('/about')).status).toBe(200);
    expect((await post({ ...validContact(), email: 'nope' })).status).toBe(422);
    expect((await post(validContact())).status).toBe(429);
    const answer = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await answer.text();
    expect(metricValue(text, 'site_http_requests_total', { route: 'page', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    for (const outcome of ['accepted', 'refused', 'rate-limited'])
      expect(metricValue(text, 'site_form_submissions_total', { form: 'contact', outcome }), outcome).toBe(1);
    expect(metricValue(text, 'site_publishes_total', { trigger: 'reconcile', outcome: 'no-change' })).toBe(1);
    expect(text).toMatch(/^site_info\{release="[\w-]+",code_version="[\w-]+"\} 1$/m);
  });

  it('follow a publish from the webhook to live, and the log tells it as events', async () => {
    await editFixture(site, 'news', (contents) => {
      const entry = contents.find((c) => c.id === 'quri-chemistry-2-0-release');
      Object.assign(entry as object, { title: 'QURI Chemistry 2.1 を公開しました', updatedAt: new Date().toISOString() });
    });
    const sent = await sendWebhook(server, webhookBody('news', 'quri-chemistry-2-0-release'));
    expect(sent.status).toBe(202);
    const record = await publishDone(server, sent.json.publishId ?? '', 60_000);
    expect(record).toMatchObject({ state: 'done', result: 'published' });
    const text = await scrape();
    expect(metricValue(text, 'site_publishes_total', { trigger: 'webhook', outcome: 'published' })).toBe(1);
    expect(metricValue(text, 'site_publish_duration_seconds_count', { phase: 'fetch' })).toBe(2); // the reconcile's and this one's
    expect(metricValue(text, 'site_publish_webhook_to_live_seconds_count')).toBe(1);
    const toLive = metricValue(text, 'site_publish_webhook_to_live_seconds_sum') ?? 0;
    expect(toLive).toBeGreaterThan(0);
    expect(toLive).toBeLessThan((record.durationMs ?? 0) / 1000 + 5);
    expect(lines().find((line) => line.event === 'webhook')).toMatchObject({ outcome: 'queued', publishId: record.id });
    const publish = lines().find((line) => line.event === 'publish' && line.publishId === record.id);
    expect(publish).toMatchObject({ outcome: 'published', release: expect.any(String) });
    expect(lines().find((line) => line.event === 'release-switched')).toMatchObject({ release: publish?.release });
  }, 90_000);
});

describe('SIGTERM', () => {
  it('turns /readyz to 503 at once, goes on answering during the drain delay, then exits', async () => {
    expect((await get('/readyz')).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await get('/readyz')).status, { interval: 20, timeout: 1000 }).toBe(503);
    const readyz = await get('/readyz');
    expect(await readyz.json()).toEqual({ status: 'unavailable', reasons: ['draining'] });
    expect(readyz.headers.get('cache-control')).toBe('no-store');
    expect((await get('/livez')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    expect(await exited).toBe(0);
    expect(
      lines()
        .filter((line) => line.event === 'shutdown')
        .map((line) => line.msg),
    ).toEqual(['SIGTERM: draining', 'SIGTERM: finishing in-flight requests']);
  }, 30_000);
});
