/**
 * The gauges of server/metrics.ts that describe state rather than count
 * events, read when Prometheus scrapes: the outbox backlog (from the form
 * database), the search index lag and the live release with the code
 * version (from the dist directory).
 */
import { Gauge, type Registry } from 'prom-client';
import { codeVersion } from '../engine/app-build.ts';
import { liveReleaseTimes, searchLagSeconds } from './release-times.ts';
import type { OutboxBacklog } from './intake/store.ts';

export type { OutboxBacklog };

export function registerStateGauges(registers: Registry[], distDir: string | undefined) {
  let outbox: (() => Promise<OutboxBacklog>) | undefined;
  // The code this process runs: hashed once (about 60 ms of reads), not at every scrape.
  const version = codeVersion().catch(() => 'unknown');
  const release = () => (distDir ? liveReleaseTimes(distDir).catch(() => undefined) : Promise.resolve(undefined));

  new Gauge({
    name: 'site_outbox_pending',
    help: 'Staff notifications not delivered yet',
    registers,
    async collect() {
      if (outbox) this.set((await outbox()).pending);
    },
  });
  new Gauge({
    name: 'site_outbox_oldest_pending_seconds',
    help: 'Age of the oldest submission whose notification is not delivered yet (0: none waits)',
    registers,
    async collect() {
      if (outbox) this.set((await outbox()).oldestSeconds);
    },
  });
  new Gauge({
    name: 'site_search_index_lag_seconds',
    help: 'From the live release going live to its search index being ready; while it is not ready, the time so far',
    registers,
    async collect() {
      const times = await release();
      this.set(times ? searchLagSeconds(times) : 0);
    },
  });
  new Gauge({
    name: 'site_info',
    help: 'The live release id and the code version (the build engine’s hash of the sources), as labels; value 1',
    labelNames: ['release', 'code_version'],
    registers,
    async collect() {
      const times = await release();
      this.reset();
      this.set({ release: times?.id ?? 'none', code_version: await version }, 1);
    },
  });

  return {
    /** Reads the outbox at scrape time (set once the form database is open). */
    watchOutbox: (read: () => Promise<OutboxBacklog>) => void (outbox = read),
  };
}
