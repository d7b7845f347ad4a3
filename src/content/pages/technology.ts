import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const technology: PageCopies = {
  ja: {
    title: 'テクノロジー',
    description: '量子化学アルゴリズム、ノイズへの対処、誤り耐性量子計算のリソース見積もり、古典計算との統合。当社のソフトウェアとサービスを支える技術と、研究開発の考え方をご紹介します。',
    lead: '当社の強みは、量子化学と量子情報の両方に根ざした技術です。今日のノイズのある装置で成果を出す技術と、誤り耐性量子コンピュータの時代に向けた技術を、一貫した基盤の上で開発しています。',
    eyebrow: '研究開発',
    illustration: { name: 'technology', alt: '' },
    sections: [
      {
        id: 'hybrid-workflow',
        heading: '量子と古典を組み合わせたワークフロー',
        paragraphs: [
          '実際の研究開発では、量子計算は単独では使われません。系全体は密度汎関数理論（DFT）などの古典計算で扱い、電子どうしの相関が強く古典計算では精度が出にくい領域だけを量子アルゴリズムで精密に解く。当社の受託研究とソフトウェアは、この分担を前提に設計しています。',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: '問いを計算の問題に落とし込む',
                text: '反応のどの段階の、どのエネルギー差が分かれば研究が前に進むのかを、お客様と一緒に決めます。目標とする精度（たとえば化学的精度とされる約1 kcal/mol）もこの段階で定めます。',
              },
              {
                title: '古典計算で系全体を扱う',
                text: 'DFTや分子動力学で、数百から数千原子の系の構造や反応経路を求めます。多くの問いは、この段階で十分な答えが得られます。',
              },
              {
                title: '重要な領域を切り出す',
                text: '活性空間の選択や埋め込み法によって、金属中心や結合が切れる部分など電子相関の強い領域を、数十の軌道からなる小さな問題にまとめます。',
              },
              {
                title: '量子アルゴリズムで解く',
                text: '切り出した問題を、GPUシミュレータや量子コンピュータ実機でVQEや位相推定などのアルゴリズムにより解きます。実機ではエラー緩和を組み合わせます。',
              },
              {
                title: '検証して化学の言葉に戻す',
                text: '結合クラスター法やDMRGなどの参照値と比べて結果の信頼性を確かめ、反応の起こりやすさや材料の安定性といった、研究の判断に使える形にまとめます。',
              },
            ],
          },
        ],
      },
      {
        id: 'algorithms',
        heading: '取り組んでいるアルゴリズム',
        paragraphs: ['当社の研究者は、次のアルゴリズムの開発と改良に取り組んでいます。成果は論文として発表し、QURI ChemistryやQamuyに順次取り込んでいます。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'NISQ',
                title: '変分量子固有値ソルバー（VQE）',
                text: '短い量子回路で分子のエネルギーを測り、古典計算機の最適化で回路のパラメータを調整して基底状態に近づけます。励起状態やエネルギー勾配の計算、測定回数を減らす演算子のグループ化も開発してきました。',
              },
              {
                label: '誤り耐性',
                title: '量子位相推定（QPE）',
                text: 'ハミルトニアンの固有値を、精度の保証付きで求めるアルゴリズムです。回路が深く誤り訂正が前提になるため、ハミルトニアンを因子分解して扱う表現手法などで、必要なゲート数を減らす研究を進めています。',
              },
              {
                label: '初期の誤り耐性',
                title: '少ない量子ビットで動く位相推定',
                text: '補助量子ビットを1つだけ使い、短い回路を多数回実行して統計的に固有値を推定する手法です。論理量子ビットの数が限られる初期の誤り耐性量子コンピュータで、最初に役立つ候補と考えています。',
              },
              {
                label: 'ハイブリッド',
                title: '量子埋め込み法',
                text: '大きな系を小さな断片に分け、相関の強い断片だけを量子アルゴリズムで解き、残りを古典計算で扱います。触媒や固体表面など、系全体を量子計算で扱えない対象への現実的な道筋です。',
              },
              {
                label: 'NISQ',
                title: '量子エラー緩和',
                text: '誤り訂正を使わずに、ノイズの影響を後処理で取り除く手法です。ゼロノイズ外挿、測定誤りの補正、粒子数やスピンの対称性を使った結果の選別を、問題の性質に合わせて組み合わせます。',
              },
              {
                label: '誤り耐性',
                title: 'リソース見積もり',
                text: 'あるアルゴリズムを誤り耐性量子コンピュータで実行するのに、論理量子ビット、ゲート、物理量子ビット、計算時間がどれだけ必要かを見積もります。研究の優先順位と投資判断の両方の土台になります。',
              },
            ],
          },
        ],
      },
      {
        id: 'error-mitigation',
        heading: 'エラー緩和と、誤り耐性への道のり',
        paragraphs: [
          '現在の量子コンピュータはノイズの影響を強く受けます。エラー緩和はその影響を小さくする有力な手段ですが、回路が大きくなり誤りが増えるほど、補正に必要な測定回数が指数関数的に増えるという本質的な限界があります。エラー緩和だけで、古典計算では解けない規模の化学計算に到達することは難しいと当社は考えています。',
          'そのため当社は、いまの装置で何を検証でき、何を待つべきかを、シミュレーションと実機での検証に基づいてお伝えします。量子計算の活用は、次の三つの段階で進むと見ています。',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '現在',
                title: 'ノイズのある量子コンピュータ',
                text: '数十量子ビット規模の浅い回路で、エラー緩和を使いながら手法とワークフローを検証する段階です。実用上の優位性はまだありませんが、社内の知見と人材を育てる時間として重要です。',
              },
              {
                label: '次の段階',
                title: '初期の誤り耐性量子コンピュータ',
                text: '数十から数百の論理量子ビットを、限られた回数のゲートで使える段階です。少ない資源で動く位相推定などにより、小さな活性空間で古典計算の結果と比べられるようになると見込んでいます。',
              },
              {
                label: '将来',
                title: '本格的な誤り耐性量子コンピュータ',
                text: '数千の論理量子ビットと長い計算が可能になる段階です。触媒の金属中心のように、古典計算では精度の高い扱いが難しい問題が、現実的な計算時間の射程に入ると期待されています。',
              },
            ],
          },
        ],
      },
      {
        id: 'resource-estimation',
        heading: 'リソース見積もりの方法',
        paragraphs: [
          '当社のリソース見積もりは、アルゴリズムの選択から誤り訂正符号の前提までを一貫して扱います。前提条件を明示して計算するため、ハードウェアの性能が変わったときに結果がどう変わるかも確かめられます。見積もりの機能はQURIとQURI Chemistryから利用できます。',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '入力', detail: '分子ハミルトニアンと活性空間、アルゴリズムとハミルトニアンの表現方法、目標とする精度' },
              { term: 'ハードウェアの前提', detail: '誤り訂正符号（標準では表面符号）、物理量子ビットの誤り率（標準では0.1%）、1回の誤り訂正サイクルにかかる時間（標準では1マイクロ秒）' },
              { term: '出力', detail: '論理量子ビット数、非クリフォードゲート（T・Toffoliゲート）の数、符号距離、物理量子ビット数、総計算時間' },
              { term: '活用の例', detail: 'ハミルトニアン表現の比較による研究方針の決定、ハードウェアの進歩を仮定した実用化時期の検討、QSでの投資判断の材料' },
            ],
          },
        ],
      },
      {
        id: 'software-stack',
        heading: '技術を届けるソフトウェア',
        paragraphs: [
          '当社のソフトウェアは、特定のハードウェアに依存しない設計を採っています。複数の量子コンピュータ、GPUシミュレータ、スーパーコンピュータを同じワークフローの中で使い分けられるため、ハードウェアが進歩しても、お客様の研究資産をそのまま生かせます。',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '開発基盤',
                title: 'QURI',
                text: '量子アルゴリズム研究のためのPython SDKとクラウド実行環境です。エラー緩和とリソース見積もりの機能を備え、SDKのコア部分はオープンソースで公開しています。',
                href: paths.page('ja', '/services/quri'),
              },
              {
                label: 'ライブラリ',
                title: 'QURI Chemistry',
                text: 'ハミルトニアンの生成、フェルミオン・量子ビット変換、アンザッツ、位相推定のリソース見積もりなど、量子化学アルゴリズムの部品を検証済みの形で提供します。',
                href: paths.page('ja', '/services/qurichemistry'),
              },
              {
                label: 'アプリケーション',
                title: 'Qamuy',
                text: 'プログラミングなしに、ブラウザから量子化学計算を実行できるクラウドソフトウェアです。古典計算の参照値と並べて、量子アルゴリズムの精度をその場で評価できます。',
                href: paths.page('ja', '/services/qamuy'),
              },
              {
                label: '可視化',
                title: 'PhysiLenz',
                text: 'CRSの計算結果を、分子軌道やエネルギー図として確認できる可視化・解析ツールです。お客様の研究者と当社の計算科学者が、同じ画面を見ながら議論できます。',
                href: paths.page('ja', '/services/crs/physilenz'),
              },
              {
                label: 'サービス',
                title: 'CRS 受託計算研究',
                text: 'ここでご紹介した技術を使って、当社の計算科学者がお客様の研究課題に答えます。量子計算ありきではなく、問いに最も適した手法を選びます。',
                href: paths.page('ja', '/services/crs'),
              },
            ],
          },
        ],
      },
      {
        id: 'open-research',
        heading: '開かれた研究',
        paragraphs: [
          '当社の研究者は、成果を査読付きの国際学術誌や国内外の学会で発表し、論文の多くはプレプリントとしても公開しています。計算の再現に必要なコードやデータも、可能な限りあわせて公開しています。',
          '答えがまだ誰にもわからない問いには、企業や大学との共同研究で取り組んでいます。産学連携コンソーシアム「QPARC」では、業界を越えて量子計算の応用を探る場を運営しています。',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '研究成果',
                text: '当社の研究者が発表した論文、プレプリント、学会発表の一覧です。',
                href: paths.listing('ja', 'publications'),
              },
              {
                title: '共同研究',
                text: '研究テーマ、連携の形、開始までの流れをご紹介しています。',
                href: paths.page('ja', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
  },
  en: {
    title: 'Technology',
    description: 'The technology behind our software and services: hybrid quantum–classical workflows, quantum chemistry algorithms, error mitigation and resource estimation.',
    lead: 'Our technology is rooted in both quantum chemistry and quantum information. We build tools that get results from today’s noisy devices and tools for the fault-tolerant machines to come, on one consistent foundation.',
    eyebrow: 'Research & development',
    illustration: { name: 'technology', alt: '' },
    sections: [
      {
        id: 'hybrid-workflow',
        heading: 'Hybrid quantum–classical workflows',
        paragraphs: [
          'In real R&D, quantum computing is never used on its own. Classical methods such as density functional theory (DFT) handle the system as a whole, and a quantum algorithm is brought in only for the region where electrons are strongly correlated and classical methods struggle to be accurate. Our contract research and our software are both built around that division of labour.',
        ],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: 'Turn the question into a calculation',
                text: 'Together with the client, we pin down which energy difference, at which step of a reaction, would actually move the research forward, and how accurate it needs to be — often chemical accuracy, around 1 kcal/mol.',
              },
              {
                title: 'Treat the whole system classically',
                text: 'DFT and molecular dynamics give structures and reaction paths for systems of hundreds to thousands of atoms. Many questions are answered well enough at this stage.',
              },
              {
                title: 'Isolate the hard part',
                text: 'Active-space selection and embedding methods reduce the strongly correlated region — a metal centre, a bond being broken — to a compact problem of a few dozen orbitals.',
              },
              {
                title: 'Solve it with a quantum algorithm',
                text: 'We run VQE, phase estimation or other algorithms on GPU simulators or quantum hardware, adding error mitigation on real devices.',
              },
              {
                title: 'Check it and translate it back into chemistry',
                text: 'We compare against reference methods such as coupled cluster or DMRG, then express the result in terms a research team can act on: how likely a reaction is, how stable a material will be.',
              },
            ],
          },
        ],
      },
      {
        id: 'algorithms',
        heading: 'Algorithms we work on',
        paragraphs: ['Our researchers develop and refine the algorithms below. We publish the results and build them into QURI Chemistry and Qamuy as they mature.'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Near-term',
                title: 'Variational quantum eigensolver (VQE)',
                text: 'A short quantum circuit measures a molecule’s energy, and a classical optimiser tunes the circuit towards the ground state. We have extended it to excited states and energy gradients, and developed operator grouping to cut the number of measurements.',
              },
              {
                label: 'Fault-tolerant',
                title: 'Quantum phase estimation (QPE)',
                text: 'Finds eigenvalues of the Hamiltonian with guaranteed precision. Its circuits are deep enough to need error correction, so we work on factorised Hamiltonian representations and other ways to reduce the gate count.',
              },
              {
                label: 'Early fault-tolerant',
                title: 'Phase estimation with few qubits',
                text: 'Uses a single ancilla qubit and many short circuits to estimate eigenvalues statistically. We see it as one of the first algorithms to pay off on early fault-tolerant machines with only a modest number of logical qubits.',
              },
              {
                label: 'Hybrid',
                title: 'Quantum embedding',
                text: 'Splits a large system into fragments, solves only the strongly correlated ones with a quantum algorithm and treats the rest classically. It is a realistic route for catalysts and surfaces far too large to put on a quantum computer whole.',
              },
              {
                label: 'Near-term',
                title: 'Quantum error mitigation',
                text: 'Removes the effect of noise in post-processing, without error correction. We combine zero-noise extrapolation, readout error correction and post-selection on particle-number and spin symmetries to suit each problem.',
              },
              {
                label: 'Fault-tolerant',
                title: 'Resource estimation',
                text: 'Works out how many logical qubits, gates, physical qubits and hours an algorithm will need on a fault-tolerant machine — the basis for research priorities and for investment decisions alike.',
              },
            ],
          },
        ],
      },
      {
        id: 'error-mitigation',
        heading: 'Error mitigation and the road to fault tolerance',
        paragraphs: [
          'Today’s quantum computers are noisy. Error mitigation is a powerful way to reduce the damage, but it has a fundamental limit: the number of measurements it needs grows exponentially as circuits get larger and errors accumulate. In our view, error mitigation alone will not take chemistry calculations beyond the reach of classical computers.',
          'So we tell clients plainly what today’s devices can be used to test and what is worth waiting for, based on simulations and hardware experiments. We expect quantum computing to become useful for chemistry in three stages.',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Now',
                title: 'Noisy quantum computers',
                text: 'Shallow circuits on a few dozen qubits, with error mitigation, are good for testing methods and workflows. There is no practical advantage yet, but this is the time to build know-how and people.',
              },
              {
                label: 'Next',
                title: 'Early fault-tolerant machines',
                text: 'Tens to hundreds of logical qubits with a limited gate budget. With resource-light phase estimation, we expect small active spaces to become directly comparable with classical results.',
              },
              {
                label: 'Later',
                title: 'Full fault tolerance',
                text: 'Thousands of logical qubits and long computations. Problems that classical methods struggle to treat accurately, such as the metal centres of catalysts, are expected to come within practical run times.',
              },
            ],
          },
        ],
      },
      {
        id: 'resource-estimation',
        heading: 'How we estimate resources',
        paragraphs: [
          'Our resource estimates cover the whole stack, from the choice of algorithm down to the error-correcting code. Because every assumption is explicit, you can see how the answer changes as hardware improves. The estimation tools are available in QURI and QURI Chemistry.',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Inputs', detail: 'Molecular Hamiltonian and active space, algorithm and Hamiltonian representation, target precision' },
              { term: 'Hardware assumptions', detail: 'Error-correcting code (surface code by default), physical error rate (0.1% by default), time per error-correction cycle (1 µs by default)' },
              { term: 'Outputs', detail: 'Logical qubits, non-Clifford gate count (T or Toffoli), code distance, physical qubits, total run time' },
              { term: 'Typical uses', detail: 'Choosing between Hamiltonian representations, judging when an application may become practical under assumed hardware progress, and informing investment decisions in QS engagements' },
            ],
          },
        ],
      },
      {
        id: 'software-stack',
        heading: 'Software that puts it to work',
        paragraphs: [
          'Our software is hardware-agnostic: the same workflow can use several quantum computers, GPU simulators and supercomputers. As hardware improves, our clients can carry their existing research assets forward unchanged.',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Platform',
                title: 'QURI',
                text: 'A Python SDK and cloud execution environment for quantum algorithm research, with error mitigation and resource estimation built in. The core of the SDK is open source.',
                href: paths.page('en', '/services/quri'),
              },
              {
                label: 'Library',
                title: 'QURI Chemistry',
                text: 'Tested building blocks for quantum chemistry algorithms: Hamiltonian generation, fermion-to-qubit mappings, ansätze and resource estimation for phase estimation.',
                href: paths.page('en', '/services/qurichemistry'),
              },
              {
                label: 'Application',
                title: 'Qamuy',
                text: 'Cloud software for running quantum chemistry calculations from the browser, with no programming. Classical reference values appear alongside, so you can judge accuracy on the spot.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Service',
                title: 'CRS contract research',
                text: 'Our computational scientists apply everything on this page to your research questions, choosing whichever method answers them best — quantum or not.',
                href: paths.page('en', '/services/crs'),
              },
            ],
          },
        ],
      },
      {
        id: 'open-research',
        heading: 'Research in the open',
        paragraphs: [
          'Our researchers publish in peer-reviewed international journals and at conferences in Japan and abroad, and most papers are also available as preprints. Where we can, we release the code and data needed to reproduce the results.',
          'Questions nobody can answer yet are best tackled together, so we run joint research with companies and universities, and host QPARC, an industry–academia consortium exploring applications of quantum computing across sectors.',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Publications',
                text: 'Papers, preprints and conference talks by our researchers.',
                href: paths.listing('en', 'publications'),
              },
              {
                title: 'Joint research',
                text: 'Our research themes, how we collaborate and how a project gets started.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
  },
};
