import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { paths } from '../../routes.ts';
import { foundedYear } from './company-dates.ts';

/** Avatar letters from a name in Western order, e.g. "Haruka Watase" → "HW". */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);

export const team: PageCopies = {
  ja: {
    title: 'チーム',
    description: `${company.shortName.ja}の経営陣と各事業の責任者をご紹介します。量子化学、量子情報、ソフトウェア工学、事業開発など、多様な専門性を持つメンバーがお客様の研究開発を支えています。`,
    lead: '量子化学、量子情報科学、ソフトウェア工学、事業開発。異なる専門を持つメンバーが一つのチームとして、お客様の課題に向き合っています。',
    eyebrow: '会社情報',
    sections: [
      {
        id: 'leadership',
        heading: '経営陣・部門責任者',
        blocks: [
          {
            type: 'people',
            items: [
              {
                name: company.ceo.ja,
                role: '代表取締役CEO',
                bio: `国内の大学院で量子化学の博士号を取得後、化学メーカーの研究所で計算化学チームを率いました。${foundedYear}年に当社を共同創業し、研究と事業の橋渡し役として経営全般を担っています。QPARCの運営委員長も務めています。`,
                initials: initialsOf(company.ceo.en),
              },
              {
                name: company.cto.ja,
                role: '取締役CTO',
                bio: '量子回路コンパイラと高性能計算の研究を経て、共同創業に参加しました。QURIのアーキテクチャ設計を主導し、ハードウェアの違いを意識せずに使えるソフトウェア基盤づくりに取り組んでいます。情報セキュリティ委員会の委員長も務めます。',
                initials: initialsOf(company.cto.en),
              },
              {
                name: '三枝 理沙',
                role: 'チーフサイエンティスト',
                bio: '強相関電子系の理論で博士号を取得し、欧州の研究機関で量子アルゴリズムの研究員を務めた後に入社しました。誤り耐性量子計算に向けたアルゴリズムとリソース見積もりの研究を率いています。',
                initials: 'RS',
              },
              {
                name: '安曇 慎吾',
                role: '計算科学事業部長',
                bio: `電池材料メーカーで、第一原理計算による材料探索を12年間担当しました。CRSとPhysiLenzの責任者として、素材・化学・製薬分野のお客様との年間${company.projectsPerYear}件を超えるプロジェクトを統括しています。`,
                initials: 'SA',
              },
              {
                name: 'エレナ・マルケッティ',
                role: '量子ソフトウェア部門リード',
                bio: 'イタリア出身。量子エラー緩和の研究で博士号を取得し、2021年に来日して入社しました。QURI Chemistryの開発を率いるほか、海外の研究者コミュニティとの連携を担当しています。',
                initials: 'EM',
              },
              {
                name: '真柴 千尋',
                role: '事業開発・コンサルティング部長',
                bio: '戦略コンサルティングファームで、製造業の技術戦略策定を手がけた後に入社しました。QSによる量子導入ロードマップの策定と、MIQANのプログラム設計をリードしています。',
                initials: 'CM',
              },
            ],
          },
        ],
      },
      {
        id: 'board-and-advisors',
        heading: '社外取締役・監査役・技術顧問',
        paragraphs: ['経営の監督と、研究の方向性に対する外部の視点を得るため、社外の専門家に参画いただいています。'],
        blocks: [
          {
            type: 'people',
            items: [
              {
                name: '嶋村 恭介',
                role: '社外取締役',
                bio: '総合化学メーカーで研究企画部長、執行役員CTOを歴任しました。2023年から当社の社外取締役として、研究開発型企業の経営とガバナンスについて助言しています。',
                initials: 'KS',
              },
              {
                name: '大路 佳代子',
                role: '常勤監査役',
                bio: '公認会計士。監査法人で技術系スタートアップの会計監査と株式上場の準備支援に15年間携わりました。2024年に当社の常勤監査役に就任し、内部統制とコンプライアンス体制の整備を見ています。',
                initials: 'KO',
              },
              {
                name: 'ハンナ・リンドクヴィスト',
                role: '技術顧問',
                bio: '北欧の大学で量子誤り訂正と耐故障量子計算の研究室を主宰する教授です。2022年から当社の技術顧問として、誤り耐性量子計算のリソース見積もりと中長期の研究戦略に助言しています。',
                initials: 'HL',
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: '私たちは仲間を募集しています',
      text: '量子アルゴリズムの研究者、計算化学者、ソフトウェアエンジニア、コンサルタントなど、複数の職種で採用を行っています。',
      primary: { label: '採用情報を見る', href: paths.page('ja', '/careers') },
    },
  },
  en: {
    title: 'Our team',
    description: `Meet the people behind ${company.shortName.en}: our leadership, board and advisers, with backgrounds in quantum chemistry, quantum information, software and strategy.`,
    lead: 'Quantum chemists, quantum information scientists, software engineers and strategists, working as one team on our clients’ hardest research questions.',
    eyebrow: 'Company',
    sections: [
      {
        id: 'leadership',
        heading: 'Leadership',
        blocks: [
          {
            type: 'people',
            items: [
              {
                name: company.ceo.en,
                role: 'Chief Executive Officer',
                bio: `After a PhD in quantum chemistry, ${company.ceo.en.split(' ')[0]} led a computational chemistry group at a chemical manufacturer’s research centre. Co-founder of the company in ${foundedYear}, she bridges research and business and chairs the QPARC steering committee.`,
                initials: initialsOf(company.ceo.en),
              },
              {
                name: company.cto.en,
                role: 'Chief Technology Officer',
                bio: `A co-founder with a background in quantum circuit compilers and high-performance computing, ${company.cto.en.split(' ')[0]} designed the architecture of QURI and leads our work on hardware-agnostic software. He also chairs our information security committee.`,
                initials: initialsOf(company.cto.en),
              },
              {
                name: 'Risa Saegusa',
                role: 'Chief Scientist',
                bio: 'Risa holds a PhD in the theory of strongly correlated electrons and was a quantum algorithms researcher at a European institute before joining us. She leads our research on fault-tolerant algorithms and resource estimation.',
                initials: 'RS',
              },
              {
                name: 'Shingo Azumi',
                role: 'Head of Computational Science',
                bio: `Shingo spent twelve years running first-principles materials screening at a battery materials maker. He now oversees CRS and PhysiLenz, covering more than ${company.projectsPerYear} client projects a year in materials, chemicals and pharma.`,
                initials: 'SA',
              },
              {
                name: 'Elena Marchetti',
                role: 'Quantum Software Lead',
                bio: 'Originally from Italy, Elena completed her PhD on quantum error mitigation and moved to Tokyo to join us in 2021. She leads development of QURI Chemistry and our links with the international research community.',
                initials: 'EM',
              },
              {
                name: 'Chihiro Mashiba',
                role: 'Head of Business Development and Consulting',
                bio: 'Chihiro advised manufacturers on technology strategy at a strategy consulting firm before joining us. She leads our QS adoption roadmaps and the design of the MIQAN talent programme.',
                initials: 'CM',
              },
            ],
          },
        ],
      },
      {
        id: 'board-and-advisors',
        heading: 'Board and advisers',
        paragraphs: ['Independent directors and advisers hold us to account and bring an outside view to our research agenda.'],
        blocks: [
          {
            type: 'people',
            items: [
              {
                name: 'Kyosuke Shimamura',
                role: 'Independent Director',
                bio: 'Kyosuke was head of research planning and later CTO at a diversified chemical company. Since 2023 he has advised our board on running a research-driven business and on governance.',
                initials: 'KS',
              },
              {
                name: 'Kayoko Oji',
                role: 'Full-time Audit & Supervisory Board Member',
                bio: 'A certified public accountant, Kayoko spent fifteen years at an audit firm auditing technology start-ups and preparing them for listing. She joined us in 2024 and oversees our internal controls and compliance framework.',
                initials: 'KO',
              },
              {
                name: 'Hanna Lindqvist',
                role: 'Technical Adviser',
                bio: 'Hanna is a professor at a Nordic university, where she runs a group working on quantum error correction and fault-tolerant computation. Since 2022 she has advised us on resource estimation and our long-term research strategy.',
                initials: 'HL',
              },
            ],
          },
        ],
      },
    ],
    closing: {
      heading: 'We are hiring',
      text: 'We are looking for quantum algorithm researchers, computational chemists, software engineers and consultants to join the team in Tokyo.',
      primary: { label: 'See open roles', href: paths.page('en', '/careers') },
    },
  },
};
