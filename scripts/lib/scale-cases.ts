/** Writes one case study (a customer story) in both languages. */
import type { Rng } from './prng.ts';
import { contact, outlook, type Written } from './scale-news.ts';
import { aboutProduct, blockquote, figure, generalBackground, h2, Html, p, table, ul, type Ctx, type Tpl } from './scale-text.ts';
import { products, type Client, type Pair } from './scale-vocab.ts';

interface CaseStory {
  /** Products the story can be about (slugs). */
  products: readonly string[];
  /** Whether it fits finance, where there are no molecules or experiments. */
  finance: boolean;
  stem: string;
  title: Tpl;
  excerpt: Tpl;
  result: Tpl;
  /** Headline results, one `value | label` line each (the `kpis` field). */
  kpis: (c: Ctx) => Pair[];
}

const caseStories: readonly CaseStory[] = [
  {
    products: ['qamuy', 'quri-chemistry'],
    finance: false,
    stem: 'shorter-development',
    title: (c) => ({
      ja: `${c.partner.short.ja}、${c.product.name}で${c.theme.ja}を効率化し開発期間を約${c.n.pct}%短縮`,
      en: `${c.partner.short.en} cuts development time by about ${c.n.pct}% using ${c.product.name} for ${c.theme.en}`,
    }),
    excerpt: (c) => ({
      ja: `${c.partner.name.ja}は${c.product.name}を${c.theme.ja}に活用し、候補の絞り込みを計算で行うことで、開発期間を約${c.n.pct}%短縮しました。`,
      en: `${c.partner.name.en} used ${c.product.name} for ${c.theme.en}, shortlisting candidates by calculation and cutting development time by about ${c.n.pct}%.`,
    }),
    result: (c) => ({
      ja: `候補の絞り込みを計算で先に行うようにした結果、開発期間は約${c.n.pct}%短くなりました。`,
      en: `Shortlisting candidates by calculation first made development about ${c.n.pct}% shorter.`,
    }),
    kpis: (c) => [
      { ja: `約${c.n.pct}%短縮 | 開発期間`, en: `About ${c.n.pct}% shorter | Development time` },
      { ja: `${c.n.count}件 | 計算で比較した候補`, en: `${c.n.count} | Candidates compared by calculation` },
      { ja: `${c.n.months}か月 | 取り組みの期間`, en: `${c.n.months} months | Length of the project` },
    ],
  },
  {
    products: ['quri', 'quri-chemistry'],
    finance: true,
    stem: 'faster-calculations',
    title: (c) => ({
      ja: `${c.partner.short.ja}、${c.theme.ja}の計算を量子アルゴリズムで${c.n.factor}倍高速化`,
      en: `${c.partner.short.en} speeds up ${c.theme.en} ${c.n.factor}-fold with quantum algorithms`,
    }),
    excerpt: (c) => ({
      ja: `${c.partner.name.ja}は、${c.product.name}で開発した量子アルゴリズムにより、${c.theme.ja}にかかる計算時間を約${c.n.factor}分の1に短縮しました。`,
      en: `With quantum algorithms built in ${c.product.name}, ${c.partner.name.en} cut the computing time for ${c.theme.en} by a factor of about ${c.n.factor}.`,
    }),
    result: (c) => ({
      ja: `同じ精度を得るまでの計算時間は、従来の手法の約${c.n.factor}分の1になりました。`,
      en: `Reaching the same accuracy now takes about 1/${c.n.factor} of the computing time the old method needed.`,
    }),
    kpis: (c) => [
      { ja: `約${c.n.factor}倍 | 同じ精度を得るまでの計算の速さ`, en: `About ${c.n.factor}× | Speed at the same accuracy` },
      { ja: `${c.n.small + 2}名 | プロジェクトチーム`, en: `${c.n.small + 2} people | Project team` },
      { ja: `${c.n.months}か月 | 取り組みの期間`, en: `${c.n.months} months | Length of the project` },
    ],
  },
  {
    products: ['qamuy', 'quri-chemistry'],
    finance: false,
    stem: 'accuracy-check',
    title: (c) => ({
      ja: `${c.partner.short.ja}、${c.theme.ja}における計算精度を${c.product.name}で検証し実験との誤差を${c.n.pct}%低減`,
      en: `${c.partner.short.en} tests ${c.product.name} on ${c.theme.en} and narrows the gap to experiment by ${c.n.pct}%`,
    }),
    excerpt: (c) => ({
      ja: `${c.partner.name.ja}は${c.product.name}を用いて${c.theme.ja}における計算の精度を検証し、実験値との誤差を従来より${c.n.pct}%小さくできることを確かめました。`,
      en: `${c.partner.name.en} used ${c.product.name} to test calculations for ${c.theme.en} and found errors against experiment ${c.n.pct}% smaller than before.`,
    }),
    result: (c) => ({
      ja: `実験値との誤差は、これまで使ってきた計算手法と比べて${c.n.pct}%小さくなりました。`,
      en: `Errors against experiment were ${c.n.pct}% smaller than with the methods the team had used until then.`,
    }),
    kpis: (c) => [
      { ja: `${c.n.pct}%減 | 実験値との誤差`, en: `${c.n.pct}% smaller | Error against experiment` },
      { ja: `${c.n.count}件 | 計算で比較した候補`, en: `${c.n.count} | Candidates compared by calculation` },
    ],
  },
  {
    products: ['qs'],
    finance: true,
    stem: 'quantum-roadmap',
    title: (c) => ({
      ja: `${c.partner.short.ja}、QSの支援で量子計算の導入ロードマップを策定`,
      en: `${c.partner.short.en} draws up a quantum computing roadmap with QS`,
    }),
    excerpt: (c) => ({
      ja: `${c.partner.name.ja}は、QSの支援を受けて${c.theme.ja}をはじめとする${c.n.small + 2}件のユースケースを評価し、${c.n.small}年間の導入ロードマップを策定しました。`,
      en: `With support from QS, ${c.partner.name.en} assessed ${c.n.small + 2} use cases, including ${c.theme.en}, and drew up a ${c.n.small}-year roadmap for quantum computing.`,
    }),
    result: (c) => ({
      ja: `評価した${c.n.small + 2}件のうち、${c.theme.ja}を含む2件を最初に取り組むテーマとして選びました。`,
      en: `Of the ${c.n.small + 2} use cases assessed, two, including ${c.theme.en}, were chosen to start with.`,
    }),
    kpis: (c) => [
      {
        ja: `${c.n.small + 2}件 → 2件 | 評価したユースケースと最初のテーマ`,
        en: `${c.n.small + 2} → 2 | Use cases assessed, themes chosen first`,
      },
      { ja: `${c.n.small}年間 | 導入ロードマップの期間`, en: `${c.n.small} years | Span of the roadmap` },
      { ja: `${c.n.months}か月 | 検討の期間`, en: `${c.n.months} months | Length of the project` },
    ],
  },
  {
    products: ['miqan'],
    finance: true,
    stem: 'quantum-training',
    title: (c) => ({
      ja: `${c.partner.short.ja}、MIQANで研究者${c.n.small * 4}名が量子計算を習得`,
      en: `${c.n.small * 4} researchers at ${c.partner.short.en} learn quantum computing through MIQAN`,
    }),
    excerpt: (c) => ({
      ja: `${c.partner.name.ja}では研究開発部門の${c.n.small * 4}名がMIQANを受講し、${c.theme.ja}を題材に、量子計算を自社の課題に適用する力を身につけました。`,
      en: `${c.n.small * 4} R&D staff at ${c.partner.name.en} completed MIQAN, learning to apply quantum computing to their own work through projects on ${c.theme.en}.`,
    }),
    result: () => ({
      ja: '受講者は修了後、それぞれの部署で量子計算の検討を主導する役割を担っています。',
      en: 'Since finishing, the participants have been leading quantum computing work in their own departments.',
    }),
    kpis: (c) => [
      { ja: `${c.n.small * 4}名 | MIQANを修了した研究開発部門の社員`, en: `${c.n.small * 4} | R&D staff who completed MIQAN` },
      { ja: `${c.n.months}か月 | 受講期間`, en: `${c.n.months} months | Length of the programme` },
    ],
  },
];

