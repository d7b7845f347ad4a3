import type { PageCopies } from '../page-copy.ts';

export const crs: PageCopies = {
  ja: {
    title: 'CRS 受託計算研究サービス',
    description: '研究開発上の問いに、当社の計算科学者がシミュレーションと量子化学計算で答えるCRS。触媒、電池材料、医薬品などの課題設定から計算、報告、可視化ツールPhysiLenzでの共有までを一貫して担います。',
    lead: '「この材料はなぜ劣化するのか」「どの触媒候補を先に合成すべきか」。CRSは、お客様の研究開発上の問いに、計算科学の専門家チームが答えるサービスです。',
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
        id: 'use-cases',
        heading: '対象分野と活用例',
        paragraphs: [
          '素材・化学分野では、触媒の反応機構の解明と候補の絞り込み、ポリマーや機能性材料の物性予測を、エネルギー分野では、電池の正極・負極材料や電解質の劣化メカニズムの解析を手がけています。製薬分野では、金属を含む酵素の反応や、標的タンパク質と薬剤候補の相互作用の評価にも対応します。',
          '社内に計算化学の専門家がいない場合のほか、社内の計算チームでは手が回らない高精度計算や、手法の妥当性を第三者の視点で検証したい場合にもご利用いただいています。',
        ],
      },
      {
        id: 'process',
        heading: '進め方',
        paragraphs: [
          '秘密保持契約の締結後、初回の打ち合わせで研究の背景と問いを伺います。当社は、計算の対象と手法、期待される成果物、期間と費用をまとめた研究計画書をご提案し、合意のうえで計算を開始します。',
          '計算期間中は、隔週程度の定例会で中間結果を共有し、必要に応じて計画を見直します。典型的なプロジェクトの期間は2〜6か月です。',
        ],
      },
      {
        id: 'deliverables',
        heading: '成果物と機密保持',
        paragraphs: [
          '成果物として、手法と結果、考察、次の研究に向けた提言をまとめた報告書と、計算に用いた入力・出力データをお渡しします。計算結果は、CRSのお客様専用の可視化・解析ツール「PhysiLenz」でも共有し、お客様の研究者が分子軌道やエネルギー図を自由に確認できます。',
          'お客様からお預かりした情報は、プロジェクトの担当者に限定した環境で管理します。成果物に関する知的財産権は、原則としてお客様に帰属します。',
        ],
      },
    ],
  },
  en: {
    title: 'CRS Contract Research Service',
    description: 'CRS puts our computational scientists to work on your R&D question, from study design and simulation to quantum chemistry, reporting and analysis in PhysiLenz.',
    lead: 'Why does this material degrade? Which catalyst candidate should we synthesise first? CRS puts a team of computational scientists to work on your research question.',
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
        id: 'use-cases',
        heading: 'Typical projects',
        paragraphs: [
          'In chemicals and materials, we work out catalytic reaction mechanisms, narrow down catalyst candidates and predict the properties of polymers and functional materials. In energy, we analyse degradation in battery cathodes, anodes and electrolytes. In pharmaceuticals, we model reactions in metalloenzymes and interactions between target proteins and drug candidates.',
          'Clients come to us when they have no computational chemists in-house, when their own team needs high-accuracy calculations it does not have time for, or when they want an independent check on whether a method can be trusted.',
        ],
      },
      {
        id: 'process',
        heading: 'How a project runs',
        paragraphs: [
          'After signing an NDA, we meet to understand the background and the question. We then propose a research plan covering the systems and methods, the deliverables, the schedule and the cost, and start work once you have agreed it.',
          'During the project we share interim results at regular meetings, typically every two weeks, and adjust the plan as needed. Most projects run for two to six months.',
        ],
      },
      {
        id: 'deliverables',
        heading: 'Deliverables and confidentiality',
        paragraphs: [
          'You receive a report covering methods, results, discussion and recommendations for next steps, together with the input and output data. Results are also shared in PhysiLenz, our analysis tool for CRS clients, where your researchers can explore orbitals and energy diagrams for themselves.',
          'Your information is kept in an environment restricted to the project team. As a rule, intellectual property in the deliverables belongs to you.',
        ],
      },
    ],
  },
};
