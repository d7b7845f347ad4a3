import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedMonthJa, foundedEn, foundedMonthYearEn } from './company-dates.ts';

export const about: PageCopies = {
  ja: {
    title: '会社概要',
    description: `${company.name.ja}の会社概要です。量子化学計算と量子ソフトウェアで企業の研究開発を支える当社のミッション、沿革、所在地とオフィスについてご紹介します。`,
    lead: '私たちは、量子コンピュータを「いつか使う技術」から「研究開発の現場で使える道具」に変えるためのソフトウェアとサービスをつくっています。',
    eyebrow: '会社情報',
    illustration: { name: 'about', alt: '' },
    sections: [
      {
        id: 'profile',
        heading: '会社概要',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: '社名', detail: `${company.name.ja}（英文表記：${company.name.en}）` },
              { term: '設立', detail: foundedJa },
              { term: '代表者', detail: `代表取締役CEO　${company.ceo.ja}` },
              { term: '従業員数', detail: `${company.employees}名` },
              { term: '資本金', detail: company.capital.ja },
              {
                term: '事業内容',
                detail:
                  '量子化学計算ソフトウェアおよび量子ソフトウェア開発基盤の開発・提供、受託計算研究、量子技術の導入に関するコンサルティング、量子人材育成プログラムの提供、企業・大学との共同研究、産学連携コンソーシアムの運営',
              },
              { term: '所在地', detail: company.address.ja },
              { term: 'お問い合わせ', detail: company.email },
            ],
          },
        ],
      },
      {
        id: 'mission',
        heading: 'ミッション',
        paragraphs: [
          '量子の計算力を、ものづくりの発見へ。',
          '新しい触媒や電池材料、医薬品候補を見つけるには、分子や固体の中で電子がどう振る舞うかを正確に知ることが欠かせません。量子コンピュータはその計算を根本から変える可能性を持つ一方で、ハードウェアはまだ発展の途上にあります。そこで当社は、いま使える古典計算と量子計算を組み合わせて今日の研究課題に成果を出すことと、誤り耐性量子コンピュータの時代に必要となるアルゴリズム、ソフトウェア、人材を先回りして準備することの二つを、同時に進めています。',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: '根拠のある見通しを示す',
                text: '量子計算に過度な期待も過小評価もしません。計算結果とリソース見積もりに基づいて、何がいつ頃できそうかを数字でお伝えします。',
              },
              {
                title: '問いから始める',
                text: '量子計算ありきで手法を選ぶことはしません。お客様の研究課題に答えるために最も適した計算を選び、量子が役立つ部分を見極めます。',
              },
              {
                title: '研究を開く',
                text: '成果は論文や学会で発表し、ソフトウェアのコア部分はオープンソースで公開しています。分野全体が前に進むことが、お客様の利益にもつながると考えています。',
              },
            ],
          },
        ],
      },
      {
        id: 'history',
        heading: '沿革',
        blocks: [
          {
            type: 'timeline',
            items: [
              { date: foundedMonthJa, text: '量子化学と量子情報の研究者4名により、東京都文京区で創業' },
              { date: '2019年10月', text: '受託計算研究サービス「CRS」を開始' },
              { date: '2020年7月', text: '量子化学計算クラウド「Qamuy」の提供を開始' },
              { date: '2021年4月', text: '産学連携による量子アプリケーション研究のコンソーシアム「QPARC」を発足' },
              { date: '2022年9月', text: '量子ソフトウェア開発基盤「QURI」を公開' },
              { date: '2023年5月', text: '化学計算ライブラリ「QURI Chemistry」と量子人材育成プログラム「MIQAN」を開始' },
              { date: '2024年6月', text: 'シリーズBラウンドで第三者割当増資を実施' },
              { date: '2025年2月', text: '量子戦略コンサルティング「QS」を開始' },
              { date: '2025年8月', text: 'CRS向けの可視化・解析ツール「PhysiLenz」の提供を開始' },
              { date: '2026年1月', text: '事業の拡大に伴い、本社を東京都千代田区神田錦町へ移転' },
            ],
          },
        ],
      },
      {
        id: 'office',
        heading: 'オフィス',
        paragraphs: [
          `本社は${company.address.ja}にあります。都営新宿線・都営三田線・東京メトロ半蔵門線「神保町駅」から徒歩約5分、東京メトロ東西線「竹橋駅」から徒歩約6分です。`,
          'オフィスでは計算科学チームとソフトウェアチームが同じフロアで働いており、お客様との打ち合わせやMIQANのハンズオン講座に使うセミナールーム（最大30名）を備えています。',
          'ご来社の際は事前にご連絡のうえ、5階の受付までお越しください。受付時間は平日10:00〜18:00です。来客用の駐車場はございませんので、公共交通機関をご利用ください。',
        ],
      },
    ],
  },
  en: {
    title: 'About us',
    description: `${company.name.en} builds quantum chemistry software and research services for corporate R&D. Read about our mission, our history and our Tokyo office.`,
    lead: 'We build the software and services that turn quantum computers from a technology to watch into a tool R&D teams can actually use.',
    eyebrow: 'Company',
    illustration: { name: 'about', alt: '' },
    sections: [
      {
        id: 'profile',
        heading: 'Company profile',
        blocks: [
          {
            type: 'facts',
            items: [
              { term: 'Company name', detail: `${company.name.en} (${company.name.ja})` },
              { term: 'Founded', detail: foundedEn },
              { term: 'CEO', detail: company.ceo.en },
              { term: 'Employees', detail: String(company.employees) },
              { term: 'Capital', detail: company.capital.en },
              {
                term: 'Business',
                detail:
                  'Quantum chemistry software and a quantum software development platform; contract computational research; quantum strategy consulting; quantum talent development; joint research with industry and academia; an industry–academia research consortium',
              },
              { term: 'Head office', detail: company.address.en },
              { term: 'Contact', detail: company.email },
            ],
          },
        ],
      },
      {
        id: 'mission',
        heading: 'Our mission',
        paragraphs: [
          'Turning quantum computing power into discoveries that matter to industry.',
          'Finding better catalysts, battery materials and drug candidates depends on understanding how electrons behave inside molecules and solids — exactly the kind of problem quantum computers are expected to transform. The hardware, though, is still maturing. So we work on two timelines at once: combining the best classical methods with quantum algorithms to answer our clients’ research questions today, and building the algorithms, software and people that fault-tolerant quantum computers will need tomorrow.',
        ],
        blocks: [
          {
            type: 'cards',
            items: [
              {
                title: 'Evidence over hype',
                text: 'We neither oversell quantum computing nor write it off. Our view of what will be possible, and roughly when, rests on calculations and resource estimates we can show you.',
              },
              {
                title: 'Start from the question',
                text: 'We never pick a method just because it is quantum. We choose whatever answers the research question best, and pinpoint where quantum computing can genuinely add value.',
              },
              {
                title: 'Research in the open',
                text: 'We publish in journals and at conferences and release the core of our SDK as open source. A field that moves forward faster is good for our clients too.',
              },
            ],
          },
        ],
      },
      {
        id: 'history',
        heading: 'History',
        blocks: [
          {
            type: 'timeline',
            items: [
              { date: foundedMonthYearEn, text: 'Founded in Bunkyo, Tokyo, by four researchers in quantum chemistry and quantum information' },
              { date: 'October 2019', text: 'Launched CRS, our contract computational research service' },
              { date: 'July 2020', text: 'Released Qamuy, cloud software for quantum chemistry' },
              { date: 'April 2021', text: 'Set up QPARC, an industry–academia consortium for quantum application research' },
              { date: 'September 2022', text: 'Released QURI, our quantum software development platform' },
              { date: 'May 2023', text: 'Launched the QURI Chemistry library and MIQAN, our talent development programme' },
              { date: 'June 2024', text: 'Closed our Series B funding round' },
              { date: 'February 2025', text: 'Launched QS, our quantum strategy consulting practice' },
              { date: 'August 2025', text: 'Released PhysiLenz, a visualisation and analysis tool for CRS clients' },
              { date: 'January 2026', text: 'Moved our head office to Kanda Nishikicho, Chiyoda-ku, to make room for a growing team' },
            ],
          },
        ],
      },
      {
        id: 'office',
        heading: 'Our office',
        paragraphs: [
          `Our head office is at ${company.address.en}. It is about a five-minute walk from Jimbocho Station (Toei Shinjuku, Toei Mita and Tokyo Metro Hanzomon lines) and six minutes from Takebashi Station (Tokyo Metro Tozai Line).`,
          'Our computational science and software teams share a single floor, and a seminar room for up to 30 people hosts client meetings and MIQAN hands-on sessions.',
          'If you are planning a visit, please let us know in advance and come up to reception on the fifth floor, which is staffed 10:00–18:00 on weekdays. There is no visitor parking, so we recommend coming by train.',
        ],
      },
    ],
  },
};
