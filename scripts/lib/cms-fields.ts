/**
 * What the zod schemas (content-client/schemas.ts) cannot say about a field in
 * microCMS: the Japanese display name and help text editors see, plain text vs
 * multi-line vs rich text, and which API a reference points to. Everything
 * else (field ids, required, select values, number limits, patterns) is read
 * from the zod schemas by cms-schema-build.ts, so the two cannot drift.
 *
 * The `satisfies` types make a zod field without an entry here (or an entry
 * for a field zod does not have) a type error.
 */
import type { z } from 'zod';
import type { endpoints, EndpointName } from '../../content-client/schemas.ts';

/** Fields microCMS adds itself; they are never part of an API schema file. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'publishedAt', 'revisedAt'] as const;

export interface FieldHint {
  /** Display name (表示名) in the editor, 1–100 characters. */
  name: string;
  /** Help text shown above the field (説明文). */
  description: string;
  /** For strings: one line (default), several lines, or rich text. */
  text?: 'text' | 'textArea' | 'richEditorV2';
  /** For references: the API they point to. */
  target?: EndpointName;
  /** For strings: an RE2 pattern microCMS enforces on input (zod's own regexes are added automatically). */
  pattern?: string;
}

type ShapeOf<E extends EndpointName> = (typeof endpoints)[E]['schema'] extends z.ZodObject<infer S> ? S : never;
type ContentKeys<E extends EndpointName> = Exclude<keyof ShapeOf<E>, (typeof SYSTEM_FIELDS)[number]>;
type Hints<E extends EndpointName> = Record<ContentKeys<E>, FieldHint>;

/** API name (API名) and what the API holds, for the editors' guides and the generated files. */
export const apiNames: Record<EndpointName, string> = {
  categories: 'カテゴリー',
  years: '年',
  news: 'ニュース',
  cases: '導入事例',
  publications: '研究成果',
  home: 'トップページ',
};

/** The field a reference picker shows for an entry of each API (listViewFieldId); the content ID otherwise. */
export const listViewFields: Partial<Record<EndpointName, string>> = {
  categories: 'name',
  years: 'year',
  news: 'title',
  cases: 'title',
};

const enPage = '英語ページは、英語のタイトルと英語の本文の両方を入れた記事にだけ作られます。';

/** News and case studies share these (postFields in schemas.ts). */
const postHints = {
  title: { name: 'タイトル（日本語）', description: '記事のタイトルです。' },
  title_en: { name: 'タイトル（英語）', description: enPage },
  date: { name: '日付', description: 'ページに表示する日付（発表日・公開日）です。' },
  category: {
    name: 'カテゴリー',
    description: '「使うセクション」にこのセクションが入っているカテゴリーを選びます。',
    target: 'categories',
  },
  year: { name: '年', description: '年別一覧で、この記事を載せる年を選びます。', target: 'years' },
  eyecatch: { name: 'アイキャッチ画像', description: '一覧のカード、ページ上部、SNS で共有されたときに使われます。' },
  excerpt: { name: '概要（日本語）', description: '一覧のカードと検索結果の説明文に使われます。1〜2文で書きます。', text: 'textArea' },
  excerpt_en: { name: '概要（英語）', description: '英語ページの概要です。', text: 'textArea' },
  body: { name: '本文（日本語）', description: '記事の本文です。', text: 'richEditorV2' },
  body_en: { name: '本文（英語）', description: enPage, text: 'richEditorV2' },
} as const satisfies Record<string, FieldHint>;

