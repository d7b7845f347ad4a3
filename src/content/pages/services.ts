import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';
import { monthJa } from './company-dates.ts';
import { qparc2025 } from './qparc-apply.ts';

/** Year and month QPARC 2025 runs to: applications are open until then. */
const qparcUntil = monthJa(qparc2025.endDate.slice(0, 7));

export const services: PageCopies = {
  ja: {
    title: 'サービス',
    description: '受託計算研究CRS、量子化学計算クラウドQamuy、量子ソフトウェア開発基盤QURI、量子戦略コンサルティングQS、人材育成MIQAN、共同研究まで、量子計算の活用を段階に応じて支援します。',
    lead: '量子計算の活用は、課題の整理、人材の育成、検証計算、将来に向けた研究と、段階によって必要な支援が異なります。当社は、ソフトウェアと専門家によるサービスの両面からお手伝いします。',
    eyebrow: 'ソフトウェアと研究支援',
    illustration: { name: 'services', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: '段階に合わせて、必要な支援を',
        paragraphs: [
          `${company.shortName.ja}のサービスは、大きく3つに分かれます。研究者が自ら量子計算を試し、研究するためのソフトウェア。当社の計算科学者が研究課題に取り組む研究サービス。そして、取り組みの方針を決め、それを担う人材を育てるコンサルティングと人材育成です。`,
          'いずれも、量子化学と量子情報の両方に通じた当社の研究者が支えています。一つのサービスから始めて、検討の進み具合に応じて組み合わせを変えていくことができます。',
        ],
      },
      {
        id: 'software',
        heading: 'ソフトウェア',
        paragraphs: ['量子化学計算を手軽に試すためのクラウドから、アルゴリズムを研究するための開発基盤まで。研究者がご自身の手で量子計算を進めるための道具です。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '量子化学計算クラウド',
                title: 'Qamuy',
                text: 'ブラウザ上で分子と計算条件を設定するだけで、プログラミングなしにVQEなどの量子化学計算を実行できます。30日間の無料トライアルがあります。',
                href: paths.page('ja', '/services/qamuy'),
              },
              {
                label: '量子ソフトウェア開発基盤',
                title: 'QURI',
                text: '量子アルゴリズムの研究者のためのPython SDKとクラウド実行環境です。実装から実機での実行、リソース見積もりまでを支えます。',
                href: paths.page('ja', '/services/quri'),
              },
              {
                label: '量子化学アルゴリズムライブラリ',
                title: 'QURI Chemistry',
                text: 'QURI上で動く量子化学計算の部品群です。ハミルトニアンの生成から変分法、量子位相推定の見積もりまでを揃えています。',
                href: paths.page('ja', '/services/qurichemistry'),
              },
            ],
          },
        ],
      },
      {
        id: 'research-services',
        heading: '研究サービス',
        paragraphs: ['研究開発上の問いに、当社の研究者が計算で答えます。短期の受託研究から、数年単位の共同研究、複数の企業と大学が集まるコンソーシアムまでご用意しています。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '受託計算研究',
                title: 'CRS',
                text: '触媒、電池材料、医薬品などの研究課題に、当社の計算科学者が古典計算と量子計算を使い分けて答えます。期間は2〜6か月が一般的です。',
                href: paths.page('ja', '/services/crs'),
              },
              {
                label: 'CRS専用ツール',
                title: 'PhysiLenz',
                text: 'CRSの計算結果をブラウザで可視化・解析するツールです。分子軌道やエネルギー図を確かめながら、当社の研究者と議論できます。',
                href: paths.page('ja', '/services/crs/physilenz'),
              },
              {
                label: '企業・大学との研究',
                title: '共同研究',
                text: '新しい手法の開発や、まだ確立していない応用の検証に、企業や大学と研究計画を共有して取り組みます。',
                href: paths.page('ja', '/services/research'),
              },
              {
                label: '産学連携コンソーシアム',
                title: 'QPARC',
                text: `業種や組織の垣根を越えて、量子計算の応用を探る研究の場です。${qparcUntil}まで続くQPARC 2025では、途中からの参加も受け付けています。`,
                href: paths.page('ja', '/qparc/2025/apply'),
              },
            ],
          },
        ],
      },
      {
        id: 'consulting-and-education',
        heading: 'コンサルティングと人材育成',
        paragraphs: ['量子計算に何を、いつ、どれだけ投資するか。その方針を決め、社内で実行できる体制をつくるための支援です。'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '量子戦略・導入コンサルティング',
                title: 'QS',
                text: 'レディネス評価、ユースケース探索、ロードマップ策定を通じて、量子計算への取り組み方を経営と研究開発の両面から設計します。',
                href: paths.page('ja', '/services/qs'),
              },
              {
                label: '量子人材育成プログラム',
                title: 'MIQAN',
                text: '研究開発担当者のための約4か月のプログラムです。カリキュラム、ハンズオン、当社研究者のメンタリングで、自社の課題に量子計算を適用できる人材を育てます。',
                href: paths.page('ja', '/services/miqan'),
              },
            ],
          },
        ],
      },
      {
        id: 'how-to-choose',
        heading: '目的から選ぶ',
        blocks: [
          {
            type: 'table',
            caption: '目的別のおすすめサービス',
            head: ['目的', 'おすすめのサービス', '期間の目安'],
            rows: [
              ['量子計算への取り組み方針を決めたい', 'QS', '6〜12週間'],
              ['社内に量子計算のわかる人材を育てたい', 'MIQAN', '約4か月（入門コースは2日間）'],
              ['自社の研究課題に、計算で答えを出したい', 'CRS（PhysiLenzを含む）', '2〜6か月'],
              ['量子化学計算を自分たちで試したい', 'Qamuy', '30日間の無料トライアルから'],
              ['量子アルゴリズムを研究・開発したい', 'QURI、QURI Chemistry', 'SDKは無料ですぐに利用可能'],
              ['新しい手法や応用を一緒に研究したい', '共同研究、QPARC', `共同研究は1〜3年、QPARC 2025は${qparcUntil}まで（途中参加可）`],
            ],
          },
        ],
      },
      {
        id: 'engagement',
        heading: 'ご相談から開始までの流れ',
        blocks: [
          {
            type: 'steps',
            items: [
              { title: 'お問い合わせ', text: 'お問い合わせページからご連絡ください。2営業日以内に担当者よりご連絡します。' },
              { title: 'ヒアリング', text: 'オンラインで1時間程度、研究テーマ、社内の体制、ご予算と時期を伺います。具体的な研究内容に踏み込む場合は、先に秘密保持契約を締結します。' },
              { title: 'ご提案', text: 'サービスの組み合わせ、進め方、期間と費用を提案書にまとめてお送りします。ご相談とご提案は無料です。' },
              { title: '開始', text: 'ご契約の後、担当の研究者とコンサルタントがキックオフを行い、取り組みを始めます。' },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'どのサービスが合うか、一緒に考えます',
      text: '検討の段階は問いません。研究テーマや社内の状況を伺い、必要な支援をご提案します。',
      primary: { label: 'お問い合わせ', href: paths.contact('ja') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'Services',
    description: 'From contract research (CRS) and cloud software (Qamuy, QURI) to strategy consulting (QS) and joint research, we support every stage of quantum adoption.',
    lead: 'Putting quantum computing to work takes different kinds of help at different stages: framing the problem, building skills, running calculations and preparing for the future. We offer both software and expert services.',
    eyebrow: 'Software and services',
    illustration: { name: 'services', alt: '' },
    sections: [
      {
        id: 'overview',
        heading: 'The right help at each stage',
        paragraphs: [
          `What ${company.shortName.en} offers falls into three groups: software that lets researchers try and research quantum computing themselves; research services, where our computational scientists work on your questions; and consulting that helps you set a direction for quantum computing.`,
          'All of it is backed by researchers who know both quantum chemistry and quantum information. You can start with a single service and change the mix as your plans develop.',
        ],
      },
      {
        id: 'software',
        heading: 'Software',
        paragraphs: ['From a cloud service for trying quantum chemistry to a platform for algorithm research: tools for researchers who want to do the work themselves.'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Quantum chemistry cloud',
                title: 'Qamuy',
                text: 'Set up molecules and calculations in your browser and run VQE and other quantum chemistry methods without writing code. Free 30-day trial available.',
                href: paths.page('en', '/services/qamuy'),
              },
              {
                label: 'Quantum software platform',
                title: 'QURI',
                text: 'A Python SDK and cloud execution service for quantum algorithm researchers, from implementation to hardware runs and resource estimates.',
                href: paths.page('en', '/services/quri'),
              },
              {
                label: 'Quantum chemistry library',
                title: 'QURI Chemistry',
                text: 'Quantum chemistry building blocks for QURI, from Hamiltonian construction and variational methods to phase estimation estimates.',
                href: paths.page('en', '/services/qurichemistry'),
              },
            ],
          },
        ],
      },
      {
        id: 'research-services',
        heading: 'Research services',
        paragraphs: [
          'Our researchers answer your R&D questions with computation, in short contract projects or multi-year joint research. Results from CRS projects are shared through PhysiLenz, our analysis tool for CRS clients.',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Contract research',
                title: 'CRS',
                text: 'Our computational scientists answer your research questions on catalysts, battery materials, drug candidates and more, using classical and quantum methods as the problem demands. Projects usually take two to six months.',
                href: paths.page('en', '/services/crs'),
              },
              {
                label: 'Research partnerships',
                title: 'Joint research',
                text: 'We work with companies and universities on a shared research plan to develop new methods and test applications no one has yet proven.',
                href: paths.page('en', '/services/research'),
              },
            ],
          },
          {
            type: 'note',
            text: 'QPARC, our industry–academia consortium for quantum application research, is run in Japanese.',
          },
        ],
      },
      {
        id: 'consulting',
        heading: 'Consulting',
        paragraphs: ['What to invest in, when and how much: help with setting a direction you can defend with evidence.'],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Strategy consulting',
                title: 'QS',
                text: 'Readiness assessments, use-case discovery and adoption roadmaps that shape your approach to quantum computing for both leadership and R&D.',
                href: paths.page('en', '/services/qs'),
              },
            ],
          },
          {
            type: 'note',
            text: 'MIQAN, our talent development programme for corporate R&D staff, is currently delivered in Japanese.',
          },
        ],
      },
      {
        id: 'how-to-choose',
        heading: 'Choose by goal',
        blocks: [
          {
            type: 'table',
            caption: 'Which service fits your goal',
            head: ['Your goal', 'Where to start', 'Typical timescale'],
            rows: [
              ['Decide how to approach quantum computing', 'QS', '6–12 weeks'],
              ['Answer a research question with computation', 'CRS', '2–6 months'],
              ['Try quantum chemistry calculations yourselves', 'Qamuy', 'Free 30-day trial'],
              ['Research and develop quantum algorithms', 'QURI and QURI Chemistry', 'Start today with the free SDK'],
              ['Develop new methods or applications together', 'Joint research', '1–3 years'],
            ],
          },
        ],
      },
      {
        id: 'engagement',
        heading: 'How we get started',
        blocks: [
          {
            type: 'steps',
            items: [
              { title: 'Get in touch', text: 'Contact us through our contact page and we will reply within two business days.' },
              { title: 'Initial call', text: 'In an online call of about an hour, we learn about your research, your team, your budget and your timing. If we need to discuss confidential details, we sign an NDA first.' },
              { title: 'Proposal', text: 'We send a proposal setting out the combination of services, approach, schedule and cost. Consultations and proposals are free of charge.' },
              { title: 'Kick-off', text: 'Once the contract is signed, the researchers and consultants on your project hold a kick-off meeting with you and work begins.' },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Not sure which service fits?',
      text: 'Tell us about your research questions, budget and team, and we will recommend a combination that works for you.',
      primary: { label: 'Contact us', href: paths.contact('en') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
