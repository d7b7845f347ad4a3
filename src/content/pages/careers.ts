import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';

export const careers: PageCopies = {
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
};
