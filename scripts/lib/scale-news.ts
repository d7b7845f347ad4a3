/** Writes one news entry's title, excerpt and rich-text body in both languages. */
import type { Rng } from './prng.ts';
import type { Story } from './scale-story.ts';
import { pressStories, productStories } from './scale-stories-announcements.ts';
import { eventStories, mediaStories } from './scale-stories-events.ts';
import { aboutProduct, background, figure, h2, Html, link, p, table, ul, type Ctx, type Tpl } from './scale-text.ts';
import { products, type Pair } from './scale-vocab.ts';

/** Story templates by news category id; other categories write press releases. */
const stories: Record<string, readonly Story[]> = {
  press: pressStories,
  event: eventStories,
  product: productStories,
  media: mediaStories,
};

export interface Written {
  stem: string;
  title: Pair;
  excerpt: Pair;
  body: Pair;
}

/** Where the work goes next; shared by news and case studies. */
export const outlook: readonly Tpl[] = [
  (c) => ({
    ja: `今後は${c.theme.ja}以外の分野にも対象を広げ、${c.year + 1}年中に成果を公開する予定です。`,
    en: `Next, we plan to extend this work beyond ${c.theme.en} and publish the results during ${c.year + 1}.`,
  }),
  () => ({
    ja: '当社は引き続き、量子計算を研究開発の現場で役立つ道具にするための取り組みを進めてまいります。',
    en: 'We will keep working to make quantum computing a practical tool for research and development.',
  }),
  (c) => ({
    ja: `得られた知見は、${c.product.name}の改善にも順次反映していきます。`,
    en: `What we learn will also find its way into ${c.product.name}, one release at a time.`,
  }),
  () => ({
    ja: '量子コンピュータの性能向上に合わせて、扱える問題の規模も段階的に大きくしていく計画です。',
    en: 'As quantum hardware improves, we plan to take on larger problems step by step.',
  }),
  () => ({
    ja: 'この取り組みの進捗は、本ウェブサイトのニュースで随時お知らせします。',
    en: "We'll share progress on this work here in our news.",
  }),
  (c) => ({
    ja: `量子計算の実用化に向けて、${c.partner.short.ja}をはじめとするパートナーの皆様との協力をさらに深めていきます。`,
    en: `We look forward to working even more closely with ${c.partner.short.en} and our other partners as quantum computing matures.`,
  }),
];

/** How we work; fills out the details of any story. */
export const method: readonly Tpl[] = [
  () => ({
    ja: '結果の信頼性を確かめるため、可能な限り古典計算による厳密な結果との比較を行います。',
    en: 'To make sure results can be trusted, we compare them with exact classical calculations wherever possible.',
  }),
  () => ({
    ja: '量子コンピュータの実機で計算する際は、誤り緩和の手法を組み合わせてノイズの影響を抑えます。',
    en: 'When we run on quantum hardware, we combine error mitigation techniques to keep noise in check.',
  }),
  () => ({
    ja: '計算に使ったプログラムと設定は記録に残し、誰でも同じ結果を再現できるようにしています。',
    en: 'We keep a record of the code and settings behind every calculation, so anyone can reproduce the results.',
  }),
  () => ({
    ja: '各段階の前には、次に進むかどうかを判断するための基準をあらかじめ決めておきます。',
    en: 'Before each stage, we agree on the criteria for deciding whether to go on to the next.',
  }),
  () => ({
    ja: '量子計算が向かない課題については、その理由とともに別の手法をご提案することもあります。',
    en: "Where quantum computing isn't the right tool, we say so, explain why and suggest another approach.",
  }),
  () => ({
    ja: '研究の成果は、可能な限り論文やオープンソースのソフトウェアとして公開しています。',
    en: 'Wherever we can, we publish our results as papers and open-source software.',
  }),
  (c) => ({
    ja: `${c.product.name}の開発チームと研究チームは同じフロアで働いており、現場の声がすぐに製品に届きます。`,
    en: `The ${c.product.name} developers and our researchers work side by side, so feedback reaches the product quickly.`,
  }),
];

/** A closing sentence with a link to a page of the site. */
export const contact: readonly Tpl[] = [
  (c) => ({
    ja: `${c.product.name}について詳しくは、${link(c.product.path, c.product.page).ja}をご覧ください。`,
    en: `To learn more, visit the ${link(c.product.path, c.product.page).en}.`,
  }),
  () => ({
    ja: `本件に関するお問い合わせは、<a href="/contact">お問い合わせフォーム</a>からお寄せください。`,
    en: 'If you have any questions, please <a href="/en/contact">get in touch</a>.',
  }),
  () => ({
    ja: '当社の事業については<a href="/services">サービス一覧</a>でご紹介しています。',
    en: 'You can find an overview of what we do on our <a href="/en/services">services page</a>.',
  }),
  () => ({
    ja: 'これまでのお知らせは<a href="/news">ニュース一覧</a>からご覧いただけます。',
    en: 'Earlier announcements are in our <a href="/en/news">news archive</a>.',
  }),
  () => ({
    ja: '量子計算の導入をご検討中の方は、<a href="/readiness-check">量子計算レディネス診断</a>もご利用ください。',
    en: 'Considering quantum computing for your team? <a href="/en/contact">Talk to us</a> about where to start.',
  }),
  () => ({
    ja: '当社の研究開発については<a href="/technology">技術紹介</a>のページでもご紹介しています。',
    en: 'Read more about our research on the <a href="/en/technology">technology page</a>.',
  }),
];

