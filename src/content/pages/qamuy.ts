import type { PageCopies } from '../page-copy.ts';
import { paths } from '../../routes.ts';

export const qamuy: PageCopies = {
  ja: {
    title: 'Qamuy 量子化学計算クラウドソフトウェア',
    description: 'Qamuyは、量子コンピュータとシミュレータで量子化学計算を行えるクラウドソフトウェアです。ブラウザ上で分子と計算条件を設定するだけで、プログラミングなしにVQEなどの量子アルゴリズムを実行できます。',
    lead: 'プログラミングも、量子回路の知識も必要ありません。Qamuyなら、化学の研究者が普段の言葉で量子化学計算を始められます。',
    eyebrow: 'ソフトウェア',
    illustration: { name: 'qamuy', alt: '' },
    actions: [
      { label: '30日間の無料トライアル', href: paths.contact('ja', 'trial') },
      { label: 'プランを見る', href: '#plans' },
    ],
    sections: [
      {
        id: 'overview',
        heading: 'Qamuyとは',
        paragraphs: [
          'Qamuyは、量子コンピュータと量子シミュレータを使った量子化学計算を、ブラウザから実行できるクラウドソフトウェアです。分子構造の入力、基底関数や活性空間の選択、量子アルゴリズムの設定から、計算の実行、結果の確認までをすべて画面上の操作で行えます。',
          '計算化学の研究者が量子計算を試す最初の一歩として、また量子計算の専門家がさまざまな条件を素早く比較する道具として、企業や大学で利用されています。',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'qamuy',
            alt: 'Qamuyの計算画面。左にエチレンカーボネートの分子構造、中央に計算条件（基底関数6-31G*、活性空間4電子・4軌道、UCCSDアンザッツ、ノイズシミュレータ、ゼロノイズ外挿）、右にVQEのエネルギーが反復とともにHFの値からCASCIの値へ近づくグラフ、下に実行中・完了・待機中のジョブの一覧。',
            caption: 'Qamuyの計算画面（イメージ）。分子、計算条件、エネルギーの収束、ジョブの状況をひとつの画面で確認できます。',
            address: 'qamuy.aonami-quantum.example/projects/electrolyte-additives',
          },
        ],
      },
      {
        id: 'for-whom',
        heading: 'こんな方に',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '計算化学の研究者',
                text: '量子計算を試してみたいものの、量子回路やプログラミングの習得に時間を割けない方。',
              },
              {
                title: '技術評価を任された研究開発部門',
                text: '自社の分子を使って、いまの量子アルゴリズムと量子コンピュータの精度と限界を確かめたい方。',
              },
              {
                title: '量子アルゴリズムの研究者',
                text: 'アンザッツやエラー緩和の条件を、コードを書かずに数多く比較したい方。',
              },
              {
                title: '研修や講義の担当者',
                text: '受講者が実際に手を動かして量子化学計算を体験できる教材を探している方。',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: '主な機能',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'プログラミング不要の計算設定',
                text: '分子はXYZ形式やSMILESで入力でき、画面上のエディタで構造を確認・修正できます。基底関数、活性空間、電荷とスピン多重度も画面で選ぶだけです。',
              },
              {
                title: '基底状態から物性まで',
                text: 'VQEによる基底状態の計算に加え、励起状態の計算、エネルギー勾配や双極子モーメントなどの物性計算に対応しています。',
              },
              {
                title: 'アンザッツとエラー緩和',
                text: 'UCCSDなど化学的な知見に基づくアンザッツから、ハードウェア効率型まで選べます。測定誤りの補正やゼロノイズ外挿も設定ひとつで適用できます。',
              },
              {
                title: '実行先を選べる',
                text: '理想的な状態ベクトルシミュレータ、ノイズを模擬したシミュレータ、クラウド経由で利用できる複数の量子コンピュータから、計算ごとに実行先を選べます。',
              },
              {
                title: '古典計算の参照値と並べて評価',
                text: '同じ分子をハートリー・フォック法、CCSD、CASCIで計算した参照値を並べて表示するため、量子アルゴリズムの精度をその場で判断できます。',
              },
              {
                title: '共有とデータの書き出し',
                text: '結果はCSVやJSONで書き出せます。チームでプロジェクトを共有できるほか、作成した量子回路をQURI SDKで読み込める形式で出力し、より踏み込んだ研究に引き継げます。',
              },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: '活用例',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '化学',
                title: '量子計算の技術評価を2か月で',
                text: '研究開発部門が自社の触媒のモデル系でVQEを実行し、必要な量子ビット数と、現在の量子コンピュータで生じる誤差の大きさを把握しました。結果は経営層向けの技術評価報告にまとめられています。',
              },
              {
                label: '電池',
                title: '将来計算すべき系の見極め',
                text: '電解液の添加剤の候補分子について、活性空間の取り方で結果がどう変わるかを比較しました。量子計算で扱う価値のある系と、その規模の目安がはっきりしました。',
              },
              {
                label: '教育',
                title: '講義と社内研修の演習教材',
                text: '大学の講義では、学生一人ひとりが自分で選んだ分子のエネルギーを計算しています。当社の人材育成プログラムMIQANのハンズオン演習でも使用しています。',
              },
            ],
          },
        ],
      },
      {
        id: 'plans',
        heading: 'プラン',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '30日間・無料',
                title: '無料トライアル',
                text: '導入を検討中の企業・研究機関向けです。シミュレータでの計算を中心に、すべての機能を30日間お試しいただけます。開始時にオンラインで操作をご説明します。',
                href: paths.contact('ja', 'trial'),
                action: '無料トライアルを申し込む',
                highlight: true,
              },
              {
                label: '企業向け',
                title: '年間ライセンス',
                text: '利用人数と計算量に応じた年間契約です。量子コンピュータ実機での実行と、チームでのプロジェクト共有を含みます。',
                href: paths.contact('ja', 'product'),
                action: '見積もりを依頼する',
              },
              {
                label: '大学・公的研究機関向け',
                title: 'アカデミックライセンス',
                text: '研究と教育を目的とした利用向けのライセンスです。講義や演習での利用にも対応します。',
                href: paths.contact('ja', 'product'),
                action: '利用条件を相談する',
              },
            ],
          },
        ],
      },
      {
        id: 'specs',
        heading: '動作環境とデータの扱い',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '動作環境', detail: '最新のChrome、Edge、Firefox、Safari。インストールは不要です' },
              { term: '入力形式', detail: 'XYZ形式、SMILES、画面上の分子エディタ' },
              { term: '出力形式', detail: 'CSV、JSON、QURI SDKで読み込める量子回路' },
              { term: '実行先', detail: '状態ベクトルシミュレータ、ノイズシミュレータ、クラウド経由で利用できる複数の量子コンピュータ' },
              { term: 'データの保管', detail: '通信と保存データを暗号化し、お客様ごとに分離して管理します' },
            ],
          },
        ],
      },
      {
        id: 'get-started',
        heading: 'はじめ方',
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'qamuy-trial',
            alt: '無料トライアルの流れ。お申し込みから2営業日以内にアカウントを発行し、1日目にオンラインで操作をご説明します。30日間の評価を経て、利用人数と計算量に合ったライセンスをご提案します。',
            caption: 'お申し込みからライセンスのご提案まで',
          },
          {
            type: 'steps',
            items: [
              { title: 'トライアルのお申し込み', text: 'お問い合わせフォームで、種別「Qamuy 無料トライアルのお申し込み」を選んでお送りください。' },
              { title: 'アカウントの発行', text: '2営業日以内にアカウントを発行し、ログイン方法をご案内します。' },
              { title: 'オンラインでの操作説明', text: '最初の計算を一緒に実行しながら、基本的な操作と結果の読み方をご説明します。' },
              { title: '本契約', text: '30日間の評価を経て、利用人数と計算量に合ったライセンスをご提案します。' },
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
                label: '量子ソフトウェア開発基盤',
                title: 'QURI',
                text: 'アルゴリズムそのものを実装・改良したくなったら、Python SDKとクラウド実行環境のQURIへ。',
                href: paths.page('ja', '/services/quri'),
              },
              {
                label: '受託計算研究',
                title: 'CRS',
                text: '研究課題に答えを出すための計算を、当社の計算科学者にお任せいただけます。',
                href: paths.page('ja', '/services/crs'),
              },
              {
                label: '量子人材育成プログラム',
                title: 'MIQAN',
                text: 'Qamuyを使ったハンズオンを含むカリキュラムで、量子計算を推進できる人材を育てます。',
                href: paths.page('ja', '/services/miqan'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'まずは30日間、無料でお試しください',
      text: 'お手持ちの分子で、量子化学計算の流れを実際に体験いただけます。アカデミックライセンスのご相談も承ります。',
      primary: { label: '30日間の無料トライアルを申し込む', href: paths.contact('ja', 'trial') },
      secondary: { label: '会社案内資料を請求する', href: paths.page('ja', '/brochure') },
    },
  },
  en: {
    title: 'Qamuy: cloud software for quantum chemistry',
    description: 'Qamuy runs quantum chemistry on quantum computers and simulators from your browser. Set up molecules and run VQE and other algorithms without writing code.',
    lead: 'No coding and no knowledge of quantum circuits required. With Qamuy, chemists can start running quantum chemistry calculations in the language they already use.',
    eyebrow: 'Software',
    illustration: { name: 'qamuy', alt: '' },
    actions: [
      { label: 'Free 30-day trial', href: paths.contact('en', 'trial') },
      { label: 'See plans', href: '#plans' },
    ],
    sections: [
      {
        id: 'overview',
        heading: 'What Qamuy is',
        paragraphs: [
          'Qamuy is cloud software for running quantum chemistry calculations on quantum computers and quantum simulators, straight from your browser. Entering a molecular structure, choosing a basis set and active space, configuring the quantum algorithm, running the job and reviewing the results are all done in the interface.',
          'Companies and universities use Qamuy as a first step for computational chemists exploring quantum computing, and as a fast way for quantum specialists to compare many different settings.',
        ],
        blocks: [
          {
            type: 'figure',
            kind: 'screen',
            name: 'qamuy',
            alt: 'The Qamuy calculation screen: the structure of ethylene carbonate on the left; the settings in the middle (6-31G* basis set, an active space of 4 electrons in 4 orbitals, the UCCSD ansatz, a noisy simulator, zero-noise extrapolation); on the right, the VQE energy converging from the Hartree–Fock value towards CASCI; below, a list of running, finished and queued jobs.',
            caption: 'The Qamuy calculation screen (illustration): molecule, settings, energy convergence and jobs in one view.',
            address: 'qamuy.aonami-quantum.example/projects/electrolyte-additives',
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
                title: 'Computational chemists',
                text: 'You want to try quantum computing but cannot spend months learning circuits and a new programming framework.',
              },
              {
                title: 'R&D teams evaluating the technology',
                text: 'You need to see, on your own molecules, how accurate today’s quantum algorithms and hardware really are.',
              },
              {
                title: 'Quantum algorithm researchers',
                text: 'You want to compare many ansätze and error mitigation settings quickly, without writing code for each one.',
              },
              {
                title: 'Lecturers and trainers',
                text: 'You are looking for a way to let students run real quantum chemistry calculations themselves.',
              },
            ],
          },
        ],
      },
      {
        id: 'features',
        heading: 'Features',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Set up calculations without code',
                text: 'Enter molecules as XYZ or SMILES and check or edit the structure in the built-in editor. Basis set, active space, charge and spin multiplicity are all chosen from menus.',
              },
              {
                title: 'From ground states to properties',
                text: 'Beyond ground-state energies with VQE, Qamuy calculates excited states and properties such as energy gradients and dipole moments.',
              },
              {
                title: 'Ansätze and error mitigation',
                text: 'Choose from chemically motivated ansätze such as UCCSD through to hardware-efficient ones, and switch on readout error correction or zero-noise extrapolation in one step.',
              },
              {
                title: 'Your choice of backend',
                text: 'Run each job on an ideal state-vector simulator, a noisy simulator or one of several quantum computers available through the cloud.',
              },
              {
                title: 'Classical references side by side',
                text: 'Hartree–Fock, CCSD and CASCI results for the same molecule appear next to the quantum result, so you can judge its accuracy on the spot.',
              },
              {
                title: 'Sharing and export',
                text: 'Export results as CSV or JSON and share projects with your team. Circuits can also be exported in a format the QURI SDK reads, ready for deeper research.',
              },
            ],
          },
        ],
      },
      {
        id: 'use-cases',
        heading: 'How customers use it',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: 'Chemicals',
                title: 'A technology assessment in two months',
                text: 'An R&D group ran VQE on a model of its own catalyst to learn how many qubits the problem needs and how large the errors on current hardware are. The findings went into a technology assessment for senior management.',
              },
              {
                label: 'Batteries',
                title: 'Choosing which systems to pursue',
                text: 'A battery team compared how the choice of active space changed results for candidate electrolyte additives, and came away with a clear view of which systems are worth a quantum treatment and at what size.',
              },
              {
                label: 'Education',
                title: 'Lab classes and in-house training',
                text: 'University students use Qamuy to calculate the energy of a molecule of their own choosing, and companies use it for hands-on sessions in their internal training.',
              },
            ],
          },
        ],
      },
      {
        id: 'plans',
        heading: 'Plans',
        blocks: [
          {
            type: 'cards',
            items: [
              {
                label: '30 days, free',
                title: 'Free trial',
                text: 'For companies and institutions evaluating Qamuy: thirty days with every feature, mainly on simulators, and an online walkthrough to get you started.',
                href: paths.contact('en', 'trial'),
                action: 'Start your free trial',
                highlight: true,
              },
              {
                label: 'For companies',
                title: 'Annual licence',
                text: 'Priced by number of users and compute volume. Includes runs on quantum hardware and project sharing across your team.',
                href: paths.contact('en', 'product'),
                action: 'Ask for a quote',
              },
              {
                label: 'For universities and public institutes',
                title: 'Academic licence',
                text: 'For research and teaching, including use in lectures and lab classes.',
                href: paths.contact('en', 'product'),
                action: 'Ask about academic terms',
              },
            ],
          },
        ],
      },
      {
        id: 'specs',
        heading: 'Requirements and data handling',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Browser', detail: 'Current versions of Chrome, Edge, Firefox or Safari; nothing to install' },
              { term: 'Input', detail: 'XYZ files, SMILES or the built-in molecule editor' },
              { term: 'Output', detail: 'CSV, JSON and circuits readable by the QURI SDK' },
              { term: 'Backends', detail: 'State-vector simulator, noisy simulator and several cloud quantum computers' },
              { term: 'Data', detail: 'Encrypted in transit and at rest, and kept separate for each customer' },
            ],
          },
        ],
      },
      {
        id: 'get-started',
        heading: 'Getting started',
        blocks: [
          {
            type: 'figure',
            kind: 'diagram',
            name: 'qamuy-trial',
            alt: 'The free trial: after your request we set up your account within two business days and walk you through your first calculation on day 1. You then evaluate Qamuy for thirty days, and we suggest a licence sized to your team and compute.',
            caption: 'From trial request to licence',
          },
          {
            type: 'steps',
            items: [
              { title: 'Request a trial', text: 'Send us the contact form with “A free Qamuy trial” selected.' },
              { title: 'Get your account', text: 'We set up your account within two business days and send you the sign-in details.' },
              { title: 'Online walkthrough', text: 'We run your first calculation together and show you how to read the results.' },
              { title: 'Choose a licence', text: 'After the thirty days, we suggest a licence that fits your team size and compute needs.' },
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
                label: 'Quantum software platform',
                title: 'QURI',
                text: 'When you want to implement and improve algorithms yourself, move to QURI’s Python SDK and cloud execution.',
                href: paths.page('en', '/services/quri'),
              },
              {
                label: 'Contract research',
                title: 'CRS',
                text: 'Hand a research question to our computational scientists and get a worked answer back.',
                href: paths.page('en', '/services/crs'),
              },
              {
                label: 'Quantum chemistry library',
                title: 'QURI Chemistry',
                text: 'The building blocks behind quantum chemistry algorithms, for researchers who write their own code.',
                href: paths.page('en', '/services/qurichemistry'),
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'Try Qamuy free for thirty days',
      text: 'Run the full quantum chemistry workflow on molecules you care about. Ask us about academic licences, too.',
      primary: { label: 'Start your free 30-day trial', href: paths.contact('en', 'trial') },
      secondary: { label: 'Request our brochure', href: paths.contact('en', 'brochure') },
    },
  },
};
