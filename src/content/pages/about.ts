import type { PageCopies } from '../page-copy.ts';
import { company } from '../../config/company.ts';
import { foundedJa, foundedMonthJa, foundedEn, foundedMonthYearEn, monthEn, monthJa, yenEn, yenJa } from './company-dates.ts';

const m = company.milestones;

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
              { term: '資本金', detail: `${yenJa(company.capitalYen)}（資本準備金を含む）` },
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
          company.mission.ja,
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
              { date: foundedMonthJa, text: `量子化学と量子情報の研究者4名により、${company.firstOffice.ja}で創業` },
              { date: monthJa(m.crs), text: '受託計算研究サービス「CRS」を開始' },
              { date: monthJa(m.qamuy), text: '量子化学計算クラウド「Qamuy」の提供を開始' },
              { date: monthJa(m.qparc), text: '産学連携による量子アプリケーション研究のコンソーシアム「QPARC」を発足' },
              { date: monthJa(company.seriesB.date), text: `シリーズBラウンドで総額${yenJa(company.seriesB.amountYen)}の資金調達を実施` },
              { date: monthJa(m.quriBeta), text: '量子ソフトウェア開発基盤「QURI」のベータ版を公開' },
              { date: monthJa(m.quriChemistry), text: '化学計算ライブラリ「QURI Chemistry」を公開' },
              { date: monthJa(m.miqan), text: '量子人材育成プログラム「MIQAN」を開始' },
              { date: monthJa(m.headOfficeMove), text: '事業の拡大に伴い、本社を東京都千代田区神田錦町へ移転' },
              { date: monthJa(m.quri1), text: '「QURI」正式版（バージョン1.0）の提供を開始' },
              { date: monthJa(m.qs), text: '量子戦略コンサルティング「QS」を開始' },
              { date: monthJa(m.physilenz), text: 'CRS向けの可視化・解析ツール「PhysiLenz」の提供を開始' },
            ],
          },
        ],
      },
      {
        id: 'office',
        heading: 'オフィス',
        paragraphs: [
          `本社は${company.address.ja}にあります。都営新宿線・都営三田線・東京メトロ半蔵門線「神保町駅」から徒歩約5分、東京メトロ東西線「竹橋駅」から徒歩約6分です。`,
          `オフィスでは計算科学チームとソフトウェアチームが同じフロアで働いており、お客様との打ち合わせやMIQANのハンズオン講座に使うセミナールーム（${company.seminarRoomSeats}席）を備えています。`,
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
              { term: 'Capital', detail: `${yenEn(company.capitalYen)} (including capital reserve)` },
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
          company.mission.en,
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
              { date: foundedMonthYearEn, text: `Founded in ${company.firstOffice.en} by four researchers in quantum chemistry and quantum information` },
              { date: monthEn(m.crs), text: 'Launched CRS, our contract computational research service' },
              { date: monthEn(m.qamuy), text: 'Released Qamuy, cloud software for quantum chemistry' },
              { date: monthEn(m.qparc), text: 'Set up QPARC, an industry–academia consortium for quantum application research' },
              { date: monthEn(company.seriesB.date), text: `Raised ${yenEn(company.seriesB.amountYen)} in our Series B round` },
              { date: monthEn(m.quriBeta), text: 'Released the beta of QURI, our quantum software development platform' },
              { date: monthEn(m.quriChemistry), text: 'Released QURI Chemistry, our quantum chemistry algorithm library' },
              { date: monthEn(m.miqan), text: 'Launched MIQAN, our talent development programme' },
              { date: monthEn(m.headOfficeMove), text: 'Moved our head office to Kanda Nishikicho, Chiyoda-ku, to make room for a growing team' },
              { date: monthEn(m.quri1), text: 'Made QURI 1.0 generally available' },
              { date: monthEn(m.qs), text: 'Launched QS, our quantum strategy consulting practice' },
              { date: monthEn(m.physilenz), text: 'Released PhysiLenz, a visualisation and analysis tool for CRS clients' },
            ],
          },
        ],
      },
      {
        id: 'office',
        heading: 'Our office',
        paragraphs: [
          `Our head office is at ${company.address.en}. It is about a five-minute walk from Jimbocho Station (Toei Shinjuku, Toei Mita and Tokyo Metro Hanzomon lines) and six minutes from Takebashi Station (Tokyo Metro Tozai Line).`,
          `Our computational science and software teams share a single floor, and a seminar room with ${company.seminarRoomSeats} seats hosts client meetings and MIQAN hands-on sessions.`,
          'If you are planning a visit, please let us know in advance and come up to reception on the fifth floor, which is staffed 10:00–18:00 on weekdays. There is no visitor parking, so we recommend coming by train.',
        ],
      },
    ],
  },
};
