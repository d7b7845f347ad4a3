/**
 * Copy for the site's static pages (company, policy, service and form pages).
 * Japanese-only pages have no `en` entry. Company facts come from config/company.ts.
 */
import type { Locale } from '../i18n/locales.ts';
import { company } from '../config/company.ts';

export type StaticPageId =
  | 'about'
  | 'team'
  | 'antiCorruption'
  | 'infoSecurity'
  | 'privacy'
  | 'brochure'
  | 'careers'
  | 'contact'
  | 'contactThanks'
  | 'readinessCheck'
  | 'readinessThanks'
  | 'technology'
  | 'services'
  | 'crs'
  | 'physilenz'
  | 'miqan'
  | 'qamuy'
  | 'qs'
  | 'quri'
  | 'qurichemistry'
  | 'research'
  | 'qparcApply'
  | 'qparcComplete';

export interface PageSection {
  /** ASCII id for in-page links (#id) */
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface StaticPageCopy {
  /** h1 and <title> (without the company suffix) */
  title: string;
  /** meta description, 70–120 Japanese characters / 120–160 English characters */
  description: string;
  /** one or two sentences under the h1 */
  lead: string;
  sections: PageSection[];
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const foundedDate = new Date(`${company.founded}T00:00:00Z`);
const foundedYear = foundedDate.getUTCFullYear();
const foundedMonthEn = EN_MONTHS[foundedDate.getUTCMonth()] ?? '';
/** e.g. 2018年4月2日 */
const foundedJa = `${foundedYear}年${foundedDate.getUTCMonth() + 1}月${foundedDate.getUTCDate()}日`;
/** e.g. 2018年4月 */
const foundedMonthJa = `${foundedYear}年${foundedDate.getUTCMonth() + 1}月`;
/** e.g. April 2, 2018 */
const foundedEn = `${foundedMonthEn} ${foundedDate.getUTCDate()}, ${foundedYear}`;
/** e.g. April 2018 */
const foundedMonthYearEn = `${foundedMonthEn} ${foundedYear}`;

export const staticPages: Record<StaticPageId, Partial<Record<Locale, StaticPageCopy>>> = {
  about: {
    ja: {
      title: '会社概要',
      description: `${company.name.ja}の会社概要です。量子化学計算と量子ソフトウェアで企業の研究開発を支える当社のミッション、沿革、所在地とオフィスについてご紹介します。`,
      lead: '私たちは、量子コンピュータを「いつか使う技術」から「研究開発の現場で使える道具」に変えるためのソフトウェアとサービスをつくっています。',
      sections: [
        {
          id: 'profile',
          heading: '会社概要',
          paragraphs: [
            `${company.name.ja}（${company.name.en}）は、${foundedJa}に設立された量子コンピューティング・ソフトウェア企業です。代表取締役CEOは${company.ceo.ja}、従業員数は${company.employees}名、資本金は${company.capital.ja}です。`,
            '事業内容：量子化学計算ソフトウェアおよび量子ソフトウェア開発基盤の開発・提供、受託計算研究、量子技術の導入に関するコンサルティング、量子人材育成プログラムの提供、企業・大学との共同研究、産学連携コンソーシアムの運営。',
            `所在地：${company.address.ja}　お問い合わせ：${company.email}`,
          ],
        },
        {
          id: 'mission',
          heading: 'ミッション',
          paragraphs: [
            '私たちのミッションは「量子の計算力を、ものづくりの発見へ」です。新しい触媒や電池材料、医薬品候補を見つけるには、分子や固体の中で電子がどう振る舞うかを正確に知ることが欠かせません。量子コンピュータはその計算を根本から変える可能性を持つ一方で、ハードウェアはまだ発展の途上にあります。',
            'そこで当社は、二つの時間軸で事業を進めています。いま使える古典計算と量子計算を組み合わせて今日の研究課題に成果を出すこと。そして、誤り耐性量子コンピュータの時代に必要となるアルゴリズム、ソフトウェア、人材を先回りして準備することです。過度な期待にも過小評価にも寄らず、根拠のある見通しをお客様と共有することを大切にしています。',
          ],
        },
        {
          id: 'history',
          heading: '沿革',
          paragraphs: [
            `${foundedMonthJa}、量子化学と量子情報の研究者4名により東京都文京区で創業しました。2019年10月に受託計算研究サービス「CRS」を開始し、2020年7月には量子化学計算クラウド「Qamuy」の提供を始めました。`,
            '2021年4月、産学連携による量子アプリケーション研究のコンソーシアム「QPARC」を発足しました。2022年9月に量子ソフトウェア開発基盤「QURI」を公開し、2023年5月には化学計算ライブラリ「QURI Chemistry」と量子人材育成プログラム「MIQAN」を開始しました。',
            '2024年6月、シリーズBラウンドで第三者割当増資を実施しました。2025年2月に量子戦略コンサルティング「QS」を、同年8月にCRS向けの可視化・解析ツール「PhysiLenz」を提供開始し、2026年1月には事業の拡大に伴い本社を東京都千代田区神田錦町へ移転しました。',
          ],
        },
        {
          id: 'office',
          heading: 'オフィス',
          paragraphs: [
            `本社は${company.address.ja}にあります。都営新宿線・都営三田線・東京メトロ半蔵門線「神保町駅」から徒歩約5分、東京メトロ東西線「竹橋駅」から徒歩約6分です。`,
            'オフィスでは計算科学チームとソフトウェアチームが同じフロアで働いており、お客様との打ち合わせやMIQANのハンズオン講座に使うセミナールーム（最大30名）を備えています。ご来社の際は事前にご連絡のうえ、5階の受付までお越しください。',
          ],
        },
      ],
    },
    en: {
      title: 'About Us',
      description: `${company.name.en} builds quantum chemistry software and research services for corporate R&D. Read about our mission, our history and our Tokyo office.`,
      lead: 'We build the software and services that turn quantum computers from a technology to watch into a tool R&D teams can actually use.',
      sections: [
        {
          id: 'profile',
          heading: 'Company profile',
          paragraphs: [
            `${company.name.en} is a quantum computing software company founded on ${foundedEn}. The company is led by CEO ${company.ceo.en}, has ${company.employees} employees and a share capital of ${company.capital.en}.`,
            'What we do: quantum chemistry software, a quantum software development platform, contract computational research, quantum strategy consulting, talent development programmes, joint research with industry and academia, and an industry–academia research consortium.',
            `Head office: ${company.address.en}. Email: ${company.email}`,
          ],
        },
        {
          id: 'mission',
          heading: 'Our mission',
          paragraphs: [
            'Our mission is to turn quantum computing power into discoveries that matter to industry. Finding better catalysts, battery materials and drug candidates depends on understanding how electrons behave inside molecules and solids, which is exactly the kind of problem quantum computers are expected to transform. The hardware, however, is still maturing.',
            'So we work on two timelines at once. Today, we combine the best classical methods with quantum algorithms to deliver results on our clients’ current research questions. For tomorrow, we develop the algorithms, software and people that fault-tolerant quantum computers will need. Throughout, we aim to give clients an honest, evidence-based view of what quantum computing can and cannot do yet.',
          ],
        },
        {
          id: 'history',
          heading: 'History',
          paragraphs: [
            `We were founded in ${foundedMonthYearEn} in Bunkyo, Tokyo, by four researchers in quantum chemistry and quantum information. We launched CRS, our contract computational research service, in October 2019 and released Qamuy, our cloud software for quantum chemistry, in July 2020.`,
            'In April 2021 we set up QPARC, an industry–academia consortium for quantum application research. The QURI development platform followed in September 2022, and in May 2023 we added the QURI Chemistry library and MIQAN, our talent development programme.',
            'We closed our Series B round in June 2024. In February 2025 we launched QS, our quantum strategy consulting practice, followed that August by PhysiLenz, a visualisation and analysis tool for CRS clients. In January 2026 we moved our head office to Kanda Nishikicho in Chiyoda-ku to make room for a growing team.',
          ],
        },
        {
          id: 'office',
          heading: 'Our office',
          paragraphs: [
            `Our head office is at ${company.address.en}. It is about a five-minute walk from Jimbocho Station (Toei Shinjuku, Toei Mita and Tokyo Metro Hanzomon lines) and six minutes from Takebashi Station (Tokyo Metro Tozai Line).`,
            'Our computational science and software teams share a single floor, and a seminar room for up to 30 people hosts client meetings and MIQAN hands-on sessions. If you are planning a visit, please let us know in advance and come up to reception on the fifth floor.',
          ],
        },
      ],
    },
  },

  team: {
    ja: {
      title: 'チーム',
      description: `${company.shortName.ja}の経営陣と各事業の責任者をご紹介します。量子化学、量子情報、ソフトウェア工学、事業開発など、多様な専門性を持つメンバーがお客様の研究開発を支えています。`,
      lead: '量子化学、量子情報科学、ソフトウェア工学、事業開発。異なる専門を持つメンバーが一つのチームとして、お客様の課題に向き合っています。',
      sections: [
        {
          id: 'haruka-watase',
          heading: `代表取締役CEO　${company.ceo.ja}`,
          paragraphs: [
            '国内の大学院で量子化学の博士号を取得後、化学メーカーの研究所で計算化学チームを率いる。2018年に当社を共同創業し、研究と事業の橋渡し役として経営全般を担う。',
          ],
        },
        {
          id: 'sota-kuno',
          heading: '取締役CTO　久能 颯太',
          paragraphs: [
            '量子回路コンパイラと高性能計算の研究を経て共同創業に参加。QURIのアーキテクチャ設計を主導し、ハードウェアの違いを意識せずに使えるソフトウェア基盤づくりに取り組む。',
          ],
        },
        {
          id: 'risa-saegusa',
          heading: 'チーフサイエンティスト　三枝 理沙',
          paragraphs: [
            '強相関電子系の理論で博士号を取得し、欧州の研究機関で量子アルゴリズムの研究員を務めた後に入社。誤り耐性量子計算に向けたアルゴリズムとリソース見積もりの研究を率いる。',
          ],
        },
        {
          id: 'shingo-azumi',
          heading: '計算科学事業部長　安曇 慎吾',
          paragraphs: [
            '電池材料メーカーで第一原理計算による材料探索を12年間担当。CRSとPhysiLenzの責任者として、素材・化学・製薬分野のお客様との年間30件を超えるプロジェクトを統括する。',
          ],
        },
        {
          id: 'elena-marchetti',
          heading: '量子ソフトウェア部門リード　エレナ・マルケッティ',
          paragraphs: [
            'イタリア出身。量子エラー緩和の研究で博士号を取得し、2021年に来日して入社。QURI Chemistryの開発を率いるほか、海外の研究者コミュニティとの連携を担当する。',
          ],
        },
        {
          id: 'chihiro-mashiba',
          heading: '事業開発・コンサルティング部長　真柴 千尋',
          paragraphs: [
            '戦略コンサルティングファームで製造業の技術戦略策定を手がけた後に入社。QSによる量子導入ロードマップの策定と、MIQANのプログラム設計をリードする。',
          ],
        },
      ],
    },
    en: {
      title: 'Our Team',
      description: `Meet the leadership team at ${company.shortName.en}: specialists in quantum chemistry, quantum information, software engineering and business development.`,
      lead: 'Quantum chemists, quantum information scientists, software engineers and strategists, working as one team on our clients’ hardest research questions.',
      sections: [
        {
          id: 'haruka-watase',
          heading: `${company.ceo.en}, Chief Executive Officer`,
          paragraphs: [
            'Haruka earned her PhD in quantum chemistry and led a computational chemistry group at a chemical manufacturer’s research centre before co-founding the company in 2018, where she now bridges research and business.',
          ],
        },
        {
          id: 'sota-kuno',
          heading: 'Sota Kuno, Chief Technology Officer',
          paragraphs: [
            'A co-founder with a background in quantum circuit compilers and high-performance computing, Sota designed the architecture of QURI and leads our work on hardware-agnostic software.',
          ],
        },
        {
          id: 'risa-saegusa',
          heading: 'Risa Saegusa, Chief Scientist',
          paragraphs: [
            'After a PhD in the theory of strongly correlated electrons and a research post in quantum algorithms at a European institute, Risa now leads our research on fault-tolerant algorithms and resource estimation.',
          ],
        },
        {
          id: 'shingo-azumi',
          heading: 'Shingo Azumi, Head of Computational Science',
          paragraphs: [
            'Shingo spent twelve years running first-principles materials screening at a battery materials maker, and now oversees CRS and PhysiLenz across more than 30 client projects a year.',
          ],
        },
        {
          id: 'elena-marchetti',
          heading: 'Elena Marchetti, Quantum Software Lead',
          paragraphs: [
            'Originally from Italy, Elena completed her PhD on quantum error mitigation and moved to Tokyo to join us in 2021; she leads development of QURI Chemistry and our links with the international research community.',
          ],
        },
        {
          id: 'chihiro-mashiba',
          heading: 'Chihiro Mashiba, Head of Business Development and Consulting',
          paragraphs: [
            'A former strategy consultant who advised manufacturers on technology strategy, Chihiro leads our QS adoption roadmaps and the design of the MIQAN talent programme.',
          ],
        },
      ],
    },
  },

  antiCorruption: {
    ja: {
      title: '腐敗防止方針',
      description: `${company.name.ja}の腐敗防止方針です。贈収賄の禁止、贈答・接待の基準、取引先や代理人との関係、社内体制と通報制度について、当社の役職員が守るべき基本的な考え方を定めています。`,
      lead: '当社は、公正で透明な事業活動こそがお客様や社会からの信頼の基盤であると考え、あらゆる形態の腐敗行為を禁止します。',
      sections: [
        {
          id: 'commitment',
          heading: '基本方針',
          paragraphs: [
            `${company.name.ja}（以下「当社」）は、刑法、不正競争防止法をはじめとする日本の法令に加え、米国海外腐敗行為防止法、英国贈収賄防止法など、事業を行う国・地域の腐敗防止に関する法令を遵守します。`,
            '本方針は、当社のすべての役員、従業員、契約社員、派遣社員に適用されます。また、当社を代理して業務を行う代理人、販売パートナー、コンサルタントなどの第三者にも、本方針と同等の基準を守るよう求めます。',
          ],
        },
        {
          id: 'prohibited-conduct',
          heading: '禁止する行為',
          paragraphs: [
            '当社は、国内外の公務員および民間の取引先に対し、不正な利益を得る目的で、金銭、物品、接待、便宜その他の利益を直接または間接に提供し、申し出、約束することを禁止します。手続きの迅速化などを目的とした少額の支払い（ファシリテーション・ペイメント）も、金額にかかわらず禁止します。同様に、当社の役職員が取引先などから不正な利益を受け取ることも禁止します。',
            '当社は国立大学法人や公的研究機関との共同研究、公的な研究開発事業への参加が多いため、これらの機関の役職員が法令上「みなし公務員」に該当しうることに特に留意します。贈答・接待は社会通念上相当な範囲に限り、社内規程に定める金額基準を超える場合や公務員等が関係する場合は、事前に承認を得なければなりません。',
          ],
        },
        {
          id: 'third-parties',
          heading: '取引先・第三者との関係',
          paragraphs: [
            '代理人や販売パートナーなどの第三者と契約する際は、事前に評判や実績、利害関係を確認し、契約書に腐敗防止条項を設けます。報酬は提供される役務に見合った適正な水準とし、その根拠を記録します。',
            'すべての取引は正確に会計帳簿に記録し、簿外の資金や虚偽の記載を認めません。寄付、協賛、研究助成は、社内規程に基づく承認を得たうえで、目的と相手方を明確にして行います。',
          ],
        },
        {
          id: 'governance-and-reporting',
          heading: '推進体制・教育・通報制度',
          paragraphs: [
            'コンプライアンス担当役員を責任者として本方針の運用を監督し、全役職員を対象とした腐敗防止研修を毎年実施します。リスクの高い業務や取引については、定期的に点検を行います。',
            '本方針への違反またはそのおそれを知った者は、上長、コンプライアンス担当部署、または外部の弁護士が受け付ける内部通報窓口に報告することができます。通報者が不利益な取り扱いを受けることはありません。違反が確認された場合は、就業規則に基づき厳正に対処します。',
            `制定：2021年4月1日　最終改定：2025年4月1日　${company.name.ja} 代表取締役CEO ${company.ceo.ja}`,
          ],
        },
      ],
    },
    en: {
      title: 'Anti-Corruption Policy',
      description: `How ${company.name.en} prevents bribery and corruption: prohibited conduct, gifts and hospitality, working with agents, training and whistleblowing.`,
      lead: 'Fair and transparent business is the foundation of the trust our clients and society place in us. We do not tolerate corruption in any form.',
      sections: [
        {
          id: 'commitment',
          heading: 'Our commitment',
          paragraphs: [
            `${company.name.en} (the Company) complies with Japan’s Penal Code and Unfair Competition Prevention Act, and with the anti-corruption laws of every country in which we operate, including the US Foreign Corrupt Practices Act and the UK Bribery Act.`,
            'This policy applies to all directors, officers, employees and contract and agency staff. We expect agents, sales partners, consultants and any other third party acting on our behalf to meet equivalent standards.',
          ],
        },
        {
          id: 'prohibited-conduct',
          heading: 'Prohibited conduct',
          paragraphs: [
            'No one may offer, promise or give money, gifts, hospitality or any other advantage, directly or indirectly, to a public official or a business counterpart in order to obtain an improper benefit. Facilitation payments made to speed up routine procedures are prohibited whatever their size. Equally, no one may accept an improper advantage from a client, supplier or anyone else.',
            'Much of our work involves joint research with national universities and public research institutes and participation in publicly funded programmes, so we take particular care that staff at these institutions may be treated as public officials under Japanese law. Gifts and hospitality must be modest and customary; anything above the thresholds in our internal rules, or involving a public official, needs prior approval.',
          ],
        },
        {
          id: 'third-parties',
          heading: 'Working with third parties',
          paragraphs: [
            'Before engaging an agent or sales partner, we check their reputation, track record and any conflicts of interest, and our contracts include anti-corruption clauses. Fees must reflect the services actually provided, and the basis for them is documented.',
            'Every transaction is recorded accurately in our books; off-book funds and false entries are not permitted. Donations, sponsorships and research grants require approval under our internal rules and must have a clearly stated purpose and recipient.',
          ],
        },
        {
          id: 'governance-and-reporting',
          heading: 'Oversight, training and reporting',
          paragraphs: [
            'A director responsible for compliance oversees this policy. All staff complete anti-corruption training every year, and higher-risk activities and relationships are reviewed regularly.',
            'Anyone who becomes aware of an actual or suspected breach can report it to their manager, to the compliance team, or through our whistleblowing line run by external counsel. We do not tolerate retaliation against anyone who raises a concern in good faith. Confirmed breaches are dealt with under our disciplinary rules.',
            `Adopted April 1, 2021; last revised April 1, 2025. ${company.ceo.en}, CEO, ${company.name.en}`,
          ],
        },
      ],
    },
  },

  infoSecurity: {
    ja: {
      title: '情報セキュリティ基本方針',
      description: `${company.name.ja}の情報セキュリティ基本方針です。お客様からお預かりする研究データや個人情報を守るための管理体制、技術的・組織的な対策、法令遵守と継続的な改善についてご説明します。`,
      lead: 'お客様の研究データは、お客様の競争力そのものです。当社は、その価値にふさわしい水準で情報資産を守ることを約束します。',
      sections: [
        {
          id: 'policy',
          heading: '基本方針',
          paragraphs: [
            `${company.name.ja}（以下「当社」）は、受託研究や共同研究でお客様からお預かりする分子構造や実験データ、ソフトウェアサービス上の計算データ、個人情報、当社の研究開発成果を含むすべての情報資産を、事業の根幹をなす重要な資産と位置づけます。`,
            '当社は、これらの情報資産の機密性、完全性、可用性を確保するため、本方針を定め、全役職員および業務委託先とともに情報セキュリティの維持・向上に取り組みます。',
          ],
        },
        {
          id: 'organization',
          heading: '管理体制',
          paragraphs: [
            '最高技術責任者（CTO）を委員長とする情報セキュリティ委員会を設置し、規程の整備、リスク評価、対策の実施状況の確認を行います。ISO/IEC 27001に基づく情報セキュリティマネジメントシステムを運用し、年1回以上の内部監査を実施します。',
            '全役職員に対し、入社時および毎年、情報セキュリティと個人情報保護に関する教育を実施します。標的型メールへの対応訓練なども定期的に行います。',
          ],
        },
        {
          id: 'measures',
          heading: '主な取り組み',
          paragraphs: [
            '情報資産へのアクセスは業務上必要な最小限の範囲に限定し、多要素認証を必須とします。QamuyやQURIなどのクラウドサービスでは、通信と保存データを暗号化し、お客様ごとにデータを論理的に分離して管理します。お客様のデータを、契約で定めた目的以外に利用することはありません。',
            '受託研究の機密情報は、プロジェクトごとに閲覧者を限定した環境で取り扱い、契約終了後は合意した方法で返却または消去します。脆弱性の定期的な診断、アクセスログの取得と監視、業務委託先の評価と監督も継続して行います。',
            '情報セキュリティ事故が発生した場合は、定められた手順に従って速やかに対応し、影響を受けるお客様に遅滞なくお知らせするとともに、原因を分析して再発防止に努めます。',
          ],
        },
        {
          id: 'compliance-and-improvement',
          heading: '法令遵守と継続的改善',
          paragraphs: [
            '当社は、個人情報の保護に関する法律、不正アクセス行為の禁止等に関する法律その他の関係法令、およびお客様との契約上のセキュリティ要件を遵守します。',
            `技術や脅威の変化、事業の拡大に応じて本方針と諸規程を定期的に見直し、情報セキュリティの継続的な改善に取り組みます。制定：${foundedJa}　最終改定：2025年10月1日　${company.name.ja} 代表取締役CEO ${company.ceo.ja}`,
          ],
        },
      ],
    },
    en: {
      title: 'Information Security Policy',
      description: `How ${company.name.en} protects client research data and personal information: our security organisation, technical and organisational controls and compliance.`,
      lead: 'Your research data is your competitive edge. We commit to protecting it, and every other information asset we hold, to a standard that reflects its value.',
      sections: [
        {
          id: 'policy',
          heading: 'Policy statement',
          paragraphs: [
            `${company.name.en} (the Company) treats all of the information it holds as assets central to its business: the molecular structures and experimental data clients entrust to us in contract and joint research, calculation data on our software services, personal information, and the results of our own R&D.`,
            'To protect the confidentiality, integrity and availability of these assets, we have adopted this policy and work with all of our staff and contractors to maintain and improve information security.',
          ],
        },
        {
          id: 'organization',
          heading: 'Organisation',
          paragraphs: [
            'An information security committee chaired by our Chief Technology Officer maintains our security rules, assesses risks and monitors how controls are implemented. We operate an information security management system based on ISO/IEC 27001 and carry out internal audits at least once a year.',
            'Every employee receives information security and data protection training when they join and every year thereafter, and we run regular exercises such as phishing simulations.',
          ],
        },
        {
          id: 'measures',
          heading: 'Key measures',
          paragraphs: [
            'Access to information is limited to what each person needs for their work, and multi-factor authentication is mandatory. On our cloud services, including Qamuy and QURI, data is encrypted in transit and at rest and logically separated by customer. We never use customer data for any purpose other than those agreed in the contract.',
            'Confidential information from contract research is handled in project environments restricted to named staff and, when the engagement ends, returned or deleted as agreed. We also run regular vulnerability assessments, collect and monitor access logs, and assess and supervise our contractors.',
            'If a security incident occurs, we respond according to defined procedures, notify affected customers without undue delay, and analyse the root cause to prevent it from happening again.',
          ],
        },
        {
          id: 'compliance-and-improvement',
          heading: 'Compliance and continual improvement',
          paragraphs: [
            'We comply with the Act on the Protection of Personal Information, the Act on Prohibition of Unauthorized Computer Access and other applicable laws, as well as the security requirements in our contracts with clients.',
            `We review this policy and our internal rules regularly as technology, threats and our business change. Adopted ${foundedEn}; last revised October 1, 2025. ${company.ceo.en}, CEO, ${company.name.en}`,
          ],
        },
      ],
    },
  },

  privacy: {
    ja: {
      title: 'プライバシーポリシー',
      description: `${company.name.ja}のプライバシーポリシーです。取得する個人情報と利用目的、第三者提供と委託、当ウェブサイトで使用するCookieとアクセス解析、開示等の請求窓口について定めています。`,
      lead: '当社は、お客様の個人情報を、法令と本ポリシーに従って適切に取り扱います。',
      sections: [
        {
          id: 'information-and-purposes',
          heading: '取得する情報と利用目的',
          paragraphs: [
            `${company.name.ja}（以下「当社」）は、個人情報の保護に関する法律その他の関係法令を遵守します。当社は、お問い合わせ、資料請求、量子レディネス診断、セミナーやQPARCへのお申し込み、採用への応募、各サービスのご利用などを通じて、氏名、所属先、部署・役職、メールアドレス、電話番号などの情報を取得します。`,
            '取得した個人情報は、お問い合わせへの回答、サービスの提供・運用および契約の履行、資料や診断レポートの送付、セミナー・イベント・新サービスのご案内、採用選考、サービス改善のための統計的な分析の目的で利用し、これらの目的の範囲を超えて利用することはありません。ご案内のメールは、各メールに記載の方法でいつでも配信を停止できます。',
          ],
        },
        {
          id: 'sharing-and-security',
          heading: '第三者提供・委託と安全管理',
          paragraphs: [
            '当社は、ご本人の同意がある場合または法令に基づく場合を除き、個人情報を第三者に提供しません。メール配信やクラウドサービスの運用など業務の一部を外部に委託する場合は、十分な安全管理措置を講じている委託先を選定し、契約に基づいて適切に監督します。外国にある事業者に委託する場合は、法令に従って必要な措置を講じます。',
            '当社は、情報セキュリティ基本方針に基づき、アクセス権限の管理、通信と保存データの暗号化、従業員への教育などを通じて、個人情報の漏えい、滅失、毀損を防止します。',
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookieとアクセス解析',
          paragraphs: [
            '当ウェブサイトは、Cookieの利用に関するお客様の選択内容を記録するため、同意管理用のCookie「cc_cookie」を設定します。保存期間は182日間です。選択内容はいつでも変更・撤回できます。',
            'お問い合わせへの導線を改善するため、ボタンの文言や配置を比較する表示テストを行う場合があります。その際、お客様に表示したパターンを記録するCookie「exp_cta_v1」（保存期間3日間）と、テスト結果を集計するための無作為な訪問者ID「aq_vid」（保存期間365日間）を設定します。これらのCookieを、氏名やメールアドレスなど個人を直接特定できる情報と結び付けることはありません。',
            '当ウェブサイトの利用状況は、Cookieを一切設定しない、プライバシーに配慮したアクセス解析ツールで把握しています。このツールで得られるのは、閲覧されたページ、参照元、端末の種類などの統計情報のみです。なお、ブラウザの設定によりCookieを削除・拒否することもできます。',
          ],
        },
        {
          id: 'requests-and-contact',
          heading: '開示等の請求とお問い合わせ窓口',
          paragraphs: [
            'ご本人から、保有個人データの利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者への提供の停止、第三者提供記録の開示のご請求があった場合は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。',
            `個人情報の取り扱いに関するお問い合わせやご請求は、${company.name.ja} 個人情報保護管理責任者（${company.address.ja}、メール：${company.email}）までご連絡ください。本ポリシーは、法令の改正やサービスの変更に応じて改定することがあり、改定後の内容は本ページに掲載した時点から効力を生じます。`,
            `制定：${foundedJa}　最終改定：2025年10月1日`,
          ],
        },
      ],
    },
    en: {
      title: 'Privacy Policy',
      description: `How ${company.name.en} collects and uses personal information, the cookies this website sets, our privacy-friendly analytics, and how to make a request.`,
      lead: 'We handle your personal information carefully, in line with applicable law and this policy.',
      sections: [
        {
          id: 'information-and-purposes',
          heading: 'What we collect and why',
          paragraphs: [
            `${company.name.en} (we, us) complies with Japan’s Act on the Protection of Personal Information and other applicable laws. When you contact us, request materials, take our quantum readiness check, register for a seminar or QPARC, apply for a job or use our services, we collect information such as your name, organisation, department and job title, email address and phone number.`,
            'We use this information to respond to enquiries, provide and operate our services and perform contracts, send materials and assessment reports, tell you about seminars, events and new services, assess job applications, and produce statistics that help us improve our services. We do not use it for any other purpose. You can unsubscribe from our emails at any time using the link in each message.',
          ],
        },
        {
          id: 'sharing-and-security',
          heading: 'Sharing and security',
          paragraphs: [
            'We do not share personal information with third parties unless you have consented or the law requires it. When we outsource work such as email delivery or cloud operations, we choose providers with appropriate safeguards and supervise them under contract. Where a provider is located outside Japan, we take the measures required by law.',
            'Under our Information Security Policy, we protect personal information against leaks, loss and damage through access controls, encryption in transit and at rest, and staff training.',
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookies and analytics',
          paragraphs: [
            'This website sets a consent cookie, cc_cookie, to remember your cookie choices. It is kept for 182 days, and you can change or withdraw your choice at any time.',
            'From time to time we test different wording or placement of our calls to action to make it easier to get in touch. When we do, the exp_cta_v1 cookie remembers which version you were shown and is kept for 3 days, and aq_vid, a randomly generated visitor ID used to count the results, is kept for 365 days. Neither cookie is linked to your name, email address or anything else that identifies you directly.',
            'We measure how the site is used with a privacy-friendly analytics tool that sets no cookies at all and gives us only aggregate statistics, such as pages viewed, referring sites and device types. You can also delete or block cookies in your browser settings.',
          ],
        },
        {
          id: 'requests-and-contact',
          heading: 'Your rights and how to contact us',
          paragraphs: [
            'You may ask us to tell you the purposes for which we use your personal data, to disclose it, to correct, add to or delete it, to stop using or erase it, to stop providing it to third parties, or to disclose records of such provision. Once we have confirmed your identity, we will respond without delay as the law requires.',
            `Please send questions and requests to the Personal Information Protection Manager, ${company.name.en}, ${company.address.en} (${company.email}). We may update this policy when laws or our services change; the updated policy takes effect when it is published on this page.`,
            `Adopted ${foundedEn}; last revised October 1, 2025.`,
          ],
        },
      ],
    },
  },

  brochure: {
    ja: {
      title: '会社案内資料',
      description: `${company.shortName.ja}の会社案内資料をご案内します。事業の全体像、各サービスの概要と料金体系の考え方、導入事例、プロジェクトの進め方をまとめた資料を無料でお届けします。`,
      lead: '社内での検討や稟議にお使いいただけるよう、当社の事業とサービスの全体像を一冊にまとめました。',
      sections: [
        {
          id: 'contents',
          heading: '資料に掲載している内容',
          paragraphs: [
            '会社概要とミッション、量子計算の現状と当社の技術的な考え方、CRS・Qamuy・QURI・QS・MIQANなど各サービスの概要、QPARCや共同研究の取り組みを掲載しています。',
            'あわせて、素材・化学・製薬などの分野での導入事例、典型的なプロジェクトの進め方と期間、料金体系の考え方もご紹介しています。資料はPDF形式、全24ページです。',
          ],
        },
        {
          id: 'for-whom',
          heading: 'このような方におすすめです',
          paragraphs: [
            '量子計算の活用を検討し始めた研究開発部門の方、技術戦略や新規事業を担当されている方、社内で量子計算の取り組みを提案するための材料をお探しの方に、特にお役立ていただけます。',
          ],
        },
        {
          id: 'how-to-get',
          heading: 'ご請求後の流れ',
          paragraphs: [
            'お申し込みいただくと、ご登録のメールアドレスに資料のダウンロード用リンクをお送りします。リンクの有効期限は7日間です。メールが届かない場合は、迷惑メールフォルダをご確認いただくか、お問い合わせフォームからご連絡ください。',
            '資料をご覧になったうえで詳しい説明をご希望の場合は、オンラインでの個別説明（30分程度）も承ります。営業目的のご連絡は、ご希望いただいた場合に限り差し上げます。',
          ],
        },
      ],
    },
  },

  careers: {
    ja: {
      title: '採用情報',
      description: `${company.shortName.ja}の採用情報です。量子化学・量子アルゴリズムの研究者、ソフトウェアエンジニア、コンサルタントなどを募集しています。働き方、募集職種、選考の流れをご紹介します。`,
      lead: '量子計算を、研究室の外で本当に役立つものにする。その挑戦を一緒に進める仲間を探しています。',
      sections: [
        {
          id: 'culture',
          heading: '働く環境と文化',
          paragraphs: [
            '当社には、量子化学、物性物理、量子情報、ソフトウェア工学、コンサルティングなど多様な経歴を持つメンバーが在籍しており、約2割は海外出身です。専門の異なるメンバーが一つのプロジェクトに加わり、お客様の課題を一緒に解くことを大切にしています。',
            '研究成果の発信を奨励しており、論文執筆や国内外の学会への参加を業務として支援しています。社内では週1回の論文紹介会を開き、最新の研究動向を共有しています。',
          ],
        },
        {
          id: 'positions',
          heading: '募集職種',
          paragraphs: [
            '研究職：量子化学研究員（CRSでの受託研究、手法開発）、量子アルゴリズム研究員（誤り耐性量子計算、エラー緩和、リソース見積もり）。',
            'エンジニア職：ソフトウェアエンジニア（Qamuy・QURIのバックエンド、フロントエンド、クラウド基盤）、高性能計算エンジニア。ビジネス職：量子戦略コンサルタント（QS）、カスタマーサクセス、MIQANの講師・プログラム運営。',
            '新卒・博士課程修了予定の方、ポスドクの方の応募も歓迎しています。夏季には大学院生向けの有給インターンシップを実施しています。',
          ],
        },
        {
          id: 'work-style',
          heading: '働き方と制度',
          paragraphs: [
            'コアタイムのないフレックスタイム制と、リモートワークと出社を組み合わせたハイブリッド勤務を導入しています。学会参加費・書籍購入の補助、語学学習支援、計算資源の研究目的での利用など、専門性を高めるための制度を整えています。',
          ],
        },
        {
          id: 'process',
          heading: '選考の流れ',
          paragraphs: [
            '書類選考、カジュアル面談（任意）、専門面接（研究職は研究発表を含みます）、最終面接の順に進み、応募から内定までの期間は通常3〜5週間です。面接はオンラインで実施でき、日本語または英語で受けていただけます。',
            `ご応募や募集内容に関するご質問は、件名に「採用」とご記入のうえ ${company.email} までお送りください。採用担当より5営業日以内にご連絡します。`,
          ],
        },
      ],
    },
    en: {
      title: 'Careers',
      description: `Join ${company.shortName.en}. We hire quantum chemists, quantum algorithm researchers, software engineers and consultants. Learn how we work and how we hire.`,
      lead: 'We are making quantum computing genuinely useful outside the lab, and we are looking for people who want to help.',
      sections: [
        {
          id: 'culture',
          heading: 'How we work',
          paragraphs: [
            'Our team brings together quantum chemists, condensed matter physicists, quantum information scientists, software engineers and consultants, and about one in five of us came to Japan from abroad. Most client projects are staffed by people from several disciplines, and we think that is where the best ideas come from.',
            'We encourage everyone to publish. Writing papers and attending conferences in Japan and overseas are part of the job, and a weekly journal club keeps the whole company up to date with the field.',
          ],
        },
        {
          id: 'positions',
          heading: 'Open roles',
          paragraphs: [
            'Research: quantum chemistry researchers for CRS client projects and method development, and quantum algorithm researchers working on fault-tolerant algorithms, error mitigation and resource estimation.',
            'Engineering: software engineers for Qamuy and QURI (backend, frontend and cloud infrastructure) and HPC engineers. Business: quantum strategy consultants for QS, customer success managers, and instructors and coordinators for MIQAN.',
            'We welcome applications from new graduates, PhD candidates and postdocs, and we run paid summer internships for graduate students. Some roles require business-level Japanese; research and engineering roles can usually be done in English.',
          ],
        },
        {
          id: 'work-style',
          heading: 'Flexibility and support',
          paragraphs: [
            'We offer flexible working hours with no core time and a hybrid mix of remote and office work. We also support professional growth with conference and book allowances, language lessons and access to computing resources for research.',
          ],
        },
        {
          id: 'process',
          heading: 'Our hiring process',
          paragraphs: [
            'The process runs from application review through an optional informal chat and a technical interview (including a research talk for research roles) to a final interview. It usually takes three to five weeks from application to offer. Interviews can be held online, in English or Japanese.',
            `To apply or ask about a role, email ${company.email} with Careers in the subject line. Our recruiting team will reply within five business days.`,
          ],
        },
      ],
    },
  },

  contact: {
    ja: {
      title: 'お問い合わせ',
      description: `${company.shortName.ja}へのお問い合わせ窓口です。サービスの導入相談、共同研究やQPARCへの参加、取材のご依頼などを承ります。送信後の流れと、回答までの目安をご案内します。`,
      lead: '量子計算の活用について、まだ漠然とした段階でも構いません。お気軽にご相談ください。',
      sections: [
        {
          id: 'topics',
          heading: 'お問い合わせいただける内容',
          paragraphs: [
            'CRS、Qamuy、QURI、QS、MIQANなど各サービスの導入相談やお見積もり、無料トライアルのお申し込み、共同研究やQPARCへの参加のご相談、講演・取材のご依頼、パートナーシップのご提案などを承っています。',
            '採用に関するお問い合わせは採用情報ページを、すでにサービスをご利用中のお客様の技術的なお問い合わせは、各サービスのサポート窓口をご利用ください。',
          ],
        },
        {
          id: 'after-submission',
          heading: '送信後の流れ',
          paragraphs: [
            'お問い合わせを送信すると、受付確認の自動返信メールをお送りします。内容を確認したうえで、担当者からメールでご連絡します。導入のご相談の場合は、オンラインでの打ち合わせ（30〜60分程度）をご提案し、課題やご予算をお伺いしたうえで、最適なサービスの組み合わせや進め方をご提案します。',
            '秘密保持契約（NDA）の締結が必要な場合は、打ち合わせの前に対応いたします。具体的な研究テーマの詳細は、NDA締結後にお伺いしますので、最初のお問い合わせには公開可能な範囲の内容をご記入ください。',
          ],
        },
        {
          id: 'response-time',
          heading: '回答までの目安',
          paragraphs: [
            '原則として2営業日以内にご回答します（営業時間：平日10:00〜18:00、土日祝日・年末年始を除く）。内容によっては、専門の担当者が確認するためにお時間をいただく場合がありますが、その際もまず受付のご連絡を差し上げます。',
            `自動返信メールが届かない場合は、迷惑メールフォルダをご確認のうえ、${company.email} まで直接ご連絡ください。`,
          ],
        },
      ],
    },
    en: {
      title: 'Contact Us',
      description: `Get in touch with ${company.shortName.en} about our services, joint research, QPARC or media requests. Here is what happens after you send your enquiry.`,
      lead: 'Even if your plans for quantum computing are still at an early stage, we are happy to talk them through.',
      sections: [
        {
          id: 'topics',
          heading: 'What we can help with',
          paragraphs: [
            'Contact us about CRS, Qamuy, QURI, QS or any of our other services, including quotes and free trials; about joint research or joining QPARC; about speaking and media requests; or with partnership proposals.',
            'For job applications, please see our Careers page. If you are already a customer and have a technical question, please use the support channel for your service.',
          ],
        },
        {
          id: 'after-submission',
          heading: 'What happens next',
          paragraphs: [
            'As soon as you send your enquiry, you will receive an automatic confirmation email. A member of our team will then review it and reply by email. For service enquiries, we usually suggest a 30 to 60-minute online meeting to understand your goals and budget before recommending the right combination of services and a way forward.',
            'If you need a non-disclosure agreement, we can sign one before the meeting. Please keep your first message to information you can share publicly; we will discuss the details of your research once an NDA is in place.',
          ],
        },
        {
          id: 'response-time',
          heading: 'Response times',
          paragraphs: [
            'We aim to reply within two business days. Our office hours are 10:00 to 18:00 Japan Standard Time, Monday to Friday, excluding Japanese public holidays and the New Year break. If your question needs input from a specialist it may take a little longer, but we will always confirm that we have received it first.',
            `If the confirmation email does not arrive, please check your spam folder and then write to us directly at ${company.email}.`,
          ],
        },
      ],
    },
  },

  contactThanks: {
    ja: {
      title: 'お問い合わせありがとうございました',
      description: `${company.shortName.ja}へのお問い合わせを受け付けました。受付確認メールの送付から担当者からのご連絡まで、今後の流れと、お待ちいただく間にご覧いただける情報をご案内します。`,
      lead: 'お問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡いたします。',
      sections: [
        {
          id: 'next-steps',
          heading: '今後の流れ',
          paragraphs: [
            'ご入力いただいたメールアドレスに、受付確認の自動返信メールをお送りしました。原則として2営業日以内に、担当者からメールでご連絡します。土日祝日や年末年始にいただいたお問い合わせは、翌営業日以降に順次対応いたします。',
            `数分経っても自動返信メールが届かない場合は、メールアドレスの入力誤りや迷惑メールフォルダへの振り分けが考えられます。お手数ですが、${company.email} まで直接ご連絡ください。`,
          ],
        },
        {
          id: 'while-you-wait',
          heading: 'お待ちいただく間に',
          paragraphs: [
            '各サービスの詳細はサービス紹介ページで、量子計算の基礎やユースケースの考え方はコラム記事でご覧いただけます。現在の準備状況を整理したい場合は、無料の量子レディネス診断もご活用ください。打ち合わせの際に、より具体的なお話ができるようになります。',
          ],
        },
      ],
    },
    en: {
      title: 'Thank You for Contacting Us',
      description: `We have received your enquiry to ${company.shortName.en}. Here is what happens next, when to expect a reply, and what to do if our confirmation email does not arrive.`,
      lead: 'Thank you. We have received your enquiry and a member of our team will be in touch shortly.',
      sections: [
        {
          id: 'next-steps',
          heading: 'What happens next',
          paragraphs: [
            'We have sent an automatic confirmation to the email address you gave us, and we will reply in person within two business days. Enquiries received at weekends, on Japanese public holidays or over the New Year break will be answered from the next business day.',
            `If the confirmation has not arrived within a few minutes, the address may have been mistyped or the message may be in your spam folder. Please write to us directly at ${company.email}.`,
          ],
        },
        {
          id: 'while-you-wait',
          heading: 'While you wait',
          paragraphs: [
            'You can read more about each of our services on the Services page, or see our technology page for how we approach quantum chemistry, noise and fault tolerance. It can help to jot down the research questions you would most like to discuss, so that our first conversation can be as specific as possible.',
          ],
        },
      ],
    },
  },

  readinessCheck: {
    ja: {
      title: '量子レディネス診断',
      description: '量子計算の導入に向けた自社の準備状況を、人材、ユースケース、データと計算基盤、パートナーシップの4つの観点で無料診断します。回答後3営業日以内に、結果と次の一歩をまとめたレポートをお届けします。',
      lead: '量子計算の活用に向けて、自社はどこまで準備ができているのか。オンラインで約10分の診断で、現在地と次に取り組むべきことを明らかにします。',
      sections: [
        {
          id: 'what-you-learn',
          heading: '診断でわかること',
          paragraphs: [
            '当社が数多くの企業を支援してきた経験をもとに、量子レディネスを「人材」「ユースケース」「データと計算基盤」「パートナーシップ」の4つの観点で評価します。観点ごとの到達段階と、同じ業種の企業と比べた傾向がわかります。',
            'レポートでは、評価結果に加えて、優先して取り組むべき事項を3つに絞ってご提案します。社内で量子計算の取り組みを説明する際の資料としてもお使いいただけます。',
          ],
        },
        {
          id: 'for-whom',
          heading: '対象となる方',
          paragraphs: [
            '製造業を中心に、研究開発部門、技術戦略・経営企画部門、DX推進部門などで量子計算の活用を検討されている方を対象としています。量子計算の専門知識は必要ありません。診断は無料でご利用いただけます。',
          ],
        },
        {
          id: 'after-submission',
          heading: '回答後の流れ',
          paragraphs: [
            '回答を送信すると、受付確認のメールをお送りします。当社の量子戦略コンサルタントが回答内容を確認し、3営業日以内に診断レポート（PDF）をメールでお届けします。',
            'レポートの内容について、コンサルタントによる30分間のオンライン解説（無料）をご希望いただけます。ご回答いただいた内容は診断とレポート作成の目的にのみ利用し、個別の企業が特定される形で外部に公開することはありません。',
          ],
        },
      ],
    },
  },

  readinessThanks: {
    ja: {
      title: '量子レディネス診断へのご回答ありがとうございました',
      description: '量子レディネス診断へのご回答を受け付けました。3営業日以内に診断レポートをメールでお届けします。レポートの受け取り方、無料のオンライン解説、お待ちいただく間にできることをご案内します。',
      lead: 'ご回答を受け付けました。量子戦略コンサルタントが内容を確認し、診断レポートをお届けします。',
      sections: [
        {
          id: 'next-steps',
          heading: '今後の流れ',
          paragraphs: [
            'ご入力いただいたメールアドレスに、受付確認のメールをお送りしました。当社のコンサルタントが回答内容を確認し、3営業日以内に診断レポート（PDF）をメールでお届けします。',
            `受付確認のメールが届かない場合は、迷惑メールフォルダをご確認のうえ、${company.email} までご連絡ください。`,
          ],
        },
        {
          id: 'feedback-session',
          heading: '無料のオンライン解説',
          paragraphs: [
            'レポートに同封のご案内から、コンサルタントによる30分間のオンライン解説をお申し込みいただけます。評価の根拠や、優先して取り組むべき事項の具体的な進め方について、ご質問にお答えします。社内の関係者の方もご一緒にご参加いただけます。',
          ],
        },
        {
          id: 'while-you-wait',
          heading: 'お待ちいただく間に',
          paragraphs: [
            'コラム記事「製造業にとっての量子レディネスとは」「最初の量子ユースケースの選び方」では、診断の4つの観点や、ユースケースを選ぶ際の考え方を詳しく解説しています。レポートと合わせてお読みいただくと、社内での議論に役立ちます。',
          ],
        },
      ],
    },
  },

  technology: {
    ja: {
      title: 'テクノロジー',
      description: '量子化学アルゴリズム、ノイズへの対処、誤り耐性量子計算のリソース見積もり、古典計算との統合。当社のソフトウェアとサービスを支える技術と、研究開発の考え方をご紹介します。',
      lead: '当社の強みは、量子化学と量子情報の両方に根ざした技術です。今日のノイズのある装置で成果を出す技術と、誤り耐性量子コンピュータの時代に向けた技術を、一貫した基盤の上で開発しています。',
      sections: [
        {
          id: 'quantum-chemistry-algorithms',
          heading: '量子化学アルゴリズム',
          paragraphs: [
            '分子や材料の電子状態を求める計算は、量子コンピュータの応用先として最も理論的な裏付けが厚い分野の一つです。当社は、変分量子固有値ソルバー（VQE）とその発展形による基底状態・励起状態の計算、エネルギー勾配や双極子モーメントなどの物性計算、測定回数を減らすための演算子のグループ化手法を開発してきました。',
            '誤り耐性量子コンピュータ向けには、量子位相推定（QPE）や、ハミルトニアンを効率よく扱うための表現手法の研究を進めています。成果は国際学術誌や学会で発表するとともに、QURI ChemistryやQamuyに順次取り込んでいます。',
          ],
        },
        {
          id: 'noise',
          heading: 'ノイズと向き合う技術',
          paragraphs: [
            '現在の量子コンピュータはノイズの影響を強く受けます。当社は、ゼロノイズ外挿、測定誤りの補正、粒子数やスピンの対称性を利用した結果の選別など、量子エラー緩和の手法を実装し、問題の性質に応じて組み合わせています。',
            'エラー緩和は、回路が大きくなるにつれて必要な測定回数が急激に増えるという本質的な限界を持ちます。当社はその限界を正直にお伝えしたうえで、どの規模の計算までが現実的かを、シミュレーションと実機での検証に基づいて判断します。',
          ],
        },
        {
          id: 'fault-tolerance',
          heading: '誤り耐性量子計算とリソース見積もり',
          paragraphs: [
            '誤り耐性量子コンピュータで実用的な化学計算を行うには、どれだけの論理量子ビット、ゲート操作、物理量子ビット、計算時間が必要になるのか。当社は、アルゴリズムから誤り訂正符号の前提までを含めたリソース見積もりの手法を開発し、QURI上で利用できるようにしています。',
            '見積もりは、投資判断の時間軸を考えるための材料であると同時に、必要な資源を減らす研究の方向を示す道しるべでもあります。初期の誤り耐性量子コンピュータで動作する、少ない論理量子ビットで済むアルゴリズムの研究にも力を入れています。',
          ],
        },
        {
          id: 'hybrid-computing',
          heading: '古典計算との統合',
          paragraphs: [
            '実際の研究開発では、量子計算は単独では使われません。密度汎関数理論や結合クラスター法、DMRGなどの古典計算で系全体を扱い、重要な領域だけを量子計算で精密に解くといった、古典と量子を組み合わせたワークフローが鍵になります。',
            '当社のソフトウェアは、特定のハードウェアに依存しない設計を採っており、複数の量子コンピュータやGPUシミュレータ、スーパーコンピュータを同じワークフローの中で使い分けられます。ハードウェアの進歩に合わせて、お客様の研究資産をそのまま生かせることを重視しています。',
          ],
        },
      ],
    },
    en: {
      title: 'Technology',
      description: 'The technology behind our software and services: quantum chemistry algorithms, error mitigation, fault-tolerant resource estimation and hybrid workflows.',
      lead: 'Our technology is rooted in both quantum chemistry and quantum information. We build tools that get results from today’s noisy devices and tools for the fault-tolerant machines to come, on one consistent foundation.',
      sections: [
        {
          id: 'quantum-chemistry-algorithms',
          heading: 'Quantum chemistry algorithms',
          paragraphs: [
            'Calculating the electronic structure of molecules and materials is one of the best-founded applications of quantum computing. We have developed methods based on the variational quantum eigensolver (VQE) and its extensions for ground and excited states, techniques for properties such as energy gradients and dipole moments, and operator grouping schemes that cut the number of measurements needed.',
            'For fault-tolerant hardware, we work on quantum phase estimation (QPE) and on more compact ways of representing molecular Hamiltonians. We publish in international journals and at conferences, and our results find their way into QURI Chemistry and Qamuy.',
          ],
        },
        {
          id: 'noise',
          heading: 'Working with noise',
          paragraphs: [
            'Today’s quantum computers are noisy. We implement error mitigation techniques including zero-noise extrapolation, readout error correction and post-selection based on particle-number and spin symmetries, and combine them to suit the problem at hand.',
            'Error mitigation has a fundamental limit: the number of measurements it needs grows steeply as circuits get larger. We are upfront with clients about that limit and use simulations and hardware experiments to judge how large a calculation is realistic.',
          ],
        },
        {
          id: 'fault-tolerance',
          heading: 'Fault tolerance and resource estimation',
          paragraphs: [
            'How many logical qubits, gates, physical qubits and hours will a useful chemistry calculation need on a fault-tolerant quantum computer? We have developed resource estimation methods that cover everything from the algorithm down to error-correcting code assumptions, and made them available in QURI.',
            'Estimates help decision makers think about timing, and they point researchers to where costs can be cut. We also work on algorithms for early fault-tolerant machines, designed to run with only a modest number of logical qubits.',
          ],
        },
        {
          id: 'hybrid-computing',
          heading: 'Hybrid quantum–classical workflows',
          paragraphs: [
            'In real R&D, quantum computing is never used alone. The key is workflows that treat the whole system with classical methods such as density functional theory, coupled cluster or DMRG, and hand only the most important region to a quantum algorithm for a more accurate treatment.',
            'Our software is hardware-agnostic: the same workflow can use several quantum computers, GPU simulators and supercomputers. As hardware improves, our clients can carry their existing research assets forward unchanged.',
          ],
        },
      ],
    },
  },

  services: {
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
  },

  crs: {
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
  },

  physilenz: {
    ja: {
      title: 'PhysiLenz 物理シミュレーション可視化・解析ツール',
      description: 'PhysiLenzは、CRSの計算結果をブラウザ上で可視化・解析できるツールです。分子軌道や電子密度の3D表示、反応のエネルギー図、手法間の比較を、当社の研究者とコメントで議論しながら確認できます。',
      lead: '報告書を読むだけでは見えてこないことがあります。PhysiLenzは、計算結果をお客様の研究者自身の目で確かめ、当社の研究者と一緒に考えるためのツールです。',
      sections: [
        {
          id: 'overview',
          heading: 'PhysiLenzとは',
          paragraphs: [
            'PhysiLenzは、受託計算研究サービス「CRS」の計算結果を可視化・解析するためのウェブアプリケーションです。ブラウザで動作し、ソフトウェアのインストールは不要です。計算化学の専門家でなくても、直感的な操作で結果を確認できるように設計しています。',
          ],
        },
        {
          id: 'features',
          heading: '主な機能',
          paragraphs: [
            '分子構造、分子軌道、電子密度やスピン密度を3Dで表示し、回転・断面表示・等値面の調整を自由に行えます。反応経路に沿ったエネルギー図や、遷移状態の構造変化をアニメーションで確認することもできます。',
            '同じ系を異なる手法で計算した結果を並べて比較する機能を備えており、例えば密度汎関数理論の汎関数による違いや、高精度計算との差を一目で把握できます。分子動力学計算の軌跡の再生や、図表・データのダウンロードにも対応しています。',
          ],
        },
        {
          id: 'collaboration',
          heading: '研究者との協働',
          paragraphs: [
            '結果の特定の構造や図にコメントを付けて、当社の担当研究者に質問したり、社内のメンバーと議論したりできます。定例会の前にお客様が気になる点を書き込んでおくことで、打ち合わせをより具体的な議論に充てられます。',
            '閲覧できるのは、お客様ごとに招待されたメンバーのみです。データは暗号化して保存し、アクセス記録を管理しています。',
          ],
        },
        {
          id: 'access',
          heading: 'ご利用方法',
          paragraphs: [
            'PhysiLenzは、CRSをご契約のお客様に追加費用なしでご提供しています（単体での販売は行っていません）。プロジェクト開始時にアカウントを発行し、プロジェクト終了後も12か月間は結果を閲覧・ダウンロードいただけます。',
            'CRSのご相談と合わせて、PhysiLenzのデモをご希望の場合はお問い合わせページからご連絡ください。オンラインで実際の画面をご覧いただきながらご説明します。',
          ],
        },
      ],
    },
  },

  miqan: {
    ja: {
      title: 'MIQAN 量子人材育成プログラム',
      description: 'MIQANは、企業の研究開発担当者のための量子人材育成プログラムです。体系的なカリキュラム、QamuyやQURIを使ったハンズオン、当社研究者のメンタリングで、自社の課題に量子計算を適用できる人材を育てます。',
      lead: '量子計算を「知っている」から「自社の課題に使える」へ。MIQANは、研究開発の現場で量子計算を推進する人材を、約4か月で育てるプログラムです。',
      sections: [
        {
          id: 'overview',
          heading: 'MIQANとは',
          paragraphs: [
            'MIQANは、素材、化学、製薬、エネルギー、電機などの企業で研究開発に携わる方を対象とした、量子人材育成プログラムです。量子計算の原理を理解するだけでなく、自社の研究課題に量子計算をどう適用できるかを自ら判断し、社内に説明できる人材になることを目標としています。',
            '受講の前提として、大学教養レベルの数学（線形代数の基礎）を想定しています。量子力学や量子計算の事前知識は必要ありません。プログラミング経験がない方も受講いただけます。',
          ],
        },
        {
          id: 'curriculum',
          heading: 'カリキュラム',
          paragraphs: [
            '標準コースは約4か月、週4時間程度の学習を想定しています。基礎編では量子ビット、量子ゲート、量子回路と、必要な線形代数を学びます。アルゴリズム編では、VQE、QAOA、量子位相推定などの代表的なアルゴリズムと、ノイズ、エラー緩和、誤り訂正の考え方を扱います。',
            '応用編では、量子化学計算の流れ、リソース見積もりの読み方、ユースケースの評価方法を学びます。最後に、受講者が自社の研究テーマを題材にした最終課題に取り組み、社内向けの提案としてまとめます。',
          ],
        },
        {
          id: 'hands-on-and-mentoring',
          heading: 'ハンズオンとメンタリング',
          paragraphs: [
            '各編にハンズオン演習を設け、Qamuyを使った分子のエネルギー計算や、QURIを使った量子回路の実装に取り組みます。シミュレータと実際の量子コンピュータの結果を比べることで、現在の装置の可能性と限界を体感できます。',
            '受講者一人ひとりに当社の研究者がメンターとして付き、月1回の個別面談と、最終課題へのフィードバックを行います。機密性の高いテーマを扱う場合は、秘密保持契約を締結したうえで対応します。',
          ],
        },
        {
          id: 'formats-and-application',
          heading: '受講形態とお申し込み',
          paragraphs: [
            '複数の企業の方が一緒に学ぶ公開コース（毎年4月・10月開講、各期20名程度）と、1社向けにカリキュラムや日程を調整する企業別コースをご用意しています。修了者には修了証を発行し、修了後もコミュニティを通じて継続的な学びの機会をご提供します。',
            '受講のご相談やお見積もりは、お問い合わせページからご連絡ください。2営業日以内に担当者よりご連絡し、ご希望に応じてオンライン説明会をご案内します。',
          ],
        },
      ],
    },
  },

  qamuy: {
    ja: {
      title: 'Qamuy 量子化学計算クラウドソフトウェア',
      description: 'Qamuyは、量子コンピュータとシミュレータで量子化学計算を行えるクラウドソフトウェアです。ブラウザ上で分子と計算条件を設定するだけで、プログラミングなしにVQEなどの量子アルゴリズムを実行できます。',
      lead: 'プログラミングも、量子回路の知識も必要ありません。Qamuyなら、化学の研究者が普段の言葉で量子化学計算を始められます。',
      sections: [
        {
          id: 'overview',
          heading: 'Qamuyとは',
          paragraphs: [
            'Qamuyは、量子コンピュータと量子シミュレータを使った量子化学計算を、ブラウザから実行できるクラウドソフトウェアです。分子構造の入力、基底関数や活性空間の選択、量子アルゴリズムの設定から、計算の実行、結果の確認までをすべて画面上の操作で行えます。',
            '計算化学の研究者が量子計算を試す最初の一歩として、また量子計算の専門家がさまざまな条件を素早く比較する道具として、企業や大学で利用されています。',
          ],
        },
        {
          id: 'features',
          heading: '主な機能',
          paragraphs: [
            'VQEによる基底状態の計算に加え、励起状態の計算、エネルギー勾配や双極子モーメントなどの物性計算に対応しています。アンザッツは化学的な知見に基づくものからハードウェア効率型まで選択でき、測定誤りの補正などのエラー緩和も設定できます。',
            '計算は、理想的な状態ベクトルシミュレータ、ノイズを模擬したシミュレータ、クラウド経由で利用できる複数の量子コンピュータから選んで実行できます。同じ分子をハートリー・フォック法やCCSD、完全活性空間法（CASCI）で計算した参照値も並べて表示するため、量子アルゴリズムの精度をその場で評価できます。',
            '計算結果はCSVやJSON形式で出力でき、チーム内でプロジェクトを共有することも可能です。',
          ],
        },
        {
          id: 'use-cases',
          heading: 'こんな用途に',
          paragraphs: [
            '研究開発部門での量子計算の技術評価、自社の分子を題材にした量子アルゴリズムの検証、社内研修や大学の講義での教材として活用されています。MIQANのハンズオン演習でも使用しています。',
          ],
        },
        {
          id: 'get-started',
          heading: 'はじめ方',
          paragraphs: [
            '30日間の無料トライアルをご用意しています。お問い合わせページからお申し込みいただくと、2営業日以内にアカウントを発行し、利用開始時にはオンラインで操作説明を行います。',
            '本契約は、利用人数と計算量に応じた年間ライセンスです。大学・公的研究機関向けのアカデミックライセンスもございます。',
          ],
        },
      ],
    },
    en: {
      title: 'Qamuy Cloud Software for Quantum Chemistry',
      description: 'Qamuy runs quantum chemistry on quantum computers and simulators from your browser. Set up molecules and run VQE and other algorithms without writing code.',
      lead: 'No coding and no knowledge of quantum circuits required. With Qamuy, chemists can start running quantum chemistry calculations in the language they already use.',
      sections: [
        {
          id: 'overview',
          heading: 'What Qamuy is',
          paragraphs: [
            'Qamuy is cloud software for running quantum chemistry calculations on quantum computers and quantum simulators, straight from your browser. Entering a molecular structure, choosing a basis set and active space, configuring the quantum algorithm, running the job and reviewing the results are all done in the interface.',
            'Companies and universities use Qamuy as a first step for computational chemists exploring quantum computing, and as a fast way for quantum specialists to compare many different settings.',
          ],
        },
        {
          id: 'features',
          heading: 'Features',
          paragraphs: [
            'Beyond ground-state energies with VQE, Qamuy calculates excited states and properties such as energy gradients and dipole moments. You can choose from chemically motivated and hardware-efficient ansätze and switch on error mitigation such as readout error correction.',
            'Jobs run on an ideal state-vector simulator, a noisy simulator or one of several quantum computers available through the cloud. Reference values for the same molecule from Hartree–Fock, CCSD and CASCI are shown alongside, so you can judge the accuracy of the quantum algorithm on the spot.',
            'Results can be exported as CSV or JSON, and projects can be shared within your team.',
          ],
        },
        {
          id: 'use-cases',
          heading: 'Who uses it',
          paragraphs: [
            'R&D teams use Qamuy to evaluate quantum computing and to test quantum algorithms on their own molecules; it is also used for in-house training and university teaching, including the hands-on sessions of our MIQAN programme.',
          ],
        },
        {
          id: 'get-started',
          heading: 'Getting started',
          paragraphs: [
            'A free 30-day trial is available. Request one through our contact page and we will set up your account within two business days, with an online walkthrough to get you started.',
            'Subscriptions are annual licences priced by number of users and compute volume. Academic licences are available for universities and public research institutes.',
          ],
        },
      ],
    },
  },

  qs: {
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
  },

  quri: {
    ja: {
      title: 'QURI 量子ソフトウェア開発プラットフォーム',
      description: 'QURIは、量子アルゴリズムの研究者のためのソフトウェア開発基盤です。Python SDKとクラウド実行環境で、アルゴリズムの実装からシミュレーション、実機での実行、誤り耐性量子計算のリソース見積もりまでを支えます。',
      lead: '新しいアルゴリズムのアイデアを、すばやく実装し、検証し、実機で試す。QURIは、量子アルゴリズム研究のための開発基盤です。',
      sections: [
        {
          id: 'overview',
          heading: 'QURIとは',
          paragraphs: [
            'QURIは、量子アルゴリズムを研究・開発する方のためのプラットフォームです。Pythonで利用できるSDKと、シミュレーションや量子コンピュータ実機での計算を管理するクラウド実行環境で構成されています。',
            '企業の研究開発部門や大学の研究室で、アルゴリズムの研究、論文の結果の再現、自社の課題に向けた手法の開発に利用されています。',
          ],
        },
        {
          id: 'sdk',
          heading: 'QURI SDK',
          paragraphs: [
            '量子回路、演算子、量子状態を表すデータ構造と、期待値の推定やサンプリングを行う共通のインターフェースを提供します。アルゴリズムを特定のハードウェアやシミュレータに依存しない形で書けるため、同じコードを実行先を切り替えるだけで動かせます。',
            '回路の最適化や各装置向けの変換、ゼロノイズ外挿や測定誤り補正などのエラー緩和、誤り訂正を前提とした回路のリソース見積もりの機能も備えています。SDKのコア部分はオープンソースで公開しています。',
          ],
        },
        {
          id: 'cloud',
          heading: 'QURI Cloud',
          paragraphs: [
            'SDKから投入したジョブを、GPUを用いた高速なシミュレータや、提携する複数の量子コンピュータで実行します。ジョブの状態や結果、利用量はダッシュボードで一元管理でき、研究室やチームでの共有にも対応しています。',
            '大規模なパラメータ探索や繰り返し計算も、クラウド側で並列に実行できます。手元のPCではシミュレーションが難しい規模の回路を試したい場合にも便利です。',
          ],
        },
        {
          id: 'get-started',
          heading: 'はじめ方',
          paragraphs: [
            'SDKは無料でインストールしてすぐに使い始められ、チュートリアルとAPIリファレンスをウェブ上で公開しています。QURI Cloudは、月ごとの利用量に応じた料金プランと、研究機関向けのプランをご用意しています。',
            '法人での導入や、共同研究と組み合わせたご利用については、お問い合わせページからご相談ください。',
          ],
        },
      ],
    },
    en: {
      title: 'QURI Quantum Software Development Platform',
      description: 'QURI gives algorithm researchers a Python SDK and cloud execution for implementing, simulating and running quantum algorithms and estimating FTQC resources.',
      lead: 'Turn a new algorithm idea into working code, test it, and run it on real hardware, fast. QURI is a development platform built for quantum algorithm research.',
      sections: [
        {
          id: 'overview',
          heading: 'What QURI is',
          paragraphs: [
            'QURI is a platform for people who research and develop quantum algorithms. It consists of an SDK for Python and a cloud execution service that manages simulations and runs on real quantum computers.',
            'Corporate R&D groups and university labs use QURI to research new algorithms, reproduce published results and develop methods for their own problems.',
          ],
        },
        {
          id: 'sdk',
          heading: 'QURI SDK',
          paragraphs: [
            'The SDK provides data structures for circuits, operators and quantum states, along with common interfaces for estimating expectation values and sampling. Because algorithms are written independently of any particular device or simulator, the same code runs anywhere by switching the backend.',
            'It also includes circuit optimisation and device-specific transpilation, error mitigation such as zero-noise extrapolation and readout correction, and resource estimation for error-corrected circuits. The core of the SDK is open source.',
          ],
        },
        {
          id: 'cloud',
          heading: 'QURI Cloud',
          paragraphs: [
            'Jobs submitted from the SDK run on fast GPU simulators or on several partner quantum computers. A dashboard shows job status, results and usage in one place, and projects can be shared across a lab or team.',
            'Large parameter sweeps and repeated runs execute in parallel in the cloud, which also makes it easy to try circuits that are too big to simulate on a laptop.',
          ],
        },
        {
          id: 'get-started',
          heading: 'Getting started',
          paragraphs: [
            'The SDK is free to install, with tutorials and an API reference available online. QURI Cloud is billed monthly by usage, with dedicated plans for research institutions.',
            'For company-wide deployment or use alongside joint research, please contact us.',
          ],
        },
      ],
    },
  },

  qurichemistry: {
    ja: {
      title: 'QURI Chemistry 量子化学アルゴリズムライブラリ',
      description: 'QURI Chemistryは、QURI上で動作する量子化学計算のアルゴリズムライブラリです。分子ハミルトニアンの生成から、VQEなどの変分法、量子位相推定のリソース見積もりまで、研究に必要な部品を揃えています。',
      lead: '量子化学アルゴリズムの研究で、毎回同じ下準備を書き直す必要はありません。QURI Chemistryは、その部品を検証済みの形で提供します。',
      sections: [
        {
          id: 'overview',
          heading: 'QURI Chemistryとは',
          paragraphs: [
            'QURI Chemistryは、量子開発基盤「QURI」の上で動作する、量子化学計算のためのアルゴリズムライブラリです。分子の情報から量子コンピュータで扱える問題を組み立て、アルゴリズムを実行し、結果を化学的な量に戻すまでの一連の処理を、組み合わせ可能な部品として提供します。',
            '当社が受託研究や共同研究で使ってきた実装をもとに開発しており、各部品は古典計算による参照値との比較で検証しています。',
          ],
        },
        {
          id: 'features',
          heading: '主な機能',
          paragraphs: [
            '分子ハミルトニアンの生成と活性空間の選択、Jordan–Wigner変換やBravyi–Kitaev変換などのフェルミオン・量子ビット変換、UCCSDをはじめとするアンザッツ、測定回数を減らすための演算子のグループ化を備えています。',
            '基底状態・励起状態の変分アルゴリズムに加え、誤り耐性量子コンピュータ向けには、量子位相推定で必要となる論理量子ビット数やゲート数を見積もる機能を提供しています。オープンソースの古典量子化学パッケージとの連携にも対応しています。',
          ],
        },
        {
          id: 'research-use',
          heading: '研究での使い方',
          paragraphs: [
            '新しいアンザッツや測定手法を開発する際に、ハミルトニアンの準備や評価の部分はライブラリに任せ、研究の核心となる部分に集中できます。ベンチマーク用の分子セットも同梱しているため、既存の手法との比較を公平な条件で行えます。',
          ],
        },
        {
          id: 'get-started',
          heading: 'はじめ方',
          paragraphs: [
            'QURI Chemistryは、QURI SDKの拡張パッケージとして提供しています。学術目的での利用は無料で、企業での利用には商用ライセンスが必要です。導入のご相談はお問い合わせページから承ります。',
          ],
        },
      ],
    },
    en: {
      title: 'QURI Chemistry Algorithm Library',
      description: 'QURI Chemistry is a quantum chemistry algorithm library on QURI, with tools from Hamiltonian construction and VQE to resource estimates for phase estimation.',
      lead: 'Stop rewriting the same groundwork for every quantum chemistry project. QURI Chemistry gives you the building blocks, already tested.',
      sections: [
        {
          id: 'overview',
          heading: 'What QURI Chemistry is',
          paragraphs: [
            'QURI Chemistry is an algorithm library for quantum chemistry that runs on our QURI development platform. It covers the whole pipeline, from turning molecular information into a problem a quantum computer can handle, through running the algorithm, to converting the results back into chemical quantities, as composable building blocks.',
            'The library grew out of the code we use in our own contract and joint research, and each component is validated against classical reference calculations.',
          ],
        },
        {
          id: 'features',
          heading: 'Features',
          paragraphs: [
            'It includes molecular Hamiltonian construction and active space selection, fermion-to-qubit mappings such as Jordan–Wigner and Bravyi–Kitaev, ansätze including UCCSD, and operator grouping to reduce the number of measurements.',
            'Alongside variational algorithms for ground and excited states, it estimates the logical qubits and gate counts that quantum phase estimation would need on fault-tolerant hardware. It also works with open-source classical quantum chemistry packages.',
          ],
        },
        {
          id: 'research-use',
          heading: 'Using it in research',
          paragraphs: [
            'When you are developing a new ansatz or measurement scheme, the library takes care of Hamiltonian preparation and evaluation so you can focus on the part that is actually new. A bundled benchmark set of molecules makes it easy to compare against existing methods on equal terms.',
          ],
        },
        {
          id: 'get-started',
          heading: 'Getting started',
          paragraphs: [
            'QURI Chemistry is an extension package for the QURI SDK. It is free for academic use; commercial use requires a licence. Contact us to discuss your needs.',
          ],
        },
      ],
    },
  },

  research: {
    ja: {
      title: '共同研究',
      description: '企業や大学との共同研究で、量子化学アルゴリズム、誤り耐性量子計算、エラー緩和、量子と古典を組み合わせた計算などのテーマに取り組んでいます。研究テーマ、連携の形、開始までの流れをご紹介します。',
      lead: '答えがまだ誰にもわからない問いには、一緒に取り組むのがいちばんの近道です。当社は、企業や大学と研究計画を共有し、成果を共に生み出す共同研究を進めています。',
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
          id: 'themes',
          heading: '主な研究テーマ',
          paragraphs: [
            '誤り耐性量子コンピュータに向けた量子化学アルゴリズムと、そのリソース削減。少ない論理量子ビットで動作する初期の誤り耐性量子計算向けアルゴリズム。NISQ装置向けのエラー緩和手法と、その適用限界の評価。',
            '材料・触媒系に対する埋め込み法など、古典計算と量子計算を組み合わせた計算手法。スーパーコンピュータと量子コンピュータを連携させた計算ワークフロー。これら以外のテーマについてもご相談ください。',
          ],
        },
        {
          id: 'models',
          heading: '連携の形',
          paragraphs: [
            '共同研究契約に基づき、双方の研究者が研究計画を共有して進める形が基本です。期間は1〜3年が一般的で、四半期ごとに進捗を確認します。企業との共同研究では、費用の分担や知的財産権の帰属、成果の公開の方法を、開始前に契約で取り決めます。',
            '大学とは、学生の研究インターンシップの受け入れ、公的研究資金への共同提案、論文の共著などの形でも連携しています。',
          ],
        },
        {
          id: 'start',
          heading: '開始までの流れ',
          paragraphs: [
            'お問い合わせページからご連絡いただくと、当社の研究者が研究の背景と関心を伺います。テーマが合致すれば、秘密保持契約の締結後に研究計画の案を一緒に作成し、契約の締結を経て研究を開始します。ご相談から開始までは、通常2〜3か月です。',
          ],
        },
      ],
    },
    en: {
      title: 'Joint Research',
      description: 'We run joint research with companies and universities on quantum chemistry algorithms, fault tolerance, error mitigation and hybrid quantum–classical methods.',
      lead: 'When nobody knows the answer yet, the fastest way forward is to work on it together. We share research plans with companies and universities and build results together.',
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
          id: 'themes',
          heading: 'Research themes',
          paragraphs: [
            'Quantum chemistry algorithms for fault-tolerant quantum computers and ways to reduce their cost. Algorithms for early fault-tolerant machines with only a small number of logical qubits. Error mitigation for NISQ devices, and where its limits lie.',
            'Hybrid quantum–classical methods, such as embedding approaches for materials and catalysts, and workflows that connect supercomputers with quantum computers. We are open to other themes, too.',
          ],
        },
        {
          id: 'models',
          heading: 'Ways to work together',
          paragraphs: [
            'Most projects run under a joint research agreement, with researchers on both sides sharing a research plan. They typically last one to three years, with progress reviewed every quarter. With companies, cost sharing, ownership of intellectual property and publication of results are agreed in the contract before work begins.',
            'With universities, we also host student research internships, submit joint proposals for public research funding and co-author papers.',
          ],
        },
        {
          id: 'start',
          heading: 'How to get started',
          paragraphs: [
            'Get in touch through our contact page and one of our researchers will talk with you about your background and interests. If the fit is right, we sign an NDA, draft a research plan together and start work once the agreement is signed. This usually takes two to three months from first contact.',
          ],
        },
      ],
    },
  },

