/**
 * Writes one publication: a paper, preprint or talk with an English title (a
 * Japanese one for talks at Japanese meetings), authors, venue and a plain-text
 * summary in both languages.
 */
import type { Rng } from './prng.ts';
import { researchers, type Pair } from './scale-vocab.ts';

/** `en` is title case for titles; `lower` reads inside a sentence. */
interface Method extends Pair {
  slug: string;
  lower: string;
}

const methods: readonly Method[] = [
  {
    slug: 'sqd',
    en: 'Sample-Based Quantum Diagonalization',
    lower: 'sample-based quantum diagonalization (SQD)',
    ja: 'サンプルベース量子対角化',
  },
  { slug: 'vqe', en: 'Variational Quantum Eigensolver', lower: 'the variational quantum eigensolver (VQE)', ja: '変分量子固有値ソルバー' },
  { slug: 'qpe', en: 'Quantum Phase Estimation', lower: 'quantum phase estimation', ja: '量子位相推定' },
  { slug: 'krylov', en: 'Quantum Krylov Subspace Methods', lower: 'quantum Krylov subspace methods', ja: '量子クリロフ部分空間法' },
  {
    slug: 'qsci',
    en: 'Quantum-Selected Configuration Interaction',
    lower: 'quantum-selected configuration interaction (QSCI)',
    ja: '量子選択配置間相互作用法',
  },
  { slug: 'shadows', en: 'Classical Shadow Tomography', lower: 'classical shadow tomography', ja: '古典シャドウ法' },
  { slug: 'zne', en: 'Zero-Noise Extrapolation', lower: 'zero-noise extrapolation', ja: 'ゼロノイズ外挿' },
  { slug: 'circuit-cutting', en: 'Circuit Cutting', lower: 'circuit cutting', ja: '回路分割' },
];

const applications: readonly (Pair & { slug: string; lower: string })[] = [
  { slug: 'catalysts', en: 'Transition-Metal Catalysts', lower: 'transition-metal catalysts', ja: '遷移金属触媒' },
  { slug: 'cathodes', en: 'Lithium-Ion Cathode Materials', lower: 'lithium-ion cathode materials', ja: 'リチウムイオン電池の正極材料' },
  { slug: 'photocatalysts', en: 'Photocatalytic Water Splitting', lower: 'photocatalytic water splitting', ja: '光触媒による水分解' },
  { slug: 'drug-molecules', en: 'Drug-Like Molecules', lower: 'drug-like molecules', ja: '医薬品候補分子' },
  {
    slug: 'corrosion',
    en: 'Corrosion Inhibitors on Metal Surfaces',
    lower: 'corrosion inhibitors on metal surfaces',
    ja: '金属表面の腐食抑制剤',
  },
  { slug: 'oled', en: 'Excited States of OLED Emitters', lower: 'excited states of OLED emitters', ja: '有機EL発光材料の励起状態' },
  { slug: 'correlated', en: 'Strongly Correlated Molecules', lower: 'strongly correlated molecules', ja: '強相関分子' },
  { slug: 'enzymes', en: 'Metalloenzyme Active Sites', lower: 'metalloenzyme active sites', ja: '金属酵素の活性部位' },
];

const qualifiers = ['Error-Mitigated', 'Resource-Efficient', 'Scalable', 'Noise-Resilient', 'Hardware-Efficient', 'Symmetry-Adapted'];

const titles: readonly ((m: Method, a: (typeof applications)[number], q: string) => Pair)[] = [
  (m, a, q) => ({ en: `${q} ${m.en} for ${a.en}`, ja: `${a.ja}に対する${m.ja}の高精度化` }),
  (m, a) => ({ en: `Benchmarking ${m.en} on ${a.en}`, ja: `${a.ja}を題材とした${m.ja}のベンチマーク` }),
  (m, a) => ({ en: `Toward Practical ${m.en}: Application to ${a.en}`, ja: `${m.ja}の実用化に向けて：${a.ja}への応用` }),
  (m, a) => ({ en: `Reducing Measurement Costs in ${m.en} for ${a.en}`, ja: `${a.ja}の計算における${m.ja}の測定コスト削減` }),
  (m, a, q) => ({ en: `${m.en} with ${q} Circuits for ${a.en}`, ja: `${a.ja}のための${m.ja}と量子回路の工夫` }),
];

