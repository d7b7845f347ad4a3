import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const qs: PageCopies = {
  ja: {
    title: 'QS 量子戦略・導入コンサルティング',
    description: 'QSは、量子レディネスの評価、ユースケースの探索、導入ロードマップの策定を通じて、企業の量子計算への取り組みを設計するコンサルティングです。特定のハードウェアに偏らない立場からご支援します。',
    lead: '量子計算に、いつ、何に、どれだけ投資すべきか。QSは、その問いに根拠を持って答えるための戦略づくりを支援します。',
    eyebrow: 'コンサルティング',
    illustration: { name: 'qs', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'QSとは',
        paragraphs: [
          'QS（Quantum Strategy）は、量子計算の活用を検討する企業のための戦略・導入コンサルティングです。経営層からは投資の妥当性を、研究開発の現場からは具体的な進め方を求められるなかで、技術の見通しと事業上の価値の両面から、取り組みの方針を一緒に設計します。',
          'コンサルタントに加えて、当社の量子化学・量子アルゴリズムの研究者がプロジェクトに参加し、技術的な判断の根拠を支えます。',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'qs',
            alt: 'QSでお渡しする評価と計画の画面例。左に、人材・ユースケース・データと計算基盤・パートナーシップの4つの観点のレディネスを同業種の平均と比べたレーダーチャート。右に、事業価値と量子計算との相性でユースケースを配置した図と、スコア順の一覧（1位は重合触媒の活性点）。下に、2026〜2030年度のロードマップ（人材育成、検証計算、社内体制、投資判断と2回の再評価）。',
            caption: 'QSでお渡しする評価と計画の例（イメージ）。レディネス評価、ユースケースの優先順位、数年先までのロードマップをまとめます。',
            address: 'qs.aonami-quantum.example/client-a/readiness',
          },
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
                title: '経営層・経営企画部門',
                text: '量子計算に投資すべきか、するならいつ、どの程度かを、根拠をもって判断したい。',
              },
              {
                title: '研究開発部門の責任者',
                text: '候補となる研究テーマはいくつか挙がっているが、どこから手をつけるべきか決めきれない。',
              },
              {
                title: '技術戦略・新規事業の担当者',
                text: '量子関連企業への投資や提携を検討しており、相手の技術の実力を見極めたい。',
              },
              {
                title: '検証を始めている企業',
                text: '概念実証の結果が出たものの、次の段階にどうつなげるか、計画を見直したい。',
              },
            ],
          },
        ],
      },
      {
        id: 'menu',
        heading: '支援メニュー',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'レディネス評価',
                text: '人材、ユースケース、データと計算基盤、パートナーシップの4つの観点で、関係者へのインタビューと調査票をもとに現状を評価し、課題を明らかにします。',
              },
              {
                title: 'ユースケース探索',
                text: '研究者と事業部門の方が参加するワークショップで候補となる課題を洗い出し、事業価値、古典計算での難しさ、量子計算との相性、検証のしやすさで評価して優先順位をつけます。',
              },
              {
                title: 'ロードマップ策定',
                text: 'ハードウェアとアルゴリズムの技術動向、リソース見積もりに基づき、3〜5年の取り組み計画と体制、予算の考え方をまとめます。',
              },
              {
                title: '技術デューデリジェンス',
                text: '量子関連の技術やスタートアップへの投資・提携を検討する際に、技術の成熟度や主張の妥当性を、当社の研究者が評価します。',
              },
            ],
          },
        ],
      },
      {
        id: 'approach',
        heading: '私たちの考え方',
        blocks: [
          {
            type: 'list',
            items: [
              '特定のハードウェアに偏らない立場から、複数の方式や提供者を比較して助言します。',
              '量子計算が適さない課題については、率直にそうお伝えします。古典計算の高度化で解決できる課題であれば、その方が早く確実に成果につながるからです。',
              '「いつ役立つか」は、論理量子ビット数や計算時間のリソース見積もりという数字で示し、期待だけで判断しないようにします。',
              '報告書を納めて終わりにせず、社内で説明し、実行できる計画になるまで一緒に詰めます。',
            ],
          },
        ],
      },
      {
        id: 'case-examples',
        heading: '支援の例',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '素材・化学',
                title: '20近い候補から一つのテーマへ',
                text: '研究者と事業部門の計8名が参加したワークショップで候補を評価し、重合触媒の活性点の電子状態に絞り込みました。その後、CRSでの検証計算とMIQANでの人材育成へと進んでいます。',
              },
              {
                label: '金融',
                title: '「今は投資しない」という結論',
                text: 'ポートフォリオ最適化とリスク計算への適用を評価しました。最適化は当面、古典のソルバーの改良を優先し、リスク計算は必要な計算規模の見積もりをもとに3年後に再評価する計画としました。',
              },
              {
                label: 'エネルギー',
                title: '5か年のロードマップと体制',
                text: '電池材料の開発を軸に、5年間の取り組み計画を策定しました。専任2名と兼任の研究者からなる体制と予算の考え方が、経営会議で承認されています。',
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
        id: 'engagement',
        heading: '進め方と期間',
        paragraphs: [
          'レディネス評価とユースケース探索の組み合わせを基本に、ロードマップ策定まで続けて行うことも、必要なメニューだけを選ぶこともできます。',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'qs-engagement',
            alt: 'QSの進め方と期間。初回のご相談のあと、1〜3週で現状を把握し、4〜7週にユースケースのワークショップを2回程度行い、8〜11週でロードマップを策定して、12週で経営層に報告します。レディネス評価とユースケース探索は6〜8週間、ロードマップ策定までは10〜12週間が目安です。',
            caption: '標準的な進め方（レディネス評価からロードマップの策定まで）',
          },
          {
            type: 'steps',
            items: [
              { title: '初回のご相談', text: '検討の背景、社内の体制、意思決定の時期を伺い、支援の範囲と進め方をご提案します。ご相談は無料です。' },
              { title: '現状の把握', text: '関係者へのインタビューと調査票で、4つの観点からレディネスを評価します。' },
              { title: 'ユースケースのワークショップ', text: '研究者と事業部門の方が参加するワークショップを2回程度行い、候補となる課題を洗い出して評価します。' },
              { title: 'ロードマップの策定', text: '優先度の高い課題について、取り組みの順序、体制、予算の考え方を3〜5年の計画にまとめます。' },
              { title: '経営層への報告', text: '評価の結果と計画を、経営層向けの報告会でご説明します。' },
            ],
          },
          {
            type: 'table',
            caption: 'メニューごとの期間と成果物の目安',
            head: ['メニュー', '期間', '主な成果物'],
            rows: [
              ['レディネス評価＋ユースケース探索', '6〜8週間', '評価報告書、優先順位付きのユースケース一覧'],
              ['上記＋ロードマップ策定', '10〜12週間', '上記に加えて3〜5年のロードマップ、経営層向けの報告資料'],
              ['技術デューデリジェンス', '3〜6週間', '技術評価報告書'],
            ],
          },
        ],
      },
      {
        id: 'next-steps',
        heading: '戦略から実行へ',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '受託計算研究',
                title: 'CRS',
                text: '優先度の高いユースケースを、実際の分子で検証します。',
                href: paths.page('ja', '/services/crs'),
              },
              {
                label: '量子人材育成プログラム',
                title: 'MIQAN',
                text: 'ロードマップを実行する社内の人材を育てます。',
                href: paths.page('ja', '/services/miqan'),
              },
              {
                label: '量子化学計算クラウド',
                title: 'Qamuy',
                text: '社内の研究者が自ら小さな分子で試し、評価の手順を固められます。',
                href: paths.page('ja', '/services/qamuy'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: '量子計算への取り組み方を、一緒に設計しませんか',
      text: '検討の段階や社内の体制を伺い、必要な支援の範囲と期間をご提案します。',
      primary: { label: 'QSについて相談する', href: paths.contact('ja', 'consulting') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'QS: quantum strategy consulting',
    description: 'QS helps companies plan their approach to quantum computing with readiness assessments, use-case discovery and adoption roadmaps, from a hardware-neutral view.',
    lead: 'When should you invest in quantum computing, in what, and how much? QS helps you answer those questions with evidence.',
    eyebrow: 'Consulting',
    illustration: { name: 'qs', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'What QS is',
        paragraphs: [
          'QS is our strategy and adoption consulting service for companies considering quantum computing. Leadership wants to know whether the investment is justified; R&D wants to know what to actually do. We work with you to shape a plan that reflects both the technology outlook and the business value.',
          'Our consultants are joined on every engagement by researchers in quantum chemistry and quantum algorithms, so the technical judgements behind your strategy are sound.',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'qs',
            alt: 'An example of what QS delivers: on the left, a radar chart comparing readiness in four areas (people, use cases, data and compute, partnerships) with the industry average; on the right, use cases placed by business value and fit for quantum computing, with a ranked list (a polymerisation catalyst first); below, a roadmap for fiscal 2026 to 2030 covering people, validation, team and investment, with two reviews.',
            caption: 'What QS delivers, as an example (illustration): a readiness assessment, prioritised use cases and a roadmap several years ahead.',
            address: 'qs.aonami-quantum.example/client-a/readiness',
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
                title: 'Executives and corporate planning',
                text: 'You need to decide, on evidence, whether to invest in quantum computing, and if so when and how much.',
              },
              {
                title: 'Heads of R&D',
                text: 'Several candidate projects are on the table, and you cannot yet tell which one to start with.',
              },
              {
                title: 'Technology strategy and ventures teams',
                text: 'You are weighing an investment in, or partnership with, a quantum company and want to know how good its technology really is.',
              },
              {
                title: 'Companies with a proof of concept behind them',
                text: 'You have first results and need a realistic plan for what comes next.',
              },
            ],
          },
        ],
      },
      {
        id: 'menu',
        heading: 'What we offer',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Readiness assessment',
                text: 'Through interviews and a structured questionnaire, we assess where you stand on people, use cases, data and computing infrastructure, and partnerships, and identify the gaps.',
              },
              {
                title: 'Use-case discovery',
                text: 'In workshops with researchers and business units, we build a long list of candidate problems and rank them by business value, classical difficulty, fit with quantum computing and ease of validation.',
              },
              {
                title: 'Roadmapping',
                text: 'Drawing on hardware and algorithm trends and on resource estimates, we set out a three to five-year plan covering activities, team structure and budget.',
              },
              {
                title: 'Technical due diligence',
                text: 'When you are considering investing in or partnering with a quantum technology company, our researchers assess the maturity of its technology and whether its claims hold up.',
              },
            ],
          },
        ],
      },
      {
        id: 'approach',
        heading: 'Our approach',
        blocks: [
          {
            type: 'list',
            items: [
              'We are hardware-neutral and compare different technologies and providers on their merits.',
              'If a problem is not a good fit for quantum computing, we say so. When better classical computing can solve it, that is usually the faster and surer route to results.',
              'We put numbers on “when”: resource estimates of logical qubits and run time, rather than expectations alone.',
              'We do not stop at a report. We keep working with you until the plan is one your organisation can explain and carry out.',
            ],
          },
        ],
      },
      {
        id: 'case-examples',
        heading: 'Examples of our work',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Chemicals',
                title: 'From twenty ideas to one theme',
                text: 'A workshop with eight researchers and business staff narrowed nearly twenty candidates down to the electronic structure of a polymerisation catalyst’s active site. The client went on to validation work with CRS and to train its own staff.',
              },
              {
                label: 'Finance',
                title: 'A clear “not yet”',
                text: 'We assessed portfolio optimisation and risk calculation. The client chose to improve its classical optimisation solvers for now and to revisit risk calculation in three years, based on our estimates of the machine it would need.',
              },
              {
                label: 'Energy',
                title: 'A five-year roadmap and team',
                text: 'Centred on battery materials development, the plan set out five years of work, a team of two full-time staff plus part-time researchers, and a budget approach that the board has approved.',
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
        id: 'engagement',
        heading: 'Timeline and deliverables',
        paragraphs: [
          'Most engagements combine a readiness assessment with use-case discovery. You can continue straight on to a roadmap, or pick only the parts you need.',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'qs-engagement',
            alt: 'How a QS engagement runs: after the initial conversation, a current-state review in weeks 1–3, about two use-case workshops in weeks 4–7, the roadmap in weeks 8–11 and a leadership briefing in week 12. A readiness assessment with use-case discovery takes 6–8 weeks; with the roadmap, 10–12 weeks.',
            caption: 'A typical engagement, from readiness assessment to roadmap',
          },
          {
            type: 'steps',
            items: [
              { title: 'Initial conversation', text: 'We learn about your context, team and decision timeline, and propose a scope. There is no charge for this.' },
              { title: 'Current-state review', text: 'Interviews and a questionnaire give us a picture of your readiness across the four areas.' },
              { title: 'Use-case workshops', text: 'Usually two workshops with researchers and business units to gather and score candidate problems.' },
              { title: 'Roadmap', text: 'For the top-priority problems, we set out the sequence of work, team and budget over three to five years.' },
              { title: 'Leadership briefing', text: 'We present the findings and the plan to your leadership team.' },
            ],
          },
          {
            type: 'table',
            caption: 'Typical duration and deliverables',
            head: ['Engagement', 'Duration', 'Main deliverables'],
            rows: [
              ['Readiness assessment and use-case discovery', '6–8 weeks', 'Assessment report and a prioritised list of use cases'],
              ['The above plus roadmapping', '10–12 weeks', 'All of the above, a three to five-year roadmap and a leadership briefing pack'],
              ['Technical due diligence', '3–6 weeks', 'Technical assessment report'],
            ],
          },
        ],
      },
      {
        id: 'next-steps',
        heading: 'From strategy to action',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Contract research',
                title: 'CRS',
                text: 'Test your top-priority use cases on real molecules.',
                href: paths.page('en', '/services/crs'),
              },
              {
                label: 'Quantum chemistry cloud',
                title: 'Qamuy',
                text: 'Let your researchers try small molecules themselves and settle on an evaluation routine.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Research services',
                title: 'Joint research',
                text: 'Where the roadmap calls for new methods, develop them with us.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Let’s plan your approach to quantum computing',
      text: 'Tell us where you are and how your organisation is set up, and we will propose a scope and timeline that fit.',
      primary: { label: 'Discuss a QS engagement', href: paths.contact('en', 'consulting') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
