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

export const SNAPSHOT_VERSION = 2;
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
  /** Incremented by every write: a build checks it to notice content changing under it. */
  generation: number;
}

export interface EntryRow { id: string; hash: string }
export type EntryValue = Record<string, unknown>;

/** Stable hash of an entry (zod output has a fixed key order, so equal content gives equal JSON). */
export const entryHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** The head names the rich-text fields it left out (`_heavy`), so readers know e.g. that `body_en` exists. */
export const HEAVY_KEY = '_heavy';

function split(value: EntryValue): { head: string; heavy: string | null } {
  const head: EntryValue = {};
  const heavy: EntryValue = {};
  for (const [key, v] of Object.entries(value)) {
    if ((HEAVY_FIELDS as readonly string[]).includes(key)) heavy[key] = v;
    else head[key] = v;
  }
  const names = Object.keys(heavy).filter((k) => heavy[k] !== undefined);
  if (names.length) head[HEAVY_KEY] = names;
  return { head: JSON.stringify(head), heavy: names.length ? JSON.stringify(heavy) : null };
}

/** One entry to write: a list entry (`id`) or an object API (`id` = the endpoint). */
export interface EntryWrite { endpoint: string; id: string; value: EntryValue }

export class SnapshotStore {
  private constructor(private readonly db: Database.Database) {}

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
      db.pragma('journal_mode = WAL');
      db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS entries (endpoint TEXT NOT NULL, id TEXT NOT NULL, hash TEXT NOT NULL,
          head TEXT NOT NULL, heavy TEXT, PRIMARY KEY (endpoint, id)) WITHOUT ROWID;`);
    }
    return new SnapshotStore(db);
  }

  meta(): SnapshotMeta | undefined {
    let rows: { key: string; value: string }[];
    try {
      rows = this.db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
    } catch {
      return undefined; // not a snapshot database (or an empty file)
    }
    const m = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (!m.version || !m.source || !m.syncedAt) return undefined;
    return { version: Number(m.version), source: m.source, syncedAt: m.syncedAt, generation: Number(m.generation ?? 0) };
  }

  /** Id and hash of every entry of an endpoint, in id order. */
  rows(endpoint: string): EntryRow[] {
    return this.db.prepare('SELECT id, hash FROM entries WHERE endpoint = ? ORDER BY id').all(endpoint) as EntryRow[];
  }

  /** Every entry of an endpoint without its rich-text fields, in id order. */
  *heads(endpoint: string): Generator<{ hash: string; value: EntryValue }> {
    const statement = this.db.prepare('SELECT hash, head FROM entries WHERE endpoint = ? ORDER BY id');
    for (const row of statement.iterate(endpoint) as Iterable<{ hash: string; head: string }>) {
      yield { hash: row.hash, value: JSON.parse(row.head) as EntryValue };
    }
  }

  /** One entry without its rich-text fields (but with `_heavy`), or undefined. */
  head(endpoint: string, id: string): EntryValue | undefined {
    const head = this.db.prepare('SELECT head FROM entries WHERE endpoint = ? AND id = ?').pluck().get(endpoint, id) as string | undefined;
    return head === undefined ? undefined : (JSON.parse(head) as EntryValue);
  }

  /** One whole entry (rich text included), or undefined. */
  get(endpoint: string, id: string): EntryValue | undefined {
    const row = this.db.prepare('SELECT head, heavy FROM entries WHERE endpoint = ? AND id = ?').get(endpoint, id) as
      | { head: string; heavy: string | null }
      | undefined;
    if (!row) return undefined;
    const { [HEAVY_KEY]: _names, ...head } = JSON.parse(row.head) as EntryValue;
    return { ...head, ...(row.heavy ? (JSON.parse(row.heavy) as EntryValue) : {}) };
  }

  /** Runs `read` in one read transaction: every query in it sees the same content. */
  snapshotRead<T>(read: () => T): T {
    return this.db.transaction(read).deferred();
  }

  /**
   * Writes a sync's result in one transaction: upserts, deletes and the new
   * meta, or nothing at all if anything throws. With `replace`, every entry
   * not written is removed (a full sync). Returns the ids whose hash changed.
   */
  write(opts: { meta: Omit<SnapshotMeta, 'generation'>; upserts: EntryWrite[]; deletes?: { endpoint: string; id: string }[]; replace?: boolean }): {
    changed: EntryWrite[];
    deleted: { endpoint: string; id: string }[];
  } {
    const db = this.db;
    const hashOf = db.prepare('SELECT hash FROM entries WHERE endpoint = ? AND id = ?').pluck();
    const upsert = db.prepare('INSERT OR REPLACE INTO entries (endpoint, id, hash, head, heavy) VALUES (?, ?, ?, ?, ?)');
    const remove = db.prepare('DELETE FROM entries WHERE endpoint = ? AND id = ?');
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    return db.transaction(() => {
      const changed: EntryWrite[] = [];
      const written = new Set<string>();
      for (const w of opts.upserts) {
        const hash = entryHash(w.value);
        written.add(`${w.endpoint}\0${w.id}`);
        if (hashOf.get(w.endpoint, w.id) === hash) continue;
        const { head, heavy } = split(w.value);
        upsert.run(w.endpoint, w.id, hash, head, heavy);
        changed.push(w);
      }
      const deletes = [...(opts.deletes ?? [])];
      if (opts.replace) {
        const all = db.prepare('SELECT endpoint, id FROM entries').all() as { endpoint: string; id: string }[];
        deletes.push(...all.filter((r) => !written.has(`${r.endpoint}\0${r.id}`)));
      }
      const deleted = deletes.filter((d) => remove.run(d.endpoint, d.id).changes > 0);
      const generation = Number((db.prepare("SELECT value FROM meta WHERE key = 'generation'").pluck().get() as string | undefined) ?? 0) + 1;
      for (const [key, value] of Object.entries({ ...opts.meta, generation })) setMeta.run(key, String(value));
      return { changed, deleted };
    }).immediate();
  }

  close(): void {
    this.db.close();
  }
}
