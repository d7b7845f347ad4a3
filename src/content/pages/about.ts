import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedMonthJa, foundedEn, foundedMonthYearEn } from './company-dates.ts';

export const about: PageCopies = {
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
};
