/**
 * Publishing in the site server: the signed microCMS webhook, the publish
 * queue, the reconcile pass and the staff status.
 *
 * - POST /api/webhooks/microcms (when MICROCMS_WEBHOOK_SECRET is set): 202 and a publish id at once.
 * - GET /api/publish/status (when PUBLISH_STATUS_TOKEN is set, as a bearer token): recent publishes,
 *   and what every instance serves.
 * - A reconcile (a whole incremental sync, and a publish when it changed anything) at start and
 *   every PUBLISH_RECONCILE_MINUTES: microCMS does not retry failed deliveries.
 * The work itself runs in a worker thread (publisher-thread.ts). With more than one instance on one
 * database, each webhook is published by all of them, and reconciles take turns (cluster.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { sendJson, methodNotAllowed } from '../respond.ts';
import { BEARER_REQUIRED, bearerChallenge, hasBearerToken } from '../bearer-token.ts';
import { MAX_WEBHOOK_BYTES, parseWebhook, signatureMatches, targetKey } from './webhook.ts';
import { readRawBody } from '../raw-body.ts';
import { createPublishQueue, type PublishQueue, type PublishRecord, type TargetKey } from './queue.ts';
import type { PublisherCommand, PublisherMessage, PublisherReply } from './publisher-thread.ts';
import { silentLogger, type Logger } from '../logger.ts';
import type { PreviewRequest } from './preview.ts';
import { createRateLimiter } from '../rate-limit.ts';
import { clientAddress } from '../client-address.ts';
import { sectionIds, sections, type SectionId } from '../../src/routes.ts';
import { liveReleaseId } from '../../engine/releases.ts';
import { singleInstance, type PublishCluster } from './cluster.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** `/news/posts/draft`, `/en/case/posts/draft`, `/publications/draft`… → section and language. */
export function previewRoute(pathname: string): { section: SectionId; locale: 'ja' | 'en' } | undefined {
  const en = pathname.startsWith('/en/');
  const path = en ? pathname.slice(3) : pathname;
  const section = sectionIds.find((s) => path === `${sections[s].base}${sections[s].hasDetail ? '/posts' : ''}/draft`);
  return section && { section, locale: en ? 'en' : 'ja' };
}

/** Previews call the CMS: at most 20 a second in all (microCMS allows 60) and 30 a minute per visitor. */
const previewLimits = { all: createRateLimiter({ max: 20, windowMs: 1000 }), client: createRateLimiter({ max: 30, windowMs: 60_000 }) };

export const WEBHOOK_PATH = '/api/webhooks/microcms';
export const STATUS_PATH = '/api/publish/status';

/** How often an instance says it is running (cluster.ts), besides after each publish. */
const REPORT_EVERY_MS = 30_000;

export interface PublishingOptions {
  /** The dist directory the publisher builds into: its live release is what this instance reports. */
  distDir: string;
  /** The other instances on the same database (cluster.ts); default: this one alone. */
  cluster?: PublishCluster;
  webhookSecret?: string;
  statusToken?: string;
  reconcileMinutes: number;
  /** Publishes, webhooks and the publisher thread's lines, as events. Default: nothing is logged. */
  logger?: Logger;
  /** Told of each finished publish (server/metrics.ts). */
  onPublished?: (record: PublishRecord) => void;
  /** Test hook: retry delays of failed publishes. */
  retryDelaysMs?: number[];
}

export interface Publishing {
  queue: PublishQueue;
  /** Answers the publishing API and draft previews; false for anything else. `pageCsp`: the live release's policy, asked for by a preview only. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, pageCsp: () => Promise<string | undefined>): Promise<boolean>;
  close(): Promise<void>;
}

/** Whatever the thread (or a library in it) prints still reaches the log, one event per line. */
function relayOutput(stream: Readable, write: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => line.trim() && write(line));
}

