/**
 * The content snapshot on disk: one SQLite database (better-sqlite3, WAL)
 * holding every entry of every endpoint as the CMS answers with depth=0, each
 * with a content hash.
 *
 * Why SQLite and not one JSON file: at 10,000 news the JSON was ~90 MB that
 * every build process parsed whole, bodies included. Here an index reads only
 * the small `head` of each entry (rich-text bodies are kept in their own
 * column) and a page loads the body it shows by id, so memory stays flat as
 * content grows; a sync changes only the rows that changed, in one
 * transaction, so a reader sees the old or the new content, never a mix.
 */
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Bump when stored entries must be re-pulled: 4 = rich text sanitised at sync (content-client/rich-html.ts),
 * 5 = `revised` in the summary (sitemap lastmod), 6 = the embedded images renamed by content hash (fixtures
 * changed without a new updatedAt, which an incremental sync would not see), 7 = the fixture case studies'
 * headline results and quotes (new fields, again without a new updatedAt).
 */
export const SNAPSHOT_VERSION = 7;
export const SNAPSHOT_FILE = 'snapshot.db';
export const snapshotPath = (dir: string): string => join(dir, SNAPSHOT_FILE);

/** Rich-text fields, stored apart so that listing an endpoint never parses article bodies. */
const HEAVY_FIELDS = ['body', 'body_en'] as const;

export interface SnapshotMeta {
  version: number;
  /** `embedded` or the microCMS service domain the content came from. */
  source: string;
  /** ISO time the sync that wrote this snapshot STARTED; the next incremental sync asks for changes since then. */
  syncedAt: string;
  /** Incremented by every write that changes content: builds use it to notice change (or its absence). */
  generation: number;
  /** ISO start time of the last sync that listed every id of every list API (content-client/sync.ts). */
  idsListedAt?: string;
}

export interface EntryRow {
  id: string;
  hash: string;
}
export type EntryValue = Record<string, unknown>;

/** Stable hash of an entry (zod output has a fixed key order, so equal content gives equal JSON). */
export const entryHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

function split(value: EntryValue): { head: string; heavy: string | null } {
  const head: EntryValue = {};
  const heavy: EntryValue = {};
  for (const [key, v] of Object.entries(value)) {
    if ((HEAVY_FIELDS as readonly string[]).includes(key)) heavy[key] = v;
    else head[key] = v;
  }
  return { head: JSON.stringify(head), heavy: Object.values(heavy).some((v) => v !== undefined) ? JSON.stringify(heavy) : null };
}

/**
 * What the site index needs of a list entry, kept in its own small column so
 * that indexing 17,000 entries parses 17,000 tiny JSON objects, not the heads.
 */
export interface EntrySummary {
  id: string;
  date?: string;
  category?: string;
  year?: string;
  related?: string[];
  /** An English version exists: English title and English body (news, case) or summary (publications). */
  english: boolean;
  /** When the published content last changed (revisedAt, else updatedAt): the sitemap's lastmod. */
  revised?: string;
}

/** A summary with the hash of the entry it was made from. */
export interface CachedSummary {
  hash: string;
  summary: EntrySummary;
}
/** Summaries by endpoint and id, kept by a reader from one generation to the next (SnapshotStore.summaries). */
export type SummaryCache = Map<string, Map<string, CachedSummary>>;

const refId = (v: unknown): string | undefined => (v && typeof v === 'object' && 'id' in v ? String(v.id) : undefined);

export function summarize(id: string, v: EntryValue | object): EntrySummary {
  const e = v as EntryValue;
  const related = Array.isArray(e.related) ? e.related.map(refId).filter((r) => r !== undefined) : [];
  return {
    id,
    ...(typeof e.date === 'string' && { date: e.date }),
    ...(refId(e.category) && { category: refId(e.category) }),
    ...(refId(e.year) && { year: refId(e.year) }),
    ...(related.length && { related }),
    english: Boolean(e.title_en && (e.body_en || e.summary_en)),
    ...(typeof (e.revisedAt ?? e.updatedAt) === 'string' && { revised: String(e.revisedAt ?? e.updatedAt) }),
  };
}

/** One entry to write: a list entry (`id`) or an object API (`id` = the endpoint). */
export interface EntryWrite {
  endpoint: string;
  id: string;
  value: EntryValue;
}

/**
 * An entry as the store keeps it (hash, summary, head and rich-text columns). A full pull makes these
 * on worker threads (entry-parser.ts): serialising and hashing 17,000 entries is a second of work.
 */
export interface PreparedEntry {
  endpoint: string;
  id: string;
  hash: string;
  summary: string;
  head: string;
  heavy: string | null;
}

export function prepareEntry({ endpoint, id, value }: EntryWrite): PreparedEntry {
  const { head, heavy } = split(value);
  return { endpoint, id, hash: entryHash(value), summary: JSON.stringify(summarize(id, value)), head, heavy };
}