const backgroundHeadings: readonly Pair[] = [
  { ja: '背景', en: 'Background' },
  { ja: '取り組みの背景', en: 'Why this matters' },
];
const outlookHeadings: readonly Pair[] = [
  { ja: '今後の展開', en: 'What comes next' },
  { ja: '今後について', en: 'Looking ahead' },
];

function scheduleTable(rng: Rng, c: Ctx): Pair {
  const start = rng.pick([10, 13, 14, 15]);
  const t = (h: number, m: number) => `${start + h}:${String(m).padStart(2, '0')}`;
  return table([
    [
      { ja: '時間', en: 'Time' },
      { ja: '内容', en: 'Session' },
    ],
    [
      { ja: `${t(0, 0)}–${t(0, 10)}`, en: `${t(0, 0)}–${t(0, 10)}` },
      { ja: '開会のご挨拶', en: 'Welcome' },
    ],
    [
      { ja: `${t(0, 10)}–${t(0, 40)}`, en: `${t(0, 10)}–${t(0, 40)}` },
      { ja: `講演「${c.theme.ja}と量子計算」`, en: `Talk: quantum computing and ${c.theme.en}` },
    ],
    [
      { ja: `${t(0, 40)}–${t(1, 20)}`, en: `${t(0, 40)}–${t(1, 20)}` },
      { ja: `${c.product.name}のご紹介`, en: `Introducing ${c.product.name}` },
    ],
    [
      { ja: `${t(1, 20)}–${t(1, 30)}`, en: `${t(1, 20)}–${t(1, 30)}` },
      { ja: '質疑応答', en: 'Q&A' },
    ],
  ]);
}

function figuresTable(c: Ctx): Pair {
  // Thousands separators by hand: toLocaleString would tie the output to the ICU data of the Node build.
  const num = (v: number): Pair => ({
    ja: String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    en: String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  });
  const runs = c.n.count * 37;
  return table([
    [
      { ja: '項目', en: 'Measure' },
      { ja: `${c.year - 1}年`, en: String(c.year - 1) },
      { ja: `${c.year}年`, en: String(c.year) },
    ],
    [{ ja: '利用企業・機関', en: 'Customers' }, num(Math.round(c.n.count / c.n.factor)), num(c.n.count)],
    [{ ja: '計算の実行回数', en: 'Calculations run' }, num(Math.round(runs / c.n.factor)), num(runs)],
    [{ ja: '対応する量子コンピュータ', en: 'Supported quantum computers' }, num(c.n.small), num(c.n.small + 2)],
  ]);
}

/** The body's optional extra: a table that fits the story, or a figure. */
function extra(rng: Rng, c: Ctx, kind: 'schedule' | 'figures' | undefined): Pair | undefined {
  if (kind && rng.chance(0.4)) {
    const heading = kind === 'schedule' ? { ja: 'スケジュール', en: 'Schedule' } : { ja: '数字で見る', en: 'In numbers' };
    return new Html()
      .add(h2(kind, heading))
      .add(kind === 'schedule' ? scheduleTable(rng, c) : figuresTable(c))
      .toPair();
  }
  if (!rng.chance(0.15)) return undefined;
  const alt = c.product.software
    ? { ja: `${c.product.name}の計算結果の画面のイメージ`, en: `Illustration of a ${c.product.name} results screen` }
    : { ja: `${c.theme.ja}の研究のイメージ図`, en: `Illustration of research on ${c.theme.en}` };
  return figure(rng.int(1, 6), alt, {
    ja: `${c.theme.ja}の計算の流れ（イメージ）`,
    en: `How a calculation for ${c.theme.en} runs (illustration)`,
  });
}

export function writeNews(rng: Rng, base: Ctx, categoryId: string): Written {
  const story = rng.pick(stories[categoryId] ?? pressStories);
  const c = story.software && !base.product.software ? { ...base, product: rng.pick(products.filter((x) => x.software)) } : base;
  const at = (t: Tpl) => t(c);
  const lead = story.lead.map(at);
  const [bg1, bg2, bg3, bg4, bg5] = rng.sample(background, 5).map(at);
  const about = [...(aboutProduct[c.product.slug] ?? []), ...rng.sample(aboutProduct['any'] ?? [], 1)].map(at);
  const html = new Html()
    .add(p(lead))
    .add(h2('background', rng.pick(backgroundHeadings)))
    .add(p([bg1, bg2, bg3].filter((x) => x !== undefined)))
    .add(p([bg4, bg5].filter((x) => x !== undefined)))
    .add(p(about))
    .add(h2('details', story.heading))
    .add(ul(rng.sample(story.bullets, 4).map(at)))
    .add(p(rng.sample(method, 3).map(at)));
  const more = extra(rng, c, story.table);
  if (more) html.add(more);
  html
    .add(h2('outlook', rng.pick(outlookHeadings)))
    .add(p(rng.sample(outlook, 3).map(at)))
    .add(p([at(rng.pick(contact))]));
  return {
    stem: story.stem(c),
    title: at(story.title),
    excerpt: { ja: lead.map((l) => l.ja).join(''), en: lead.map((l) => l.en).join(' ') },
    body: html.toPair(),
  };
}
