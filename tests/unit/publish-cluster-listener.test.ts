/**
 * The connection an instance listens for publishes on (server/publish/cluster.ts), against a pool that gives
 * a connection back once, as pg-pool does ("Release called on client which has already been released to the
 * pool" on a second time): a connection that reports its loss twice, or reports one after the instance closed
 * (the database stopping while the connection ends), is given back once, listened on again once, and never
 * throws out of the event. The real database's side is tests/integration/publish-cluster.test.ts.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresCluster } from '../../server/publish/cluster.ts';

class FakeConnection extends EventEmitter {
  released: (Error | boolean | undefined)[] = [];
  statements: string[] = [];
  readonly failListen: boolean;
  constructor(failListen = false) {
    super();
    this.failListen = failListen;
  }
  async query(text: string): Promise<{ rows: never[] }> {
    this.statements.push(text);
    if (this.failListen && text.startsWith('LISTEN')) {
      const error = new Error('Connection terminated unexpectedly');
      this.emit('error', error);
      throw error;
    }
    return { rows: [] };
  }
  release(error?: Error | boolean): void {
    if (this.released.length > 0) throw new Error('Release called on client which has already been released to the pool.');
    this.released.push(error);
  }
}

function fakePool(failFirstListen = false) {
  const connections: FakeConnection[] = [];
  const pool = {
    connect: async () => {
      const connection = new FakeConnection(failFirstListen && connections.length === 0);
      connections.push(connection);
      return connection;
    },
    query: async () => ({ rows: [] }),
  };
  // The cluster uses connect() and query() only; the rest of pg.Pool is not needed here.
  return { pool: pool as unknown as pg.Pool, connections };
}

const listening = async (connections: FakeConnection[], count: number) => {
  for (let i = 0; i < 100 && connections.filter((c) => c.statements.includes('LISTEN site_publish')).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(connections.filter((c) => c.statements.includes('LISTEN site_publish'))).toHaveLength(count);
};

/** An instance listening on a fake pool (no announcement poll), with what it warned. */
function listeningInstance(name: string, failFirstListen = false) {
  const { pool, connections } = fakePool(failFirstListen);
  const warnings: string[] = [];
  const cluster = postgresCluster(pool, name, (line) => warnings.push(line), { pollMs: 3_600_000 });
  cluster.listen(() => {});
  return { cluster, connections, warnings };
}

describe('the listening connection', () => {
  it('lost with two errors is given back once and listened on again once', async () => {
    const { cluster, connections, warnings } = listeningInstance('a');
    await listening(connections, 1);

    const first = connections[0]!;
    first.emit('error', new Error('terminating connection due to administrator command'));
    first.emit('error', new Error('Connection terminated unexpectedly'));
    expect(first.released).toHaveLength(1);
    expect(first.released[0]).toBeInstanceOf(Error);
    expect(warnings).toEqual([
      'the connection listening for publishes was lost (terminating connection due to administrator command); listening again in 1 s',
    ]);

    await new Promise((r) => setTimeout(r, 1300));
    await listening(connections, 2);
    expect(connections).toHaveLength(2);
    await cluster.close();
    expect(connections[1]?.released).toEqual([true]);
  });

  it('reporting an error after the instance closed is not given back again nor listened on again', async () => {
    const { cluster, connections, warnings } = listeningInstance('b');
    await listening(connections, 1);
    await cluster.close();
    expect(connections[0]?.released).toEqual([true]);

    connections[0]?.emit('error', new Error('terminating connection due to administrator command'));
    await new Promise((r) => setTimeout(r, 1300));
    expect(connections).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('failing its LISTEN with an error event too is given back once and listened on again once', async () => {
    const { cluster, connections, warnings } = listeningInstance('c', true);
    await new Promise((r) => setTimeout(r, 1300));
    await listening(connections, 2);
    expect(connections).toHaveLength(2);
    expect(connections[0]?.released).toHaveLength(1);
    expect(warnings).toEqual([
      'the connection listening for publishes was lost (Connection terminated unexpectedly); listening again in 1 s',
    ]);
    await cluster.close();
  });
});
