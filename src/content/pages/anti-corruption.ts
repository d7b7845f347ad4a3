import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const antiCorruption: PageCopies = {
  ja: {
    title: '腐敗防止方針',
    description: `${company.name.ja}の腐敗防止方針です。贈収賄の禁止、贈答・接待の基準、取引先や代理人との関係、社内体制と通報制度について、当社の役職員が守るべき基本的な考え方を定めています。`,
    lead: '当社は、公正で透明な事業活動こそがお客様や社会からの信頼の基盤であると考え、あらゆる形態の腐敗行為を禁止します。',
    eyebrow: 'ポリシー',
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
        id: 'principles',
        heading: '行動基準',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              '贈賄の禁止：国内外の公務員および民間の取引先に対し、不正な利益を得る目的で、金銭、物品、接待、便宜その他の利益を直接または間接に提供し、申し出、約束しません。',
              '収賄の禁止：取引先などから、不正な利益や、職務上の判断に影響を与えるおそれのある利益を受け取りません。',
              'ファシリテーション・ペイメントの禁止：手続きの迅速化などを目的とした少額の支払いも、金額にかかわらず行いません。',
              '公的機関との関係への配慮：国立大学法人や公的研究機関の役職員、公的な研究開発事業の関係者は、法令上「みなし公務員」に該当しうることに留意し、公務員と同等に扱います。',
              '正確な記録：すべての取引を正確に会計帳簿に記録し、簿外の資金や虚偽の記載を認めません。',
              '寄付・協賛の透明性：寄付、協賛、研究助成は、社内規程に基づく承認を得たうえで、目的と相手方を明確にして行います。',
            ],
          },
        ],
      },
      {
        id: 'gifts-and-hospitality',
        heading: '贈答・接待の基準',
        paragraphs: [
          '贈答と接待は、社会通念上相当な範囲で、業務上の正当な目的がある場合に限ります。次のいずれかに該当する場合は、事前にコンプライアンス担当部署の承認を得なければなりません。',
        ],
        blocks: [
          {
            type: 'list',
            items: [
              '1人あたり5,000円を超える贈答品を提供する、または受け取る場合',
              '1人あたり1万円を超える飲食などの接待を提供する、または受ける場合',
              '公務員またはみなし公務員に対して、金額にかかわらず贈答・接待を行う場合',
              '相手方が入札や契約の選定などに関わっている期間に、贈答・接待を行う場合',
              '旅費や宿泊費を当社が負担して、取引先などを招く場合',
            ],
          },
          {
            type: 'note',
            text: '承認の有無にかかわらず、提供した・受けた贈答と接待は、日付、相手方、金額、目的を記録します。現金や商品券などの金券は、いかなる場合も提供しません。',
          },
        ],
      },
      {
        id: 'third-parties',
        heading: '取引先・第三者との関係',
        paragraphs: [
          '代理人や販売パートナーなどの第三者と契約する際は、事前に評判や実績、利害関係を確認し、契約書に腐敗防止条項を設けます。報酬は提供される役務に見合った適正な水準とし、その根拠を記録します。',
          '契約後も、取引の内容や支払いに不自然な点がないかを定期的に確認し、違反が判明した場合は契約を解除できるよう取り決めます。',
        ],
      },
      {
        id: 'governance-and-training',
        heading: '推進体制と教育',
        paragraphs: [
          'コンプライアンス担当役員を責任者として本方針の運用を監督し、管理部がその事務局を務めます。運用の状況は、年1回以上取締役会に報告します。',
          '全役職員を対象とした腐敗防止研修を毎年実施するほか、公的機関との共同研究や海外での取引を担当する者には、事例を用いた追加の研修を行います。リスクの高い業務や取引については、内部監査の中で定期的に点検します。',
        ],
      },
      {
        id: 'reporting',
        heading: '通報制度',
        paragraphs: ['本方針への違反またはそのおそれを知った者は、次のいずれかの窓口に報告することができます。'],
        blocks: [
          {
            type: 'list',
            items: [
              '上長',
              'コンプライアンス担当部署（管理部）',
              '外部の弁護士が受け付ける内部通報窓口（匿名での通報も受け付けます）',
            ],
          },
          {
            type: 'note',
            text: '通報者の氏名や通報の内容は、調査に必要な範囲の担当者に限って共有します。誠実に通報した者が、通報を理由に不利益な取り扱いを受けることはありません。違反が確認された場合は、就業規則に基づき厳正に対処し、再発防止策を講じます。',
          },
        ],
      },
      {
        id: 'review',
        heading: '方針の見直し',
        paragraphs: [
          '本方針は、法令の改正や事業環境の変化に応じて、少なくとも年1回見直します。',
          '制定：2021年4月1日　最終改定：2025年4月1日',
          `${company.name.ja}　代表取締役CEO　${company.ceo.ja}`,
        ],
      },
    ],
  },
  en: {
    title: 'Anti-corruption policy',
    description: `How ${company.name.en} prevents bribery and corruption: prohibited conduct, gifts and hospitality, working with agents, training and whistleblowing.`,
    lead: 'Fair and transparent business is the foundation of the trust our clients and society place in us. We do not tolerate corruption in any form.',
    eyebrow: 'Policy',
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
        id: 'principles',
        heading: 'Standards of conduct',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'No bribery: we never offer, promise or give money, gifts, hospitality or any other advantage, directly or indirectly, to a public official or a business counterpart to obtain an improper benefit.',
              'No accepting bribes: we never accept an improper advantage, or anything that could influence our business judgement, from a client, supplier or anyone else.',
              'No facilitation payments: small payments to speed up routine procedures are prohibited, whatever their size.',
              'Care with public bodies: staff at national universities and public research institutes, and people involved in publicly funded R&D programmes, may count as public officials under Japanese law. We treat them as such.',
              'Accurate records: every transaction is recorded accurately in our books; off-book funds and false entries are not permitted.',
              'Transparent giving: donations, sponsorships and research grants need approval under our internal rules and must have a clearly stated purpose and recipient.',
            ],
          },
        ],
      },
      {
        id: 'gifts-and-hospitality',
        heading: 'Gifts and hospitality',
        paragraphs: [
          'Gifts and hospitality must be modest, customary and for a legitimate business purpose. Prior approval from the compliance team is required in any of the following cases.',
        ],
        blocks: [
          {
            type: 'list',
            items: [
              'Giving or receiving a gift worth more than JPY 5,000 per person.',
              'Giving or receiving meals or entertainment worth more than JPY 10,000 per person.',
              'Any gift or hospitality for a public official, or someone treated as one, whatever the value.',
              'Any gift or hospitality while the other party is involved in a tender or in choosing a supplier.',
              'Paying travel or accommodation costs for a client or other business contact.',
            ],
          },
          {
            type: 'note',
            text: 'Whether or not approval is needed, every gift and every instance of hospitality given or received is logged with the date, the other party, the value and the purpose. Cash and cash equivalents such as gift vouchers are never given.',
          },
        ],
      },
      {
        id: 'third-parties',
        heading: 'Working with third parties',
        paragraphs: [
          'Before engaging an agent or sales partner, we check their reputation, track record and any conflicts of interest, and our contracts include anti-corruption clauses. Fees must reflect the services actually provided, and the basis for them is documented.',
          'Once a contract is in place, we check regularly for anything unusual in the work or the payments, and our contracts let us terminate if a breach comes to light.',
        ],
      },
      {
        id: 'governance-and-training',
        heading: 'Oversight and training',
        paragraphs: [
          'A director responsible for compliance oversees this policy, with the Administration Department acting as secretariat. The board receives a report on how the policy is working at least once a year.',
          'All staff complete anti-corruption training every year. People who work on joint research with public bodies or on international business receive additional case-based training, and higher-risk activities and relationships are reviewed as part of our internal audits.',
        ],
      },
      {
        id: 'reporting',
        heading: 'Speaking up',
        paragraphs: ['Anyone who becomes aware of an actual or suspected breach of this policy can report it through any of these channels:'],
        blocks: [
          {
            type: 'list',
            items: [
              'their manager;',
              'the compliance team in the Administration Department; or',
              'our whistleblowing line run by external counsel, which also accepts anonymous reports.',
            ],
          },
          {
            type: 'note',
            text: 'The identity of the person reporting and the details of the report are shared only with those who need them for the investigation. We do not tolerate retaliation against anyone who raises a concern in good faith. Confirmed breaches are dealt with under our disciplinary rules, and we put measures in place to prevent them happening again.',
          },
        ],
      },
      {
        id: 'review',
        heading: 'Review',
        paragraphs: [
          'We review this policy at least once a year and whenever laws or our business environment change.',
          'Adopted April 1, 2021; last revised April 1, 2025.',
          `${company.ceo.en}, CEO, ${company.name.en}`,
        ],
      },
    ],
  },
};
