import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const research: PageCopies = {
  ja: {
    title: '共同研究',
    description: '企業や大学との共同研究で、量子化学アルゴリズム、誤り耐性量子計算、エラー緩和、量子と古典を組み合わせた計算などのテーマに取り組んでいます。研究テーマ、連携の形、開始までの流れをご紹介します。',
    lead: '答えがまだ誰にもわからない問いには、一緒に取り組むのがいちばんの近道です。当社は、企業や大学と研究計画を共有し、成果を共に生み出す共同研究を進めています。',
    eyebrow: '研究サービス',
    illustration: { name: 'research', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: '共同研究の考え方',
        paragraphs: [
          '受託研究が既知の手法でお客様の問いに答えるのに対し、共同研究では、新しい手法の開発や、まだ確立していない応用の可能性の検証など、研究そのものに取り組みます。お客様の持つ実験データや分野の知見と、当社の量子計算の専門性を組み合わせることで、どちらか単独では得られない成果を目指します。',
          'これまでに、国内外の大学や公的研究機関、素材・化学・製薬・エネルギー分野の企業と共同研究を行い、その成果を国際学術誌や学会で発表してきました。',
        ],
      },
      {
        id: 'for-whom',
        heading: 'こんな方と取り組んでいます',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '新しい手法を必要とする企業',
                text: '既存の計算手法では答えの出ない問いがあり、量子計算を含めた新しいアプローチを開発したい研究開発部門。',
              },
              {
                title: '中長期のテーマを持つ企業',
                text: '誤り耐性量子コンピュータが使えるようになる前に、自社の課題の定式化と計算手法を数年がかりで準備しておきたい企業。',
              },
              {
                title: '大学・公的研究機関の研究者',
                text: '量子アルゴリズムの理論を、実際の化学や材料の問題で検証したい研究者。',
              },
            ],
          },
        ],
      },
      {
        id: 'themes',
        heading: '主な研究テーマ',
        paragraphs: ['以下のテーマを中心に取り組んでいます。これら以外のテーマについてもご相談ください。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '誤り耐性量子コンピュータ向けの量子化学アルゴリズム',
                text: '量子位相推定をはじめとするアルゴリズムと、ハミルトニアンの表し方の工夫によって、必要な資源を減らす研究です。',
              },
              {
                title: '初期の誤り耐性量子計算',
                text: '論理量子ビットが少ない段階の装置でも動作し、実用的な精度に届くアルゴリズムを開発しています。',
              },
              {
                title: 'エラー緩和とその限界',
                text: 'NISQ装置向けのエラー緩和手法を開発するとともに、どの規模の計算まで有効かを理論と実機の両面から評価します。',
              },
              {
                title: '古典計算と量子計算を組み合わせた手法',
                text: '材料や触媒の系に対して、系の大部分を古典計算で扱い、重要な領域だけを量子計算で解く埋め込み法などを研究しています。',
              },
              {
                title: 'スーパーコンピュータとの連携',
                text: 'スーパーコンピュータと量子コンピュータを一つの計算ワークフローの中で使い分けるための、ソフトウェアと計算手法を開発しています。',
              },
            ],
          },
        ],
      },
      {
        id: 'comparison',
        heading: '受託研究との違い',
        paragraphs: ['どちらが適しているか迷われる場合は、ご相談の段階で一緒に整理します。'],
        blocks: [
          {
            type: 'table',
            caption: '受託計算研究（CRS）と共同研究の比較',
            head: ['項目', '受託計算研究（CRS）', '共同研究'],
            rows: [
              ['目的', '確立した手法で、研究上の問いに答える', '新しい手法や応用を開拓する'],
              ['進め方', '当社が計画・実行し、結果を報告する', '双方の研究者が研究計画を共有して進める'],
              ['期間', '2〜6か月が一般的', '1〜3年が一般的'],
              ['費用', '当社への委託費用', '分担の方法を契約で取り決める'],
              ['成果の公開', '原則として公開しない', '論文や学会での発表を想定し、公開の方法を事前に取り決める'],
              ['知的財産権', '原則としてお客様に帰属', '双方の貢献に応じて契約で取り決める'],
            ],
          },
        ],
      },
      {
        id: 'models',
        heading: '連携の形',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '企業との共同研究',
                text: '共同研究契約に基づき、双方の研究者が研究計画を共有して進めます。四半期ごとに進捗を確認し、費用の分担、知的財産権の帰属、成果の公開の方法は開始前に取り決めます。',
              },
              {
                title: '大学・研究機関との連携',
                text: '共同研究のほか、学生の研究インターンシップの受け入れ、公的研究資金への共同提案、論文の共著などの形でも連携しています。',
              },
              {
                label: '産学連携コンソーシアム',
                title: 'QPARC',
                text: '複数の企業と大学の研究者が共通のテーマに取り組む場です。1社単独の共同研究の前段階として参加される企業もあります。',
                href: paths.page('ja', '/qparc/2025/apply'),
              },
            ],
          },
        ],
      },
      {
        id: 'outcomes',
        heading: 'これまでの成果の例',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '素材・化学',
                title: '触媒の活性点を扱う埋め込み法',
                text: '化学メーカーと、遷移金属触媒の活性点だけを量子アルゴリズムで扱う埋め込み法を共同で開発しました。成果は国際学術誌に発表し、手法の一部はQURI Chemistryに取り込んでいます。',
              },
              {
                label: 'エネルギー',
                title: 'スーパーコンピュータとのワークフロー',
                text: 'エネルギー企業と公的研究機関との3者で、固体電解質の欠陥の計算を対象に、スーパーコンピュータと量子シミュレータを連携させるワークフローを構築しました。',
              },
              {
                label: '大学',
                title: '少ない論理量子ビットで動く位相推定',
                text: '大学の研究室と、初期の誤り耐性量子コンピュータを想定した位相推定の変形版を研究し、必要な論理量子ビット数を減らせることを示して国際会議で発表しました。',
              },
            ],
          },
        ],
      },
      {
        id: 'start',
        heading: '開始までの流れ',
        paragraphs: ['ご相談から研究の開始までは、通常2〜3か月です。'],
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'research-collaboration',
            alt: '共同研究の流れ。ご相談、秘密保持契約を結んだうえでの研究者同士の議論、研究計画の作成、費用の分担や知的財産権も取り決める契約とキックオフまでを、開始前に双方で決めます。その後1〜3年の共同研究では、四半期ごとに進捗を確認します。',
            caption: 'ご相談から共同研究の開始まで',
          },
          {
            type: 'steps',
            items: [
              { title: 'ご相談', text: 'お問い合わせページからご連絡ください。当社の研究者が、研究の背景と関心を伺います。' },
              { title: '研究者同士の議論', text: 'テーマが合致すれば、秘密保持契約を締結したうえで、双方の研究者が具体的な問いと進め方を議論します。' },
              { title: '研究計画の作成', text: '目標、体制、期間、成果の公開の方法を含めた研究計画の案を一緒に作成します。' },
              { title: '契約と研究の開始', text: '共同研究契約を締結し、キックオフミーティングを経て研究を開始します。' },
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
                label: '受託計算研究',
                title: 'CRS',
                text: '確立した手法で答えられる問いには、2〜6か月の受託研究で素早く結果をお届けします。',
                href: paths.page('ja', '/services/crs'),
              },
              {
                label: '量子ソフトウェア開発基盤',
                title: 'QURI',
                text: '共同研究で開発した手法は、QURIの上で実装し、双方の研究者が同じ環境で検証できます。',
                href: paths.page('ja', '/services/quri'),
              },
              {
                label: '量子化学アルゴリズムライブラリ',
                title: 'QURI Chemistry',
                text: '共同研究の成果の一部は、QURI Chemistryの機能として取り込んでいます。',
                href: paths.page('ja', '/services/qurichemistry'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: '一緒に取り組みたい問いをお聞かせください',
      text: 'テーマが固まっていなくても構いません。研究の背景や手元のデータを伺いながら、共同研究として取り組む価値があるかを一緒に検討します。',
      primary: { label: '共同研究について相談する', href: paths.contact('ja', 'research') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'Joint research',
    description: 'We run joint research with companies and universities on quantum chemistry algorithms, fault tolerance, error mitigation and hybrid quantum–classical methods.',
    lead: 'When nobody knows the answer yet, the fastest way forward is to work on it together. We share research plans with companies and universities and build results together.',
    eyebrow: 'Research services',
    illustration: { name: 'research', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'Our approach to joint research',
        paragraphs: [
          'Contract research answers your question with established methods. Joint research goes further: developing new methods and testing applications nobody has yet proven. By combining your experimental data and domain knowledge with our quantum computing expertise, we aim for results neither side could reach alone.',
          'We have carried out joint research with universities and public research institutes in Japan and abroad and with companies in materials, chemicals, pharmaceuticals and energy, and published the results in international journals and at conferences.',
        ],
      },
      {
        id: 'for-whom',
        heading: 'Who we work with',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Companies that need new methods',
                text: 'R&D groups with questions that existing methods cannot answer, looking to develop new approaches that include quantum computing.',
              },
              {
                title: 'Companies with long-term goals',
                text: 'Organisations that want to spend the years before fault-tolerant hardware arrives formulating their problems and preparing the methods to solve them.',
              },
              {
                title: 'Academic researchers',
                text: 'Researchers at universities and public institutes who want to test quantum algorithm theory on real problems in chemistry and materials.',
              },
            ],
          },
        ],
      },
      {
        id: 'themes',
        heading: 'Research themes',
        paragraphs: ['These are our main themes, but we are open to others too.'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Quantum chemistry for fault-tolerant computers',
                text: 'Phase estimation and related algorithms, and smarter Hamiltonian representations that bring down the resources they need.',
              },
              {
                title: 'Early fault tolerance',
                text: 'Algorithms that reach useful accuracy on machines with only a small number of logical qubits.',
              },
              {
                title: 'Error mitigation and its limits',
                text: 'New mitigation methods for NISQ devices, and careful theoretical and experimental work on how far they scale.',
              },
              {
                title: 'Hybrid quantum–classical methods',
                text: 'Embedding approaches for materials and catalysts that treat most of the system classically and hand only the critical region to a quantum algorithm.',
              },
              {
                title: 'Supercomputer integration',
                text: 'Software and methods for using supercomputers and quantum computers side by side in a single workflow.',
              },
            ],
          },
        ],
      },
      {
        id: 'comparison',
        heading: 'Joint research or contract research?',
        paragraphs: ['If you are not sure which suits you, we will help you decide when we first talk.'],
        blocks: [
          {
            type: 'table',
            caption: 'Contract research (CRS) and joint research compared',
            head: ['Aspect', 'Contract research (CRS)', 'Joint research'],
            rows: [
              ['Goal', 'Answer a research question with established methods', 'Develop new methods or applications'],
              ['Way of working', 'We plan and run the work and report back', 'Researchers on both sides share a research plan'],
              ['Typical length', 'Two to six months', 'One to three years'],
              ['Cost', 'Paid to us as a contract fee', 'Shared as agreed in the contract'],
              ['Publication', 'Not published, as a rule', 'Publication expected; terms agreed in advance'],
              ['Intellectual property', 'Belongs to you, as a rule', 'Agreed in the contract according to each side’s contribution'],
            ],
          },
        ],
      },
      {
        id: 'models',
        heading: 'Ways to work together',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Joint research with companies',
                text: 'Under a joint research agreement, researchers on both sides share a plan and review progress every quarter. Cost sharing, IP ownership and publication are agreed before work begins.',
              },
              {
                title: 'Partnerships with universities',
                text: 'Beyond joint research, we host student research internships, submit joint proposals for public research funding and co-author papers.',
              },
              {
                label: 'Industry–academia consortium',
                title: 'QPARC',
                text: 'Our consortium brings companies and university researchers together on shared themes. Some companies join it before starting a one-to-one project. QPARC runs in Japanese.',
              },
            ],
          },
        ],
      },
      {
        id: 'outcomes',
        heading: 'Examples of past work',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Chemicals',
                title: 'Embedding for catalyst active sites',
                text: 'With a chemical company, we developed an embedding method that treats only a transition-metal catalyst’s active site with a quantum algorithm. The work was published in an international journal, and parts of it are now in QURI Chemistry.',
              },
              {
                label: 'Energy',
                title: 'A supercomputer–quantum workflow',
                text: 'In a three-way project with an energy company and a public research institute, we built a workflow linking a supercomputer and quantum simulators to study defects in solid electrolytes.',
              },
              {
                label: 'Academia',
                title: 'Phase estimation with fewer logical qubits',
                text: 'With a university group, we studied a variant of phase estimation for early fault-tolerant machines, showed that it reduces the logical qubits required, and presented the results at an international conference.',
              },
            ],
          },
        ],
      },
      {
        id: 'start',
        heading: 'How to get started',
        paragraphs: ['It usually takes two to three months from first contact to the start of research.'],
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'research-collaboration',
            alt: 'How joint research starts: a first conversation, a discussion between researchers under an NDA, a research plan, and an agreement and kick-off that also settle costs and IP, all agreed before work begins. One to three years of joint research follow, with a progress review every quarter.',
            caption: 'From first conversation to joint research',
          },
          {
            type: 'steps',
            items: [
              { title: 'First conversation', text: 'Get in touch through our contact page and one of our researchers will talk with you about your background and interests.' },
              { title: 'Researcher-to-researcher discussion', text: 'If the fit is right, we sign an NDA and researchers on both sides work out the concrete question and approach.' },
              { title: 'Research plan', text: 'Together we draft a plan covering goals, team, schedule and how results will be published.' },
              { title: 'Agreement and kick-off', text: 'We sign the joint research agreement and start work with a kick-off meeting.' },
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
                label: 'Contract research',
                title: 'CRS',
                text: 'If established methods can answer your question, a two to six-month contract project gets you results sooner.',
                href: paths.page('en', '/services/crs'),
              },
              {
                label: 'Quantum software platform',
                title: 'QURI',
                text: 'Methods developed in joint projects are implemented on QURI, so researchers on both sides can test them in the same environment.',
                href: paths.page('en', '/services/quri'),
              },
              {
                label: 'Quantum chemistry library',
                title: 'QURI Chemistry',
                text: 'Some of the results of our joint research now ship as features of QURI Chemistry.',
                href: paths.page('en', '/services/qurichemistry'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Tell us what you want to find out',
      text: 'You do not need a finished proposal. We will look at your background and data with you and judge together whether a joint project makes sense.',
      primary: { label: 'Discuss joint research', href: paths.contact('en', 'research') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
