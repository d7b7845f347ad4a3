/**
 * Building blocks of the generated rich text: the context one entry is written
 * from, HTML helpers that write Japanese and English side by side, and sentence
 * pools every section shares. Sentences are functions of the context, so the
 * two languages always agree on names and numbers.
 */
import type { Rng } from './prng.ts';
import { outlets, products, themes, venues, type Organisation, type Pair, type Product, type Theme, type Venue } from './scale-vocab.ts';
import { placeholderImage } from './cms-placeholders.ts';
import { EN_MONTHS } from '../../src/i18n/format-date.ts';

/** Numbers an entry quotes, rolled once so both languages quote the same ones. */
export interface Numbers {
  small: number;
  count: number;
  pct: number;
  months: number;
  factor: number;
  seats: number;
  team: number;
  qubits: number;
  version: string;
  /** Hundred-million yen (億円) of a funding round. */
  oku: number;
}

export interface Ctx {
  year: number;
  /** 1–12 */
  month: number;
  product: Product;
  theme: Theme;
  partner: Organisation;
  venue: Venue;
  outlet: Pair;
  n: Numbers;
}

export type Tpl = (c: Ctx) => Pair;

export function rollNumbers(rng: Rng): Numbers {
  return {
    small: rng.int(2, 6),
    count: rng.int(3, 30) * 10,
    pct: rng.int(4, 14) * 5,
    months: rng.int(3, 12),
    factor: rng.int(2, 9),
    seats: rng.int(2, 6) * 10,
    team: rng.int(15, 40),
    qubits: rng.int(12, 60) * 2,
    version: `${rng.int(2, 7)}.${rng.int(0, 9)}`,
    oku: rng.int(3, 12) * 5,
  };
}

export function makeCtx(
  rng: Rng,
  date: Date,
  partner: Organisation,
  product = rng.pick(products),
  theme = rng.pick(themes['any'] ?? []),
): Ctx {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    product,
    theme,
    partner,
    venue: rng.pick(venues),
    outlet: rng.pick(outlets),
    n: rollNumbers(rng),
  };
}

export const monthEn = (c: Ctx): string => EN_MONTHS[c.month - 1] ?? '';
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Rich text in both languages, built block by block. */
export class Html {
  ja = '';
  en = '';
  add(block: Pair): this {
    this.ja += block.ja;
    this.en += block.en;
    return this;
  }
  toPair(): Pair {
    return { ja: this.ja, en: this.en };
  }
}

const wrap = (tag: string, inner: Pair, attrs = ''): Pair => ({
  ja: `<${tag}${attrs}>${inner.ja}</${tag}>`,
  en: `<${tag}${attrs}>${inner.en}</${tag}>`,
});
const join = (parts: readonly Pair[], sep: Pair = { ja: '', en: ' ' }): Pair => ({
  ja: parts.map((p) => p.ja).join(sep.ja),
  en: parts.map((p) => p.en).join(sep.en),
});

export const h2 = (id: string, text: Pair): Pair => wrap('h2', text, ` id="${id}"`);
export const p = (sentences: readonly Pair[]): Pair => wrap('p', join(sentences));
export const ul = (items: readonly Pair[]): Pair =>
  wrap(
    'ul',
    join(
      items.map((i) => wrap('li', i)),
      { ja: '', en: '' },
    ),
  );
export const blockquote = (text: Pair): Pair => wrap('blockquote', wrap('p', text));
export const link = (href: Pair, text: Pair): Pair => ({
  ja: `<a href="${href.ja}">${text.ja}</a>`,
  en: `<a href="${href.en}">${text.en}</a>`,
});
/** A list item with a bold lead, punctuated the way each language does it. */
export const item = (leadJa: string, textJa: string, leadEn: string, textEn: string): Pair => ({
  ja: `<strong>${leadJa}</strong>：${textJa}`,
  en: `<strong>${leadEn}.</strong> ${textEn}`,
});

/** A table whose first row holds the headings. */
export function table(rows: readonly (readonly Pair[])[]): Pair {
  const row = (cells: readonly Pair[], tag: string) =>
    wrap(
      'tr',
      join(
        cells.map((c) => wrap(tag, c)),
        { ja: '', en: '' },
      ),
    );
  return wrap(
    'table',
    wrap(
      'tbody',
      join(
        rows.map((r, i) => row(r, i === 0 ? 'th' : 'td')),
        { ja: '', en: '' },
      ),
    ),
  );
}

export function figure(image: number, alt: Pair, caption: Pair): Pair {
  const img = (a: string) => `<img src="${placeholderImage(image)}" alt="${a}" width="1200" height="630">`;
  return {
    ja: `<figure>${img(alt.ja)}<figcaption>${caption.ja}</figcaption></figure>`,
    en: `<figure>${img(alt.en)}<figcaption>${caption.en}</figcaption></figure>`,
  };
}

/** Why the work matters, about the theme (scientific themes only). */
const themeBackground: readonly Tpl[] = [
  (c) => ({
    ja: `${c.theme.ja}は多くの企業にとって重要な研究課題ですが、従来の計算手法では精度と計算時間の両立が難しいとされてきました。`,
    en: `${cap(c.theme.en)} matters to many companies, but conventional methods have found it hard to be both accurate and fast enough.`,
  }),
  () => ({
    ja: '量子コンピュータは、電子の振る舞いを自然の法則に沿って扱えるため、こうした課題に新しい解き方をもたらすと期待されています。',
    en: 'Because quantum computers work by the same laws that govern electrons, they promise a new way to tackle problems like these.',
  }),
  (c) => ({
    ja: `${c.partner.short.ja}とは${c.year - 1}年から情報交換を続けており、今回の取り組みはその議論から生まれました。`,
    en: `We have been talking with ${c.partner.short.en} since ${c.year - 1}, and this work grew out of those conversations.`,
  }),
  (c) => ({
    ja: `${c.theme.ja}の分野では、計算で有望な候補を絞り込むことで、実験にかかる時間と費用を大きく減らせる可能性があります。`,
    en: `In ${c.theme.en}, narrowing down promising candidates by calculation could save a great deal of experimental time and money.`,
  }),
];