const challenge: readonly Tpl[] = [
  (c) => ({
    ja: `${c.partner.short.ja}では、${c.theme.ja}に多くの時間と費用がかかることが長年の課題でした。`,
    en: `For years, work on ${c.theme.en} had cost ${c.partner.short.en} a great deal of time and money.`,
  }),
  () => ({
    ja: '従来の計算手法では、精度を上げようとすると計算時間が急激に増え、検討できる選択肢の数が限られていました。',
    en: 'With conventional methods, every gain in accuracy meant a steep rise in computing time, which limited how many options the team could consider.',
  }),
  () => ({
    ja: '社内に量子計算の専門家がおらず、何から始めればよいか分からないことも、検討を進めるうえでの壁になっていました。',
    en: 'With no quantum computing specialists in-house, it was also hard to know where to begin.',
  }),
  () => ({
    ja: '経営層からは、量子計算への投資が事業にどう役立つのかを具体的に示すよう求められていました。',
    en: 'Management wanted a concrete answer to how investing in quantum computing would pay off for the business.',
  }),
  () => ({
    ja: '研究部門ごとに個別に検討が進められていたため、得られた知見が社内で共有されていませんでした。',
    en: "Each research group had been exploring the technology on its own, so what they learned wasn't shared.",
  }),
];