export type EntryKey = Pick<EntryWrite, 'endpoint' | 'id'>;

/** SQLite's order of the primary key (BINARY collation: UTF-8 bytes, which code-unit order matches for these keys). */
const byKey = (a: EntryKey, b: EntryKey): number =>
  a.endpoint < b.endpoint ? -1 : a.endpoint > b.endpoint ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * WAL mode, waiting for another process that is switching or creating the same new database: SQLite answers
 * `PRAGMA journal_mode` with SQLITE_BUSY at once, without its busy handler (two `npm run build`s starting on one
 * fresh snapshot failed here 1 time in 20).
 */
function enableWal(db: Database.Database, waitMs = 5_000): void {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20); // a synchronous pause: open() is synchronous
    }
  }
}

export class SnapshotStore {
  private readonly db: Database.Database;
  private constructor(db: Database.Database) {
    this.db = db;
  }

  /** Prepared once per connection: a render reads thousands of rows, and preparing costs more than the read. */
  private readonly statements = new Map<string, Database.Statement>();
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Opens (and with `create`, creates) the snapshot in `dir`; undefined when there is none to read. */
  static open(dir: string, { create = false } = {}): SnapshotStore | undefined {
    if (create) mkdirSync(dir, { recursive: true });
    let db: Database.Database;
    try {
      db = new Database(snapshotPath(dir), { readonly: !create, fileMustExist: !create });
    } catch (e) {
      if (!create && /unable to open|does not exist/i.test((e as Error).message)) return undefined;
      throw e;
    }
    if (create) {
      enableWal(db);
      // A snapshot of another layout is rebuilt from scratch (the next sync is then a full one).
      if (db.pragma('user_version', { simple: true }) !== SNAPSHOT_VERSION)
        db.exec('DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS entries;');
      db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS entries (endpoint TEXT NOT NULL, id TEXT NOT NULL, hash TEXT NOT NULL,
          summary TEXT NOT NULL, head TEXT NOT NULL, heavy TEXT, PRIMARY KEY (endpoint, id)) WITHOUT ROWID;
        PRAGMA user_version = ${SNAPSHOT_VERSION};`);
    }
    return new SnapshotStore(db);
  }

  meta(): SnapshotMeta | undefined {
    let rows: { key: string; value: string }[];
    try {
      rows = this.statement('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    } catch {
      return undefined; // not a snapshot database (or an empty file)
    }
    const m = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (!m.version || !m.source || !m.syncedAt) return undefined;
    return {
      version: Number(m.version),
      source: m.source,
      syncedAt: m.syncedAt,
      generation: Number(m.generation ?? 0),
      ...(m.idsListedAt !== undefined && { idsListedAt: m.idsListedAt }),
    };
  }

  /** Entries in the snapshot, every endpoint together (the build sizes its render workers' heaps by it). */
  entryCount(): number {
    return this.statement('SELECT COUNT(*) FROM entries').pluck().get() as number;
  }

  /** Id and hash of every entry of an endpoint, in id order. */
  rows(endpoint: string): EntryRow[] {
    return this.statement('SELECT id, hash FROM entries WHERE endpoint = ? ORDER BY id').all(endpoint) as EntryRow[];
  }

  /**
   * Every entry of an endpoint as its summary (what ordering and grouping need), in id order. With a cache (kept by
   * a reader between generations), a summary whose entry has the hash it was cached with is neither read nor parsed
   * again, and the cache ends up holding this generation's. At 10,000 news a publish's render worker read and parsed
   * 17,000 summaries for every plan (about 150 ms of its ~600 ms), to find the few a publish changed.
   */
  *summaries(endpoint: string, cache?: SummaryCache): Generator<CachedSummary> {
    const known = cache?.get(endpoint);
    const next = new Map<string, CachedSummary>();
    if (!known?.size) {
      const statement = this.statement('SELECT hash, summary FROM entries WHERE endpoint = ? ORDER BY id');
      for (const row of statement.iterate(endpoint) as Iterable<{ hash: string; summary: string }>) {
        const item = { hash: row.hash, summary: JSON.parse(row.summary) as EntrySummary };
        if (cache) next.set(item.summary.id, item);
        yield item;
      }
    } else {
      const summaryOf = this.statement('SELECT summary FROM entries WHERE endpoint = ? AND id = ?').pluck();
      const list = this.statement('SELECT id, hash FROM entries WHERE endpoint = ? ORDER BY id');
      // One read transaction: the summaries looked up belong to the rows listed.
      this.snapshotRead(() => {
        for (const { id, hash } of list.all(endpoint) as EntryRow[]) {
          const cached = known.get(id);
          next.set(
            id,
            cached?.hash === hash ? cached : { hash, summary: JSON.parse(summaryOf.get(endpoint, id) as string) as EntrySummary },
          );
        }
      });
      yield* next.values();
    }
    cache?.set(endpoint, next);
  }

  /** One entry without its rich-text fields, or undefined. */
  head(endpoint: string, id: string): EntryValue | undefined {
    const head = this.statement('SELECT head FROM entries WHERE endpoint = ? AND id = ?').pluck().get(endpoint, id) as string | undefined;
    return head === undefined ? undefined : (JSON.parse(head) as EntryValue);
  }

  /** One whole entry (rich text included), or undefined. */
  get(endpoint: string, id: string): EntryValue | undefined {
    const row = this.statement('SELECT head, heavy FROM entries WHERE endpoint = ? AND id = ?').get(endpoint, id) as
      { head: string; heavy: string | null } | undefined;
    if (!row) return undefined;
    return { ...(JSON.parse(row.head) as EntryValue), ...(row.heavy ? (JSON.parse(row.heavy) as EntryValue) : {}) };
  }

  /** Runs `read` in one read transaction: every query in it sees the same content. */
  snapshotRead<T>(read: () => T): T {
    return this.db.transaction(read).deferred();
  }

  /**
   * Writes a sync's result in one transaction: upserts, deletes and the new
   * meta, or nothing at all if anything throws. With `replace`, every entry
   * not written is removed (a full sync), and so is any meta not given.
   * Returns the ids whose hash changed.
   */
  write(opts: {
    meta: Omit<SnapshotMeta, 'generation'>;
    upserts: readonly (EntryWrite | PreparedEntry)[];
    deletes?: EntryKey[];
    replace?: boolean;
  }): {
    changed: EntryKey[];
    deleted: EntryKey[];
  } {
    const db = this.db;
    const hashOf = db.prepare('SELECT hash FROM entries WHERE endpoint = ? AND id = ?').pluck();
    const upsert = db.prepare('INSERT OR REPLACE INTO entries (endpoint, id, hash, summary, head, heavy) VALUES (?, ?, ?, ?, ?, ?)');
    const remove = db.prepare('DELETE FROM entries WHERE endpoint = ? AND id = ?');
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    return db
      .transaction(() => {
        const changed: EntryKey[] = [];
        const written = new Set<string>();
        // In key order: the table is clustered on (endpoint, id), and inserting 17,000 rows in the CMS's order
        // (by date) took twice as long as in key order (1.7 against 0.87 s at 10,000 news).
        const rows = opts.upserts.map((w) => ('value' in w ? prepareEntry(w) : w)).sort(byKey);
        for (const row of rows) {
          written.add(`${row.endpoint}\0${row.id}`);
          if (hashOf.get(row.endpoint, row.id) === row.hash) continue;
          upsert.run(row.endpoint, row.id, row.hash, row.summary, row.head, row.heavy);
          changed.push({ endpoint: row.endpoint, id: row.id });
        }
        const deletes = [...(opts.deletes ?? [])];
        if (opts.replace) {
          const all = db.prepare('SELECT endpoint, id FROM entries').all() as { endpoint: string; id: string }[];
          deletes.push(...all.filter((r) => !written.has(`${r.endpoint}\0${r.id}`)));
        }
        const deleted = deletes.filter((d) => remove.run(d.endpoint, d.id).changes > 0);
        // The generation moves only when content changed: a build that finds the live release made from
        // this generation (and the same code) knows without planning that there is nothing to do.
        const previous = Number((db.prepare("SELECT value FROM meta WHERE key = 'generation'").pluck().get() as string | undefined) ?? 0);
        const generation = changed.length || deleted.length ? previous + 1 : previous;
        // The meta describes the content written: a replaced snapshot keeps only the generation, which must only grow.
        if (opts.replace) db.prepare("DELETE FROM meta WHERE key <> 'generation'").run();
        for (const [key, value] of Object.entries({ ...opts.meta, generation })) if (value !== undefined) setMeta.run(key, String(value));
        return { changed, deleted };
      })
      .immediate();
  }

  close(): void {
    this.db.close();
  }
}

/** The snapshot is missing or unusable; the message says what to run. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/** Opens the store for reading, with a message saying what to run when it is missing or unusable. */
export function openSnapshotStore(dir: string): SnapshotStore {
  const path = snapshotPath(dir);
  const store = SnapshotStore.open(dir);
  if (!store) throw new SnapshotError(`No content snapshot at ${path}. Run \`npm run sync\` to create it (the build runs it too).`);
  const meta = store.meta();
  if (meta?.version !== SNAPSHOT_VERSION) {
    store.close();
    throw new SnapshotError(
      `Content snapshot ${path} is unusable (version ${meta?.version ?? 'unknown'}); run \`npm run sync -- --full\` to rebuild it.`,
    );
  }
  return store;
}
