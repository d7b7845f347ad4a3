import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const qurichemistry: PageCopies = {
  ja: {
    title: 'QURI Chemistry 量子化学アルゴリズムライブラリ',
    description: 'QURI Chemistryは、QURI上で動作する量子化学計算のアルゴリズムライブラリです。分子ハミルトニアンの生成から、VQEなどの変分法、量子位相推定のリソース見積もりまで、研究に必要な部品を揃えています。',
    lead: '量子化学アルゴリズムの研究で、毎回同じ下準備を書き直す必要はありません。QURI Chemistryは、その部品を検証済みの形で提供します。',
    eyebrow: 'ソフトウェア',
    illustration: { name: 'qurichemistry', alt: '' },
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
        id: 'for-whom',
        heading: 'こんな方に',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '量子化学アルゴリズムの研究者',
                text: '新しいアンザッツや測定手法の開発に集中したいのに、ハミルトニアンの準備や評価のコードに時間を取られている方。',
              },
              {
                title: '企業の計算化学チーム',
                text: '社内で扱う分子を使って、量子アルゴリズムの精度や必要な資源を自ら確かめたい方。',
              },
              {
                title: '大学院生と研究指導者',
                text: '既存の手法と公平な条件で比較でき、結果を再現しやすい研究環境を整えたい方。',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: '主な機能',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '分子ハミルトニアンの生成',
                text: '分子構造と基底関数から分子積分を計算してハミルトニアンを組み立てます。活性空間は手動で指定できるほか、自然軌道の占有数に基づいて自動で選ぶこともできます。',
              },
              {
                title: 'フェルミオン・量子ビット変換',
                text: 'Jordan–Wigner変換、Bravyi–Kitaev変換、パリティ変換に対応し、粒子数やスピンの対称性を使って必要な量子ビット数を減らせます。',
              },
              {
                title: 'アンザッツ',
                text: 'UCCSDをはじめとする化学的な知見に基づくアンザッツと、ハードウェア効率型のアンザッツを、同じインターフェースで切り替えて使えます。',
              },
              {
                title: '測定の効率化',
                text: '同時に測定できる演算子をまとめるグループ化と、項ごとの測定回数の配分の最適化で、必要な測定回数を減らします。',
              },
              {
                title: '変分アルゴリズム',
                text: 'VQEによる基底状態の計算に加え、励起状態の計算や、エネルギー勾配・双極子モーメントなどの物性計算に対応しています。',
              },
              {
                title: '誤り耐性量子計算のリソース見積もり',
                text: '量子位相推定に必要な論理量子ビット数やTゲート数を、トロッター分解やQubitizationなど、ハミルトニアンの表し方ごとに見積もれます。',
              },
            ],
          },
          {
            type: 'note',
            text: 'オープンソースの古典量子化学パッケージと連携でき、既存の計算で得た分子軌道や参照値をそのまま取り込めます。',
          },
        ],
      },
      {
        id: 'research-use',
        heading: '研究での使い方',
        paragraphs: [
          '新しいアンザッツや測定手法を開発する際に、ハミルトニアンの準備や評価の部分はライブラリに任せ、研究の核心となる部分に集中できます。小分子から遷移金属錯体のモデルまでを含むベンチマーク用の分子セットも同梱しているため、既存の手法との比較を公平な条件で行えます。',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: '分子を定義する', text: '分子構造、基底関数、電荷とスピン多重度を指定し、活性空間を選びます。' },
              { title: '量子ビットの問題に変換する', text: 'ハミルトニアンを生成し、変換の方式を選んで量子ビットの演算子に写します。' },
              { title: 'アルゴリズムを実行する', text: 'アンザッツと最適化手法を組み合わせ、QURI SDKのシミュレータやQURI Cloud上の実機で実行します。' },
              { title: '化学的な量として評価する', text: 'エネルギーや物性値に戻し、古典計算の参照値や化学的精度と比べて評価します。' },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: '活用例',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '大学',
                title: '新しいアンザッツを公平に比較',
                text: '研究室が、同梱のベンチマーク分子セットを使って新しく提案したアンザッツを既存の手法と同じ条件で比較し、その結果を論文として発表しました。',
              },
              {
                label: '素材・化学',
                title: '触媒の活性空間の検討',
                text: '化学メーカーの計算化学チームが、活性空間の大きさによって必要な量子ビット数と測定回数がどう変わるかを評価し、将来の実機計算で狙うべき系の規模を決めました。',
              },
              {
                label: '電池',
                title: 'ハミルトニアンの表し方で資源を削る',
                text: '電解液の分解反応のモデル系について量子位相推定の資源を見積もったところ、ハミルトニアンの表し方を変えるだけで、必要なTゲート数が1桁以上変わることがわかりました。',
              },
            ],
          },
        ],
      },
      {
        id: 'licensing',
        heading: '提供形態とライセンス',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '提供形態', detail: 'QURI SDKの拡張パッケージ（Python）' },
              { term: '学術利用', detail: '大学・公的研究機関での研究と教育を目的とした利用は無料です' },
              { term: '商用利用', detail: '企業でのご利用には、年間の商用ライセンスが必要です' },
              { term: 'サポート', detail: '商用ライセンスには、当社研究者による技術サポートが含まれます' },
              { term: '実行環境', detail: 'ローカルのシミュレータのほか、QURI Cloud上のGPUシミュレータと量子コンピュータ実機' },
            ],
          },
        ],
      },
      {
        id: 'related',
        heading: '関連するサービス',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '量子ソフトウェア開発基盤',
                title: 'QURI',
                text: 'QURI Chemistryの土台となるSDKとクラウド実行環境です。SDKは無料で使い始められます。',
                href: paths.page('ja', '/services/quri'),
              },
              {
                label: '量子化学計算クラウド',
                title: 'Qamuy',
                text: 'コードを書かずに、ブラウザから量子化学計算を実行できます。',
                href: paths.page('ja', '/services/qamuy'),
              },
              {
                label: '研究サービス',
                title: '共同研究',
                text: '新しい量子化学アルゴリズムの開発に、当社の研究者と一緒に取り組めます。',
                href: paths.page('ja', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: '商用ライセンスや導入のご相談はこちら',
      text: 'ライセンスの条件、研究テーマに合った使い方、共同研究と組み合わせたご利用について、担当の研究者がご説明します。',
      primary: { label: 'QURI Chemistryについて問い合わせる', href: paths.contact('ja', 'product') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'QURI Chemistry: quantum algorithms for chemistry',
    description: 'QURI Chemistry is a quantum chemistry algorithm library on QURI, with tools from Hamiltonian construction and VQE to resource estimates for phase estimation.',
    lead: 'Stop rewriting the same groundwork for every quantum chemistry project. QURI Chemistry gives you the building blocks, already tested.',
    eyebrow: 'Software',
    illustration: { name: 'qurichemistry', alt: '' },
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
        id: 'for-whom',
        heading: 'Who it is for',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Quantum chemistry algorithm researchers',
                text: 'You want to spend your time on new ansätze and measurement schemes, not on rewriting Hamiltonian preparation and evaluation code.',
              },
              {
                title: 'Corporate computational chemistry teams',
                text: 'You want to check, on the molecules you work with, how accurate quantum algorithms are and what resources they need.',
              },
              {
                title: 'Graduate students and their supervisors',
                text: 'You need a research setup where comparisons with existing methods are fair and results are easy to reproduce.',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: 'Features',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Molecular Hamiltonians',
                text: 'Compute molecular integrals from a structure and basis set and build the Hamiltonian. Pick the active space by hand or let the library choose it from natural orbital occupations.',
              },
              {
                title: 'Fermion-to-qubit mappings',
                text: 'Jordan–Wigner, Bravyi–Kitaev and parity mappings, with particle-number and spin symmetries used to reduce the qubit count.',
              },
              {
                title: 'Ansätze',
                text: 'Chemically motivated ansätze such as UCCSD and hardware-efficient ones, interchangeable behind a single interface.',
              },
              {
                title: 'Fewer measurements',
                text: 'Group operators that can be measured together and optimise how shots are allocated across terms.',
              },
              {
                title: 'Variational algorithms',
                text: 'Ground states with VQE, plus excited states and properties such as energy gradients and dipole moments.',
              },
              {
                title: 'Fault-tolerant resource estimates',
                text: 'Estimate the logical qubits and T gates quantum phase estimation needs, for different Hamiltonian representations such as Trotterisation and qubitisation.',
              },
            ],
          },
          {
            type: 'note',
            text: 'QURI Chemistry works with open-source classical quantum chemistry packages, so you can bring in orbitals and reference values from calculations you have already run.',
          },
        ],
      },
      {
        id: 'research-use',
        heading: 'Using it in research',
        paragraphs: [
          'When you are developing a new ansatz or measurement scheme, the library takes care of Hamiltonian preparation and evaluation so you can focus on the part that is actually new. A bundled benchmark set, from small molecules to transition-metal complex models, makes it easy to compare against existing methods on equal terms.',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: 'Define the molecule', text: 'Set the structure, basis set, charge and spin multiplicity, and choose an active space.' },
              { title: 'Map it to qubits', text: 'Build the Hamiltonian and map it to qubit operators with the transformation of your choice.' },
              { title: 'Run the algorithm', text: 'Combine an ansatz with an optimiser and run it on QURI SDK simulators or on hardware through QURI Cloud.' },
              { title: 'Evaluate the chemistry', text: 'Convert the output back to energies and properties, and compare them with classical references and chemical accuracy.' },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: 'How researchers use it',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Academia',
                title: 'A fair test for a new ansatz',
                text: 'A university group used the bundled benchmark set to compare its new ansatz with established methods under identical conditions, and published the results.',
              },
              {
                label: 'Chemicals',
                title: 'Choosing a catalyst’s active space',
                text: 'A chemical company’s modelling team measured how qubit and measurement counts grow with active-space size, and settled on the system size to target on future hardware.',
              },
              {
                label: 'Batteries',
                title: 'Cheaper phase estimation',
                text: 'Estimating resources for a model of electrolyte decomposition, a battery team found that changing the Hamiltonian representation alone moved the T-gate count by more than an order of magnitude.',
              },
            ],
          },
        ],
      },
      {
        id: 'licensing',
        heading: 'Availability and licensing',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Package', detail: 'An extension package for the QURI SDK (Python)' },
              { term: 'Academic use', detail: 'Free for research and teaching at universities and public research institutes' },
              { term: 'Commercial use', detail: 'Requires an annual commercial licence' },
              { term: 'Support', detail: 'Commercial licences include technical support from our researchers' },
              { term: 'Where it runs', detail: 'Local simulators, and GPU simulators and quantum hardware through QURI Cloud' },
            ],
          },
        ],
      },
      {
        id: 'related',
        heading: 'Related services',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Quantum software platform',
                title: 'QURI',
                text: 'The SDK and cloud execution service QURI Chemistry is built on. The SDK is free to start with.',
                href: paths.page('en', '/services/quri'),
              },
              {
                label: 'Quantum chemistry cloud',
                title: 'Qamuy',
                text: 'Run quantum chemistry calculations from your browser, without writing code.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Research services',
                title: 'Joint research',
                text: 'Develop new quantum chemistry algorithms together with our researchers.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Licensing and deployment',
      text: 'Our researchers can walk you through licence terms, how the library fits your research and how to combine it with joint research.',
      primary: { label: 'Ask about QURI Chemistry', href: paths.contact('en', 'product') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
