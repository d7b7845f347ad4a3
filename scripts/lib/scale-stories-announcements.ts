/** News story templates for press releases and product news: a title, a two-sentence lead (also the excerpt) and the bullets at the heart of the body. */
import { item, type Tpl } from './scale-text.ts';
import { ym, type Story } from './scale-story.ts';

/** What a release adds; shared by the new-version and new-feature stories. */
const featureBullets: readonly Tpl[] = [
  (c) =>
    item(
      '計算速度の向上',
      `シミュレータでの計算が、従来より最大${c.n.factor}倍速くなりました。`,
      'Faster',
      `Simulations run up to ${c.n.factor} times faster.`,
    ),
  (c) =>
    item(
      '新しい計算手法',
      `${c.theme.ja}向けに、${c.n.small}種類の計算手法を追加しました。`,
      'New methods',
      `${c.n.small} new methods for ${c.theme.en}.`,
    ),
  () =>
    item(
      '結果の比較',
      '複数の計算結果を並べて比較できるようになりました。',
      'Side-by-side results',
      'Compare several results at a glance.',
    ),
  () =>
    item(
      'チームでの共有',
      'プロジェクト単位で、計算条件と結果をメンバーと共有できます。',
      'Team sharing',
      'Share settings and results with your team, project by project.',
    ),
  () =>
    item(
      'APIの拡充',
      '計算の実行と結果の取得を、お客様のプログラムから操作できるようになりました。',
      'A fuller API',
      'Run calculations and fetch results from your own code.',
    ),
];