const approach: readonly Tpl[] = [
  (c) => ({
    ja: `${c.product.name}を用いて、${c.n.count}件の候補を計算で比較`,
    en: `Compared ${c.n.count} candidates by calculation with ${c.product.name}`,
  }),
  () => ({
    ja: '当社の研究者と週1回の検討会を開き、計算の条件を見直し',
    en: 'Reviewed the settings in weekly sessions with our researchers',
  }),
  () => ({
    ja: '計算結果を過去のデータと照合し、信頼できる範囲を確認',
    en: 'Checked results against past data to see where they could be trusted',
  }),
  () => ({
    ja: '有望な候補について、古典計算と量子計算の結果を並べて評価',
    en: 'Assessed promising candidates with classical and quantum results side by side',
  }),
  () => ({
    ja: '社内向けの勉強会を開き、計算の進め方を研究部門全体で共有',
    en: 'Ran internal workshops so the whole R&D department could learn the workflow',
  }),
  (c) => ({
    ja: `検証の結果をもとに、今後${c.n.small}年間の導入計画を策定`,
    en: `Drew up a ${c.n.small}-year adoption plan from the results`,
  }),
];

const results: readonly Tpl[] = [
  () => ({
    ja: '量子計算で何ができ、何がまだできないのかが明確になり、社内の議論が具体的になりました。',
    en: 'Being clear about what quantum computing can and cannot do yet made internal discussions far more concrete.',
  }),
  (c) => ({
    ja: `検討に使える時間が増えたことで、研究者はこれまでより${c.n.small}割多くのアイデアを試せるようになりました。`,
    en: `With the time saved, researchers now try about ${c.n.small * 10}% more ideas than before.`,
  }),
  () => ({
    ja: '計算の手順が標準化され、担当者が替わっても同じ品質で検討を続けられるようになりました。',
    en: 'The workflow is now standard, so the work keeps its quality when people change roles.',
  }),
];

const voices: readonly Pair[] = [
  {
    ja: '計算の結果を、実験の担当者と一緒に見ながら議論できるようになったことが、いちばん大きな変化です。量子計算は遠い未来の技術だと思っていましたが、今から準備しておく価値があると実感しました。',
    en: "The biggest change is that we now look at the results together with the people running the experiments. I used to think quantum computing was a technology for the distant future; now I'm convinced it's worth preparing for today.",
  },
  {
    ja: '私たちの素朴な疑問にも、アオナミ・クオンタムの皆さんはいつも根拠を示して答えてくれました。そのことが、検証を最後までやり遂げる支えになりました。',
    en: "Aonami Quantum's team answered even our most basic questions with evidence, every time. That is what carried the project through to the end.",
  },
  {
    ja: '最初は半信半疑でしたが、小さな課題で結果が出たことで、社内の見方が大きく変わりました。次は対象をさらに広げていきたいと考えています。',
    en: 'At first we were sceptical, but getting results on a small problem changed minds across the company. Next, we want to take on more.',
  },
];
const departments: readonly Pair[] = [
  { ja: '研究開発本部', en: 'R&D Division' },
  { ja: '技術企画部', en: 'Technology Planning Department' },
  { ja: '先端技術研究所', en: 'Advanced Technology Laboratory' },
  { ja: 'DX推進部', en: 'Digital Transformation Office' },
];
const roles: readonly Pair[] = [
  { ja: '部長', en: 'General Manager' },
  { ja: '主任研究員', en: 'Senior Researcher' },
  { ja: 'グループリーダー', en: 'Group Leader' },
];

/** A case study: the news shape plus, for most, the headline results and the pull quote. */
export interface WrittenCase extends Written {
  highlights?: { kpis: Pair; quote: Pair; quoteBy: Pair };
}

