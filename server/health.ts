/**
 * Health endpoints for a load balancer, systemd or a container runtime:
 *
 * - GET /livez: the process answers (no dependency is looked at): 200 `{"status":"ok"}`.
 * - GET /readyz: 200 when a live release is present, the form database takes
 *   a write and the server is not draining; else 503 with the reasons
 *   (`{"status":"unavailable","reasons":[…]}`). After SIGTERM it answers 503
 *   at once (server/main.ts), so traffic moves away before the server stops.
 *
 * Never cached; HEAD answers the same status without a body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IntakeStore } from './intake/store.ts';
import { hasBuild } from './live-release.ts';

/** The operator's endpoints: liveness, readiness, and the metrics (server/metrics.ts). */
export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

export interface HealthOptions {
  distDir: string;
  /** The intake's store (SQLite or PostgreSQL); without one (a server without the intake) it is not looked at. */
  store?: Pick<IntakeStore, 'problem'>;
}

export interface Readiness {
  ready: boolean;
  reasons: string[];
}

export interface Health {
  /** From now on /readyz answers 503 (reason `draining`). */
  startDraining(): void;
  readiness(): Promise<Readiness>;
  /** Answers /livez and /readyz; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

function json(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

export function createHealth({ distDir, store }: HealthOptions): Health {
  let draining = false;

  async function readiness(): Promise<Readiness> {
    const reasons: string[] = [];
    if (!hasBuild(distDir)) reasons.push('no live release');
    const problem = await store?.problem();
    if (problem) reasons.push(problem);
    if (draining) reasons.push('draining');
    return { ready: reasons.length === 0, reasons };
  }

  return {
    startDraining: () => void (draining = true),
    readiness,
    async handle(req, res, url) {
      if (url.pathname !== LIVEZ_PATH && url.pathname !== READYZ_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        json(req, res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
        return true;
      }
      if (url.pathname === LIVEZ_PATH) {
        json(req, res, 200, { status: 'ok' });
        return true;
      }
      const { ready, reasons } = await readiness();
      json(req, res, ready ? 200 : 503, ready ? { status: 'ok' } : { status: 'unavailable', reasons });
      return true;
    },
  };
}
