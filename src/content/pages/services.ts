import type { PageCopies } from '../page-copy.ts';

export const services: PageCopies = {
  ja: {
    title: 'サービス',
    description: '受託計算研究CRS、量子化学計算クラウドQamuy、量子ソフトウェア開発基盤QURI、量子戦略コンサルティングQS、人材育成MIQAN、共同研究まで、量子計算の活用を段階に応じて支援します。',
    lead: '量子計算の活用は、課題の整理、人材の育成、検証計算、将来に向けた研究と、段階によって必要な支援が異なります。当社は、ソフトウェアと専門家によるサービスの両面からお手伝いします。',
    sections: [
      {
        id: 'research-services',
        heading: '研究課題を解く',
        paragraphs: [
          'CRS（受託計算研究）は、お客様の研究開発上の問いに対し、当社の計算科学者がシミュレーションや量子化学計算を行って答えを出すサービスです。解析結果は可視化・解析ツール「PhysiLenz」で共有し、お客様の研究者と一緒に考察を深めます。',
          'より長期的なテーマには、研究計画を共有して進める共同研究（Research）を、業界の垣根を越えて量子計算の応用を探りたい場合は、産学連携コンソーシアム「QPARC」への参加をご検討ください。',
        ],
      },
      {
        id: 'software',
        heading: 'ソフトウェアで自ら試す',
        paragraphs: [
          'Qamuyは、量子コンピュータとシミュレータで量子化学計算を行うクラウドソフトウェアです。ブラウザ上で分子と計算条件を設定するだけで、プログラミングをせずに計算を実行できます。',
          'QURIは、量子アルゴリズムの研究者のためのソフトウェア開発基盤で、SDKとクラウド実行環境を提供します。QURI上で動作する化学計算ライブラリ「QURI Chemistry」を使えば、量子化学アルゴリズムの研究開発を効率よく進められます。',
        ],
      },
      {
        id: 'strategy-and-talent',
        heading: '戦略と人材をつくる',
        paragraphs: [
          'QS（量子戦略コンサルティング）では、量子レディネスの評価、ユースケースの探索、導入ロードマップの策定を通じて、量子計算への取り組み方を経営と研究開発の両面から設計します。',
          'MIQANは、企業の研究開発担当者を対象とした量子人材育成プログラムです。体系的なカリキュラム、ハンズオン演習、当社研究者によるメンタリングを組み合わせ、自社の課題に量子計算を適用できる人材を育てます。',
        ],
      },
      {
        id: 'getting-started',
        heading: 'どこから始めればよいか',
        paragraphs: [
          '何から手をつけるべきか迷われている場合は、無料の量子レディネス診断で現状を確認するか、お問い合わせページからご相談ください。課題やご予算、社内の体制に合わせて、最適なサービスの組み合わせをご提案します。',
        ],
      },
    ],
  },
  en: {
    title: 'Services',
    description: 'From contract research (CRS) and cloud software (Qamuy, QURI) to strategy consulting (QS) and joint research, we support every stage of quantum adoption.',
    lead: 'Putting quantum computing to work takes different kinds of help at different stages: framing the problem, building skills, running calculations and preparing for the future. We offer both software and expert services.',
    sections: [
      {
        id: 'research-services',
        heading: 'Answer research questions',
        paragraphs: [
          'With CRS, our contract research service, our computational scientists take on your R&D question and answer it with simulation and quantum chemistry. Results are shared through PhysiLenz, our visualisation and analysis tool, so your researchers can explore them with us.',
          'For longer-term questions, our joint research programme lets us pursue a shared research plan together. And if you want to explore quantum applications alongside other companies and universities, consider joining QPARC, our industry–academia consortium (run in Japanese).',
        ],
      },
      {
        id: 'software',
        heading: 'Try it yourself with our software',
        paragraphs: [
          'Qamuy is cloud software for running quantum chemistry calculations on quantum computers and simulators. You set up molecules and calculations in your browser, with no coding required.',
          'QURI is a development platform for quantum algorithm researchers, combining an SDK with cloud execution. QURI Chemistry, a chemistry algorithm library built on QURI, speeds up research into quantum chemistry algorithms.',
        ],
      },
      {
        id: 'strategy-and-talent',
        heading: 'Build your strategy and your team',
        paragraphs: [
          'QS, our quantum strategy consulting service, helps you decide how to approach quantum computing through readiness assessments, use-case discovery and adoption roadmaps that work for both leadership and R&D.',
          'MIQAN, our talent development programme for corporate R&D staff, combines a structured curriculum, hands-on exercises and mentoring from our researchers. It is currently delivered in Japanese.',
        ],
      },
      {
        id: 'getting-started',
        heading: 'Where to start',
        paragraphs: [
          'If you are not sure where to begin, get in touch through our contact page. We will recommend a combination of services that fits your research questions, budget and team.',
        ],
      },
    ],
  },
};
