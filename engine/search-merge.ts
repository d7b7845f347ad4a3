/**
 * Merges Pagefind bundles of one language, each indexing a share of the
 * pages (a "shard"), into one Pagefind bundle, as if Pagefind had indexed
 * all the pages in one run.
 *
 * Why: Pagefind holds every page's word positions until it writes, and
 * writing takes about four times that (it copies the pages, builds a word
 * map per page, merges them): about 880 bytes per word at its peak, Japanese
 * and English alike, and Japanese pages have 1.6 times the words (every
 * segment, punctuation included, is one). 12,534 Japanese pages took 5.8 GiB.
 * The indexer (engine/search-indexer.ts) therefore gives each Pagefind
 * process a bounded number of words, and this module joins the shards. The
 * browser gets one index per language, as before: the same files, the same
 * requests per search. (Several indexes combined in the browser with
 * Pagefind's mergeIndex would cost every search one metadata file and one
 * index chunk per shard for every word.)
 *
 * The files are Pagefind's own (pagefind/src/index/*.rs in its repository,
 * 1.6): gzip of `pagefind_dcd` followed by CBOR arrays in field order.
 *   meta (pagefind.<lang>_<hash>.pf_meta): [version, pages [[fragment hash, word count, fragment group]],
 *     index chunks [[from, to, hash]], filters, sorts, meta field names]
 *   index chunk (index/<hash>.pf_index): [[[word, pages, variants]]], a page being
 *     [page number, positions, meta positions] and a variant [form, pages];
 *     page numbers are delta-encoded within each list.
 * Fragments (one JSON file per page) are moved as they are. The merged
 * chunks are cut and named as Pagefind cuts and names them, so the shards of
 * some pages merge into the very files one Pagefind process writes for those
 * pages (tests/integration/search-shards.test.ts).
 * Anything of another shape (filters, sorts, fragment groups, a changed
 * format) stops the merge with an error rather than guessing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode, Tokenizer, Type } from 'cborg';
import { SEARCH_ENTRY } from './search-store.ts';

/**
 * The Pagefind whose file format this module reads and writes: package.json pins it exactly, the indexer
 * checks the installed package before it starts (installedPagefind) and every shard's entry file here.
 */
export const PAGEFIND_VERSION = '1.6.0';

