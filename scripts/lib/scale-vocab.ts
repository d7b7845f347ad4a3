/**
 * Names the generated scale fixtures are made of: the fictional company's
 * products, customers, partners and research themes, each in Japanese and
 * English. Every organisation here is invented.
 */

/** One phrase in both languages. */
export interface Pair {
  ja: string;
  en: string;
}

export interface Product {
  /** Brand name, the same in both languages. */
  name: string;
  /** Slug stem for content ids. */
  slug: string;
  /** Name with what it is, for a first mention. */
  full: Pair;
  /** Site path of its page; MIQAN's page is Japanese only, so English links to the services overview. */
  path: Pair;
  /** Link text for `path`. */
  page: Pair;
  /** Software (as opposed to consulting or training): has versions, features and trials. */
  software: boolean;
}

export const products: readonly Product[] = [
  {
    name: 'Qamuy',
    slug: 'qamuy',
    full: { ja: '量子化学計算クラウド「Qamuy」', en: 'Qamuy, our cloud software for quantum chemistry' },
    path: { ja: '/services/qamuy', en: '/en/services/qamuy' },
    page: { ja: 'Qamuyのページ', en: 'Qamuy page' },
    software: true,
  },
  {
    name: 'QURI Chemistry',
    slug: 'quri-chemistry',
    full: {
      ja: '量子化学アルゴリズム開発ライブラリ「QURI Chemistry」',
      en: 'QURI Chemistry, our library for quantum chemistry algorithms',
    },
    path: { ja: '/services/qurichemistry', en: '/en/services/qurichemistry' },
    page: { ja: 'QURI Chemistryのページ', en: 'QURI Chemistry page' },
    software: true,
  },
  {
    name: 'QURI',
    slug: 'quri',
    full: { ja: '量子ソフトウェア開発プラットフォーム「QURI」', en: 'QURI, our platform for building quantum software' },
    path: { ja: '/services/quri', en: '/en/services/quri' },
    page: { ja: 'QURIのページ', en: 'QURI page' },
    software: true,
  },
  {
    name: 'QS',
    slug: 'qs',
    full: { ja: '量子戦略・導入コンサルティング「QS」', en: 'QS, our quantum strategy consulting service' },
    path: { ja: '/services/qs', en: '/en/services/qs' },
    page: { ja: 'QSのページ', en: 'QS page' },
    software: false,
  },
  {
    name: 'MIQAN',
    slug: 'miqan',
    full: { ja: '量子人材育成プログラム「MIQAN」', en: 'MIQAN, our quantum training program' },
    path: { ja: '/services/miqan', en: '/en/services' },
    page: { ja: 'MIQANのページ', en: 'services overview' },
    software: false,
  },
];

export interface Theme extends Pair {
  slug: string;
}

/** Research and application themes, by case category; `any` (scientific themes only) serves news and unknown categories. */
export const themes: Record<string, readonly Theme[]> = {
  chemistry: [
    { slug: 'catalyst', ja: '触媒反応の解析', en: 'catalyst reaction analysis' },
    { slug: 'polymer', ja: '高分子材料の物性予測', en: 'predicting polymer properties' },
    { slug: 'photocatalyst', ja: '光触媒の設計', en: 'photocatalyst design' },
  ],
  energy: [
    { slug: 'battery', ja: '電池材料の探索', en: 'battery materials discovery' },
    { slug: 'carbon-capture', ja: '二酸化炭素回収材料の評価', en: 'evaluating carbon capture materials' },
    { slug: 'hydrogen', ja: '水素製造触媒の開発', en: 'catalysts for hydrogen production' },
  ],
  pharma: [
    { slug: 'drug-candidates', ja: '創薬候補分子の評価', en: 'evaluating drug candidates' },
    { slug: 'enzyme', ja: '酵素反応の解析', en: 'enzyme reaction analysis' },
  ],
  manufacturing: [
    { slug: 'corrosion', ja: '腐食メカニズムの解明', en: 'understanding corrosion' },
    { slug: 'oled', ja: '有機EL材料の発光特性予測', en: 'predicting how OLED materials emit light' },
    { slug: 'semiconductor', ja: '半導体プロセス材料の評価', en: 'materials for semiconductor processes' },
  ],
  finance: [
    { slug: 'portfolio', ja: 'ポートフォリオ最適化', en: 'portfolio optimization' },
    { slug: 'risk', ja: '市場リスクの評価', en: 'market risk assessment' },
  ],
  any: [
    { slug: 'materials', ja: '新材料の探索', en: 'materials discovery' },
    { slug: 'catalyst', ja: '触媒反応の解析', en: 'catalyst reaction analysis' },
    { slug: 'battery', ja: '電池材料の探索', en: 'battery materials discovery' },
    { slug: 'drug-discovery', ja: '創薬研究', en: 'drug discovery' },
    { slug: 'oled', ja: '有機EL材料の設計', en: 'OLED materials design' },
    { slug: 'corrosion', ja: '腐食の解析', en: 'corrosion analysis' },
    { slug: 'carbon-capture', ja: '二酸化炭素回収材料の評価', en: 'evaluating carbon capture materials' },
  ],
};

export interface Organisation {
  slug: string;
  name: Pair;
  /** Name without the legal form, for running text. */
  short: Pair;
}

export interface Client extends Organisation {
  industry: Pair;
}

