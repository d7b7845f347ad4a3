import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';

export const careers: PageCopies = {
  ja: {
    title: '採用情報',
    description: `${company.shortName.ja}の採用情報です。量子化学・量子アルゴリズムの研究者、ソフトウェアエンジニア、コンサルタントなどを募集しています。働き方、募集職種、選考の流れをご紹介します。`,
    lead: '量子計算を、研究室の外で本当に役立つものにする。その挑戦を一緒に進める仲間を探しています。',
    eyebrow: '採用',
    illustration: { name: 'careers', alt: '' },
    actions: [{ label: '募集職種を見る', href: '#positions' }],
    sections: [
      {
        id: 'culture',
        heading: '働く環境と文化',
        paragraphs: [
          `当社には、量子化学、物性物理、量子情報、ソフトウェア工学、コンサルティングなど多様な経歴を持つ${company.employees}名が在籍しており、約2割は海外出身です。専門の異なるメンバーが一つのプロジェクトに加わり、お客様の課題を一緒に解くことを大切にしています。`,
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '専門の垣根を越えて解く',
                text: '受託研究や共同研究のプロジェクトには、計算化学者、量子情報の研究者、エンジニアが最低1名ずつ加わります。毎週木曜日の論文紹介会では、職種を問わず持ち回りで発表します。',
              },
              {
                title: '発表も仕事のうち',
                text: '論文執筆や国内外の学会発表を、業務として時間と費用の両面で支援します。社外発表の前には社内レビューを行い、原則3営業日以内にフィードバックを返します。',
              },
              {
                title: '再現できる形で残す',
                text: '計算結果は、入力・コード・環境をまとめてリポジトリに残し、誰でも再現できるようにしています。設計の判断も短い設計文書にまとめ、後から経緯をたどれるようにしています。',
              },
              {
                title: '日本語と英語で働く',
                text: '社内の主要な文書とSlackの全社チャンネルは日英の併記です。研究職・エンジニア職の多くは英語だけで業務ができ、日本語と英語の語学レッスンも会社が補助します。',
              },
            ],
          },
        ],
      },
      {
        id: 'work-style',
        heading: '働き方と制度',
        blocks: [
          {
            type: 'list',
            items: [
              'ハイブリッド勤務：出社は週2日を目安とし、出社日はチームごとに決めています。職種によっては、月1回の出社を基本とするリモート中心の働き方も相談できます。',
              'フレックスタイム制：コアタイムはありません。1日の標準労働時間は8時間です。',
              '研究時間：研究職とエンジニア職は、業務時間の20%までを自主研究やオープンソース開発に充てられます。',
              '学会・カンファレンス：参加費と旅費を年間1人30万円まで補助します。国際学会で発表する場合は、上限を超えても全額を会社が負担します。',
              '学習支援：書籍、論文、オンライン講座の費用を年間10万円まで補助します。日本語・英語の語学レッスンは月2万円まで補助します。',
              '計算資源：社内のGPUクラスタとQURI Cloudを、研究目的であれば業務外のテーマにも利用できます。',
              '機材と手当：ノートPC（macOS・Linuxから選択）と外部モニターを支給し、在宅勤務手当として月5,000円を支給します。',
              '休日・休暇：完全週休2日制（土日）、祝日、夏季休暇3日、年末年始休暇。年次有給休暇は入社日に10日を付与します。',
              'そのほか：社会保険完備、育児・介護休業（男女とも取得実績あり）、届出制の副業、入社時の引越し・ビザ取得支援。',
            ],
          },
        ],
      },
      {
        id: 'positions',
        heading: '募集職種',
        paragraphs: ['現在、次の職種で採用を行っています。掲載していない職種でも、当社の事業に関心をお持ちの方からのご応募を歓迎します。'],
        blocks: [
          {
            type: 'positions',
            items: [
              {
                id: 'quantum-algorithm-researcher',
                title: '量子アルゴリズム研究員',
                team: '研究開発部 アルゴリズムグループ',
                location: '東京（ハイブリッド）',
                employment: '正社員',
                summary: '誤り耐性量子計算に向けた量子化学アルゴリズム、エラー緩和、リソース見積もりの研究を担当します。量子情報または物性物理の博士号、もしくは同等の研究経験をお持ちの方を想定しています。',
                responsibilities: [
                  "誤り耐性量子コンピュータ向けの量子化学アルゴリズム（量子位相推定、量子信号処理など）の設計と評価",
                  "論理量子ビット数やTゲート数などのリソース見積もりと、見積もり手法そのものの改良",
                  "ノイズのある量子コンピュータ向けのエラー緩和手法の研究と、QURI SDKへの実装",
                  "論文の執筆、国内外の学会での発表、共同研究先との議論",
                ],
                requirements: [
                  "量子情報、物性物理、量子化学のいずれかの博士号、または同等の研究経験",
                  "量子アルゴリズムまたは量子多体系に関する査読付き論文の執筆経験",
                  "Pythonで数値計算を実装した経験",
                ],
                niceToHave: [
                  "量子誤り訂正やフォールトトレラント量子計算の研究経験",
                  "オープンソースの量子計算ソフトウェアへの貢献",
                  "英語での研究発表や共同研究の経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "800万〜1,400万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
              {
                id: 'computational-chemist',
                title: '計算化学研究員（CRS）',
                team: '計算科学事業部',
                location: '東京（ハイブリッド）',
                employment: '正社員',
                summary: '触媒、電池材料、医薬品などに関するお客様の研究課題に、密度汎関数理論や多配置の手法を使って取り組みます。研究計画の立案から報告まで、お客様と直接議論しながら進めます。',
                responsibilities: [
                  "お客様の研究課題を伺い、計算で答えられる問いに整理して計算計画を立てる",
                  "密度汎関数理論、多配置の手法、分子動力学による計算と結果の解析",
                  "報告書の作成と、お客様の研究者との報告会・議論",
                  "PhysiLenzに載せる計算手順の標準化と検証",
                ],
                requirements: [
                  "計算化学または理論化学の修士以上の学位、もしくは同等の実務経験",
                  "Gaussian、ORCA、VASPなど、計算化学ソフトウェアを使った研究経験",
                  "実験の研究者と議論しながら研究を進めた経験",
                ],
                niceToHave: [
                  "触媒、電池材料、創薬のいずれかの分野での研究経験",
                  "Pythonによる計算ワークフローの自動化",
                  "受託研究や、企業の研究者と共同で進めたプロジェクトの経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "700万〜1,200万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
              {
                id: 'quri-software-engineer',
                title: 'ソフトウェアエンジニア（QURI）',
                team: '量子ソフトウェア部門',
                location: '東京（ハイブリッド）',
                employment: '正社員',
                summary: 'PythonによるQURI SDKと、ジョブ管理を担うQURI Cloudのバックエンドを開発します。量子計算の経験は問いませんが、型付きのPythonと数値計算ライブラリでの開発経験を歓迎します。',
                responsibilities: [
                  "QURI SDKの設計、実装、テスト、ドキュメントの整備",
                  "QURI Cloudでジョブを管理するバックエンド（Python、PostgreSQL）の開発",
                  "当社の研究者と協力して、新しいアルゴリズムをSDKに取り込む",
                  "オープンソースのコミュニティから届くIssueやプルリクエストへの対応",
                ],
                requirements: [
                  "Pythonで3年以上の開発経験（型ヒントと自動テストを含む）",
                  "NumPyやSciPyなど、数値計算ライブラリを使った開発経験",
                  "Gitを使ったチーム開発とコードレビューの経験",
                ],
                niceToHave: [
                  "量子計算や線形代数についての知識",
                  "RustやC++による高速化の経験",
                  "オープンソースプロジェクトの運営やメンテナンスの経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "650万〜1,100万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
              {
                id: 'site-reliability-engineer',
                title: 'サイトリライアビリティエンジニア',
                team: 'プラットフォームチーム',
                location: '東京（ハイブリッド）',
                employment: '正社員',
                summary: 'QamuyとQURI Cloudを支えるKubernetes基盤、GPUシミュレータの計算クラスタ、監視と障害対応の仕組みを設計・運用します。オンコールは週替わりの輪番制です。',
                responsibilities: [
                  "QamuyとQURI Cloudを支えるKubernetes基盤の設計、構築、運用",
                  "GPUシミュレータの計算クラスタのジョブスケジューリングと容量計画",
                  "監視、アラート、障害対応の仕組みづくりと、障害の振り返り（ポストモーテム）の運営",
                  "情報セキュリティ基準に沿ったアクセス管理と監査への対応",
                ],
                requirements: [
                  "Kubernetesを使った本番環境の運用経験（2年以上）",
                  "TerraformなどのInfrastructure as Codeの実務経験",
                  "Linuxとネットワークの基礎知識",
                ],
                niceToHave: [
                  "GPUクラスタやHPC環境の運用経験",
                  "Prometheus、Grafana、OpenTelemetryによる監視の構築経験",
                  "オンコール体制を設計した経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "700万〜1,200万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "オンコール", detail: "週替わりの輪番制。担当週には手当を支給します" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
              {
                id: 'solutions-consultant',
                title: 'ソリューションコンサルタント',
                team: '事業開発・コンサルティング部',
                location: '東京（ハイブリッド、お客様先への訪問あり）',
                employment: '正社員',
                summary: 'QSのプロジェクトで、お客様の研究開発テーマから量子計算のユースケースを見極め、導入ロードマップを描きます。理工系の素養と、ビジネスレベルの日本語が必要です。',
                responsibilities: [
                  "お客様の研究開発テーマを伺い、量子計算が役立つユースケースを洗い出す",
                  "当社の研究者と協力した技術評価と、導入ロードマップの作成",
                  "経営層と研究開発部門に向けた報告会の企画と実施",
                  "提案書の作成と、新しいお客様へのご提案",
                ],
                requirements: [
                  "理工系の学士以上の学位",
                  "研究開発、技術コンサルティング、技術営業のいずれかで3年以上の経験",
                  "ビジネスレベルの日本語",
                ],
                niceToHave: [
                  "化学、素材、製薬業界の研究開発についての知識",
                  "量子計算または計算科学の基礎知識",
                  "英語での商談や報告の経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "750万〜1,300万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "出張", detail: "お客様先への訪問があります（主に首都圏、月2〜4回程度）" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
              {
                id: 'product-designer',
                title: 'プロダクトデザイナー',
                team: 'プロダクトデザインチーム',
                location: '東京（ハイブリッド）',
                employment: '正社員',
                summary: 'QamuyとPhysiLenzの画面設計を担当し、化学の研究者が迷わず計算を設定し、結果を読み解ける体験をつくります。専門性の高い業務ツールのデザイン経験を歓迎します。',
                responsibilities: [
                  "QamuyとPhysiLenzの画面設計（情報設計、ワイヤーフレーム、ビジュアルデザイン）",
                  "化学の研究者へのインタビューとユーザビリティテストの企画・実施",
                  "デザインシステムの整備と、エンジニアとの実装レビュー",
                  "エネルギー図や分子構造など、計算結果の見せ方の設計",
                ],
                requirements: [
                  "業務向けWebアプリケーションのUIデザイン経験（3年以上）",
                  "Figmaを使ったデザインとプロトタイピング",
                  "ユーザーリサーチを自ら企画し、実施した経験",
                ],
                niceToHave: [
                  "科学、医療、金融など、専門性の高い分野の業務ツールのデザイン経験",
                  "データ可視化の知識",
                  "HTMLとCSSで実装した経験",
                ],
                terms: [
                  { term: "雇用形態", detail: "正社員（期間の定めなし）" },
                  { term: "想定年収", detail: "650万〜1,000万円（経験と能力を踏まえて決定します）" },
                  { term: "勤務時間", detail: "フレックスタイム制（コアタイムなし、1日の標準労働時間8時間）" },
                  { term: "試用期間", detail: "3か月（期間中も条件は同じです）" },
                ],
              },
            ],
          },
          {
            type: 'note',
            text: '新卒・博士課程修了予定の方、ポスドクの方の応募も歓迎しています。毎年7月〜9月には、大学院生向けの有給インターンシップ（6〜8週間）を実施しています。',
          },
        ],
      },
      {
        id: 'process',
        heading: '選考の流れ',
        paragraphs: ['応募から内定までの期間は、通常3〜5週間です。面接はオンラインでも受けていただけ、日本語と英語のどちらでも対応します。'],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: '応募・書類選考（約1週間）',
                text: '応募フォームに、ご経歴の概要と希望職種をご記入ください。採用担当から、履歴書と職務経歴書（または英文のCV）をお送りいただくための専用リンクをご案内します。研究職の方は論文リストを、エンジニア職の方は公開しているコードがあればそのURLも添えてください。',
              },
              {
                title: 'カジュアル面談（任意・30分）',
                text: '配属予定チームのメンバーと、仕事の内容や働き方について気軽にお話しします。選考とは切り離しているので、疑問点は遠慮なくお尋ねください。',
              },
              {
                title: '専門面接（1〜2回・各60分）',
                text: '研究職は、これまでの研究について30分の発表をしていただきます。エンジニア職は、2〜3時間で取り組める事前課題か、ご自身のコードのレビューのどちらかを選べます。',
              },
              {
                title: '最終面接（60分）',
                text: 'CEOと配属部門の責任者が担当します。当社の方針や、入社後に取り組みたいことについて率直にお話しします。',
              },
              {
                title: '内定・条件のご提示（1週間以内）',
                text: '最終面接から1週間以内に結果をお知らせし、処遇の条件を書面でご提示します。入社日はご都合に合わせて調整します。',
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'ご応募、お待ちしています。',
      text: '各職種の「この職種に応募する」から、お問い合わせフォームでご応募いただけます。掲載していない職種へのご応募や、選考についてのご質問も、種別「採用へのご応募・ご質問」でお送りください。採用担当より5営業日以内にご連絡します。',
      primary: { label: '応募フォームへ進む', href: paths.contact('ja', 'recruit') },
      secondary: { label: 'チームを知る', href: paths.page('ja', '/about/team') },
    },
  },
  en: {
    title: 'Careers',
    description: `Join ${company.shortName.en}. We hire quantum chemists, quantum algorithm researchers, software engineers and consultants. Learn how we work and how we hire.`,
    lead: 'We are making quantum computing genuinely useful outside the lab, and we are looking for people who want to help.',
    eyebrow: 'Join us',
    illustration: { name: 'careers', alt: '' },
    actions: [{ label: 'See open roles', href: '#positions' }],
    sections: [
      {
        id: 'culture',
        heading: 'How we work',
        paragraphs: [
          `We are ${company.employees} people from quantum chemistry, condensed matter physics, quantum information, software engineering and consulting, and about one in five of us came to Japan from abroad. Most client projects are staffed across disciplines, and that is where our best ideas come from.`,
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Solve problems across disciplines',
                text: 'Every contract or joint research project has at least one computational chemist, one quantum information scientist and one engineer on it. Our Thursday journal club rotates through everyone, whatever their role.',
              },
              {
                title: 'Publishing is part of the job',
                text: 'We give you the time and the budget to write papers and present at conferences in Japan and abroad. Before anything goes out, colleagues review it — usually within three business days.',
              },
              {
                title: 'Leave work others can reproduce',
                text: 'Inputs, code and environments for every calculation go into version control so that anyone can rerun them. Design decisions get a short written note, so the reasoning is still there a year later.',
              },
              {
                title: 'Work in Japanese and English',
                text: 'Key internal documents and company-wide Slack channels are bilingual. Most research and engineering roles can be done entirely in English, and we pay for Japanese or English lessons.',
              },
            ],
          },
        ],
      },
      {
        id: 'work-style',
        heading: 'Flexibility and benefits',
        blocks: [
          {
            type: 'list',
            items: [
              'Hybrid working: around two office days a week, with each team choosing its own days. For some roles, a mostly remote arrangement with one office visit a month is possible.',
              'Flexible hours with no core time, based on a standard eight-hour day.',
              'Research time: researchers and engineers can spend up to 20% of their working hours on self-directed research or open-source work.',
              'Conferences: up to JPY 300,000 a year per person for fees and travel. If you are presenting at an international conference, we cover the full cost even above that limit.',
              'Learning: up to JPY 100,000 a year for books, papers and online courses, plus up to JPY 20,000 a month for Japanese or English lessons.',
              'Computing: use our in-house GPU cluster and QURI Cloud for research, including topics outside your day-to-day work.',
              'Equipment: a laptop (macOS or Linux, your choice) and an external monitor, plus a JPY 5,000 monthly allowance for working from home.',
              'Time off: weekends and Japanese public holidays, three days of summer leave, the New Year break, and ten days of paid leave from your first day.',
              'Also: full Japanese social insurance, parental and family-care leave (taken by both men and women here), side projects with prior notice, and relocation and visa support for new joiners.',
            ],
          },
        ],
      },
      {
        id: 'positions',
        heading: 'Open roles',
        paragraphs: ['These are the roles we are hiring for now. If your skills fit our work but not a listed role, we would still like to hear from you.'],
        blocks: [
          {
            type: 'positions',
            items: [
              {
                id: 'quantum-algorithm-researcher',
                title: 'Quantum Algorithm Researcher',
                team: 'R&D, Algorithms Group',
                location: 'Tokyo (hybrid)',
                employment: 'Full-time, permanent',
                summary: 'Research quantum chemistry algorithms for fault-tolerant hardware, error mitigation and resource estimation. You will likely have a PhD in quantum information or condensed matter physics, or equivalent research experience.',
                responsibilities: [
                  "Design and evaluate quantum chemistry algorithms for fault-tolerant hardware, such as phase estimation and quantum signal processing",
                  "Estimate resources — logical qubits, T gates — and improve the estimation methods themselves",
                  "Research error mitigation for today’s noisy hardware and implement it in the QURI SDK",
                  "Write papers, present at conferences in Japan and abroad, and work through problems with research partners",
                ],
                requirements: [
                  "A PhD in quantum information, condensed matter physics or quantum chemistry, or equivalent research experience",
                  "Peer-reviewed publications on quantum algorithms or quantum many-body systems",
                  "Experience implementing numerical methods in Python",
                ],
                niceToHave: [
                  "Research experience in quantum error correction or fault-tolerant computation",
                  "Contributions to open-source quantum computing software",
                  "Experience presenting and collaborating in English",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 8–14 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
              {
                id: 'computational-chemist',
                title: 'Computational Chemist (CRS)',
                team: 'Computational Science',
                location: 'Tokyo (hybrid)',
                employment: 'Full-time, permanent',
                summary: 'Tackle client research questions on catalysts, battery materials and drug candidates with density functional theory and multireference methods, working directly with clients from project plan to final report.',
                responsibilities: [
                  "Turn a client’s research problem into questions calculations can answer, and plan the work",
                  "Run and analyse density functional theory, multireference and molecular dynamics calculations",
                  "Write reports and discuss the results with the client’s researchers",
                  "Standardise and validate the workflows that go into PhysiLenz",
                ],
                requirements: [
                  "A master’s degree or higher in computational or theoretical chemistry, or equivalent experience",
                  "Research experience with packages such as Gaussian, ORCA or VASP",
                  "Experience working closely with experimental researchers",
                ],
                niceToHave: [
                  "Research experience in catalysis, battery materials or drug discovery",
                  "Automating calculation workflows in Python",
                  "Contract research or joint projects with industrial researchers",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 7–12 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
              {
                id: 'quri-software-engineer',
                title: 'Software Engineer (QURI)',
                team: 'Quantum Software',
                location: 'Tokyo (hybrid)',
                employment: 'Full-time, permanent',
                summary: 'Build the Python QURI SDK and the QURI Cloud backend that schedules and tracks jobs. Quantum computing experience is not required; experience with typed Python and numerical libraries is a plus.',
                responsibilities: [
                  "Design, build, test and document the QURI SDK",
                  "Develop the QURI Cloud backend that schedules and tracks jobs (Python, PostgreSQL)",
                  "Work with our researchers to bring new algorithms into the SDK",
                  "Respond to issues and pull requests from the open-source community",
                ],
                requirements: [
                  "Three or more years of Python development, including type hints and automated tests",
                  "Experience with numerical libraries such as NumPy and SciPy",
                  "Team development with Git and code review",
                ],
                niceToHave: [
                  "Knowledge of quantum computing or linear algebra",
                  "Performance work in Rust or C++",
                  "Running or maintaining an open-source project",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 6.5–11 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
              {
                id: 'site-reliability-engineer',
                title: 'Site Reliability Engineer',
                team: 'Platform',
                location: 'Tokyo (hybrid)',
                employment: 'Full-time, permanent',
                summary: 'Design and run the Kubernetes platform behind Qamuy and QURI Cloud, the GPU simulator cluster, and our monitoring and incident response. On-call is shared on a weekly rotation.',
                responsibilities: [
                  "Design, build and run the Kubernetes platform behind Qamuy and QURI Cloud",
                  "Schedule jobs and plan capacity for the GPU simulator cluster",
                  "Build monitoring, alerting and incident response, and run post-mortems",
                  "Handle access control and audits under our information security standards",
                ],
                requirements: [
                  "Two or more years running production workloads on Kubernetes",
                  "Hands-on infrastructure as code, for example with Terraform",
                  "A solid grounding in Linux and networking",
                ],
                niceToHave: [
                  "Running GPU clusters or HPC environments",
                  "Building monitoring with Prometheus, Grafana or OpenTelemetry",
                  "Designing an on-call rotation",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 7–12 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "On-call", detail: "Weekly rotation, with an allowance for the weeks you are on call" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
              {
                id: 'solutions-consultant',
                title: 'Solutions Consultant',
                team: 'Business Development and Consulting',
                location: 'Tokyo (hybrid, with client visits)',
                employment: 'Full-time, permanent',
                summary: 'On QS engagements, identify where quantum computing fits a client’s R&D portfolio and build their adoption roadmap. A science or engineering background and business-level Japanese are required.',
                responsibilities: [
                  "Learn about a client’s R&D themes and find where quantum computing can help",
                  "Run technology assessments with our researchers and build adoption roadmaps",
                  "Plan and deliver briefings for senior management and R&D teams",
                  "Write proposals and present them to new clients",
                ],
                requirements: [
                  "A bachelor’s degree or higher in science or engineering",
                  "Three or more years in R&D, technology consulting or technical sales",
                  "Business-level Japanese",
                ],
                niceToHave: [
                  "Knowledge of R&D in chemicals, materials or pharmaceuticals",
                  "A grounding in quantum computing or computational science",
                  "Experience negotiating or reporting in English",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 7.5–13 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "Travel", detail: "Client visits, mostly in the Tokyo area, two to four times a month" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
              {
                id: 'product-designer',
                title: 'Product Designer',
                team: 'Product Design',
                location: 'Tokyo (hybrid)',
                employment: 'Full-time, permanent',
                summary: 'Design Qamuy and PhysiLenz so that chemists can set up calculations and make sense of the results without getting lost. Experience designing specialist professional tools is welcome.',
                responsibilities: [
                  "Design the screens of Qamuy and PhysiLenz, from information architecture and wireframes to visual design",
                  "Plan and run interviews and usability tests with chemists",
                  "Maintain our design system and review implementations with engineers",
                  "Design how results such as energy diagrams and molecular structures are shown",
                ],
                requirements: [
                  "Three or more years designing interfaces for business web applications",
                  "Design and prototyping in Figma",
                  "Planning and running user research yourself",
                ],
                niceToHave: [
                  "Designing professional tools in a specialist field such as science, healthcare or finance",
                  "Knowledge of data visualisation",
                  "Building interfaces in HTML and CSS",
                ],
                terms: [
                  { term: "Employment", detail: "Permanent, full-time" },
                  { term: "Salary", detail: "JPY 6.5–10 million a year, depending on experience" },
                  { term: "Hours", detail: "Flexible, with no core time; standard eight-hour day" },
                  { term: "Probation", detail: "Three months, on the same terms" },
                ],
              },
            ],
          },
          {
            type: 'note',
            text: 'We welcome applications from new graduates, PhD candidates and postdocs. Every year from July to September we run paid internships of six to eight weeks for graduate students.',
          },
        ],
      },
      {
        id: 'process',
        heading: 'Our hiring process',
        paragraphs: ['It usually takes three to five weeks from application to offer. Interviews can be held online, in English or Japanese.'],
        blocks: [
          {
            type: 'steps',
            items: [
              {
                title: 'Application review (about 1 week)',
                text: 'Tell us about yourself and the role you want on the application form, and our recruiting team will send you a private link for your CV. Researchers, please include a publication list; engineers, a link to any public code you would like us to see.',
              },
              {
                title: 'Informal chat (optional, 30 minutes)',
                text: 'Talk to people from the team you would join about the work and how we operate. It is not part of the assessment, so ask us anything.',
              },
              {
                title: 'Technical interviews (1–2 rounds, 60 minutes each)',
                text: 'Researchers give a 30-minute talk on their own work. Engineers choose between a take-home exercise of two to three hours and a review of code they have already written.',
              },
              {
                title: 'Final interview (60 minutes)',
                text: 'With our CEO and the head of the team you would join: a frank conversation about where the company is going and what you want to work on.',
              },
              {
                title: 'Offer (within 1 week)',
                text: 'We let you know the outcome within a week of the final interview and send written terms. We will work around your notice period for the start date.',
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'We look forward to hearing from you.',
      text: 'Apply through the contact form with the “Apply for this role” button under each role. To apply for a role that is not listed, or to ask about the process, choose “Applying for a job” on the form. Our recruiting team will reply within five business days.',
      primary: { label: 'Go to the application form', href: paths.contact('en', 'recruit') },
      secondary: { label: 'Meet the team', href: paths.page('en', '/about/team') },
    },
  },
};
