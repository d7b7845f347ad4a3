import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const quri: PageCopies = {
  ja: {
    title: 'QURI 量子ソフトウェア開発プラットフォーム',
    description: 'QURIは、量子アルゴリズムの研究者のためのソフトウェア開発基盤です。Python SDKとクラウド実行環境で、アルゴリズムの実装からシミュレーション、実機での実行、誤り耐性量子計算のリソース見積もりまでを支えます。',
    lead: '新しいアルゴリズムのアイデアを、すばやく実装し、検証し、実機で試す。QURIは、量子アルゴリズム研究のための開発基盤です。',
    eyebrow: 'ソフトウェア',
    illustration: { name: 'quri', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'QURIとは',
        paragraphs: [
          'QURIは、量子アルゴリズムを研究・開発する方のためのプラットフォームです。Pythonで利用できるSDKと、シミュレーションや量子コンピュータ実機での計算を管理するクラウド実行環境「QURI Cloud」で構成されています。',
          'アルゴリズムを特定のハードウェアやシミュレータに依存しない形で書けることが、設計の中心にある考え方です。装置が世代交代しても、書いたコードと積み重ねた研究をそのまま生かせます。',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'quri',
            alt: 'QURI Cloudのノートブック画面。左に、QURI SDKで4量子ビットのアンザッツを組み、GPUシミュレータでゼロノイズ外挿を適用して期待値を推定するPythonのコード。右上にその量子回路、右下にジョブの結果（推定値 −1.1361 ± 0.0042 Ha）と、ノイズの倍率1〜3での推定値を0へ外挿したグラフ。',
            caption: 'QURI Cloudのノートブック（イメージ）。実行先は、コードの文字列ひとつで切り替えられます。',
            address: 'cloud.quri.aonami-quantum.example/notebooks/vqe-zne',
          },
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
                title: '企業の量子アルゴリズム研究者',
                text: '自社の課題に向けた手法を開発し、複数の量子コンピュータで同じ条件のもと比較したい方。',
              },
              {
                title: '大学の研究室',
                text: '論文の結果を再現し、新しいアイデアの数値実験を、手元のPCでは難しい規模で回したい方。',
              },
              {
                title: '計算化学・材料の研究者',
                text: '化学計算ライブラリ「QURI Chemistry」と組み合わせて、量子化学アルゴリズムを自ら実装・改良したい方。',
              },
              {
                title: '研究基盤を担うエンジニア',
                text: '量子計算を、既存のスーパーコンピュータやGPUによる計算のワークフローに組み込みたい方。',
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
                label: 'QURI SDK',
                title: 'ハードウェアに依存しない記述',
                text: '量子回路、演算子、量子状態を表すデータ構造と、期待値の推定やサンプリングの共通インターフェースを提供します。同じコードが、実行先を切り替えるだけで動きます。',
              },
              {
                label: 'QURI SDK',
                title: '回路の最適化と変換',
                text: 'ゲート数や回路の深さを減らす最適化と、各装置が対応するゲートや量子ビットの接続に合わせた変換を自動で行います。',
              },
              {
                label: 'QURI SDK',
                title: 'エラー緩和',
                text: 'ゼロノイズ外挿、測定誤りの補正、粒子数などの対称性を使った結果の選別を、部品として組み合わせて使えます。',
              },
              {
                label: 'QURI SDK',
                title: 'リソース見積もり',
                text: '誤り訂正を前提とした回路について、必要な論理量子ビット数、Tゲート数、物理量子ビット数、実行時間を見積もります。誤り訂正符号や装置の性能の前提も変えられます。',
              },
              {
                label: 'QURI Cloud',
                title: 'GPUシミュレータと実機',
                text: 'SDKから投入したジョブを、GPUを用いた高速なシミュレータや、提携する複数の量子コンピュータで実行します。大規模なパラメータ探索も並列に処理できます。',
              },
              {
                label: 'QURI Cloud',
                title: 'ダッシュボードとチーム共有',
                text: 'ジョブの状態、結果、利用量をダッシュボードで一元管理できます。プロジェクト単位で研究室やチームのメンバーと共有できます。',
              },
            ],
          },
          {
            type: 'note',
            text: 'SDKのコア部分はオープンソースで公開しており、チュートリアルとAPIリファレンスをウェブ上で提供しています。',
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
                label: '素材・化学',
                title: '論文の手法を自社の分子で試す',
                text: '化学メーカーの研究所が、新しく発表されたエラー緩和の手法をSDKの部品を組み合わせて2週間で実装し、自社の分子で従来の手法と比較しました。',
              },
              {
                label: '大学',
                title: '数値実験の規模を広げる',
                text: '研究室が、30量子ビット規模の回路のパラメータ探索をQURI Cloudで並列に実行し、手元の計算機では数週間かかっていた数値実験を数日で終えられるようになりました。',
              },
              {
                label: '電池',
                title: '誤り耐性量子計算の見積もり',
                text: '電池材料の研究チームが、電極材料のモデル系について量子位相推定に必要な論理量子ビット数と実行時間を見積もり、社内の中長期の投資判断の材料にしました。',
              },
            ],
          },
        ],
      },
      {
        id: 'plans',
        heading: 'プラン',
        blocks: [
          {
            type: 'table',
            caption: 'QURIの提供形態',
            head: ['プラン', '対象', '内容'],
            rows: [
              ['QURI SDK', 'どなたでも', '無料でインストールしてすぐに使えます。ローカルのシミュレータで実行できます。'],
              ['QURI Cloud 従量プラン', '個人・チーム', '月ごとの利用量に応じた料金で、GPUシミュレータと量子コンピュータ実機を利用できます。'],
              ['QURI Cloud 研究機関プラン', '大学・公的研究機関', '研究室単位でご契約いただける、研究・教育向けのプランです。'],
              ['法人導入', '企業', '全社での導入に向けて、利用量の上限設定、アカウント管理、技術サポートをご用意します。'],
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
                label: '量子化学アルゴリズムライブラリ',
                title: 'QURI Chemistry',
                text: 'QURIの上で動く量子化学計算の部品群です。ハミルトニアンの準備から結果の評価までを任せられます。',
                href: paths.page('ja', '/services/qurichemistry'),
              },
              {
                label: '量子化学計算クラウド',
                title: 'Qamuy',
                text: 'コードを書かずに量子化学計算を試したい方には、ブラウザで操作するQamuyをおすすめします。',
                href: paths.page('ja', '/services/qamuy'),
              },
              {
                label: '研究サービス',
                title: '共同研究',
                text: 'QURIを使った新しいアルゴリズムの研究に、当社の研究者と一緒に取り組めます。',
                href: paths.page('ja', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'チームや研究室での導入をご検討の方へ',
      text: 'QURI Cloudのプラン選びや法人での導入、共同研究と組み合わせたご利用について、担当者がご説明します。',
      primary: { label: 'QURIについて問い合わせる', href: paths.contact('ja', 'product') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'QURI: a development platform for quantum software',
    description: 'QURI gives algorithm researchers a Python SDK and cloud execution for implementing, simulating and running quantum algorithms and estimating FTQC resources.',
    lead: 'Turn a new algorithm idea into working code, test it, and run it on real hardware, fast. QURI is a development platform built for quantum algorithm research.',
    eyebrow: 'Software',
    illustration: { name: 'quri', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'What QURI is',
        paragraphs: [
          'QURI is a platform for people who research and develop quantum algorithms. It consists of an SDK for Python and QURI Cloud, an execution service that manages simulations and runs on real quantum computers.',
          'Its central design principle is that algorithms should not depend on any particular device or simulator. When hardware moves on to the next generation, your code and your research come with you.',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'quri',
            alt: 'A QURI Cloud notebook: on the left, Python code that builds a 4-qubit ansatz with the QURI SDK and estimates an expectation value on the GPU simulator with zero-noise extrapolation; top right, the resulting circuit; bottom right, the job’s result (−1.1361 ± 0.0042 Ha) and a plot extrapolating the estimates at noise scales 1 to 3 back to zero.',
            caption: 'A QURI Cloud notebook (illustration). Switching backends means changing one string in your code.',
            address: 'cloud.quri.aonami-quantum.example/notebooks/vqe-zne',
          },
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
                title: 'Corporate algorithm researchers',
                text: 'You develop methods for your company’s problems and want to compare them under the same conditions on several quantum computers.',
              },
              {
                title: 'University labs',
                text: 'You reproduce published results and run numerical experiments at a scale your workstation cannot handle.',
              },
              {
                title: 'Computational chemists and materials scientists',
                text: 'Together with the QURI Chemistry library, you can implement and refine quantum chemistry algorithms yourself.',
              },
              {
                title: 'Research computing engineers',
                text: 'You want to bring quantum jobs into existing workflows on supercomputers and GPU clusters.',
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
                label: 'QURI SDK',
                title: 'Write once, run on any backend',
                text: 'Data structures for circuits, operators and states, with common interfaces for expectation-value estimation and sampling. Switch the backend and the same code runs.',
              },
              {
                label: 'QURI SDK',
                title: 'Circuit optimisation and transpilation',
                text: 'Cut gate counts and circuit depth automatically, and map circuits onto each device’s native gates and qubit connectivity.',
              },
              {
                label: 'QURI SDK',
                title: 'Error mitigation',
                text: 'Zero-noise extrapolation, readout error correction and symmetry-based post-selection, as components you can combine.',
              },
              {
                label: 'QURI SDK',
                title: 'Resource estimation',
                text: 'Estimate logical qubits, T-gate counts, physical qubits and run time for error-corrected circuits, with adjustable assumptions about the code and the hardware.',
              },
              {
                label: 'QURI Cloud',
                title: 'GPU simulators and real hardware',
                text: 'Jobs submitted from the SDK run on fast GPU simulators or on several partner quantum computers, and large parameter sweeps run in parallel.',
              },
              {
                label: 'QURI Cloud',
                title: 'Dashboard and team sharing',
                text: 'Track job status, results and usage in one dashboard, and share projects with your lab or team.',
              },
            ],
          },
          {
            type: 'note',
            text: 'The core of the SDK is open source, with tutorials and an API reference available online.',
          },
        ],
      },
      {
        id: 'use-cases',
        heading: 'How customers use it',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Chemicals',
                title: 'From paper to own molecules',
                text: 'A chemical company’s research lab assembled a newly published error mitigation method from SDK components in two weeks and compared it with established methods on its own molecules.',
              },
              {
                label: 'Academia',
                title: 'Bigger numerical experiments',
                text: 'A university group ran parameter sweeps on 30-qubit circuits in parallel on QURI Cloud, cutting experiments that took weeks on local machines down to a few days.',
              },
              {
                label: 'Batteries',
                title: 'Sizing a fault-tolerant calculation',
                text: 'A battery materials team estimated the logical qubits and run time quantum phase estimation would need for a model electrode system, and used the figures in its long-term investment planning.',
              },
            ],
          },
        ],
      },
      {
        id: 'plans',
        heading: 'Plans',
        blocks: [
          {
            type: 'table',
            caption: 'How QURI is offered',
            head: ['Plan', 'For', 'What is included'],
            rows: [
              ['QURI SDK', 'Everyone', 'Free to install and use straight away, with local simulators.'],
              ['QURI Cloud, pay as you go', 'Individuals and teams', 'GPU simulators and real quantum hardware, billed monthly by usage.'],
              ['QURI Cloud for research institutions', 'Universities and public research institutes', 'A plan for research and teaching, contracted per lab.'],
              ['Enterprise', 'Companies', 'Usage caps, account administration and technical support for company-wide deployment.'],
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
                label: 'Quantum chemistry library',
                title: 'QURI Chemistry',
                text: 'Quantum chemistry building blocks that run on QURI, from Hamiltonian preparation to evaluating results.',
                href: paths.page('en', '/services/qurichemistry'),
              },
              {
                label: 'Quantum chemistry cloud',
                title: 'Qamuy',
                text: 'Prefer not to code? Qamuy runs quantum chemistry calculations from your browser.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Research services',
                title: 'Joint research',
                text: 'Work with our researchers on new algorithms built on QURI.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Bringing QURI to your team or lab?',
      text: 'We can help you choose a QURI Cloud plan, plan a company-wide rollout or combine QURI with joint research.',
      primary: { label: 'Ask about QURI', href: paths.contact('en', 'product') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
