import type { PageCopies } from '../page-copy.ts';

export const quri: PageCopies = {
  ja: {
    title: 'QURI 量子ソフトウェア開発プラットフォーム',
    description: 'QURIは、量子アルゴリズムの研究者のためのソフトウェア開発基盤です。Python SDKとクラウド実行環境で、アルゴリズムの実装からシミュレーション、実機での実行、誤り耐性量子計算のリソース見積もりまでを支えます。',
    lead: '新しいアルゴリズムのアイデアを、すばやく実装し、検証し、実機で試す。QURIは、量子アルゴリズム研究のための開発基盤です。',
    sections: [
      {
        id: 'overview',
        heading: 'QURIとは',
        paragraphs: [
          'QURIは、量子アルゴリズムを研究・開発する方のためのプラットフォームです。Pythonで利用できるSDKと、シミュレーションや量子コンピュータ実機での計算を管理するクラウド実行環境で構成されています。',
          '企業の研究開発部門や大学の研究室で、アルゴリズムの研究、論文の結果の再現、自社の課題に向けた手法の開発に利用されています。',
        ],
      },
      {
        id: 'sdk',
        heading: 'QURI SDK',
        paragraphs: [
          '量子回路、演算子、量子状態を表すデータ構造と、期待値の推定やサンプリングを行う共通のインターフェースを提供します。アルゴリズムを特定のハードウェアやシミュレータに依存しない形で書けるため、同じコードを実行先を切り替えるだけで動かせます。',
          '回路の最適化や各装置向けの変換、ゼロノイズ外挿や測定誤り補正などのエラー緩和、誤り訂正を前提とした回路のリソース見積もりの機能も備えています。SDKのコア部分はオープンソースで公開しています。',
        ],
      },
      {
        id: 'cloud',
        heading: 'QURI Cloud',
        paragraphs: [
          'SDKから投入したジョブを、GPUを用いた高速なシミュレータや、提携する複数の量子コンピュータで実行します。ジョブの状態や結果、利用量はダッシュボードで一元管理でき、研究室やチームでの共有にも対応しています。',
          '大規模なパラメータ探索や繰り返し計算も、クラウド側で並列に実行できます。手元のPCではシミュレーションが難しい規模の回路を試したい場合にも便利です。',
        ],
      },
      {
        id: 'get-started',
        heading: 'はじめ方',
        paragraphs: [
          'SDKは無料でインストールしてすぐに使い始められ、チュートリアルとAPIリファレンスをウェブ上で公開しています。QURI Cloudは、月ごとの利用量に応じた料金プランと、研究機関向けのプランをご用意しています。',
          '法人での導入や、共同研究と組み合わせたご利用については、お問い合わせページからご相談ください。',
        ],
      },
    ],
  },
  en: {
    title: 'QURI Quantum Software Development Platform',
    description: 'QURI gives algorithm researchers a Python SDK and cloud execution for implementing, simulating and running quantum algorithms and estimating FTQC resources.',
    lead: 'Turn a new algorithm idea into working code, test it, and run it on real hardware, fast. QURI is a development platform built for quantum algorithm research.',
    sections: [
      {
        id: 'overview',
        heading: 'What QURI is',
        paragraphs: [
          'QURI is a platform for people who research and develop quantum algorithms. It consists of an SDK for Python and a cloud execution service that manages simulations and runs on real quantum computers.',
          'Corporate R&D groups and university labs use QURI to research new algorithms, reproduce published results and develop methods for their own problems.',
        ],
      },
      {
        id: 'sdk',
        heading: 'QURI SDK',
        paragraphs: [
          'The SDK provides data structures for circuits, operators and quantum states, along with common interfaces for estimating expectation values and sampling. Because algorithms are written independently of any particular device or simulator, the same code runs anywhere by switching the backend.',
          'It also includes circuit optimisation and device-specific transpilation, error mitigation such as zero-noise extrapolation and readout correction, and resource estimation for error-corrected circuits. The core of the SDK is open source.',
        ],
      },
      {
        id: 'cloud',
        heading: 'QURI Cloud',
        paragraphs: [
          'Jobs submitted from the SDK run on fast GPU simulators or on several partner quantum computers. A dashboard shows job status, results and usage in one place, and projects can be shared across a lab or team.',
          'Large parameter sweeps and repeated runs execute in parallel in the cloud, which also makes it easy to try circuits that are too big to simulate on a laptop.',
        ],
      },
      {
        id: 'get-started',
        heading: 'Getting started',
        paragraphs: [
          'The SDK is free to install, with tutorials and an API reference available online. QURI Cloud is billed monthly by usage, with dedicated plans for research institutions.',
          'For company-wide deployment or use alongside joint research, please contact us.',
        ],
      },
    ],
  },
};