export const fieldHints: { [E in EndpointName]: Hints<E> } = {
  categories: {
    name: { name: 'カテゴリー名（日本語）', description: '一覧の絞り込みと記事ページに表示されます。' },
    name_en: { name: 'カテゴリー名（英語）', description: '英語ページに表示されます。' },
    sections: {
      name: '使うセクション',
      description: 'このカテゴリーを絞り込みに出す一覧です（news：ニュース、case：導入事例、publication：研究成果）。1つ以上選びます。',
    },
    order: { name: '表示順', description: '小さい数から順に並びます。整数で入力します。' },
  },
  years: {
    year: { name: '年（西暦）', description: 'コンテンツ ID も同じ数字にします（例：2025）。' },
  },
  news: {
    ...postHints,
    related: { name: '関連ニュース', description: '記事の下に表示するニュースを選びます。', target: 'news' },
  },
  cases: {
    ...postHints,
    client: { name: '顧客名（日本語）', description: '導入いただいた組織の名前です。' },
    client_en: { name: '顧客名（英語）', description: '英語ページに表示する組織名です。' },
    industry: { name: '業種（日本語）', description: '顧客の業種です。' },
    industry_en: { name: '業種（英語）', description: '英語ページに表示する業種です。' },
    kpis: {
      name: '主な成果（日本語）',
      description:
        '記事の冒頭に大きく表示する成果の数値です。1行に1つ、「数値 | 説明」の形で4行まで（例：82% → 89% | 主力モノマーの収率）。数値は20文字、説明は60文字まで。',
      text: 'textArea',
    },
    kpis_en: {
      name: '主な成果（英語）',
      description:
        '英語ページの成果の数値です。書き方は日本語と同じです（例：82% → 89% | Yield of the main monomer）。空の場合、英語ページには成果の欄を表示しません。',
      text: 'textArea',
    },
    quote: {
      name: 'お客様の声（日本語）',
      description: '本文の後に引用として大きく表示する、お客様の言葉です（1〜3文、装飾なし）。',
      text: 'textArea',
    },
    quote_en: {
      name: 'お客様の声（英語）',
      description: '英語ページの引用です。空の場合、英語ページには引用を表示しません。',
      text: 'textArea',
    },
    quoteBy: { name: '発言者（日本語）', description: '引用の下に表示する、発言者の所属と役職です（氏名は任意）。' },
    quoteBy_en: { name: '発言者（英語）', description: '英語ページに表示する発言者の所属と役職です。' },
  },
  publications: {
    title: { name: 'タイトル', description: '発表されたとおりのタイトルです（英語の論文は英語のまま）。' },
    title_en: {
      name: 'タイトル（英語）',
      description: '要約（英語）と両方を入れると英語の一覧に載ります。タイトルが英語なら同じものを入れます。',
    },
    authors: { name: '著者', description: '発表順に、カンマ区切りで入力します。' },
    venue: { name: '掲載先', description: '論文誌、学会、プレプリントサーバー（例：arXiv）です。' },
    date: { name: '発表日', description: '一覧に表示する発表日です。' },
    category: {
      name: 'カテゴリー',
      description: '「使うセクション」に publication が入っているカテゴリーを選びます。',
      target: 'categories',
    },
    year: { name: '年', description: '年別一覧で、この論文を載せる年を選びます。', target: 'years' },
    doi: {
      name: 'DOI',
      description: '「10.」で始まる形で、https://doi.org/ は付けません（例：10.1103/PhysRevA.000.000000）。',
    },
    url: {
      name: 'リンク',
      description: '論文・プレプリント・スライドの URL です（https:// から入力します）。',
      // zod's z.url() is a parser, not a regex; this stricter pattern keeps it to web links.
      pattern: '^https?://\\S+$',
    },
    summary: { name: '要約（日本語）', description: '一覧に表示する短い要約です（装飾なしの文章）。', text: 'textArea' },
    summary_en: { name: '要約（英語）', description: '英語の一覧に表示する要約です。', text: 'textArea' },
  },
  home: {
    notice: { name: 'お知らせ（日本語）', description: 'トップページのメイン画像の下に出る短いお知らせです。空にすると表示されません。' },
    notice_en: { name: 'お知らせ（英語）', description: '英語のトップページに出るお知らせです。' },
    featuredCases: { name: '注目の導入事例', description: 'トップページに載せる導入事例を、表示する順に選びます。', target: 'cases' },
  },
};
