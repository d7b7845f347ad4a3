/**
 * Every spec route in both languages: status, language, title and a text the
 * visitor must see. Entry-specific rows come from the embedded fixtures.
 */
import { readFileSync } from 'node:fs';
import { articles } from '../../src/content/articles.ts';

export interface UrlRow {
  path: string;
  status: number;
  lang: 'ja' | 'en';
  title: string;
  h1: string;
}

interface FixtureEntry {
  id: string;
  title: string;
  title_en?: string;
  body_en?: string;
  _status?: string;
}
const fixture = (name: string) =>
  (JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as { contents: FixtureEntry[] }).contents.filter((e) => e._status !== 'draft');

const firstWithEnglish = (entries: FixtureEntry[]) => {
  const entry = entries.find((e) => e.title_en && e.body_en);
  if (!entry) throw new Error('fixture has no English entry');
  return entry;
};
const news = firstWithEnglish(fixture('news'));
const caseStudy = firstWithEnglish(fixture('cases'));

const ja = (path: string, h1: string, title = h1): UrlRow => ({
  path,
  status: 200,
  lang: 'ja',
  title: `${title} | アオナミ・クオンタム`,
  h1,
});
const en = (path: string, h1: string, title = h1): UrlRow => ({ path, status: 200, lang: 'en', title: `${title} | Aonami Quantum`, h1 });

export const urlTable: UrlRow[] = [
  {
    path: '/',
    status: 200,
    lang: 'ja',
    title: 'アオナミ・クオンタム | 量子コンピュータを、研究開発の実務に。',
    h1: '量子コンピュータを、研究開発の実務に。',
  },
  ja('/about', '会社概要'),
  ja('/about/team', 'チーム'),
  ja('/anti-corruption-policy', '腐敗防止方針'),
  ja('/information_security_policy', '情報セキュリティ基本方針'),
  ja('/privacy_policy', 'プライバシーポリシー'),
  ja('/articles', 'コラム'),
  ja('/brochure', '会社案内資料'),
  ja('/careers', '採用情報'),
  ja('/contact', 'お問い合わせ'),
  ja('/contact/thanks', 'お問い合わせありがとうございました'),
  ja('/readiness-check', '量子レディネス診断'),
  ja('/readiness-check/thanks', '量子レディネス診断へのご回答ありがとうございました'),
  ja('/technology', 'テクノロジー'),
  ja('/services', 'サービス'),
  ja('/services/crs', 'CRS 受託計算研究サービス'),
  ja('/services/crs/physilenz', 'PhysiLenz 物理シミュレーション可視化・解析ツール'),
  ja('/services/miqan', 'MIQAN 量子人材育成プログラム'),
  ja('/services/qamuy', 'Qamuy 量子化学計算クラウドソフトウェア'),
  ja('/services/qs', 'QS 量子戦略・導入コンサルティング'),
  ja('/services/quri', 'QURI 量子ソフトウェア開発プラットフォーム'),
  ja('/services/qurichemistry', 'QURI Chemistry 量子化学アルゴリズムライブラリ'),
  ja('/services/research', '共同研究'),
  ja('/qparc/2025/apply', 'QPARC 2025 参加申込'),
  ...articles.map((a) => ja(`/articles/${a.id}`, a.title)),
  ja('/news', 'ニュース'),
  ja('/news/page/2', 'ニュース', 'ニュース（2ページ目）'),
  ja('/news/category/press', 'ニュース：プレスリリース'),
  ja('/news/category/press/page/2', 'ニュース：プレスリリース', 'ニュース：プレスリリース（2ページ目）'),
  ja('/news/year/2025', 'ニュース：2025年'),
  ja('/news/year/2025/page/2', 'ニュース：2025年', 'ニュース：2025年（2ページ目）'),
  ja(`/news/posts/${news.id}`, news.title),
  ja('/news/posts/draft', '下書きプレビュー'),
  ja('/case', '導入事例'),
  ja('/case/page/2', '導入事例', '導入事例（2ページ目）'),
  ja('/case/category/chemistry', '導入事例：化学・素材'),
  ja('/case/year/2025', '導入事例：2025年'),
  ja(`/case/posts/${caseStudy.id}`, caseStudy.title),
  ja('/case/posts/draft', '下書きプレビュー'),
  ja('/publications', '研究成果'),
  ja('/publications/page/2', '研究成果', '研究成果（2ページ目）'),
  ja('/publications/category/paper', '研究成果：査読付き論文'),
  ja('/publications/year/2024', '研究成果：2024年'),
  ja('/publications/draft', '下書きプレビュー'),
  {
    path: '/en',
    status: 200,
    lang: 'en',
    title: 'Aonami Quantum | Quantum computing, put to work in R&D.',
    h1: 'Quantum computing, put to work in R&D.',
  },
  en('/en/about', 'About us'),
  en('/en/about/team', 'Our team'),
  en('/en/anti-corruption-policy', 'Anti-corruption policy'),
  en('/en/information_security_policy', 'Information security policy'),
  en('/en/privacy_policy', 'Privacy policy'),
  en('/en/careers', 'Careers'),
  en('/en/contact', 'Contact us'),
  en('/en/contact/thanks', 'Thank you for contacting us'),
  en('/en/technology', 'Technology'),
  en('/en/services', 'Services'),
  en('/en/services/crs', 'CRS: contract computational research'),
  en('/en/services/qamuy', 'Qamuy: cloud software for quantum chemistry'),
  en('/en/services/qs', 'QS: quantum strategy consulting'),
  en('/en/services/quri', 'QURI: a development platform for quantum software'),
  en('/en/services/qurichemistry', 'QURI Chemistry: quantum algorithms for chemistry'),
  en('/en/services/research', 'Joint research'),
  en('/en/news', 'News'),
  en('/en/news/page/2', 'News', 'News (page 2)'),
  en('/en/news/category/press', 'News: Press releases'),
  en('/en/news/year/2025', 'News: 2025'),
  en(`/en/news/posts/${news.id}`, news.title_en ?? ''),
  en('/en/news/posts/draft', 'Draft preview'),
  en('/en/case', 'Case studies'),
  en('/en/case/page/2', 'Case studies', 'Case studies (page 2)'),
  en('/en/case/category/chemistry', 'Case studies: Chemicals & materials'),
  en('/en/case/year/2025', 'Case studies: 2025'),
  en(`/en/case/posts/${caseStudy.id}`, caseStudy.title_en ?? ''),
  en('/en/case/posts/draft', 'Draft preview'),
  en('/en/publications', 'Publications'),
  en('/en/publications/page/2', 'Publications', 'Publications (page 2)'),
  en('/en/publications/category/paper', 'Publications: Peer-reviewed papers'),
  en('/en/publications/year/2024', 'Publications: 2024'),
  en('/en/publications/draft', 'Draft preview'),
];

/** English paths that must not exist (spec §2) and bad parameters: all 404. */
export const notFoundPaths = [
  '/en/services/miqan',
  '/en/services/crs/physilenz',
  '/en/articles',
  '/en/articles/20250601',
  '/en/brochure',
  '/en/readiness-check',
  '/en/readiness-check/thanks',
  '/en/qparc/2025/apply',
  '/news/page/0',
  '/news/page/999',
  '/news/page/two',
  '/news/category/no-such-category',
  '/news/year/1999',
  '/news/posts/no-such-entry',
  '/qparc/2025/apply/Q2V0aGlzIGlzIGEgdG9rZW4',
  '/qparc/2025/apply/_',
  '/case/category/press',
  '/publications/page/99',
  '/articles/20250602',
  '/no/such/page',
];