/** Why the work matters, true of any theme or industry. */
export const generalBackground: readonly Tpl[] = [
  () => ({
    ja: '当社はこれまで、量子アルゴリズムの研究と、その成果を誰もが使えるソフトウェアにすることの両方に取り組んできました。',
    en: 'We have always worked on two fronts: research into quantum algorithms, and turning that research into software anyone can use.',
  }),
  () => ({
    ja: '現在の量子コンピュータはまだ誤りが多く、実用的な規模の計算には、古典計算と組み合わせる工夫が欠かせません。',
    en: "Today's quantum computers still make many errors, so useful calculations depend on combining them cleverly with classical computing.",
  }),
  () => ({
    ja: '研究開発の現場では、量子計算を「いつ、どの課題に」使うべきかを見極めたいという声が年々高まっています。',
    en: 'Every year, more R&D teams tell us they want to know when quantum computing will be worth using, and for which problems.',
  }),
  (c) => ({
    ja: `当社の研究チームは、化学、物理、情報科学を専門とする${c.n.team}名の研究者で構成されています。`,
    en: `Our research team brings together ${c.n.team} scientists from chemistry, physics and computer science.`,
  }),
  () => ({
    ja: '量子計算の実用化には、ハードウェアの進歩だけでなく、それを使いこなすソフトウェアと人材が欠かせません。',
    en: 'Putting quantum computing to work takes more than better hardware: it needs software, and people who know how to use it.',
  }),
  () => ({
    ja: '私たちは、量子計算の可能性を誇張せず、現時点でできることとできないことを正直にお伝えすることを大切にしています。',
    en: "We try never to overstate what quantum computing can do, and to be honest about what is and isn't possible today.",
  }),
];

export const background: readonly Tpl[] = [...themeBackground, ...generalBackground];

/** What the product is; the first few are specific to it, the rest fit any product. */
export const aboutProduct: Record<string, readonly Tpl[]> = {
  qamuy: [
    () => ({
      ja: 'Qamuyは、分子の構造を入力するだけで、量子コンピュータ向けの計算を設定し、実行し、結果を確かめられるクラウドサービスです。',
      en: 'Qamuy lets you set up, run and check quantum chemistry calculations from a molecular structure, all in the browser.',
    }),
    () => ({
      ja: '量子コンピュータの実機とシミュレータの両方に対応しており、同じ計算条件のまま結果を比べられます。',
      en: 'It runs on both quantum hardware and simulators, so you can compare results under identical settings.',
    }),
  ],
  'quri-chemistry': [
    () => ({
      ja: 'QURI Chemistryは、量子化学のアルゴリズムを研究者が自ら組み立て、改良するためのライブラリです。',
      en: 'QURI Chemistry is a library for researchers who want to build and refine quantum chemistry algorithms themselves.',
    }),
    () => ({
      ja: '最新の論文で提案された手法も、多くの場合は数十行のコードで試すことができます。',
      en: 'Methods from recent papers can often be tried in a few dozen lines of code.',
    }),
  ],
  quri: [
    () => ({
      ja: 'QURIは、量子アルゴリズムをハードウェアに依存しない形で記述し、最適化し、実機で動かすための開発基盤です。',
      en: 'QURI is a platform for writing quantum algorithms independently of hardware, optimizing them and running them on real devices.',
    }),
    () => ({
      ja: '回路の変換や誤り緩和といった処理を部品として組み合わせられるため、研究のアイデアをすばやく形にできます。',
      en: 'Circuit transformations and error mitigation come as building blocks, so research ideas turn into working code quickly.',
    }),
  ],
  qs: [
    () => ({
      ja: 'QSでは、量子計算に関する技術評価から、ユースケースの探索、導入ロードマップの策定までを一貫して支援します。',
      en: 'QS supports companies all the way from assessing the technology to finding use cases and drawing up a roadmap.',
    }),
    () => ({
      ja: '当社の研究者が直接担当するため、最新の研究動向を踏まえた現実的な計画を立てられます。',
      en: 'Our own researchers do the work, so plans reflect where the research actually stands.',
    }),
  ],
  miqan: [
    () => ({
      ja: 'MIQANは、企業の研究開発担当者が約4か月で、量子計算を自社の課題に使えるようになることを目指すプログラムです。',
      en: 'MIQAN is a four-month program that prepares corporate R&D staff to apply quantum computing to their own problems.',
    }),
    () => ({
      ja: '講義とハンズオンに加え、当社の研究者によるメンタリングで、受講者それぞれの研究テーマに取り組みます。',
      en: 'Alongside lectures and hands-on sessions, our researchers mentor each participant on a problem from their own work.',
    }),
  ],
  any: [
    (c) => ({
      ja: `${c.product.full.ja}は、これまでに${c.n.count}を超える企業・研究機関にご利用いただいています。`,
      en: `${c.product.full.en}, has so far been used by more than ${c.n.count} companies and research institutions.`,
    }),
    (c) => ({
      ja: `${c.product.name}は、お客様からいただいたご意見をもとに、改良を重ねています。`,
      en: `We keep improving ${c.product.name}, guided by what our customers tell us.`,
    }),
  ],
};
