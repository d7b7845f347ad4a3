import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedEn } from './company-dates.ts';

export const infoSecurity: PageCopies = {
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
};