function startThread(logger: Logger) {
  let worker: Worker | undefined;
  let seq = 0;
  /** Each command's waiter, by `seq`: it gets the reply (a stopped thread's is a failure). */
  const pending = new Map<number, (reply: PublisherReply) => void>();
  const spawn = (): Worker => {
    const w = new Worker(new URL('./publisher-thread.ts', import.meta.url), { stdout: true, stderr: true });
    relayOutput(w.stdout, (line) => logger.info({ event: 'publisher-output' }, line));
    relayOutput(w.stderr, (line) => logger.warn({ event: 'publisher-output' }, line));
    w.on('message', (message: PublisherMessage) => {
      if ('log' in message) {
        const { level, event, msg, release } = message.log;
        logger[level]({ event, release }, msg);
        return;
      }
      const waiter = pending.get(message.seq);
      pending.delete(message.seq);
      waiter?.(message);
    });
    w.on('error', (err: Error) => logger.error({ event: 'publisher-thread', err }, 'publisher thread failed'));
    w.on('exit', (code) => {
      worker = undefined;
      for (const [n, waiter] of pending) waiter({ seq: n, ok: false, error: `The publisher thread stopped (exit ${code})` });
      pending.clear();
    });
    return w;
  };
  /** Sends a command; `read` takes its value out of the reply of the command's own kind (undefined for another). */
  function call<T>(command: DistributiveOmit<PublisherCommand, 'seq'>, read: (reply: PublisherReply) => T | undefined): Promise<T> {
    worker ??= spawn();
    const message = { ...command, seq: ++seq };
    return new Promise<T>((resolve, reject) => {
      pending.set(message.seq, (reply) => {
        if (!reply.ok) return reject(new Error(reply.error));
        const value = read(reply);
        if (value === undefined) reject(new Error(`The publisher thread answered ${reply.kind} to ${command.kind}`));
        else resolve(value);
      });
      worker?.postMessage(message);
    });
  }
  return {
    publish: (targets: TargetKey[]) =>
      call({ kind: 'publish', targets }, (reply) => (reply.ok && reply.kind === 'publish' ? reply.value : undefined)),
    preview: (request: PreviewRequest) =>
      call({ kind: 'preview', request }, (reply) => (reply.ok && reply.kind === 'preview' ? reply.value : undefined)),
    close: async () => void (await worker?.terminate()),
  };
}

