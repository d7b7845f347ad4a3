import type { PageCopies } from '../page-copy.ts';

export const qs: PageCopies = {
  ja: {
    title: 'QS 量子戦略・導入コンサルティング',
    description: 'QSは、量子レディネスの評価、ユースケースの探索、導入ロードマップの策定を通じて、企業の量子計算への取り組みを設計するコンサルティングです。特定のハードウェアに偏らない立場からご支援します。',
    lead: '量子計算に、いつ、何に、どれだけ投資すべきか。QSは、その問いに根拠を持って答えるための戦略づくりを支援します。',
    sections: [
      {
        id: 'overview',
        heading: 'QSとは',
        paragraphs: [
          'QS（Quantum Strategy）は、量子計算の活用を検討する企業のための戦略・導入コンサルティングです。経営層からは投資の妥当性を、研究開発の現場からは具体的な進め方を求められるなかで、技術の見通しと事業上の価値の両面から、取り組みの方針を一緒に設計します。',
          'コンサルタントに加えて、当社の量子化学・量子アルゴリズムの研究者がプロジェクトに参加し、技術的な判断の根拠を支えます。',
        ],
      },
      {
        id: 'menu',
        heading: '支援メニュー',
        paragraphs: [
          'レディネス評価：人材、ユースケース、データと計算基盤、パートナーシップの4つの観点で現状を評価し、課題を明らかにします。ユースケース探索：研究者と事業部門の方が参加するワークショップで候補となる課題を洗い出し、事業価値、古典計算での難しさ、量子計算との相性、検証のしやすさで評価して優先順位をつけます。',
          'ロードマップ策定：ハードウェアとアルゴリズムの技術動向、リソース見積もりに基づき、3〜5年の取り組み計画と体制、予算の考え方をまとめます。このほか、量子関連の技術やスタートアップへの投資・提携を検討する際の技術評価にも対応します。',
        ],
      },
      {
        id: 'approach',
        heading: '私たちの考え方',
        paragraphs: [
          '特定のハードウェアに偏らない立場から、複数の方式や提供者を比較して助言します。また、量子計算が適さない課題については、率直にそうお伝えします。古典計算の高度化で解決できる課題であれば、その方が早く確実に成果につながるからです。',
        ],
      },
      {
        id: 'engagement',
        heading: '進め方と期間',
        paragraphs: [
          'レディネス評価とユースケース探索は6〜8週間、ロードマップ策定まで含める場合は10〜12週間が目安です。成果物として、評価報告書、優先順位付きのユースケース一覧、経営層向けの報告資料をお渡しします。',
          'まずは無料の量子レディネス診断で現状を把握していただくと、その後のご提案をより具体的に行えます。ご相談はお問い合わせページから承ります。',
        ],
      },
    ],
  },
  en: {
    title: 'QS Quantum Strategy Consulting',
    description: 'QS helps companies plan their approach to quantum computing with readiness assessments, use-case discovery and adoption roadmaps, from a hardware-neutral view.',
    lead: 'When should you invest in quantum computing, in what, and how much? QS helps you answer those questions with evidence.',
    sections: [
      {
        id: 'overview',
        heading: 'What QS is',
        paragraphs: [
          'QS is our strategy and adoption consulting service for companies considering quantum computing. Leadership wants to know whether the investment is justified; R&D wants to know what to actually do. We work with you to shape a plan that reflects both the technology outlook and the business value.',
          'Our consultants are joined on every engagement by researchers in quantum chemistry and quantum algorithms, so the technical judgements behind your strategy are sound.',
        ],
      },
      {
        id: 'menu',
        heading: 'What we offer',
        paragraphs: [
          'Readiness assessment: we assess where you stand on people, use cases, data and computing infrastructure, and partnerships, and identify the gaps. Use-case discovery: in workshops with researchers and business units, we build a long list of candidate problems and rank them by business value, classical difficulty, fit with quantum computing and ease of validation.',
          'Roadmapping: drawing on hardware and algorithm trends and on resource estimates, we set out a three to five-year plan covering activities, team structure and budget. We also provide technical due diligence when you are considering investing in or partnering with quantum technology companies.',
        ],
      },
      {
        id: 'approach',
        heading: 'Our approach',
        paragraphs: [
          'We are hardware-neutral and compare different technologies and providers on their merits. If a problem is not a good fit for quantum computing, we say so: when better classical computing can solve it, that is usually the faster and surer route to results.',
        ],
      },
      {
        id: 'engagement',
        heading: 'Timeline and deliverables',
        paragraphs: [
          'A readiness assessment with use-case discovery typically takes six to eight weeks, or ten to twelve weeks including a roadmap. You receive an assessment report, a prioritised list of use cases and a briefing pack for your leadership team.',
          'To discuss an engagement, please get in touch through our contact page.',
        ],
      },
    ],
  },
};
