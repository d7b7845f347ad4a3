import type { PageCopies } from '../page-copy.ts';

export const technology: PageCopies = {
  ja: {
    title: 'テクノロジー',
    description: '量子化学アルゴリズム、ノイズへの対処、誤り耐性量子計算のリソース見積もり、古典計算との統合。当社のソフトウェアとサービスを支える技術と、研究開発の考え方をご紹介します。',
    lead: '当社の強みは、量子化学と量子情報の両方に根ざした技術です。今日のノイズのある装置で成果を出す技術と、誤り耐性量子コンピュータの時代に向けた技術を、一貫した基盤の上で開発しています。',
    sections: [
      {
        id: 'quantum-chemistry-algorithms',
        heading: '量子化学アルゴリズム',
        paragraphs: [
          '分子や材料の電子状態を求める計算は、量子コンピュータの応用先として最も理論的な裏付けが厚い分野の一つです。当社は、変分量子固有値ソルバー（VQE）とその発展形による基底状態・励起状態の計算、エネルギー勾配や双極子モーメントなどの物性計算、測定回数を減らすための演算子のグループ化手法を開発してきました。',
          '誤り耐性量子コンピュータ向けには、量子位相推定（QPE）や、ハミルトニアンを効率よく扱うための表現手法の研究を進めています。成果は国際学術誌や学会で発表するとともに、QURI ChemistryやQamuyに順次取り込んでいます。',
        ],
      },
      {
        id: 'noise',
        heading: 'ノイズと向き合う技術',
        paragraphs: [
          '現在の量子コンピュータはノイズの影響を強く受けます。当社は、ゼロノイズ外挿、測定誤りの補正、粒子数やスピンの対称性を利用した結果の選別など、量子エラー緩和の手法を実装し、問題の性質に応じて組み合わせています。',
          'エラー緩和は、回路が大きくなるにつれて必要な測定回数が急激に増えるという本質的な限界を持ちます。当社はその限界を正直にお伝えしたうえで、どの規模の計算までが現実的かを、シミュレーションと実機での検証に基づいて判断します。',
        ],
      },
      {
        id: 'fault-tolerance',
        heading: '誤り耐性量子計算とリソース見積もり',
        paragraphs: [
          '誤り耐性量子コンピュータで実用的な化学計算を行うには、どれだけの論理量子ビット、ゲート操作、物理量子ビット、計算時間が必要になるのか。当社は、アルゴリズムから誤り訂正符号の前提までを含めたリソース見積もりの手法を開発し、QURI上で利用できるようにしています。',
          '見積もりは、投資判断の時間軸を考えるための材料であると同時に、必要な資源を減らす研究の方向を示す道しるべでもあります。初期の誤り耐性量子コンピュータで動作する、少ない論理量子ビットで済むアルゴリズムの研究にも力を入れています。',
        ],
      },
      {
        id: 'hybrid-computing',
        heading: '古典計算との統合',
        paragraphs: [
          '実際の研究開発では、量子計算は単独では使われません。密度汎関数理論や結合クラスター法、DMRGなどの古典計算で系全体を扱い、重要な領域だけを量子計算で精密に解くといった、古典と量子を組み合わせたワークフローが鍵になります。',
          '当社のソフトウェアは、特定のハードウェアに依存しない設計を採っており、複数の量子コンピュータやGPUシミュレータ、スーパーコンピュータを同じワークフローの中で使い分けられます。ハードウェアの進歩に合わせて、お客様の研究資産をそのまま生かせることを重視しています。',
        ],
      },
    ],
  },
  en: {
    title: 'Technology',
    description: 'The technology behind our software and services: quantum chemistry algorithms, error mitigation, fault-tolerant resource estimation and hybrid workflows.',
    lead: 'Our technology is rooted in both quantum chemistry and quantum information. We build tools that get results from today’s noisy devices and tools for the fault-tolerant machines to come, on one consistent foundation.',
    sections: [
      {
        id: 'quantum-chemistry-algorithms',
        heading: 'Quantum chemistry algorithms',
        paragraphs: [
          'Calculating the electronic structure of molecules and materials is one of the best-founded applications of quantum computing. We have developed methods based on the variational quantum eigensolver (VQE) and its extensions for ground and excited states, techniques for properties such as energy gradients and dipole moments, and operator grouping schemes that cut the number of measurements needed.',
          'For fault-tolerant hardware, we work on quantum phase estimation (QPE) and on more compact ways of representing molecular Hamiltonians. We publish in international journals and at conferences, and our results find their way into QURI Chemistry and Qamuy.',
        ],
      },
      {
        id: 'noise',
        heading: 'Working with noise',
        paragraphs: [
          'Today’s quantum computers are noisy. We implement error mitigation techniques including zero-noise extrapolation, readout error correction and post-selection based on particle-number and spin symmetries, and combine them to suit the problem at hand.',
          'Error mitigation has a fundamental limit: the number of measurements it needs grows steeply as circuits get larger. We are upfront with clients about that limit and use simulations and hardware experiments to judge how large a calculation is realistic.',
        ],
      },
      {
        id: 'fault-tolerance',
        heading: 'Fault tolerance and resource estimation',
        paragraphs: [
          'How many logical qubits, gates, physical qubits and hours will a useful chemistry calculation need on a fault-tolerant quantum computer? We have developed resource estimation methods that cover everything from the algorithm down to error-correcting code assumptions, and made them available in QURI.',
          'Estimates help decision makers think about timing, and they point researchers to where costs can be cut. We also work on algorithms for early fault-tolerant machines, designed to run with only a modest number of logical qubits.',
        ],
      },
      {
        id: 'hybrid-computing',
        heading: 'Hybrid quantum–classical workflows',
        paragraphs: [
          'In real R&D, quantum computing is never used alone. The key is workflows that treat the whole system with classical methods such as density functional theory, coupled cluster or DMRG, and hand only the most important region to a quantum algorithm for a more accurate treatment.',
          'Our software is hardware-agnostic: the same workflow can use several quantum computers, GPU simulators and supercomputers. As hardware improves, our clients can carry their existing research assets forward unchanged.',
        ],
      },
    ],
  },
};
