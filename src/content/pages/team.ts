import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const team: PageCopies = {
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
};
