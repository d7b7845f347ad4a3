/** News story templates for events and media coverage: a title, a two-sentence lead (also the excerpt) and the bullets at the heart of the body. */
import { cap, item, monthEn } from './scale-text.ts';
import { ym, type Story } from './scale-story.ts';

export const eventStories: readonly Story[] = [
  {
    stem: (c) => `${c.product.slug}-webinar`,
    software: true,
    title: (c) => ({
      ja: `ウェビナー「${c.product.name}で始める${c.theme.ja}」を${c.month}月に開催`,
      en: `Webinar in ${monthEn(c)}: getting started with ${c.theme.en} in ${c.product.name}`,
    }),
    lead: [
      (c) => ({
        ja: `当社は${ym(c).ja}、${c.theme.ja}に量子計算を活用する方法を紹介するウェビナーを開催します。`,
        en: `In ${ym(c).en}, we're hosting a webinar on using quantum computing for ${c.theme.en}.`,
      }),
      (c) => ({
        ja: `${c.product.name}の画面を使ったデモンストレーションのほか、${c.partner.short.ja}のご担当者による事例紹介も予定しています。`,
        en: `Along with a live demo of ${c.product.name}, ${c.partner.short.en} will share how their team works with it.`,
      }),
    ],
    heading: { ja: 'プログラム', en: 'Program' },
    bullets: [
      (c) =>
        item(
          '基調講演',
          `量子計算の現状と、${c.theme.ja}への応用の見通し`,
          'Keynote',
          `Where quantum computing stands, and what it could do for ${c.theme.en}`,
        ),
      (c) =>
        item(
          'デモンストレーション',
          `${c.product.name}で計算を設定し、結果を読み解くまで`,
          'Demo',
          `Setting up a calculation in ${c.product.name} and reading the results`,
        ),
      (c) => item('事例紹介', `${c.partner.short.ja}における活用事例`, 'Customer story', `How ${c.partner.short.en} puts it to work`),
      () => item('質疑応答', '参加者の皆様からのご質問にお答えします', 'Q&A', 'Your questions, answered'),
    ],
    table: 'schedule',
  },
  {
    stem: () => 'quantum-technology-forum',
    software: true,
    title: (c) => ({ ja: `「量子技術フォーラム ${c.year}」に出展します`, en: `Meet us at Quantum Technology Forum ${c.year}` }),
    lead: [
      (c) => ({
        ja: `当社は、${ym(c).ja}に${c.venue.ja}で開催される「量子技術フォーラム ${c.year}」に出展します。`,
        en: `We'll be exhibiting at Quantum Technology Forum ${c.year}, held ${c.venue.en} in ${monthEn(c)}.`,
      }),
      (c) => ({
        ja: `ブースでは${c.product.name}の最新機能をご紹介するとともに、当社の研究者が${c.theme.ja}に関するご相談を承ります。`,
        en: `At our booth, you can see what's new in ${c.product.name} and talk to our researchers about ${c.theme.en}.`,
      }),
    ],
    heading: { ja: 'ブースでの展示内容', en: 'At our booth' },
    bullets: [
      (c) =>
        item('製品デモ', `${c.product.name}の操作を実際にお試しいただけます。`, 'Product demos', `Try ${c.product.name} for yourself.`),
      (c) =>
        item(
          'ポスター展示',
          `${c.theme.ja}に関する当社の最新の研究成果をご紹介します。`,
          'Posters',
          `See our latest research on ${c.theme.en}.`,
        ),
      (c) =>
        item(
          'ミニセミナー',
          `会期中、1日${c.n.small}回のミニセミナーを行います。`,
          'Short talks',
          `We'll give ${c.n.small} short talks a day.`,
        ),
      () =>
        item(
          '個別相談',
          '量子計算の導入に関するご相談に、当社の研究者が直接お答えします。',
          'One-to-one advice',
          'Our researchers will answer your questions about getting started with quantum computing.',
        ),
    ],
    table: 'schedule',
  },
  {
    stem: (c) => `hands-on-seminar-${c.theme.slug}`,
    software: true,
    title: (c) => ({
      ja: `${c.theme.ja}をテーマにしたハンズオンセミナーを開催`,
      en: `Hands-on seminar: quantum computing for ${c.theme.en}`,
    }),
    lead: [
      (c) => ({
        ja: `当社は${ym(c).ja}、${c.venue.ja}で、${c.theme.ja}をテーマにしたハンズオンセミナーを開催します。`,
        en: `In ${ym(c).en}, we're holding a hands-on seminar ${c.venue.en} on quantum computing for ${c.theme.en}.`,
      }),
      (c) => ({
        ja: `参加者の皆様には、${c.product.name}を使って実際に計算を実行し、結果を読み解くまでを体験していただきます。`,
        en: `You'll run real calculations in ${c.product.name} and learn how to read the results.`,
      }),
    ],
    heading: { ja: '開催概要', en: 'Details' },
    bullets: [
      () =>
        item(
          '対象',
          '企業や大学で研究開発に携わる方（量子計算の事前知識は不要です）',
          'Who it is for',
          'Anyone in corporate or academic R&D (no background in quantum computing needed)',
        ),
      (c) => item('定員', `${c.n.seats}名（先着順）`, 'Places', `${c.n.seats}, first come, first served`),
      () => item('参加費', '無料', 'Fee', 'Free'),
      () => item('持ち物', 'ノートパソコン（ブラウザが使えるもの）', 'What to bring', 'A laptop with a web browser'),
    ],
  },
  {
    stem: (c) => `open-lecture-${c.partner.slug}`,
    title: (c) => ({
      ja: `${c.partner.short.ja}と共催で公開講座「はじめての量子計算」を開催`,
      en: `Introduction to Quantum Computing: an open lecture with ${c.partner.short.en}`,
    }),
    lead: [
      (c) => ({
        ja: `当社は${c.partner.name.ja}と共催で、一般の方を対象とした公開講座「はじめての量子計算」を${ym(c).ja}に開催します。`,
        en: `Together with ${c.partner.name.en}, we're holding an open lecture, Introduction to Quantum Computing, in ${ym(c).en}.`,
      }),
      (c) => ({
        ja: `量子コンピュータの仕組みから${c.theme.ja}などの応用例まで、専門知識がなくても分かるようにお話しします。`,
        en: `From how quantum computers work to uses such as ${c.theme.en}, no specialist knowledge is needed.`,
      }),
    ],
    heading: { ja: '講座の内容', en: 'What we will cover' },
    bullets: [
      () => item('第1部', '量子コンピュータは何が得意なのか', 'Part 1', 'What quantum computers are good at'),
      (c) => item('第2部', `${c.theme.ja}への応用`, 'Part 2', `Applications in ${c.theme.en}`),
      () => item('第3部', '研究者との座談会', 'Part 3', 'A round table with our researchers'),
      (c) => item('会場', `${c.venue.ja}（参加無料・事前申込制）`, 'Where', `${cap(c.venue.en)} (free; please register)`),
    ],
    table: 'schedule',
  },
];