export const pressStories: readonly Story[] = [
  {
    stem: (c) => `joint-research-${c.theme.slug}`,
    software: true,
    title: (c) => ({
      ja: `${c.partner.short.ja}と${c.theme.ja}に関する共同研究を開始`,
      en: `Aonami Quantum and ${c.partner.short.en} begin joint research on ${c.theme.en}`,
    }),
    lead: [
      (c) => ({
        ja: `株式会社アオナミ・クオンタムは、${c.partner.name.ja}と、量子計算を${c.theme.ja}に応用するための共同研究を${ym(c).ja}より開始しました。`,
        en: `Aonami Quantum and ${c.partner.name.en} have begun joint research on applying quantum computing to ${c.theme.en}, starting in ${ym(c).en}.`,
      }),
      (c) => ({
        ja: `${c.partner.short.ja}が持つ実験データと知見に当社の量子アルゴリズムと${c.product.name}を組み合わせ、${c.n.months}か月をかけて有効性を検証します。`,
        en: `Over ${c.n.months} months, we will test how well our quantum algorithms and ${c.product.name} work together with ${c.partner.short.en}'s data and expertise.`,
      }),
    ],
    heading: { ja: '共同研究の内容', en: 'What the research covers' },
    bullets: [
      (c) =>
        item(
          '対象の選定',
          `${c.partner.short.ja}の研究テーマから、量子計算の効果が見込める${c.n.small}つの課題を選びます。`,
          'Choosing targets',
          `We'll pick ${c.n.small} problems from ${c.partner.short.en}'s research where quantum computing is likely to help.`,
        ),
      () =>
        item(
          '計算手法の開発',
          '課題ごとに、現在の量子コンピュータで実行できる規模に合わせた計算手法を設計します。',
          'Developing methods',
          "For each problem, we'll design methods sized for the quantum computers available today.",
        ),
      (c) =>
        item(
          '実験との比較',
          `計算結果を${c.partner.short.ja}の実験データと突き合わせ、精度と限界を明らかにします。`,
          'Checking against experiment',
          `We'll compare our results with ${c.partner.short.en}'s measurements to see how accurate they are and where they fall short.`,
        ),
      () =>
        item(
          '成果の公開',
          '得られた成果は、論文や学会発表を通じて広く公開する予定です。',
          'Sharing results',
          'We intend to publish the results in papers and at conferences.',
        ),
      () =>
        item(
          '研究者の交流',
          '両者の研究者が定期的に相互に訪問し、議論の場を設けます。',
          'Working side by side',
          'Researchers from both sides will visit each other regularly to work through problems together.',
        ),
    ],
  },
  {
    stem: (c) => `${c.product.slug}-milestone`,
    title: (c) => ({
      ja: `${c.product.name}の利用企業・機関が${c.n.count}を突破`,
      en: `${c.product.name} now serves more than ${c.n.count} companies and institutions`,
    }),
    lead: [
      (c) => ({
        ja: `${c.product.full.ja}の利用企業・研究機関の数が、${ym(c).ja}末時点で${c.n.count}を超えました。`,
        en: `As of the end of ${ym(c).en}, more than ${c.n.count} companies and research institutions use ${c.product.name}.`,
      }),
      () => ({
        ja: '化学や素材のほか、製薬、エネルギー、自動車など、幅広い業界でご活用いただいています。',
        en: 'Customers range from chemicals and materials to pharmaceuticals, energy and automotive.',
      }),
    ],
    heading: { ja: '利用の広がり', en: 'How customers use it' },
    bullets: [
      (c) =>
        item(
          '業界の広がり',
          `利用企業の業界は${c.n.small + 4}業種に広がりました。`,
          'More industries',
          `Customers now come from ${c.n.small + 4} industries.`,
        ),
      (c) =>
        item(
          '利用の増加',
          `${c.year}年の利用件数は、前年の約${c.n.factor}倍に増えています。`,
          'More use',
          `Use in ${c.year} was about ${c.n.factor} times the previous year's.`,
        ),
      (c) =>
        item(
          '大学での活用',
          `${c.n.small * 3}の大学で、研究や授業に利用されています。`,
          'Universities',
          `${c.n.small * 3} universities use it for research and teaching.`,
        ),
      () =>
        item(
          'サポート体制',
          'ご利用企業向けの技術相談会を毎月開催しています。',
          'Support',
          'We hold technical office hours for customers every month.',
        ),
    ],
    table: 'figures',
  },
  {
    stem: () => 'funding-round',
    title: (c) => ({ ja: `総額${c.n.oku}億円の資金調達を実施`, en: `Aonami Quantum raises JPY ${(c.n.oku / 10).toFixed(1)} billion` }),
    lead: [
      (c) => ({
        ja: `株式会社アオナミ・クオンタムは、第三者割当増資により総額${c.n.oku}億円の資金調達を実施しました。`,
        en: `Aonami Quantum has raised JPY ${(c.n.oku / 10).toFixed(1)} billion through a third-party allotment of new shares.`,
      }),
      (c) => ({
        ja: `調達した資金は、${c.product.name}の開発体制の強化と、${c.theme.ja}をはじめとする研究開発の拡充に充てます。`,
        en: `We will use the funds to grow the ${c.product.name} team and to expand our research, starting with ${c.theme.en}.`,
      }),
    ],
    heading: { ja: '資金の使途', en: 'How we will use the funds' },
    bullets: [
      (c) =>
        item(
          '採用の強化',
          `研究者とソフトウェアエンジニアを中心に、${c.n.small * 5}名程度の採用を予定しています。`,
          'Hiring',
          `We plan to hire around ${c.n.small * 5} people, mostly researchers and software engineers.`,
        ),
      (c) =>
        item(
          '製品開発',
          `${c.product.name}を、より大規模な課題に対応させます。`,
          'Products',
          `We will make ${c.product.name} ready for much larger problems.`,
        ),
      () =>
        item(
          '研究開発',
          '誤り耐性量子コンピュータの時代を見据えたアルゴリズム研究を拡充します。',
          'Research',
          'We will expand research into algorithms for the coming fault-tolerant quantum computers.',
        ),
      () =>
        item(
          '海外展開',
          '欧州と北米のお客様へのサポート体制を整えます。',
          'Going abroad',
          'We will build up support for customers in Europe and North America.',
        ),
    ],
  },
  {
    stem: (c) => `partnership-${c.partner.slug}`,
    software: true,
    title: (c) => ({
      ja: `${c.partner.short.ja}と業務提携契約を締結`,
      en: `Aonami Quantum and ${c.partner.short.en} sign a business partnership`,
    }),
    lead: [
      (c) => ({
        ja: `株式会社アオナミ・クオンタムは、${c.partner.name.ja}と、${c.product.name}を活用した${c.theme.ja}の推進に関する業務提携契約を締結しました。`,
        en: `Aonami Quantum has signed a business partnership with ${c.partner.name.en} to advance ${c.theme.en} with ${c.product.name}.`,
      }),
      () => ({
        ja: '両者の強みを持ち寄り、量子計算を研究開発の現場で使える道具にすることを目指します。',
        en: 'Together, we aim to make quantum computing an everyday tool in research and development.',
      }),
    ],
    heading: { ja: '提携の概要', en: 'About the partnership' },
    bullets: [
      (c) =>
        item(
          '共同検証',
          `${c.partner.short.ja}の研究課題を題材に、${c.product.name}の有効性を共同で検証します。`,
          'Joint trials',
          `We'll test ${c.product.name} together on problems from ${c.partner.short.en}'s research.`,
        ),
      (c) =>
        item(
          '人材育成',
          `${c.partner.short.ja}の研究者を対象に、量子計算の研修を実施します。`,
          'Training',
          `We'll train ${c.partner.short.en}'s researchers in quantum computing.`,
        ),
      (c) =>
        item(
          '機能開発',
          `検証で寄せられた要望をもとに、${c.product.name}の新機能を開発します。`,
          'New features',
          `What we learn will shape new features in ${c.product.name}.`,
        ),
      () => item('情報発信', '成果は、両者の合意のもとで順次公開します。', 'Sharing', 'We will publish results as both sides agree.'),
    ],
  },
];

