/**
 * GET /metrics (server/metrics.ts) on site servers with their own registry:
 * absent without METRICS_TOKEN, 401 with a wrong token, Prometheus text with
 * the right one; requests by route kind and status class, form posts by
 * outcome, the outbox, publishes, the search index lag and the live release
 * as they happen. The metrics of a real server and a real publish are in
 * ops-server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer } from '../../server/site-server.ts';
import { createIntake, type SqliteIntake } from '../../server/intake/index.ts';
import { createMetrics, type SiteMetrics } from '../../server/metrics.ts';
import { switchRelease } from '../../engine/releases.ts';
import { SEARCH_ENTRY, searchIndexDir } from '../../engine/search-store.ts';
import { HONEYPOT_FIELD } from '../../src/forms/form-shape.ts';
import { liveReleaseTimes } from '../../server/release-times.ts';
import { writeRelease } from '../helpers/release-fixtures.ts';
import { metricValue } from '../helpers/metrics-text.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { call, postJson, validContact, writeDist } from './forms-fixtures.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const RELEASE = '0000000aa-aaaaaaaa';

let root: string;
const log = captureLog();
const running: { server: Server; intake?: SqliteIntake }[] = [];

async function start(distDir: string, metrics: SiteMetrics, intake?: SqliteIntake): Promise<number> {
  const server = await createSiteServer({ distDir, metrics, intake, logger: log.logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ server, intake });
  return (server.address() as AddressInfo).port;
}

const scrape = (port: number, token = TOKEN) => call(port, 'GET', '/metrics', { headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ops-metrics-'));
});

afterAll(async () => {
  for (const { server, intake } of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await intake?.close();
  }
  await rm(root, { recursive: true, force: true });
});

/**
 * GET `path` on a raw connection that is cut the moment the whole answer (headers and Content-Length bytes) has
 * arrived, before the server could see its own end: what a browser or a proxy may do. Resolves with the status.
 */
function getAndHangUp(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
      if (received.length - end - 4 < length) return;
      socket.destroy();
      resolve(Number(head.split(' ')[1]));
    });
    socket.on('error', reject);
  });
}

describe('requests counted by /metrics', () => {
  it('counts a request whose client hangs up as soon as it has the whole answer (not as aborted)', async () => {
    const distDir = join(root, 'dist-hang-up');
    await writeDist(distDir);
    const metrics = createMetrics({ token: TOKEN, distDir });
    const port = await start(distDir, metrics);
    const times = 200;
    for (let i = 0; i < times; i++) {
      expect(await getAndHangUp(port, '/contact')).toBe(200);
      expect(await getAndHangUp(port, '/no-such-page')).toBe(404);
    }
    const counted = async () => {
      const text = (await scrape(port)).text;
      return [
        metricValue(text, 'site_http_requests_total', { route: 'page', status_class: '2xx' }) ?? 0,
        metricValue(text, 'site_http_requests_total', { route: 'not-found', status_class: '4xx' }) ?? 0,
      ];
    };
    await expect.poll(counted, { timeout: 5_000 }).toEqual([times, times]);
    expect(log.events('request').filter((line) => line.aborted === true)).toEqual([]);
  });
});