export const mediaStories: readonly Story[] = [
  {
    stem: (c) => `media-${c.theme.slug}`,
    title: (c) => ({ ja: `${c.outlet.ja}で当社の取り組みが紹介されました`, en: `${cap(c.outlet.en)} covers our work on ${c.theme.en}` }),
    lead: [
      (c) => ({
        ja: `${c.outlet.ja}で、${c.theme.ja}に量子計算を活用する当社の取り組みが紹介されました。`,
        en: `${cap(c.outlet.en)} has covered our work on applying quantum computing to ${c.theme.en}.`,
      }),
      () => ({
        ja: '当社の研究者が、量子計算で今できることと、実用化に向けた課題について語っています。',
        en: 'Our researchers talk about what quantum computing can do today and what still stands in the way.',
      }),
    ],
    heading: { ja: '掲載の概要', en: 'About the piece' },
    bullets: [
      (c) => item('媒体', c.outlet.ja, 'Outlet', cap(c.outlet.en)),
      (c) => item('公開時期', ym(c).ja, 'Published', ym(c).en),
      (c) => item('テーマ', `${c.theme.ja}と量子計算`, 'Topic', `Quantum computing and ${c.theme.en}`),
      () => item('登場者', '当社 研究開発部の研究者', 'Featuring', 'Researchers from our R&D team'),
    ],
  },
  {
    stem: () => 'ceo-interview',
    title: (c) => ({
      ja: `${c.outlet.ja}に代表取締役CEO 渡瀬のインタビューが掲載されました`,
      en: `${cap(c.outlet.en)} interviews our CEO, Haruka Watase`,
    }),
    lead: [
      (c) => ({
        ja: `${c.outlet.ja}に、当社代表取締役CEO 渡瀬 遥のインタビューが掲載されました。`,
        en: `${cap(c.outlet.en)} has published an interview with our CEO, Haruka Watase.`,
      }),
      () => ({
        ja: '創業の経緯から、量子計算が産業にもたらす変化、今後の事業展開まで、幅広いテーマについて語っています。',
        en: 'She talks about why she founded the company, how quantum computing will change industry, and where the business goes next.',
      }),
    ],
    heading: { ja: 'インタビューで語ったこと', en: 'Highlights' },
    bullets: [
      () =>
        item(
          '創業の理由',
          '研究の成果を、研究者以外の人にも使える形で届けたいという思い',
          'Why we started',
          "Wanting research to reach people who aren't researchers themselves",
        ),
      () =>
        item(
          '量子計算の現在地',
          '過度な期待と悲観の間で、今できることを正確に伝える大切さ',
          'Where things stand',
          "Why it matters to be precise about what's possible today, between hype and gloom",
        ),
      () =>
        item(
          '人材について',
          '量子計算を使いこなす人材を、企業の中で育てる必要性',
          'On people',
          'Why companies need to grow quantum talent in-house',
        ),
      (c) => item('今後の展望', `${c.product.name}を軸にした海外展開`, 'Looking ahead', `Taking ${c.product.name} to customers overseas`),
    ],
  },
  {
    stem: (c) => `media-${c.partner.slug}`,
    title: (c) => ({
      ja: `${c.outlet.ja}に${c.partner.short.ja}様の${c.product.name}活用事例が掲載されました`,
      en: `${cap(c.outlet.en)} covers how ${c.partner.short.en} uses ${c.product.name}`,
    }),
    lead: [
      (c) => ({
        ja: `${c.outlet.ja}に、${c.partner.name.ja}における${c.product.name}の活用事例が掲載されました。`,
        en: `${cap(c.outlet.en)} has published a story on how ${c.partner.name.en} uses ${c.product.name}.`,
      }),
      (c) => ({
        ja: `${c.theme.ja}の研究に量子計算を取り入れた経緯と、導入後の変化が紹介されています。`,
        en: `It explains why the team brought quantum computing into its work on ${c.theme.en}, and what has changed since.`,
      }),
    ],
    heading: { ja: '記事で紹介された内容', en: 'What the story covers' },
    bullets: [
      () => item('導入の背景', '従来の計算手法では扱いきれなかった課題', 'Why', "Problems that conventional methods couldn't handle"),
      () =>
        item(
          '進め方',
          '小さな検証から始め、段階的に対象を広げたこと',
          'How',
          'Starting with a small trial and widening the scope step by step',
        ),
      (c) =>
        item('成果', `候補の絞り込みにかかる期間を約${c.n.pct}%短縮`, 'Results', `About ${c.n.pct}% less time to shortlist candidates`),
      () => item('今後', '他の研究部門への展開', 'Next', 'Rolling it out to other research groups'),
    ],
  },
];
