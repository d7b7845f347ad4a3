import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const crs: PageCopies = {
  ja: {
    title: 'CRS 受託計算研究サービス',
    description: '研究開発上の問いに、当社の計算科学者がシミュレーションと量子化学計算で答えるCRS。触媒、電池材料、医薬品などの課題設定から計算、報告、可視化ツールPhysiLenzでの共有までを一貫して担います。',
    lead: '「この材料はなぜ劣化するのか」「どの触媒候補を先に合成すべきか」。CRSは、お客様の研究開発上の問いに、計算科学の専門家チームが答えるサービスです。',
    eyebrow: '研究サービス',
    illustration: { name: 'crs', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'CRSとは',
        paragraphs: [
          'CRS（Contract Research Service）は、お客様の研究課題に対して、当社の計算科学者が研究計画の立案から計算、解析、報告までを担う受託研究サービスです。密度汎関数理論、結合クラスター法、多配置の手法、分子動力学などの古典計算と、量子アルゴリズムのシミュレーションや量子コンピュータ実機での計算を、課題に応じて使い分けます。',
          '量子計算ありきではなく、問いに答えるために最も適した手法を選ぶことを原則としています。そのうえで、将来量子計算が役立ちうる部分を明らかにし、必要な計算規模の見通しもお伝えします。',
        ],
      },
      {
        id: 'for-whom',
        heading: 'こんな課題をお持ちの方に',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '社内に計算化学の専門家がいない',
                text: '実験が中心のチームで、計算を使って仮説を絞り込みたいものの、手法の選び方から相談できる相手がいない。',
              },
              {
                title: '計算チームの手が足りない',
                text: '社内に計算の担当者はいるが、高精度計算や大きな系の計算に割ける時間と計算資源が足りない。',
              },
              {
                title: '計算結果をどこまで信じてよいかわからない',
                text: '汎関数によって結論が変わるなど、手法の妥当性を第三者の視点で検証したい。',
              },
              {
                title: '量子計算の出番を見極めたい',
                text: '自社の課題で量子計算がいつ、どの程度役立つのかを、実際の分子を使って確かめたい。',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: 'CRSの特長',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '問いに合わせて手法を選ぶ',
                text: '密度汎関数理論、CCSD(T)などの結合クラスター法、CASSCFやNEVPT2などの多配置の手法、DMRG、分子動力学、QM/MMから、精度と計算コストのバランスを見て組み合わせます。',
              },
              {
                title: '量子アルゴリズムとの比較検証',
                text: 'VQEや量子位相推定をシミュレータや量子コンピュータ実機で実行し、古典計算の参照値と並べて、現在の装置でどこまで届くかを評価します。',
              },
              {
                title: '将来の計算規模を見積もる',
                text: '誤り耐性量子コンピュータで同じ問題を解く場合に必要な論理量子ビット数やゲート数、計算時間を、QURIのリソース見積もり機能を使って算出します。',
              },
              {
                title: 'PhysiLenzで結果を共有',
                text: '分子軌道や電子密度、反応のエネルギー図をブラウザで確認し、気になる箇所にコメントを付けて当社の研究者と議論できます。',
                href: paths.page('ja', '/services/crs/physilenz'),
              },
              {
                title: '隔週の定例会',
                text: '中間結果を2週間ごとに共有し、実験の進み具合や新しくわかったことに合わせて、計算の対象や優先順位を見直します。',
              },
              {
                title: '計算資源の手配も当社で',
                text: 'GPUクラスタやスーパーコンピュータなど、計算に必要な資源は当社が手配し、費用に含めてお見積もりします。',
              },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: '活用例',
        paragraphs: [
          '素材・化学、エネルギー、製薬を中心に、反応機構の解明、候補物質の絞り込み、劣化メカニズムの解析などを手がけています。代表的なプロジェクトの例をご紹介します。',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '素材・化学',
                title: '重合触媒の候補の絞り込み',
                text: '遷移金属触媒の活性点の電子状態を多配置の手法で計算し、密度汎関数理論の汎関数による結論のぶれを検証しました。12種類あった合成候補を3種類に絞り込み、実験の優先順位を決める根拠になりました。',
              },
              {
                label: '電池',
                title: '正極材料の劣化メカニズムの解析',
                text: '高電圧で充電したときの酸素の脱離と遷移金属の溶出について反応経路を計算し、劣化の起点となる構造を特定しました。劣化を抑える元素置換の候補を4種類提案し、お客様の試作評価につなげました。',
              },
              {
                label: '製薬',
                title: '金属酵素の反応機構の解明',
                text: 'QM/MM法で酵素の活性中心の反応経路をたどり、律速段階と、そこで電子がどう動くかを明らかにしました。結果は阻害剤を設計する際の指針として、お客様の創薬チームで活用されています。',
              },
            ],
          },
          {
            type: 'note',
            text: '掲載している例は、守秘義務の範囲で内容を一般化したものです。',
          },
        ],
      },
      {
        id: 'process',
        heading: '進め方',
        paragraphs: ['典型的なプロジェクトの期間は2〜6か月です。ご相談の段階では費用はかかりません。'],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: '秘密保持契約とヒアリング',
                text: '秘密保持契約を締結したうえで、研究の背景、これまでの実験結果、答えを出したい問いを伺います。',
              },
              {
                title: '研究計画のご提案',
                text: '計算の対象と手法、成果物、期間と費用をまとめた研究計画書を、ヒアリングから2週間程度でご提案します。',
              },
              {
                title: '計算と定例会',
                text: '合意した計画に沿って計算を進め、隔週の定例会で中間結果を共有します。必要に応じて計画を見直します。',
              },
              {
                title: '最終報告',
                text: '報告会で結果と考察をご説明し、次の実験や研究に向けた提言をお伝えします。',
              },
              {
                title: 'フォローアップ',
                text: 'プロジェクト終了後も12か月間はPhysiLenzで結果を閲覧でき、報告内容へのご質問にもお答えします。',
              },
            ],
          },
        ],
      },
      {
        id: 'deliverables',
        heading: '成果物と機密保持',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '報告書', detail: '手法と結果、考察、次の研究に向けた提言をまとめてお渡しします。' },
              { term: '計算データ', detail: '計算に用いた入力・出力データと、最適化した分子構造のファイルをお渡しします。' },
              { term: 'PhysiLenz', detail: '分子軌道やエネルギー図をお客様の研究者が自由に確認できます。追加費用はかかりません。' },
              { term: '情報管理', detail: 'お預かりした情報は、プロジェクトの担当者に限定した環境で管理します。' },
              { term: '知的財産権', detail: '成果物に関する知的財産権は、原則としてお客様に帰属します。' },
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
                label: '量子戦略・導入コンサルティング',
                title: 'QS',
                text: 'どの課題から計算で検証すべきか決まっていない場合は、ユースケースの探索から始められます。',
                href: paths.page('ja', '/services/qs'),
              },
              {
                label: '量子化学計算クラウド',
                title: 'Qamuy',
                text: 'CRSで扱った分子を起点に、社内の研究者が自ら量子化学計算を試せます。',
                href: paths.page('ja', '/services/qamuy'),
              },
              {
                label: '研究サービス',
                title: '共同研究',
                text: '既存の手法では答えが出ない問いには、新しい手法の開発から一緒に取り組みます。',
                href: paths.page('ja', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: '研究の問いをお聞かせください',
      text: '課題がまだ漠然としている段階でも構いません。計算で答えられること、答えられないことを、当社の研究者が率直にお伝えします。',
      primary: { label: 'CRSについて相談する', href: paths.contact('ja', 'research') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'CRS: contract computational research',
    description: 'CRS puts our computational scientists to work on your R&D question, from study design and simulation to quantum chemistry, reporting and analysis in PhysiLenz.',
    lead: 'Why does this material degrade? Which catalyst candidate should we synthesise first? CRS puts a team of computational scientists to work on your research question.',
    eyebrow: 'Research services',
    illustration: { name: 'crs', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'What CRS is',
        paragraphs: [
          'CRS is our contract research service. Our computational scientists take your research question and handle everything from the study design to the calculations, analysis and final report. Depending on the question, we use classical methods such as density functional theory, coupled cluster, multireference methods and molecular dynamics, alongside simulated quantum algorithms and runs on real quantum hardware.',
          'We do not start from the assumption that quantum computing is the answer. We choose whatever method best answers your question, then point out where quantum computing could help in future and roughly how large a machine that would take.',
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
                title: 'Teams without computational chemists',
                text: 'You run experiments and want calculations to narrow down your hypotheses, but have nobody to advise on which methods to use.',
              },
              {
                title: 'Computational teams at capacity',
                text: 'You have modelling expertise in-house, but not the time or computing power for high-accuracy work on large systems.',
              },
              {
                title: 'Results you are not sure you can trust',
                text: 'Your conclusions shift with the choice of functional, and you want an independent view on which method holds up.',
              },
              {
                title: 'Deciding when quantum computing matters',
                text: 'You want to test, on your own molecules, whether and when quantum computing will make a difference to your problem.',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: 'What you get',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'The right method for the question',
                text: 'We combine DFT, coupled cluster methods such as CCSD(T), multireference methods such as CASSCF and NEVPT2, DMRG, molecular dynamics and QM/MM, weighing accuracy against cost.',
              },
              {
                title: 'Quantum algorithms, benchmarked',
                text: 'We run VQE and quantum phase estimation on simulators and real hardware and set the results against classical references, so you can see how far today’s devices get.',
              },
              {
                title: 'Resource estimates for the future',
                text: 'Using the resource estimation tools in QURI, we calculate the logical qubits, gate counts and run time a fault-tolerant machine would need for the same problem.',
              },
              {
                title: 'Results you can explore in PhysiLenz',
                text: 'Orbitals, electron densities and reaction energy profiles open in the browser, and you can comment on any of them to discuss them with our researchers.',
              },
              {
                title: 'Fortnightly reviews',
                text: 'We share interim results every two weeks and reprioritise the calculations as your experiments move on or new findings come in.',
              },
              {
                title: 'Computing resources included',
                text: 'We arrange the GPU clusters and supercomputer time the project needs and include them in our quote.',
              },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: 'Typical projects',
        paragraphs: [
          'Most of our projects are in chemicals and materials, energy and pharmaceuticals: working out reaction mechanisms, narrowing down candidates and explaining why materials degrade. Three examples:',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Chemicals',
                title: 'Shortlisting polymerisation catalysts',
                text: 'We used multireference methods to describe the active site of a transition-metal catalyst and tested how far DFT conclusions depended on the functional. Twelve candidates for synthesis came down to three, giving the lab a clear order of work.',
              },
              {
                label: 'Batteries',
                title: 'Why a cathode material degrades',
                text: 'We mapped the reaction pathways for oxygen release and transition-metal dissolution at high voltage and identified the structure where degradation starts. We proposed four substitution elements to suppress it, which went on to the client’s prototype testing.',
              },
              {
                label: 'Pharmaceuticals',
                title: 'Reaction mechanism of a metalloenzyme',
                text: 'QM/MM calculations traced the reaction at the enzyme’s active centre and pinned down the rate-determining step and how electrons move through it. The client’s drug discovery team now uses the results to guide inhibitor design.',
              },
            ],
          },
          {
            type: 'note',
            text: 'Examples are generalised to protect client confidentiality.',
          },
        ],
      },
      {
        id: 'process',
        heading: 'How a project runs',
        paragraphs: ['Most projects run for two to six months. There is no charge for initial consultations.'],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: 'NDA and briefing',
                text: 'Once an NDA is in place, we meet to learn the background, your experimental results so far and the question you need answered.',
              },
              {
                title: 'Research proposal',
                text: 'Within about two weeks we send a plan covering the systems and methods, deliverables, schedule and cost.',
              },
              {
                title: 'Calculations and reviews',
                text: 'We carry out the agreed plan and share interim results at fortnightly meetings, adjusting the plan where needed.',
              },
              {
                title: 'Final report',
                text: 'We present the results and our interpretation, with recommendations for your next experiments.',
              },
              {
                title: 'Follow-up',
                text: 'Results stay available in PhysiLenz for twelve months after the project ends, and we are happy to answer questions about the report.',
              },
            ],
          },
        ],
      },
      {
        id: 'deliverables',
        heading: 'Deliverables and confidentiality',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Report', detail: 'Methods, results, discussion and recommendations for next steps.' },
              { term: 'Data', detail: 'All input and output files, plus the optimised molecular structures.' },
              { term: 'PhysiLenz', detail: 'Interactive access for your researchers to orbitals, energy diagrams and method comparisons, at no extra cost.' },
              { term: 'Confidentiality', detail: 'Your information is kept in an environment restricted to the project team.' },
              { term: 'Intellectual property', detail: 'As a rule, intellectual property in the deliverables belongs to you.' },
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
                label: 'Strategy consulting',
                title: 'QS',
                text: 'Not sure which problem to test first? Start by finding and ranking your use cases.',
                href: paths.page('en', '/services/qs'),
              },
              {
                label: 'Quantum chemistry cloud',
                title: 'Qamuy',
                text: 'Let your own researchers run quantum chemistry calculations, starting from the molecules we studied together.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Research services',
                title: 'Joint research',
                text: 'When established methods cannot answer the question, we can develop new ones with you.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Tell us about your research question',
      text: 'It does not need to be fully formed. Our researchers will tell you plainly what calculations can and cannot answer.',
      primary: { label: 'Discuss a CRS project', href: paths.contact('en', 'research') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
