import type { PageCopies } from '../page-copy.ts';

export const qurichemistry: PageCopies = {
  ja: {
    title: 'QURI Chemistry 量子化学アルゴリズムライブラリ',
    description: 'QURI Chemistryは、QURI上で動作する量子化学計算のアルゴリズムライブラリです。分子ハミルトニアンの生成から、VQEなどの変分法、量子位相推定のリソース見積もりまで、研究に必要な部品を揃えています。',
    lead: '量子化学アルゴリズムの研究で、毎回同じ下準備を書き直す必要はありません。QURI Chemistryは、その部品を検証済みの形で提供します。',
    sections: [
      {
        id: 'overview',
        heading: 'QURI Chemistryとは',
        paragraphs: [
          'QURI Chemistryは、量子開発基盤「QURI」の上で動作する、量子化学計算のためのアルゴリズムライブラリです。分子の情報から量子コンピュータで扱える問題を組み立て、アルゴリズムを実行し、結果を化学的な量に戻すまでの一連の処理を、組み合わせ可能な部品として提供します。',
          '当社が受託研究や共同研究で使ってきた実装をもとに開発しており、各部品は古典計算による参照値との比較で検証しています。',
        ],
      },
      {
        id: 'features',
        heading: '主な機能',
        paragraphs: [
          '分子ハミルトニアンの生成と活性空間の選択、Jordan–Wigner変換やBravyi–Kitaev変換などのフェルミオン・量子ビット変換、UCCSDをはじめとするアンザッツ、測定回数を減らすための演算子のグループ化を備えています。',
          '基底状態・励起状態の変分アルゴリズムに加え、誤り耐性量子コンピュータ向けには、量子位相推定で必要となる論理量子ビット数やゲート数を見積もる機能を提供しています。オープンソースの古典量子化学パッケージとの連携にも対応しています。',
        ],
      },
      {
        id: 'research-use',
        heading: '研究での使い方',
        paragraphs: [
          '新しいアンザッツや測定手法を開発する際に、ハミルトニアンの準備や評価の部分はライブラリに任せ、研究の核心となる部分に集中できます。ベンチマーク用の分子セットも同梱しているため、既存の手法との比較を公平な条件で行えます。',
        ],
      },
      {
        id: 'get-started',
        heading: 'はじめ方',
        paragraphs: [
          'QURI Chemistryは、QURI SDKの拡張パッケージとして提供しています。学術目的での利用は無料で、企業での利用には商用ライセンスが必要です。導入のご相談はお問い合わせページから承ります。',
        ],
      },
    ],
  },
  en: {
    title: 'QURI Chemistry Algorithm Library',
    description: 'QURI Chemistry is a quantum chemistry algorithm library on QURI, with tools from Hamiltonian construction and VQE to resource estimates for phase estimation.',
    lead: 'Stop rewriting the same groundwork for every quantum chemistry project. QURI Chemistry gives you the building blocks, already tested.',
    sections: [
      {
        id: 'overview',
        heading: 'What QURI Chemistry is',
        paragraphs: [
          'QURI Chemistry is an algorithm library for quantum chemistry that runs on our QURI development platform. It covers the whole pipeline, from turning molecular information into a problem a quantum computer can handle, through running the algorithm, to converting the results back into chemical quantities, as composable building blocks.',
          'The library grew out of the code we use in our own contract and joint research, and each component is validated against classical reference calculations.',
        ],
      },
      {
        id: 'features',
        heading: 'Features',
        paragraphs: [
          'It includes molecular Hamiltonian construction and active space selection, fermion-to-qubit mappings such as Jordan–Wigner and Bravyi–Kitaev, ansätze including UCCSD, and operator grouping to reduce the number of measurements.',
          'Alongside variational algorithms for ground and excited states, it estimates the logical qubits and gate counts that quantum phase estimation would need on fault-tolerant hardware. It also works with open-source classical quantum chemistry packages.',
        ],
      },
      {
        id: 'research-use',
        heading: 'Using it in research',
        paragraphs: [
          'When you are developing a new ansatz or measurement scheme, the library takes care of Hamiltonian preparation and evaluation so you can focus on the part that is actually new. A bundled benchmark set of molecules makes it easy to compare against existing methods on equal terms.',
        ],
      },
      {
        id: 'get-started',
        heading: 'Getting started',
        paragraphs: [
          'QURI Chemistry is an extension package for the QURI SDK. It is free for academic use; commercial use requires a licence. Contact us to discuss your needs.',
        ],
      },
    ],
  },
};