export function createPublishing(opts: PublishingOptions): Publishing {
  const logger = opts.logger ?? silentLogger();
  const cluster = opts.cluster ?? singleInstance('this');
  const thread = startThread(logger);
  let lastPublish: PublishRecord | undefined;
  let closed = false;
  /** Tells the other instances what this one serves (after each publish, and every REPORT_EVERY_MS). */
  const report = async (): Promise<void> => {
    if (closed) return;
    try {
      const liveRelease = await liveReleaseId(opts.distDir);
      await cluster.report({ ...(liveRelease && { liveRelease }), ...(lastPublish && { lastPublish }) });
    } catch (err) {
      logger.warn({ event: 'publish', err }, 'reporting this instance’s release failed');
    }
  };
  const queue = createPublishQueue({
    // A reconcile (`*`) is a whole sync, which may list every id of every API: one instance at a time.
    run: (targets) => (targets.includes('*') ? cluster.exclusive(() => thread.publish(targets)) : thread.publish(targets)),
    logger,
    onFinished: (record) => {
      lastPublish = record;
      void report();
      opts.onPublished?.(record);
    },
    ...(opts.retryDelaysMs && { retryDelaysMs: opts.retryDelaysMs }),
  });
  queue.request('reconcile', ['*']);
  cluster.listen((targets, webhookAt, origin) => {
    const record = queue.request('webhook', targets, webhookAt);
    logger.info(
      { event: 'webhook', outcome: 'announced', origin, targets, publishId: record.id },
      `webhook from ${origin}: ${targets.join(', ')}`,
    );
  });
  void report();
  const heartbeat = setInterval(() => void report(), REPORT_EVERY_MS);
  heartbeat.unref();
  const timer =
    opts.reconcileMinutes > 0 ? setInterval(() => queue.request('reconcile', ['*']), opts.reconcileMinutes * 60_000) : undefined;
  timer?.unref();

  async function webhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!opts.webhookSecret) return sendJson(res, 404, { message: 'Not found' });
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
    const body = await readRawBody(req, MAX_WEBHOOK_BYTES);
    if (!body.ok)
      return sendJson(res, body.problem === 'tooLarge' ? 413 : 400, {
        message: body.problem === 'tooLarge' ? 'The body is too large' : 'The body could not be read',
      });
    const signature = req.headers['x-microcms-signature'];
    if (!signatureMatches(body.raw, typeof signature === 'string' ? signature : undefined, opts.webhookSecret)) {
      logger.warn({ event: 'webhook', outcome: 'bad-signature' }, 'webhook refused: missing or wrong signature');
      return sendJson(res, 401, { message: 'Missing or wrong x-microcms-signature' });
    }
    const parsed = parseWebhook(body.raw);
    if (!parsed.ok) {
      logger.warn({ event: 'webhook', outcome: 'invalid', error: parsed.message }, 'webhook refused: not a microCMS payload');
      return sendJson(res, 400, { message: parsed.message });
    }
    const targets = parsed.targets.map(targetKey);
    const record = queue.request('webhook', targets);
    logger.info(
      { event: 'webhook', outcome: 'queued', type: parsed.type, targets, publishId: record.id },
      `webhook: ${parsed.type} ${targets.join(', ')}`,
    );
    // The other instances publish it too. If the database does not answer, this instance still publishes;
    // the others catch up at their next reconcile.
    await cluster
      .announce(targets, record.webhookAt ?? new Date().toISOString())
      .catch((err: unknown) =>
        logger.warn({ event: 'webhook', err, publishId: record.id }, 'announcing the webhook to the other instances failed'),
      );
    sendJson(res, 202, { publishId: record.id });
  }

  async function status(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!opts.statusToken) return sendJson(res, 404, { message: 'Not found' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
    if (!hasBearerToken(req, opts.statusToken)) return sendJson(res, 401, { message: BEARER_REQUIRED }, bearerChallenge('publish'));
    const instances = await cluster.instances().catch((err: unknown) => {
      logger.warn({ event: 'publish', err }, 'reading the instances’ reports failed');
      return undefined;
    });
    sendJson(res, 200, {
      instance: cluster.instance,
      publishes: queue.records(),
      ...(instances ? { instances } : { instancesError: 'The database did not answer: only this instance’s publishes are shown.' }),
    });
  }

  async function preview(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    pageCsp: () => Promise<string | undefined>,
  ): Promise<boolean> {
    const route = previewRoute(url.pathname);
    const contentId = url.searchParams.get('contentId');
    // Without a content id the pre-rendered page explains how to set up preview.
    if (!route || contentId === null || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const csp = await pageCsp();
    const headers: Record<string, string> = {
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'private, no-store',
      ...(csp && { 'Content-Security-Policy': csp }),
    };
    const limited = [previewLimits.all.hit('all'), previewLimits.client.hit(clientAddress(req))].find((d) => !d.ok);
    if (limited && !limited.ok) {
      res
        .writeHead(429, { ...headers, 'Retry-After': String(limited.retryAfterSeconds), 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Too many preview requests: try again in a moment.');
      return true;
    }
    const draftKey = url.searchParams.get('draftKey') ?? undefined;
    const answer = await thread.preview({ ...route, contentId, ...(draftKey && { draftKey }) });
    res.writeHead(answer.status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(answer.html),
    });
    res.end(req.method === 'HEAD' ? undefined : answer.html);
    return true;
  }

  return {
    queue,
    async handle(req, res, url, pageCsp) {
      if (url.pathname === WEBHOOK_PATH) return (await webhook(req, res), true);
      if (url.pathname === STATUS_PATH) return (await status(req, res), true);
      return preview(req, res, url, pageCsp);
    },
    async close() {
      closed = true; // a publish that ends while closing reports nothing to a database about to close
      clearInterval(timer);
      clearInterval(heartbeat);
      queue.close();
      await Promise.all([thread.close(), cluster.close()]);
    },
  };
}
