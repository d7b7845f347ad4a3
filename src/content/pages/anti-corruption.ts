import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const antiCorruption: PageCopies = {
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
};
