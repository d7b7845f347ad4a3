import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedEn } from './company-dates.ts';

export const infoSecurity: PageCopies = {
  ja: {
    title: '情報セキュリティ基本方針',
    description: `${company.name.ja}の情報セキュリティ基本方針です。お客様からお預かりする研究データや個人情報を守るための管理体制、技術的・組織的な対策、法令遵守と継続的な改善についてご説明します。`,
    lead: 'お客様の研究データは、お客様の競争力そのものです。当社は、その価値にふさわしい水準で情報資産を守ることを約束します。',
    eyebrow: 'ポリシー',
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
        id: 'principles',
        heading: '行動指針',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              '経営の責任：経営層は、情報セキュリティを経営上の課題と位置づけ、必要な体制と資源を確保します。',
              '法令と契約の遵守：情報セキュリティに関する法令、国が定める指針、お客様との契約上の要件を遵守します。',
              'リスクに応じた対策：情報資産ごとにリスクを評価し、その重要度に応じた組織的・人的・物理的・技術的な対策を講じます。',
              'お客様データの目的外利用の禁止：お客様からお預かりしたデータを、契約で定めた目的以外に利用しません。当社の研究やソフトウェアの改善に利用する場合は、事前に書面で同意をいただきます。',
              '教育と意識向上：全役職員が本方針の意義を理解し、日々の業務で実践できるよう、教育と訓練を継続します。',
              '委託先の管理：業務委託先に当社と同等の管理を求め、その状況を定期的に確認します。',
              '事故への備え：情報セキュリティ事故の予防に努め、発生した場合は速やかに対応して被害を最小限に抑え、再発を防止します。',
              '継続的な改善：本方針と諸規程を定期的に見直し、情報セキュリティマネジメントシステムを継続的に改善します。',
            ],
          },
        ],
      },
      {
        id: 'organization',
        heading: '管理体制',
        paragraphs: [
          '最高技術責任者（CTO）を委員長とする情報セキュリティ委員会を設置し、規程の整備、リスク評価、対策の実施状況の確認を行います。ISO/IEC 27001に基づく情報セキュリティマネジメントシステムを運用し、年1回以上の内部監査を実施します。',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '最高責任者', detail: `代表取締役CEO　${company.ceo.ja}` },
              { term: '情報セキュリティ委員会', detail: '委員長：取締役CTO／委員：各部門の責任者、常勤監査役（オブザーバー）／四半期ごとに開催' },
              { term: '事務局', detail: '管理部 情報システムグループ' },
              { term: '内部監査', detail: '年1回以上。監査担当者は、監査対象の部門から独立した者を任命します。' },
            ],
          },
        ],
      },
      {
        id: 'measures',
        heading: '主な対策',
        blocks: [
          {
            type: 'list',
            items: [
              'アクセス管理：情報資産へのアクセスは業務上必要な最小限の範囲に限り、すべての業務システムで多要素認証を必須とします。権限は四半期ごとに棚卸しします。',
              'クラウドサービスの保護：QamuyやQURI Cloudなどのサービスでは、通信と保存データを暗号化し、お客様ごとにデータを論理的に分離して管理します。',
              '受託研究の機密情報：プロジェクトごとに閲覧者を限定した環境で取り扱い、契約終了後は合意した方法で返却または消去し、消去した記録を残します。',
              '脆弱性への対応：外部の専門家による脆弱性診断を年1回以上行い、重大な脆弱性は原則として公表から7日以内に修正します。',
              '監視と記録：アクセスログと操作ログを取得して監視し、1年以上保存します。',
              '端末の管理：業務用端末はディスクを暗号化し、紛失時に遠隔でデータを消去できるよう管理します。',
              '委託先の評価：新たな業務委託先を選定する際と、その後は年1回、セキュリティ体制を評価します。',
            ],
          },
        ],
      },
      {
        id: 'training',
        heading: '教育・訓練',
        blocks: [
          {
            type: 'list',
            items: [
              '入社時研修：情報セキュリティと個人情報保護の基本、社内規程、事故発生時の報告手順を学びます。',
              '年次研修：全役職員が毎年受講し、理解度テストで一定の点数に達するまで繰り返します。',
              '標的型メール訓練：年2回、訓練メールを送り、開封率と報告率をもとに教育の内容を見直します。',
              '開発者向け研修：ソフトウェアの開発に携わる者は、安全なコーディングとクラウド設定に関する研修を年1回受講します。',
            ],
          },
        ],
      },
      {
        id: 'incident-response',
        heading: '情報セキュリティ事故への対応',
        paragraphs: ['情報セキュリティ事故またはそのおそれを把握した場合は、次の手順で対応します。'],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: '報告', text: '事故またはその疑いに気づいた者は、時間帯を問わず直ちに事務局へ報告します。' },
              { title: '初動対応', text: '事務局と関係部門が被害の拡大を防ぐ措置を取り、委員長に報告します。' },
              { title: '影響の調査', text: '影響を受けた情報資産とお客様の範囲、原因を調査します。' },
              { title: 'お知らせと届出', text: '影響を受けるお客様に遅滞なくお知らせし、法令に定めがある場合は関係機関に報告します。' },
              { title: '再発防止', text: '原因を分析して対策を講じ、その結果を情報セキュリティ委員会で確認します。' },
            ],
          },
          {
            type: 'note',
            text: `当社のサービスやウェブサイトの脆弱性を発見された場合は、件名に「脆弱性の報告」とご記入のうえ、${company.email} までご連絡ください。受領から3営業日以内にご返信します。`,
          },
        ],
      },
      {
        id: 'compliance-and-improvement',
        heading: '法令遵守と継続的改善',
        paragraphs: [
          '当社は、個人情報の保護に関する法律、不正アクセス行為の禁止等に関する法律その他の関係法令、およびお客様との契約上のセキュリティ要件を遵守します。',
          '技術や脅威の変化、事業の拡大に応じて、本方針と諸規程を少なくとも年1回見直し、情報セキュリティの継続的な改善に取り組みます。',
          `制定：${foundedJa}　最終改定：2025年10月1日`,
          `${company.name.ja}　代表取締役CEO　${company.ceo.ja}`,
        ],
      },
    ],
  },
  en: {
    title: 'Information security policy',
    description: `How ${company.name.en} protects client research data and personal information: our security organisation, technical and organisational controls and compliance.`,
    lead: 'Your research data is your competitive edge. We commit to protecting it, and every other information asset we hold, to a standard that reflects its value.',
    eyebrow: 'Policy',
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
        id: 'principles',
        heading: 'Principles',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Leadership: management treats information security as a business priority and provides the organisation and resources it needs.',
              'Law and contracts: we comply with security-related laws, government guidelines and the security requirements in our client contracts.',
              'Risk-based controls: we assess the risks to each information asset and apply organisational, people, physical and technical controls in proportion to its importance.',
              'No secondary use of client data: we use client data only for the purposes agreed in the contract. Using it to improve our own research or software requires the client’s prior written consent.',
              'Awareness: we train everyone so that they understand this policy and apply it in their daily work.',
              'Contractors: we require contractors to maintain controls equivalent to ours and check that they do.',
              'Incident readiness: we work to prevent security incidents and, if one occurs, respond quickly to limit the damage and stop it recurring.',
              'Continual improvement: we review this policy and our rules regularly and keep improving our information security management system.',
            ],
          },
        ],
      },
      {
        id: 'organization',
        heading: 'Organisation',
        paragraphs: [
          'An information security committee chaired by our Chief Technology Officer maintains our security rules, assesses risks and monitors how controls are implemented. We operate an information security management system based on ISO/IEC 27001 and carry out internal audits at least once a year.',
        ],
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Ultimate responsibility', detail: `${company.ceo.en}, CEO` },
              { term: 'Information security committee', detail: 'Chaired by the CTO; members are the heads of each department, with our full-time Audit & Supervisory Board Member as an observer; meets quarterly' },
              { term: 'Secretariat', detail: 'IT group, Administration Department' },
              { term: 'Internal audit', detail: 'At least once a year, by auditors independent of the department being audited' },
            ],
          },
        ],
      },
      {
        id: 'measures',
        heading: 'Key measures',
        blocks: [
          {
            type: 'list',
            items: [
              'Access control: access is limited to what each person needs for their work, multi-factor authentication is mandatory on every business system, and permissions are reviewed every quarter.',
              'Cloud services: on services such as Qamuy and QURI Cloud, data is encrypted in transit and at rest and logically separated by customer.',
              'Contract research: confidential client information is handled in project environments restricted to named staff and, when the engagement ends, returned or deleted as agreed, with a record of the deletion.',
              'Vulnerabilities: external specialists test our systems at least once a year, and we aim to fix critical vulnerabilities within seven days of disclosure.',
              'Monitoring: access and activity logs are collected, monitored and kept for at least one year.',
              'Devices: work devices have encrypted disks and can be wiped remotely if lost.',
              'Contractors: we assess a contractor’s security before engaging them and every year after that.',
            ],
          },
        ],
      },
      {
        id: 'training',
        heading: 'Training',
        blocks: [
          {
            type: 'list',
            items: [
              'Induction: every new joiner learns the basics of information security and data protection, our rules, and how to report an incident.',
              'Annual training: everyone completes it each year and repeats the quiz until they reach the pass mark.',
              'Phishing exercises: twice a year, with the open and report rates used to adjust our training.',
              'Developer training: everyone who builds our software completes a course on secure coding and cloud configuration every year.',
            ],
          },
        ],
      },
      {
        id: 'incident-response',
        heading: 'Incident response',
        paragraphs: ['When we become aware of an actual or suspected security incident, we respond as follows.'],
        blocks: [
          {
            type: 'steps',
            items: [
              { title: 'Report', text: 'Anyone who notices an incident or suspects one reports it to the secretariat immediately, at any hour.' },
              { title: 'Contain', text: 'The secretariat and the teams involved act to stop the damage spreading and inform the committee chair.' },
              { title: 'Investigate', text: 'We establish which information assets and which clients are affected, and why it happened.' },
              { title: 'Notify', text: 'We inform affected clients without undue delay and report to the authorities where the law requires.' },
              { title: 'Prevent recurrence', text: 'We fix the root cause, and the information security committee checks that the fix works.' },
            ],
          },
          {
            type: 'note',
            text: `If you find a vulnerability in our services or website, please email ${company.email} with “Vulnerability report” in the subject line. We will reply within three business days.`,
          },
        ],
      },
      {
        id: 'compliance-and-improvement',
        heading: 'Compliance and continual improvement',
        paragraphs: [
          'We comply with the Act on the Protection of Personal Information, the Act on Prohibition of Unauthorized Computer Access and other applicable laws, as well as the security requirements in our contracts with clients.',
          'We review this policy and our internal rules at least once a year, and whenever technology, threats or our business change significantly.',
          `Adopted ${foundedEn}; last revised October 1, 2025.`,
          `${company.ceo.en}, CEO, ${company.name.en}`,
        ],
      },
    ],
  },
};