/** The installed Pagefind's version (its package exports no package.json: found along Node's module paths). */
export function installedPagefind(): string {
  for (const dir of createRequire(import.meta.url).resolve.paths('pagefind') ?? []) {
    const file = join(dir, 'pagefind', 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error('Pagefind is not installed (npm ci)');
}

export function checkPagefind(): void {
  const installed = installedPagefind();
  if (installed !== PAGEFIND_VERSION)
    throw new Error(
      `Pagefind ${installed} is installed, but the search index merge reads Pagefind ${PAGEFIND_VERSION}'s files (engine/search-merge.ts): run npm ci, or update the merge and PAGEFIND_VERSION together`,
    );
}

const SIGNATURE = Buffer.from('pagefind_dcd');
/** Pagefind's default index chunk size (options.rs: positions plus one per page, summed per chunk). */
const CHUNK_SIZE = 20_000;

type MetaPage = [hash: string, wordCount: number, group: string];
type MetaChunk = [from: string, to: string, hash: string];
type MetaIndex = [version: string, pages: MetaPage[], chunks: MetaChunk[], filters: unknown[], sorts: unknown[], metaFields: string[]];

/**
 * A word's positions on one page. The positions are kept as their CBOR bytes, never as numbers: the
 * merge only moves them, and decoded they took 24 times the space (1.35 MiB per 56 KB chunk).
 */
interface Page {
  page: number;
  locs: Uint8Array;
  count: number;
  metas: number[];
}
interface Word {
  word: string;
  pages: Page[];
  variants: { form: string; pages: Page[] }[];
}

export interface LanguageEntry {
  hash: string;
  wasm: string | null;
  page_count: number;
}
export interface Entry {
  version: string;
  languages: Record<string, LanguageEntry>;
  include_characters?: string[];
}

/** The CBOR or JSON inside one of Pagefind's files. */
export function unpack(file: Uint8Array, name: string): Uint8Array {
  const raw = gunzipSync(file);
  if (!raw.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${name} is not a Pagefind file (no signature)`);
  return raw.subarray(SIGNATURE.length);
}

export const pack = (body: Uint8Array): Buffer => gzipSync(Buffer.concat([SIGNATURE, body]));

/** Pagefind's content hash (utils.rs full_hash): SHA-1, each byte in hex without a leading zero. */
export function pagefindHash(bytes: Uint8Array): string {
  return [...createHash('sha1').update(bytes).digest()].map((b) => b.toString(16)).join('');
}

/** Rust's string order (UTF-8 bytes, that is code points), which Pagefind sorts words and finds chunks by. */
export function compareWords(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 puts surrogates (code points above U+FFFF) below U+E000–U+FFFF; code point order puts them above.
    if (x >= 0xd800) x += x < 0xe000 ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y < 0xe000 ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

/** The shortest prefixes that still tell two neighbouring chunk bounds apart (index/mod.rs get_prefixes). */
export function chunkPrefixes(a: string, b: string): [string, string] {
  const ac = [...a];
  const bc = [...b];
  let common = 0;
  while (common < ac.length && common < bc.length && ac[common] === bc[common]) common++;
  return [ac.slice(0, common + 1).join(''), bc.slice(0, common + 1).join('')];
}

/** Chunk bounds trimmed as Pagefind trims them (index/mod.rs chunk_meta): `to` only when it stays ≥ `from`. */
export function trimChunkBounds(chunks: MetaChunk[]): MetaChunk[] {
  const out = chunks.map((c) => [...c] as MetaChunk);
  for (let i = 0; i + 1 < out.length; i++) {
    const [to, from] = chunkPrefixes(out[i]![1], out[i + 1]![0]);
    if (compareWords(to, out[i]![0]) >= 0) out[i]![1] = to;
    out[i + 1]![0] = from;
  }
  return out;
}

const STRICT = { strict: true, allowIndefinite: false, allowUndefined: false, allowBigInt: false };

/** Reads an index chunk item by item (cborg's tokenizer: it allocates nothing for small integers). */
class ChunkReader {
  private readonly tokens: Tokenizer;
  private readonly data: Uint8Array;
  private readonly name: string;
  constructor(data: Uint8Array, name: string) {
    this.data = data;
    this.name = name;
    this.tokens = new Tokenizer(data, STRICT);
  }

  private token(type: Type): number | string {
    const token = this.tokens.next();
    if (!Type.equals(token.type, type))
      throw new Error(`Unexpected Pagefind index chunk format in ${this.name} at byte ${this.tokens.pos()}`);
    return token.value as number | string;
  }

  array(length?: number): number {
    const n = this.token(Type.array) as number;
    if (length !== undefined && n !== length)
      throw new Error(`Unexpected Pagefind index chunk format in ${this.name}: ${n} fields, not ${length}`);
    return n;
  }

  text = () => this.token(Type.string) as string;
  uint = () => this.token(Type.uint) as number;

  int(): number {
    const token = this.tokens.next();
    if (Type.equals(token.type, Type.uint) || Type.equals(token.type, Type.negint)) return token.value as number;
    throw new Error(`Unexpected Pagefind index chunk format in ${this.name}: not an integer at byte ${this.tokens.pos()}`);
  }

  pages(): Page[] {
    const pages: Page[] = [];
    for (let i = this.array(); i > 0; i--) {
      this.array(3);
      const page = this.uint();
      const start = this.tokens.pos();
      const count = this.array();
      for (let j = 0; j < count; j++) this.int();
      const locs = this.data.subarray(start, this.tokens.pos());
      const metas: number[] = [];
      for (let j = this.array(); j > 0; j--) metas.push(this.int());
      pages.push({ page, locs, count, metas });
    }
    return pages;
  }

  /** Starts an index chunk: [[word, pages, variants]…] inside a one-field struct. Returns the number of words. */
  start(): number {
    this.array(1);
    return this.array();
  }

  /** The next word of the chunk. */
  word(): Word {
    this.array(3);
    const word = this.text();
    const pages = this.pages();
    const variants: Word['variants'] = [];
    for (let j = this.array(); j > 0; j--) {
      this.array(2);
      variants.push({ form: this.text(), pages: this.pages() });
    }
    return { word, pages, variants };
  }

  end(): void {
    if (!this.tokens.done()) throw new Error(`Unexpected Pagefind index chunk format in ${this.name}: trailing bytes`);
  }
}

/** Writes CBOR the way minicbor does: definite lengths, the shortest head. */
class CborWriter {
  private buffer = Buffer.allocUnsafe(1 << 16);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }

  head(major: number, n: number): void {
    this.room(5);
    const m = major << 5;
    const b = this.buffer;
    if (n < 24) b[this.length++] = m | n;
    else if (n < 0x100) {
      b[this.length++] = m | 24;
      b[this.length++] = n;
    } else if (n < 0x10000) {
      b[this.length++] = m | 25;
      this.length = b.writeUInt16BE(n, this.length);
    } else if (n < 0x100000000) {
      b[this.length++] = m | 26;
      this.length = b.writeUInt32BE(n, this.length);
    } else throw new Error(`CBOR head too large: ${n}`);
  }

  int(n: number): void {
    if (n >= 0) this.head(0, n);
    else this.head(1, -1 - n);
  }

  text(s: string): void {
    const n = Buffer.byteLength(s);
    this.head(3, n);
    this.room(n);
    this.length += this.buffer.write(s, this.length);
  }

  raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  pages(pages: Page[]): void {
    this.head(4, pages.length);
    let last = 0;
    for (const { page, locs, metas } of pages) {
      this.head(4, 3);
      this.head(0, page - last); // page numbers are delta-encoded within the list
      last = page;
      this.raw(locs);
      this.head(4, metas.length);
      for (const n of metas) this.int(n);
    }
  }

  word({ word, pages, variants }: Word): void {
    this.head(4, 3);
    this.text(word);
    this.pages(pages);
    this.head(4, variants.length);
    for (const { form, pages: p } of variants) {
      this.head(4, 2);
      this.text(form);
      this.pages(p);
    }
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function decodeMeta(bytes: Uint8Array, name: string): MetaIndex {
  const v: unknown = decode(bytes);
  const ok =
    Array.isArray(v) &&
    v.length === 6 &&
    typeof v[0] === 'string' &&
    Array.isArray(v[1]) &&
    v[1].every(
      (p) => Array.isArray(p) && p.length === 3 && typeof p[0] === 'string' && Number.isInteger(p[1]) && typeof p[2] === 'string',
    ) &&
    Array.isArray(v[2]) &&
    v[2].every((c) => Array.isArray(c) && c.length === 3 && c.every((s) => typeof s === 'string')) &&
    Array.isArray(v[3]) &&
    Array.isArray(v[4]) &&
    Array.isArray(v[5]) &&
    v[5].every((s) => typeof s === 'string');
  if (!ok) throw new Error(`Unexpected Pagefind metadata format in ${name}`);
  const meta = v as MetaIndex;
  // Filters and sorts would need merging of their own; the site uses neither (src/search/page-attributes.ts).
  if (meta[3].length || meta[4].length) throw new Error(`${name}: filters and sorts are not merged (the site uses neither)`);
  // Fragment groups (Pagefind's maxFragments) would need their files renamed together; the indexer never asks for them.
  if (meta[1].some((p) => p[2] !== '')) throw new Error(`${name}: fragment groups are not merged`);
  return meta;
}

/** A shard's words in order, read one at a time from one chunk at a time. */
class ShardWords {
  private reader?: ChunkReader;
  private left = 0;
  private chunk = 0;
  private word?: Word;
  private readonly dir: string;
  private readonly chunks: MetaChunk[];
  constructor(dir: string, chunks: MetaChunk[]) {
    this.dir = dir;
    this.chunks = chunks;
  }

  /** The shard's next word not yet merged; undefined at the end. */
  async current(): Promise<Word | undefined> {
    if (this.word) return this.word;
    while (!this.left) {
      this.reader?.end();
      const next = this.chunks[this.chunk++];
      if (!next) return undefined;
      const name = join(this.dir, 'index', `${next[2]}.pf_index`);
      this.reader = new ChunkReader(unpack(await readFile(name), name), name);
      this.left = this.reader.start();
    }
    this.left--;
    return (this.word = (this.reader as ChunkReader).word());
  }

  advance(): void {
    this.word = undefined;
  }
}

interface Shard {
  dir: string;
  entry: LanguageEntry;
  meta: MetaIndex;
  offset: number;
  fields: number[];
  words: ShardWords;
}

/** Page numbers of the merged index, and meta positions naming the merged index's fields. */
function shiftPages(pages: Page[], shard: Shard): Page[] {
  let page = 0;
  const remap = shard.fields.some((to, from) => to !== from);
  return pages.map(({ page: delta, locs, count, metas }) => {
    page += delta;
    // Meta positions name their field as -(id + 1); ids index the meta field list, which differs per shard.
    return {
      page: page + shard.offset,
      locs,
      count,
      metas: remap ? metas.map((n) => (n < 0 ? -(shard.fields[-n - 1] as number) - 1 : n)) : metas,
    };
  });
}

/** One word from every shard that has it, in shard (page) order: index/mod.rs merges page word maps the same way. */
function mergeWord(word: string, parts: [Shard, Word][]): Word {
  const merged: Word = { word, pages: [], variants: [] };
  for (const [shard, { pages, variants }] of parts) {
    merged.pages.push(...shiftPages(pages, shard));
    for (const { form, pages: variantPages } of variants) {
      let variant = merged.variants.find((v) => v.form === form);
      if (!variant) merged.variants.push((variant = { form, pages: [] }));
      variant.pages.push(...shiftPages(variantPages, shard));
    }
  }
  return merged;
}

/**
 * A content-hashed name that no file of the index has yet: Pagefind lengthens the hash until it is
 * unique, by one character for fragments and by two for index chunks (index/mod.rs).
 */
function uniqueName(full: string, shortLength: number, taken: Set<string>, step: 1 | 2): string {
  let length = shortLength;
  while (taken.has(full.slice(0, length)) && length < full.length) length = Math.min(length + step, full.length);
  const name = full.slice(0, length);
  if (taken.has(name)) throw new Error(`Pagefind hash collision on ${name}`);
  taken.add(name);
  return name;
}

export interface MergedLanguage {
  entry: LanguageEntry;
  version: string;
  includeCharacters?: string[];
  /** The fragment (page) names, in page order: a search result's id. */
  pages: string[];
  /** The vocabulary page's fragment name, when asked for one (not in `pages`). */
  vocabulary?: string;
  /** The index's words (Pagefind's keys, stemmed where the language has a stemmer), in index order. */
  words: string[];
}

/**
 * Merges the shards of `lang` (Pagefind bundles in `shardDirs`, in page
 * order) into `outDir`: fragments are moved, index chunks and the metadata
 * written anew, Pagefind's own scripts and WebAssembly moved from the first
 * shard that has them. Returns the language's entry for pagefind-entry.json,
 * or undefined when no shard holds a page (Pagefind drops pages without
 * words). Holds one decoded index chunk per shard at a time.
 */
export async function mergeShards(
  lang: string,
  shardDirs: string[],
  outDir: string,
  /** Fragment names to stay clear of: those of the base index a delta index is searched beside (engine/search-indexer.ts). */
  taken: ReadonlySet<string> = new Set(),
  /** The base's words, for a delta: the merged index gets a vocabulary page holding them (writeVocabularyShard). */
  vocabulary?: readonly string[],
  /**
   * Words (in order) that start a new chunk, besides Pagefind's size: a delta is cut where its base is (every
   * few of the base's chunks), so a search loads only the vocabulary words beside its own, not a third of them.
   */
  cuts: readonly string[] = [],
): Promise<MergedLanguage | undefined> {
  const shards: Shard[] = [];
  let offset = 0;
  let first: Entry | undefined;
  const addShard = async (dir: string) => {
    const entry = JSON.parse(await readFile(join(dir, SEARCH_ENTRY), 'utf8')) as Entry;
    const languages = Object.keys(entry.languages);
    if (!languages.length) {
      await rm(dir, { recursive: true, force: true }); // its pages had no words
      return;
    }
    const own = entry.languages[lang];
    if (!own || languages.length !== 1) throw new Error(`Shard ${dir} holds ${languages.join(', ') || 'no language'}, not ${lang} alone`);
    if (entry.version !== PAGEFIND_VERSION)
      throw new Error(`Shard ${dir} was written by Pagefind ${entry.version}; the merge reads ${PAGEFIND_VERSION}'s files`);
    first ??= entry;
    if (entry.version !== first.version || own.wasm !== first.languages[lang]?.wasm)
      throw new Error(`Shard ${dir} was written by another Pagefind (${entry.version})`);
    const metaFile = join(dir, `pagefind.${own.hash}.pf_meta`);
    const meta = decodeMeta(unpack(await readFile(metaFile), metaFile), metaFile);
    if (meta[0] !== entry.version) throw new Error(`${metaFile}: version ${meta[0]}, entry ${entry.version}`);
    shards.push({ dir, entry: own, meta, offset, fields: [], words: new ShardWords(dir, meta[2]) });
    offset += meta[1].length;
  };
  for (const dir of shardDirs) await addShard(dir);
  if (!first) return undefined;
  const version = first.version;
  const indexed = offset;
  if (vocabulary) {
    const dir = join(outDir, `.vocabulary-${lang}`); // each language's own: languages are merged at the same time
    const wordCounts = shards.flatMap((s) => s.meta[1].map((p) => p[1]));
    const average = Math.round(wordCounts.reduce((a, b) => a + b, 0) / wordCounts.length);
    await writeVocabularyShard(dir, lang, first.languages[lang]?.wasm ?? null, vocabulary, average);
    await addShard(dir);
  }

  // Meta field names are sorted (a BTreeSet in Pagefind), and positions refer to them by index.
  const fields = [...new Set(shards.flatMap((s) => s.meta[5]))].sort(compareWords);
  for (const shard of shards) shard.fields = shard.meta[5].map((name) => fields.indexOf(name));

  await mkdir(join(outDir, 'fragment'), { recursive: true });
  await mkdir(join(outDir, 'index'), { recursive: true });
  const shortLength = lang.length + 8; // "ja_" and seven hex digits, as Pagefind names them

  // Fragments: moved under their own name unless an earlier shard took it, then under a longer prefix of
  // Pagefind's full hash of the fragment, as Pagefind itself resolves a collision within one run.
  const fragmentNames = new Set<string>(taken);
  const pages: MetaPage[] = [];
  for (const shard of shards) {
    for (const [hash, wordCount, group] of shard.meta[1]) {
      const from = join(shard.dir, 'fragment', `${hash}.pf_fragment`);
      let name = hash;
      if (fragmentNames.has(hash)) {
        const full = `${lang}_${pagefindHash(unpack(await readFile(from), from))}`;
        name = uniqueName(full, shortLength, fragmentNames, 1);
      } else {
        fragmentNames.add(hash);
      }
      await rename(from, join(outDir, 'fragment', `${name}.pf_fragment`));
      pages.push([name, wordCount, group]);
    }
  }

  // Words: a k-way merge of the shards' sorted chunks, cut into chunks of Pagefind's size as they come.
  const chunkNames = new Set<string>();
  const chunks: MetaChunk[] = [];
  let chunk = new CborWriter();
  let bounds: [string, string] | undefined;
  let count = 0;
  let size = 0;
  const words: string[] = [];
  let cut = 0;
  const flush = async () => {
    if (!bounds) return;
    const body = new CborWriter();
    body.head(4, 1); // WordIndex { words }
    body.head(4, count);
    body.raw(chunk.bytes());
    const bytes = body.bytes();
    const name = uniqueName(`${lang}_${pagefindHash(bytes)}`, shortLength, chunkNames, 2);
    await writeFile(join(outDir, 'index', `${name}.pf_index`), pack(bytes));
    chunks.push([...bounds, name]);
    chunk = new CborWriter();
    bounds = undefined;
    count = size = 0;
  };
  for (;;) {
    let least: string | undefined;
    const heads: [Shard, Word][] = [];
    for (const shard of shards) {
      const head = await shard.words.current();
      if (!head) continue;
      const order = least === undefined ? -1 : compareWords(head.word, least);
      if (order < 0) {
        least = head.word;
        heads.length = 0;
      }
      if (order <= 0) heads.push([shard, head]);
    }
    if (least === undefined) break;
    for (const [shard] of heads) shard.words.advance();
    let passed = false;
    while (cut < cuts.length && compareWords(least, cuts[cut] as string) >= 0) [cut, passed] = [cut + 1, true];
    if (passed) await flush();
    const word = mergeWord(least, heads);
    words.push(least);
    chunk.word(word);
    bounds = [bounds?.[0] ?? least, least];
    count++;
    // Pagefind's chunk size counts each page's positions and meta positions plus one, variants aside.
    for (const page of word.pages) size += page.count + page.metas.length + 1;
    if (size >= CHUNK_SIZE) await flush();
  }
  await flush();

  const body = encode([version, pages, trimChunkBounds(chunks), [], [], fields] satisfies MetaIndex);
  const hash = `${lang}_${pagefindHash(body).slice(0, shortLength)}`; // ten hex digits here (index/mod.rs)
  await writeFile(join(outDir, `pagefind.${hash}.pf_meta`), pack(body));

  // Pagefind's loader, WebAssembly and UI files are the same in every shard of a Pagefind version.
  const present = new Set(await readdir(outDir));
  for (const shard of shards) {
    for (const entry of await readdir(shard.dir, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name === SEARCH_ENTRY || entry.name.endsWith('.pf_meta') || present.has(entry.name)) continue;
      await rename(join(shard.dir, entry.name), join(outDir, entry.name));
      present.add(entry.name);
    }
  }
  for (const shard of shards) await rm(shard.dir, { recursive: true, force: true });
  const wasm = first.languages[lang]?.wasm ?? null;
  return {
    entry: { hash, wasm, page_count: pages.length },
    version,
    pages: pages.slice(0, indexed).map(([name]) => name),
    ...(vocabulary && { vocabulary: (pages[indexed] as MetaPage)[0] }),
    words,
    ...(first.include_characters && { includeCharacters: first.include_characters }),
  };
}

/** A sentinel page's word positions: one position, 0 (CBOR [0]). */
const ONE_POSITION = Uint8Array.of(0x81, 0x00);

/**
 * A Pagefind bundle of one page that holds every word in `words` (Pagefind's keys, in index order) and
 * nothing else, written in `dir` as a shard for mergeShards: the "vocabulary page" a delta index carries
 * (src/search/search-manifest.ts). Its fragment is a page without a URL or text, never shown. `wordCount`
 * is its length for Pagefind's ranking: the delta's average page length, so that it does not move the
 * delta pages' scores. `wasm` is the language's entry as Pagefind wrote it in the delta's own shards.
 */
export async function writeVocabularyShard(
  dir: string,
  lang: string,
  wasm: string | null,
  words: readonly string[],
  wordCount: number,
): Promise<void> {
  await mkdir(join(dir, 'fragment'), { recursive: true });
  await mkdir(join(dir, 'index'), { recursive: true });
  const shortLength = lang.length + 8;
  const fragment = Buffer.from(JSON.stringify({ url: '', content: '', word_count: wordCount, filters: {}, meta: {}, anchors: [] }));
  const page = `${lang}_${pagefindHash(fragment)}`.slice(0, shortLength);
  await writeFile(join(dir, 'fragment', `${page}.pf_fragment`), pack(fragment));
  const chunks: MetaChunk[] = [];
  if (words.length) {
    const body = new CborWriter();
    body.head(4, 1); // WordIndex { words }
    body.head(4, words.length);
    for (const word of words) body.word({ word, pages: [{ page: 0, locs: ONE_POSITION, count: 1, metas: [] }], variants: [] });
    const bytes = body.bytes();
    const name = `${lang}_${pagefindHash(bytes)}`.slice(0, shortLength);
    await writeFile(join(dir, 'index', `${name}.pf_index`), pack(bytes));
    chunks.push([words[0] as string, words.at(-1) as string, name]);
  }
  const meta = encode([PAGEFIND_VERSION, [[page, wordCount, '']], chunks, [], [], []] satisfies MetaIndex);
  const hash = `${lang}_${pagefindHash(meta).slice(0, shortLength)}`;
  await writeFile(join(dir, `pagefind.${hash}.pf_meta`), pack(meta));
  const entry: Entry = { version: PAGEFIND_VERSION, languages: { [lang]: { hash, wasm, page_count: 1 } } };
  await writeFile(join(dir, SEARCH_ENTRY), JSON.stringify(entry));
}

/**
 * The first word of every `every`-th chunk (after the first) of a bundle's index of `locale` (the site's language,
 * as the indexer's entry file names it): cuts for mergeShards.
 */
export async function chunkStarts(dir: string, locale: string, every: number): Promise<string[]> {
  const entry = JSON.parse(await readFile(join(dir, SEARCH_ENTRY), 'utf8')) as Entry;
  const own = entry.languages[locale];
  if (!own) return [];
  const metaFile = join(dir, `pagefind.${own.hash}.pf_meta`);
  const meta = decodeMeta(unpack(await readFile(metaFile), metaFile), metaFile);
  return meta[2].filter((_, i) => i > 0 && i % every === 0).map(([from]) => from);
}