export function writeCase(rng: Rng, base: Ctx, client: Client, categoryId: string): WrittenCase {
  const story = rng.pick(caseStories.filter((s) => categoryId !== 'finance' || s.finance));
  const slug = rng.pick(story.products);
  const product = products.find((x) => x.slug === slug) ?? base.product;
  const c: Ctx = { ...base, product, partner: client };
  const at = (t: Tpl) => t(c);
  const [dept, role] = [rng.pick(departments), rng.pick(roles)];
  const html = new Html()
    .add(h2('overview', { ja: '概要', en: 'Overview' }))
    .add(
      p([
        {
          ja: `${client.name.ja}は、${client.industry.ja}の分野で事業を展開しています。`,
          en: `${client.name.en} is active in ${client.industry.en.toLowerCase()}.`,
        },
        {
          ja: `同社は${c.year - 1}年から${product.name}を活用し、${c.theme.ja}に量子計算を取り入れる取り組みを進めてきました。`,
          en: `Since ${c.year - 1}, the company has worked with ${product.name} to bring quantum computing into its work on ${c.theme.en}.`,
        },
        {
          ja: `研究開発部門の${c.n.small + 2}名のチームが中心となり、${c.n.months}か月にわたって取り組みました。`,
          en: `A team of ${c.n.small + 2} from its R&D department led the project over ${c.n.months} months.`,
        },
      ]),
    )
    .add(h2('challenge', { ja: '課題', en: 'Challenge' }))
    .add(p(rng.sample(challenge, 2).map(at)))
    .add(p(rng.sample(generalBackground, 2).map(at)))
    .add(h2('approach', { ja: '取り組み', en: 'Approach' }))
    .add(ul(rng.sample(approach, 4).map(at)))
    .add(p((aboutProduct[product.slug] ?? []).map(at)))
    .add(h2('results', { ja: '成果', en: 'Results' }))
    .add(p([at(story.result), ...rng.sample(results, 2).map(at)]));
  if (categoryId !== 'finance' && story.products.includes('qamuy') && rng.chance(0.3)) {
    const after = Math.max(1, Math.round(c.n.months / c.n.factor));
    html.add(
      table([
        [
          { ja: '指標', en: 'Measure' },
          { ja: '導入前', en: 'Before' },
          { ja: '導入後', en: 'After' },
        ],
        [
          { ja: '候補の絞り込みにかかる期間', en: 'Time to shortlist candidates' },
          { ja: `${c.n.months}か月`, en: `${c.n.months} months` },
          { ja: `${after}か月`, en: `${after} month${after === 1 ? '' : 's'}` },
        ],
        [
          { ja: '実験の回数（導入前を100とする）', en: 'Experiments (before = 100)' },
          { ja: '100', en: '100' },
          { ja: String(100 - c.n.pct), en: String(100 - c.n.pct) },
        ],
      ]),
    );
  } else if (rng.chance(0.15)) {
    html.add(
      figure(
        rng.int(1, 6),
        { ja: `${client.short.ja}での検証の様子`, en: `The project team at ${client.short.en}` },
        { ja: `${c.theme.ja}の検証の流れ（イメージ）`, en: `How the ${c.theme.en} project ran (illustration)` },
      ),
    );
  }
  const voice = rng.pick(categoryId === 'finance' ? voices.slice(1) : voices); // the first one speaks of experiments
  const speaker: Pair = { ja: `${client.name.ja} ${dept.ja} ${role.ja}`, en: `${role.en}, ${dept.en}, ${client.name.en}` };
  // Most entries use the case-study fields (results at the top, the voice as a pull quote); some keep the
  // voice in the body as entries written before those fields existed, so both shapes are exercised.
  const highlights = rng.chance(0.8);
  if (!highlights)
    html
      .add(h2('voice', { ja: 'お客様の声', en: 'Customer voice' }))
      .add(blockquote(voice))
      .add(p([speaker]));
  html
    .add(h2('next', { ja: '今後の展望', en: 'Next steps' }))
    .add(
      p([
        {
          ja: `${client.short.ja}は今後、${c.theme.ja}以外のテーマにも量子計算の活用を広げていく予定です。`,
          en: `${client.short.en} now plans to use quantum computing beyond its work on ${c.theme.en}.`,
        },
        at(outlook[1] as Tpl),
      ]),
    )
    .add(
      p([
        at(contact[0] as Tpl),
        {
          ja: 'ほかの事例は<a href="/case">導入事例</a>でご紹介しています。',
          en: 'You can also read <a href="/en/case">more case studies</a>.',
        },
      ]),
    );
  const lines = (pairs: Pair[]): Pair => ({ ja: pairs.map((x) => x.ja).join('\n'), en: pairs.map((x) => x.en).join('\n') });
  return {
    stem: `${client.slug}-${story.stem}`,
    title: at(story.title),
    excerpt: at(story.excerpt),
    body: html.toPair(),
    ...(highlights && { highlights: { kpis: lines(story.kpis(c)), quote: voice, quoteBy: speaker } }),
  };
}