export const productStories: readonly Story[] = [
  {
    stem: (c) => `${c.product.slug}-${c.n.version.replace('.', '-')}-release`,
    title: (c) => ({ ja: `${c.product.name} ${c.n.version}を提供開始`, en: `${c.product.name} ${c.n.version} is now available` }),
    lead: [
      (c) => ({
        ja: `当社は、${c.product.full.ja}の新バージョン${c.n.version}の提供を${ym(c).ja}より開始しました。`,
        en: `Version ${c.n.version} of ${c.product.name} is available from ${ym(c).en}.`,
      }),
      (c) => ({
        ja: `今回のバージョンでは、${c.theme.ja}に役立つ機能を中心に、お客様からご要望の多かった改善を行っています。`,
        en: `This release focuses on features for ${c.theme.en}, along with improvements many customers have asked for.`,
      }),
    ],
    heading: { ja: '主な新機能', en: "What's new" },
    bullets: featureBullets,
    software: true,
    table: 'figures',
  },
  {
    stem: (c) => `${c.product.slug}-new-features-${c.theme.slug}`,
    title: (c) => ({ ja: `${c.product.name}に${c.theme.ja}向けの新機能を追加`, en: `New in ${c.product.name}: tools for ${c.theme.en}` }),
    lead: [
      (c) => ({
        ja: `${c.product.full.ja}に、${c.theme.ja}に取り組む研究者のための新機能を追加しました。`,
        en: `We've added new features to ${c.product.name} for researchers working on ${c.theme.en}.`,
      }),
      () => ({ ja: '追加料金なしで、すべてのお客様にご利用いただけます。', en: "They're available to every customer at no extra cost." }),
    ],
    heading: { ja: '追加された機能', en: 'What we added' },
    bullets: featureBullets,
    software: true,
  },
  {
    stem: (c) => `${c.product.slug}-free-trial`,
    title: (c) => ({ ja: `${c.product.name}の30日間無料トライアルの受付を開始`, en: `Try ${c.product.name} free for 30 days` }),
    lead: [
      (c) => ({
        ja: `${c.product.full.ja}を30日間無料でお試しいただけるトライアルの受付を開始しました。`,
        en: `You can now try ${c.product.name} free for 30 days.`,
      }),
      () => ({
        ja: 'トライアル期間中も、製品版と同じ機能をすべてご利用いただけます。',
        en: 'The trial includes every feature of the full version.',
      }),
    ],
    heading: { ja: 'トライアルの内容', en: 'What the trial includes' },
    bullets: [
      () => item('期間', 'お申し込みから30日間', 'Length', '30 days from sign-up'),
      (c) =>
        item('計算資源', `シミュレータでの計算を最大${c.n.small * 10}時間まで`, 'Computing', `Up to ${c.n.small * 10} hours of simulation`),
      () => item('サポート', '当社の研究者による導入相談（1回）', 'Support', 'One onboarding session with one of our researchers'),
      () =>
        item('費用', '無料（自動で有料契約に切り替わることはありません）', 'Cost', 'Free, and it never turns into a paid plan on its own'),
    ],
    software: true,
  },
  {
    stem: (c) => `${c.product.slug}-hardware-support`,
    title: (c) => ({
      ja: `${c.product.name}が新たに${c.n.small}機種の量子コンピュータに対応`,
      en: `${c.product.name} now runs on ${c.n.small} more quantum computers`,
    }),
    lead: [
      (c) => ({
        ja: `${c.product.full.ja}が、新たに${c.n.small}機種の量子コンピュータ実機に対応しました。`,
        en: `${c.product.name} now supports ${c.n.small} more quantum computers.`,
      }),
      () => ({
        ja: 'お客様は計算の目的や予算に合わせて、より多くの選択肢から実行先を選べるようになります。',
        en: 'That gives you more choice in where to run a calculation, depending on your goals and budget.',
      }),
    ],
    heading: { ja: '対応の概要', en: 'What changes' },
    bullets: [
      () =>
        item(
          '方式の違い',
          '超伝導方式とイオントラップ方式の両方に対応しています。',
          'Different technologies',
          'Both superconducting and trapped-ion machines are supported.',
        ),
      () =>
        item(
          '同じ操作',
          '実行先を切り替えても、計算の設定を変える必要はありません。',
          'Same workflow',
          "Switching machines doesn't mean changing your settings.",
        ),
      () =>
        item(
          '自動の最適化',
          '機種ごとの特性に合わせて、量子回路が自動で最適化されます。',
          'Automatic optimization',
          'Circuits are optimized automatically for each machine.',
        ),
      () =>
        item(
          '費用の見積もり',
          '実行前に、おおよその費用と待ち時間を確認できます。',
          'Cost estimates',
          'See the estimated cost and queue time before you run.',
        ),
    ],
    software: true,
  },
];
