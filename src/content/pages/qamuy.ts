import type { PageCopies } from '../page-copy.ts';

export const qamuy: PageCopies = {
  ja: {
    title: 'Qamuy 量子化学計算クラウドソフトウェア',
    description: 'Qamuyは、量子コンピュータとシミュレータで量子化学計算を行えるクラウドソフトウェアです。ブラウザ上で分子と計算条件を設定するだけで、プログラミングなしにVQEなどの量子アルゴリズムを実行できます。',
    lead: 'プログラミングも、量子回路の知識も必要ありません。Qamuyなら、化学の研究者が普段の言葉で量子化学計算を始められます。',
    sections: [
      {
        id: 'overview',
        heading: 'Qamuyとは',
        paragraphs: [
          'Qamuyは、量子コンピュータと量子シミュレータを使った量子化学計算を、ブラウザから実行できるクラウドソフトウェアです。分子構造の入力、基底関数や活性空間の選択、量子アルゴリズムの設定から、計算の実行、結果の確認までをすべて画面上の操作で行えます。',
          '計算化学の研究者が量子計算を試す最初の一歩として、また量子計算の専門家がさまざまな条件を素早く比較する道具として、企業や大学で利用されています。',
        ],
      },
      {
        id: 'features',
        heading: '主な機能',
        paragraphs: [
          'VQEによる基底状態の計算に加え、励起状態の計算、エネルギー勾配や双極子モーメントなどの物性計算に対応しています。アンザッツは化学的な知見に基づくものからハードウェア効率型まで選択でき、測定誤りの補正などのエラー緩和も設定できます。',
          '計算は、理想的な状態ベクトルシミュレータ、ノイズを模擬したシミュレータ、クラウド経由で利用できる複数の量子コンピュータから選んで実行できます。同じ分子をハートリー・フォック法やCCSD、完全活性空間法（CASCI）で計算した参照値も並べて表示するため、量子アルゴリズムの精度をその場で評価できます。',
          '計算結果はCSVやJSON形式で出力でき、チーム内でプロジェクトを共有することも可能です。',
        ],
      },
      {
        id: 'use-cases',
        heading: 'こんな用途に',
        paragraphs: [
          '研究開発部門での量子計算の技術評価、自社の分子を題材にした量子アルゴリズムの検証、社内研修や大学の講義での教材として活用されています。MIQANのハンズオン演習でも使用しています。',
        ],
      },
      {
        id: 'get-started',
        heading: 'はじめ方',
        paragraphs: [
          '30日間の無料トライアルをご用意しています。お問い合わせページからお申し込みいただくと、2営業日以内にアカウントを発行し、利用開始時にはオンラインで操作説明を行います。',
          '本契約は、利用人数と計算量に応じた年間ライセンスです。大学・公的研究機関向けのアカデミックライセンスもございます。',
        ],
      },
    ],
  },
  en: {
    title: 'Qamuy Cloud Software for Quantum Chemistry',
    description: 'Qamuy runs quantum chemistry on quantum computers and simulators from your browser. Set up molecules and run VQE and other algorithms without writing code.',
    lead: 'No coding and no knowledge of quantum circuits required. With Qamuy, chemists can start running quantum chemistry calculations in the language they already use.',
    sections: [
      {
        id: 'overview',
        heading: 'What Qamuy is',
        paragraphs: [
          'Qamuy is cloud software for running quantum chemistry calculations on quantum computers and quantum simulators, straight from your browser. Entering a molecular structure, choosing a basis set and active space, configuring the quantum algorithm, running the job and reviewing the results are all done in the interface.',
          'Companies and universities use Qamuy as a first step for computational chemists exploring quantum computing, and as a fast way for quantum specialists to compare many different settings.',
        ],
      },
      {
        id: 'features',
        heading: 'Features',
        paragraphs: [
          'Beyond ground-state energies with VQE, Qamuy calculates excited states and properties such as energy gradients and dipole moments. You can choose from chemically motivated and hardware-efficient ansätze and switch on error mitigation such as readout error correction.',
          'Jobs run on an ideal state-vector simulator, a noisy simulator or one of several quantum computers available through the cloud. Reference values for the same molecule from Hartree–Fock, CCSD and CASCI are shown alongside, so you can judge the accuracy of the quantum algorithm on the spot.',
          'Results can be exported as CSV or JSON, and projects can be shared within your team.',
        ],
      },
      {
        id: 'use-cases',
        heading: 'Who uses it',
        paragraphs: [
          'R&D teams use Qamuy to evaluate quantum computing and to test quantum algorithms on their own molecules; it is also used for in-house training and university teaching, including the hands-on sessions of our MIQAN programme.',
        ],
      },
      {
        id: 'get-started',
        heading: 'Getting started',
        paragraphs: [
          'A free 30-day trial is available. Request one through our contact page and we will set up your account within two business days, with an online walkthrough to get you started.',
          'Subscriptions are annual licences priced by number of users and compute volume. Academic licences are available for universities and public research institutes.',
        ],
      },
    ],
  },
};