describe('/metrics', () => {
  let distDir: string;
  let metrics: SiteMetrics;
  let port: number;
  beforeAll(async () => {
    distDir = join(root, 'dist');
    await writeDist(distDir);
    metrics = createMetrics({ token: TOKEN, distDir });
    const intake = createIntake({
      dataDir: join(root, 'data'),
      rateLimit: { max: 3, windowMs: 60_000 },
      metrics,
      logger: log.logger,
      // Every notification fails: it stays in the outbox.
      transport: { name: 'broken', send: () => Promise.reject(new Error('mail server down for staff@example.com')) },
      worker: { pollMs: 50, retryBaseMs: 60_000 },
    });
    metrics.watchOutbox(() => intake.store.backlog());
    port = await start(distDir, metrics, intake);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await start(distDir, createMetrics({ distDir }));
    expect((await scrape(bare)).status).toBe(404);
    expect((await call(bare, 'GET', '/metrics')).status).toBe(404);
  });

  it('wants the bearer token: 401 without it or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-0123456789abcdef' },
      { Authorization: `Basic ${TOKEN}` },
    ]) {
      const answer = await call(port, 'GET', '/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.text).not.toContain('site_');
    }
  });

  it("serves Prometheus' text format with Node's default metrics, never cached", async () => {
    const answer = await scrape(port);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(answer.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect((await call(port, 'HEAD', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text).toBe('');
  });

  it('counts requests by route kind and status class, and form posts by outcome', async () => {
    expect((await call(port, 'GET', '/contact')).status).toBe(200);
    expect((await call(port, 'GET', '/no-such-page')).status).toBe(404);
    expect((await postJson(port, '/api/forms/contact', validContact())).status).toBe(201);
    expect((await postJson(port, '/api/forms/contact', { ...validContact(), email: 'not an address' })).status).toBe(422);
    expect((await postJson(port, '/api/forms/contact', { ...validContact(), [HONEYPOT_FIELD]: 'bot' })).status).toBe(201);
    expect((await postJson(port, '/api/forms/contact', validContact())).status).toBe(429);
    // A request is counted when its response closes, which may come just after the client has read it (seen
    // once in a fresh-clone CI run: the 404 not yet counted): the six are awaited, then each is checked.
    let text = '';
    const counted = (labels: Record<string, string>) => metricValue(text, 'site_http_requests_total', labels) ?? 0;
    await expect
      .poll(
        async () => {
          text = (await scrape(port)).text;
          return ['page', 'not-found', 'api-form'].reduce(
            (n, route) => n + counted({ route, status_class: '2xx' }) + counted({ route, status_class: '4xx' }),
            0,
          );
        },
        { timeout: 5_000 },
      )
      .toBe(6);
    const value = (name: string, labels: Record<string, string> = {}) => metricValue(text, name, labels);
    expect(value('site_http_requests_total', { route: 'page', status_class: '2xx' })).toBe(1);
    expect(value('site_http_requests_total', { route: 'not-found', status_class: '4xx' })).toBe(1);
    expect(value('site_http_requests_total', { route: 'api-form', status_class: '2xx' })).toBe(2);
    expect(value('site_http_requests_total', { route: 'api-form', status_class: '4xx' })).toBe(2);
    expect(value('site_http_request_duration_seconds_count', { route: 'page', status_class: '2xx' })).toBe(1);
    expect(value('site_form_submissions_total', { form: 'contact', outcome: 'accepted' })).toBe(1);
    expect(value('site_form_submissions_total', { form: 'contact', outcome: 'refused' })).toBe(1);
    expect(value('site_form_submissions_total', { form: 'contact', outcome: 'spam' })).toBe(1);
    expect(value('site_form_submissions_total', { form: 'contact', outcome: 'rate-limited' })).toBe(1);
  });

  it('shows the outbox backlog, its oldest age and failed deliveries', async () => {
    await expect.poll(async () => metricValue((await scrape(port)).text, 'site_outbox_deliveries_total', { outcome: 'failed' })).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = (await scrape(port)).text;
    expect(metricValue(text, 'site_outbox_pending')).toBe(1); // the accepted post; the spam one has no notification
    expect(metricValue(text, 'site_outbox_oldest_pending_seconds')).toBeGreaterThan(1);
    // The failure is an event; the staff address in the transport's error is not in the log.
    expect(log.events('outbox')[0]).toMatchObject({
      outcome: 'failed',
      transport: 'broken',
      attempt: 1,
      error: 'mail server down for [email]',
    });
    expect(log.text()).not.toContain('staff@example.com');
  });

  it('records finished publishes: by trigger and outcome, duration by phase, webhook to live', async () => {
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    metrics.publish({
      id: 'pub_1',
      trigger: 'webhook',
      targets: ['news/a'],
      attempt: 1,
      state: 'done',
      queuedAt: at(0),
      webhookAt: at(0),
      result: 'published',
      phases: { fetch: 200, render: 1500 },
      durationMs: 2500,
      liveAt: at(2000),
    });
    metrics.publish({ id: 'pub_2', trigger: 'retry', targets: ['*'], attempt: 2, state: 'failed', queuedAt: at(0), result: 'failed' });
    const text = (await scrape(port)).text;
    expect(metricValue(text, 'site_publishes_total', { trigger: 'webhook', outcome: 'published' })).toBe(1);
    expect(metricValue(text, 'site_publishes_total', { trigger: 'retry', outcome: 'failed' })).toBe(1);
    expect(metricValue(text, 'site_publish_duration_seconds_sum', { phase: 'render' })).toBe(1.5);
    expect(metricValue(text, 'site_publish_duration_seconds_sum', { phase: 'total' })).toBe(2.5);
    expect(metricValue(text, 'site_publish_webhook_to_live_seconds_sum')).toBe(2);
    expect(metricValue(text, 'site_publish_webhook_to_live_seconds_count')).toBe(1);
  });
});

describe('the live release and search metrics', () => {
  it('show the release id and code version, and the search index lag before and after the index is ready', async () => {
    const distDir = join(root, 'releases');
    await writeRelease(distDir, RELEASE);
    await switchRelease(distDir, RELEASE);
    const port = await start(distDir, createMetrics({ token: TOKEN, distDir }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    let text = (await scrape(port)).text;
    expect(text).toMatch(new RegExp(`^site_info\\{release="${RELEASE}",code_version="[\\w-]{16}"\\} 1$`, 'm'));
    // No index yet: the lag so far.
    expect(metricValue(text, 'site_search_index_lag_seconds')).toBeGreaterThan(1);
    const entry = join(searchIndexDir(distDir, RELEASE), SEARCH_ENTRY);
    await mkdir(join(entry, '..'), { recursive: true });
    await writeFile(entry, '{}');
    const { liveAt } = (await liveReleaseTimes(distDir))!;
    await utimes(entry, new Date(liveAt + 5000), new Date(liveAt + 5000));
    text = (await scrape(port)).text;
    expect(metricValue(text, 'site_search_index_lag_seconds')).toBeCloseTo(5, 1);
  });
});