  qparcApply: {
    ja: {
      title: 'QPARC 2025 参加申込',
      description: '産学連携の量子アプリケーション研究コンソーシアム「QPARC」2025年度プログラムの参加申込ページです。プログラムの概要、参加区分、お申し込み後の審査と参加開始までの流れをご案内します。',
      lead: '業種や組織の垣根を越えて、量子計算の応用を探る1年間。QPARC 2025への参加を受け付けています。',
      sections: [
        {
          id: 'about-qparc',
          heading: 'QPARCとは',
          paragraphs: [
            `QPARCは、${company.shortName.ja}が2021年から運営する、量子アプリケーション研究のための産学連携コンソーシアムです。素材、化学、製薬、エネルギー、電機などの企業と大学の研究者が参加し、共通の研究テーマに取り組みながら、成果と知見を共有しています。`,
            '参加企業は、自社だけでは得にくい最新の研究動向や他社の取り組みに触れられるほか、大学の研究者との議論を通じて、自社の課題を量子計算の問題として定式化する力を養うことができます。',
          ],
        },
        {
          id: 'programme-2025',
          heading: '2025年度プログラム',
          paragraphs: [
            '2025年度のプログラム期間は2025年6月から2026年3月までで、全体テーマを「誤り耐性量子計算を見据えた問題設定」としています。触媒、電池材料、創薬、量子・古典ハイブリッド計算などのワーキンググループに分かれて月1回程度の会合を持ち、9月の中間報告会と3月の年次成果報告会で成果を発表します。',
            '参加区分は、企業会員とアカデミア会員（大学・公的研究機関の研究者）の2種類です。アカデミア会員の参加費は無料です。企業会員の年会費と会員規約は、お申し込み後に事務局よりご案内します。年度途中からの参加も受け付けています。',
          ],
        },
        {
          id: 'after-submission',
          heading: 'お申し込み後の流れ',
          paragraphs: [
            'お申し込みが完了すると、申込番号を記載した受付確認メールをお送りします。QPARC事務局が内容を確認し、5営業日以内に参加の可否と今後の手続きについてご連絡します。企業会員の場合は、このご連絡とあわせて会員規約と請求書をお送りします。',
            '手続きの完了後、30分程度のオンラインオリエンテーションを行い、会員専用のオンラインワークスペースへのご招待と、ワーキンググループへの配属をご案内します。毎月末までに手続きを完了された場合、翌月の会合から参加いただけます。',
          ],
        },
        {
          id: 'contact',
          heading: 'お問い合わせ',
          paragraphs: [
            `QPARCに関するご質問は、件名に「QPARC」とご記入のうえ ${company.email} までお送りください。事務局より3営業日以内にご回答します。申込内容の変更や取り消しも、同じ窓口で承ります。`,
          ],
        },
      ],
    },
  },
  qparcComplete: {
    ja: {
      title: 'QPARC 2025 お申し込み完了',
      description: 'QPARC 2025 プログラムへのお申し込みを受け付けました。受付内容と今後の流れをご確認いただけます。',
      lead: 'QPARC 2025 へのお申し込みありがとうございます。ご登録のメールアドレスに受付確認メールをお送りしました。',
      sections: [
        {
          id: 'next',
          heading: '今後の流れ',
          paragraphs: [
            '事務局でお申し込み内容を確認し、5営業日以内に参加可否とオリエンテーションのご案内をメールでお送りします。',
            'このページの URL は受付番号を兼ねています。お問い合わせの際は URL をお知らせいただくと、確認がスムーズです。',
          ],
        },
      ],
    },
  },
};
