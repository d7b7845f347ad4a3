import type { PageCopies } from '../page-copy.ts';

export const research: PageCopies = {
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
};