const journals = [
  'Journal of Chemical Theory and Computation',
  'Physical Review A',
  'Physical Review Research',
  'PRX Quantum',
  'Quantum',
  'npj Computational Materials',
  'The Journal of Physical Chemistry A',
  'Quantum Science and Technology',
];
const talksEn = (y: number) => [`APS March Meeting ${y}`, `IEEE Quantum Week ${y}`, `Quantum Information Processing ${y}`];
const talksJa = (y: number) => [
  `分子科学討論会 ${y}`,
  `日本化学会 第${y - 1920}春季年会`,
  '情報処理学会 量子ソフトウェア研究会',
  `日本物理学会 ${y}年年次大会`,
];

export interface WrittenPublication {
  stem: string;
  title: string;
  title_en: string;
  authors: string;
  venue: string;
  summary: Pair;
  doi?: string;
  url?: string;
}

export function writePublication(rng: Rng, categoryId: string, year: number, seq: number): WrittenPublication {
  const [m, a, q] = [rng.pick(methods), rng.pick(applications), rng.pick(qualifiers)];
  const title = rng.pick(titles)(m, a, q);
  const pct = rng.int(4, 14) * 5;
  const qubits = rng.int(6, 30) * 2;
  const summary = [
    {
      ja: `${a.ja}を対象に、${m.ja}の計算コストを抑えつつ精度を高める手法を提案しました。`,
      en: `We propose a way to make ${m.lower} more accurate at lower cost, and apply it to ${a.lower}.`,
    },
    rng.pick([
      {
        ja: `${qubits}量子ビット規模の数値実験では、従来法と比べて必要な測定回数を約${pct}%削減できることを示しています。`,
        en: `In numerical experiments with up to ${qubits} qubits, the number of measurements needed fell by about ${pct}% compared with standard approaches.`,
      },
      {
        ja: '量子コンピュータ実機での実証を通じて、ノイズの影響下でも化学的精度に近い結果が得られることを確認しました。',
        en: 'Demonstrations on quantum hardware show results close to chemical accuracy despite the noise.',
      },
      {
        ja: '誤り耐性量子コンピュータで必要となる計算資源の見積もりもあわせて示しました。',
        en: 'We also estimate the resources the method would need on a fault-tolerant quantum computer.',
      },
    ]),
    {
      ja: '本手法はQURI Chemistryに実装されており、研究者が自らのテーマで試せるようになっています。',
      en: 'The method is available in QURI Chemistry, so researchers can try it on their own problems.',
    },
  ];
  const japaneseTalk = categoryId === 'talk' && rng.chance(0.5);
  const venue =
    categoryId === 'paper'
      ? rng.pick(journals)
      : categoryId === 'preprint'
        ? 'arXiv'
        : rng.pick(japaneseTalk ? talksJa(year) : talksEn(year));
  const doi = categoryId === 'paper' ? `10.5555/aq.${year}.${seq}` : undefined;
  const url = categoryId === 'talk' ? undefined : `https://doi.org/10.5555/aq.${year}.${seq}`;
  return {
    stem: `${m.slug}-${a.slug}`,
    title: japaneseTalk ? title.ja : title.en,
    title_en: title.en,
    authors: rng.sample(researchers, rng.int(2, 5)).join(', '),
    venue,
    summary: { ja: summary.map((s) => s.ja).join(''), en: summary.map((s) => s.en).join(' ') },
    ...(doi ? { doi } : {}),
    ...(url ? { url } : {}),
  };
}