const client = (slug: string, ja: string, en: string, form: Pair, industry: Pair): Client => ({
  slug,
  name: { ja: `${ja}${form.ja}`, en: `${en}${form.en}` },
  short: { ja, en },
  industry,
});
const kk = { ja: '株式会社', en: ' Co., Ltd.' };
const inc = { ja: '株式会社', en: ' Inc.' };

/** Customers by case category; `any` serves unknown categories. */
export const clients: Record<string, readonly Client[]> = {
  chemistry: [
    client('shirahama-kasei', '白浜化成', 'Shirahama Kasei', kk, { ja: '化学メーカー（機能性樹脂）', en: 'Performance resins' }),
    client('kinokawa-chemical', '紀ノ川化学', 'Kinokawa Chemical', kk, { ja: '化学メーカー（触媒）', en: 'Catalysts' }),
    client('katsuragawa-glass', '桂川硝子', 'Katsuragawa Glass', kk, { ja: 'ガラス・セラミックス', en: 'Glass and ceramics' }),
  ],
  energy: [
    client('hokuto-energy', '北斗エナジー', 'Hokuto Energy', inc, { ja: '電力・ガス', en: 'Utilities' }),
    client('chitose-battery', '千歳バッテリー', 'Chitose Battery', kk, { ja: '二次電池', en: 'Rechargeable batteries' }),
  ],
  pharma: [
    client('asagiri-pharma', '朝霧製薬', 'Asagiri Pharmaceutical', kk, { ja: '製薬', en: 'Pharmaceuticals' }),
    client('wakaba-life-sciences', '若葉ライフサイエンス', 'Wakaba Life Sciences', inc, { ja: 'バイオ医薬品', en: 'Biopharmaceuticals' }),
  ],
  manufacturing: [
    client('fujinami-precision', '藤波精機', 'Fujinami Precision', kk, { ja: '自動車部品', en: 'Automotive parts' }),
    client('aoba-electric', '青葉電機', 'Aoba Electric', kk, { ja: '電機・電子部品', en: 'Electronic components' }),
    client('okinoshima-heavy', '沖ノ島重工業', 'Okinoshima Heavy Industries', kk, { ja: '重工業', en: 'Heavy industry' }),
  ],
  finance: [
    client('konan-bank', '港南銀行', 'Konan Bank', kk, { ja: '銀行', en: 'Banking' }),
    client('shinonome-securities', '東雲証券', 'Shinonome Securities', kk, { ja: '証券', en: 'Securities' }),
  ],
  any: [client('mitsuse-industries', '三瀬工業', 'Mitsuse Industries', kk, { ja: '素材', en: 'Materials' })],
};

/** Universities and institutes that appear as research partners. */
export const institutes: readonly Organisation[] = [
  {
    slug: 'wangan-tech',
    name: { ja: '湾岸工科大学', en: 'Wangan Institute of Technology' },
    short: { ja: '湾岸工科大学', en: 'Wangan Tech' },
  },
  { slug: 'hokuryo-university', name: { ja: '北陵大学', en: 'Hokuryo University' }, short: { ja: '北陵大学', en: 'Hokuryo University' } },
  {
    slug: 'nanto-science',
    name: { ja: '南都理科大学', en: 'Nanto University of Science' },
    short: { ja: '南都理科大学', en: 'Nanto University' },
  },
  {
    slug: 'iqm-lab',
    name: { ja: '量子材料総合研究所', en: 'Institute for Quantum Materials' },
    short: { ja: '量子材料総合研究所', en: 'the Institute' },
  },
];

/** Where events take place; `en` carries its preposition ("at …", "in …", "online"). */
export interface Venue extends Pair {
  online: boolean;
}

export const venues: readonly Venue[] = [
  { ja: '東京・神田の当社オフィス', en: 'at our Kanda office in Tokyo', online: false },
  { ja: 'オンライン', en: 'online', online: true },
  { ja: '大阪・中之島', en: 'in Nakanoshima, Osaka', online: false },
  { ja: '横浜・みなとみらい', en: 'in Minato Mirai, Yokohama', online: false },
  { ja: '東京・有明の展示会場', en: 'at the exhibition center in Ariake, Tokyo', online: false },
];

/** Fictional magazines, papers and shows that cover the company. */
export const outlets: readonly Pair[] = [
  { ja: '「量子ビジネス通信」', en: 'Quantum Business Report' },
  { ja: '「月刊ものづくり技術」', en: 'Monozukuri Technology Monthly' },
  { ja: '「テックウォッチ」', en: 'TechWatch' },
  { ja: 'ポッドキャスト「研究者の時間」', en: 'the podcast Time for Research' },
  { ja: '「化学産業ジャーナル」', en: 'Chemical Industry Journal' },
];

/** Researchers who write papers and give talks. */
export const researchers: readonly string[] = [
  'Rina Sugawara',
  'Takumi Hirano',
  'Shota Nakagawa',
  'Mei Kurosawa',
  'Yuki Tanabe',
  'Ryo Kanazawa',
  'Aiko Fujimura',
  'Daisuke Oshima',
  'Sayaka Ishiguro',
  'Haruka Watase',
  'Kenji Morioka',
  'Nana Takeuchi',
  'Claire Dubois',
  'Jonas Lindqvist',
  'Priya Raman',
  'Wei-Lun Chang',
  'Lena Hartmann',
  'Tomás Quiroga',
];
