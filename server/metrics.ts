/**
 * Prometheus metrics of the site server (prom-client), on a registry of its
 * own: each server (and each test) creates a fresh one. GET /metrics serves
 * them behind `Authorization: Bearer $METRICS_TOKEN`; without a token the
 * path does not exist (404). docs/operations.md ("Health, logs, metrics") lists every metric.
 *
 * Counters and histograms are fed as things happen (requests, form posts,
 * deliveries, publishes); gauges that describe state (outbox backlog, search
 * index lag, the live release) are read when Prometheus scrapes
 * (metrics-state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { BEARER_REQUIRED, bearerChallenge, hasBearerToken } from './bearer-token.ts';
import type { IntakeMetrics } from './intake/index.ts';
import type { FormOutcome } from './intake/form-post.ts';
import type { FormId } from '../src/forms/form-shape.ts';
import type { PublishRecord } from './publish/queue.ts';
import { registerStateGauges, type OutboxBacklog } from './metrics-state.ts';
import { statusClass, type RouteKind } from './route-kind.ts';
import { METRICS_PATH } from './health.ts';

export interface MetricsOptions {
  /** Unset: /metrics answers 404. */
  token?: string;
  /** Where releases live: the live release and the search index lag are read from it. */
  distDir?: string;
}

export interface SiteMetrics extends IntakeMetrics {
  registry: Registry;
  request(kind: RouteKind, status: number, seconds: number): void;
  /** A finished publish, as the queue recorded it. */
  publish(record: PublishRecord): void;
  /** Reads the outbox at scrape time (set once the form database is open). */
  watchOutbox(read: () => Promise<OutboxBacklog>): void;
  /** Answers /metrics; false for any other path, and for /metrics without a token configured. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

const seconds = (ms: number) => ms / 1000;

export function createMetrics(options: MetricsOptions = {}): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Answered requests by route kind and status class',
    labelNames: ['route', 'status_class'],
    registers,
  });
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer a request, by route kind and status class',
    labelNames: ['route', 'status_class'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const forms = new Counter({
    name: 'site_form_submissions_total',
    help: 'Form posts by form and outcome (accepted, refused, spam, rate-limited)',
    labelNames: ['form', 'outcome'],
    registers,
  });
  const deliveries = new Counter({
    name: 'site_outbox_deliveries_total',
    help: 'Staff notification attempts by outcome (delivered, failed)',
    labelNames: ['outcome'],
    registers,
  });
  const publishes = new Counter({
    name: 'site_publishes_total',
    help: 'Finished publishes by trigger and outcome (published, no-change, failed)',
    labelNames: ['trigger', 'outcome'],
    registers,
  });
  const phases = new Histogram({
    name: 'site_publish_duration_seconds',
    help: 'Publish time by phase (fetch, then the build engine phases; total for the whole publish)',
    labelNames: ['phase'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });
  const webhookToLive = new Histogram({
    name: 'site_publish_webhook_to_live_seconds',
    help: 'From the first webhook a publish answers to its release going live',
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
    registers,
  });
  const stateGauges = registerStateGauges(registers, options.distDir);

  return {
    registry,
    request(kind, status, took) {
      const labels = { route: kind, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, took);
    },
    formSubmission: (form: FormId, outcome: FormOutcome) => forms.inc({ form, outcome }),
    outboxDelivery: (outcome) => deliveries.inc({ outcome }),
    publish(record) {
      publishes.inc({ trigger: record.trigger, outcome: record.result ?? 'failed' });
      for (const [phase, ms] of Object.entries(record.phases ?? {})) phases.observe({ phase }, seconds(ms));
      if (record.durationMs !== undefined) phases.observe({ phase: 'total' }, seconds(record.durationMs));
      if (record.result === 'published' && record.webhookAt && record.liveAt) {
        webhookToLive.observe(Math.max(0, seconds(Date.parse(record.liveAt) - Date.parse(record.webhookAt))));
      }
    },
    watchOutbox: (read) => stateGauges.watchOutbox(read),
    async handle(req, res, url) {
      if (url.pathname !== METRICS_PATH || !options.token) return false;
      const text = (status: number, body: string, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(body);
      if (req.method !== 'GET' && req.method !== 'HEAD') return (text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' }), true);
      if (!hasBearerToken(req, options.token)) return (text(401, BEARER_REQUIRED, bearerChallenge('metrics')), true);
      const body = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
