// @vitest-environment jsdom
/**
 * Company facts agree everywhere a visitor can read them: the pages of both
 * languages, rendered from the embedded content (content/, through the real
 * content client and sync), are checked against src/config/company.ts, against
 * each other and against the news releases that report the same facts. A
 * figure edited in one language, on one page or in one release only fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { syncContent } from '../../content-client/sync.ts';
import { readSnapshot, type Snapshot } from '../../content-client/snapshot.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import { company } from '../../src/config/company.ts';
import { serviceLinks } from '../../src/app/site-links.ts';
import { pageExists } from '../../src/routes.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import { qparc2025 } from '../../src/content/pages/qparc-apply.ts';
import { removeTempDirs, startFixtureService, tempDir } from '../helpers/content-fixtures.ts';

type Locale = 'ja' | 'en';
type SiteIndex = ReturnType<typeof buildSiteIndex>;

let snapshot: Snapshot;
let index: SiteIndex;
const pages = new Map<string, Document>();

beforeAll(async () => {
  const service = await startFixtureService('content');
  try {
    const dir = join(await tempDir('facts'), 'snapshot');
    await syncContent({ client: service.client, source: 'facts-test', dir });
    snapshot = await readSnapshot(dir);
  } finally {
    await service.close();
  }
  index = buildSiteIndex(snapshotSource(snapshot));
}, 60_000);
afterAll(removeTempDirs);

/** The rendered page as a document (rendered once per URL). */
async function page(url: string): Promise<Document> {
  const cached = pages.get(url);
  if (cached) return cached;
  const out = await renderUrl(url, { index, buildId: 'facts' });
  if (out.kind !== 'page') throw new Error(`${url}: ${out.kind}`);
  const doc = new DOMParser().parseFromString(out.html, 'text/html');
  pages.set(url, doc);
  return doc;
}

/** What a reader sees: text without the phrase-break marks (U+200B) and with collapsed spaces. */
const text = (el: Element | null | undefined): string =>
  (el?.textContent ?? '')
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const main = async (url: string) => text((await page(url)).querySelector('main'));
const plain = (html: string | undefined) => (html ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Term → detail of a page's facts list (company profile, programme facts). */
async function facts(url: string): Promise<Record<string, string>> {
  const rows = [...(await page(url)).querySelectorAll('.facts__row')];
  return Object.fromEntries(rows.map((r) => [text(r.querySelector('dt')), text(r.querySelector('dd'))]));
}

/** Label → value of the home page's figures. */
async function stats(url: string): Promise<Record<string, string>> {
  const items = [...(await page(url)).querySelectorAll('.stats__item')];
  return Object.fromEntries(items.map((i) => [text(i.querySelector('dt')), text(i.querySelector('dd'))]));
}

const firstNumber = (s: string | undefined): number => Number((/\d[\d,]*/.exec(s ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

// English month names as the site writes them (Intl, so the list is not typed out again here).
const EN_MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)),
);
/** 2022年2月 / February 2022 → 2022-02 (undefined when the text holds no such date). */
function yearMonth(s: string): string | undefined {
  const ja = /(\d{4})年(\d{1,2})月/.exec(s);
  if (ja) return `${ja[1]}-${ja[2]?.padStart(2, '0')}`;
  const en = new RegExp(`(${EN_MONTHS.join('|')})(?: \\d{1,2},)? (\\d{4})`).exec(s);
  return en ? `${en[2]}-${String(EN_MONTHS.indexOf(en[1] ?? '') + 1).padStart(2, '0')}` : undefined;
}
/** 2018年4月2日 / April 2, 2018 → 2018-04-02 */
function fullDate(s: string): string | undefined {
  const ja = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(s);
  if (ja) return `${ja[1]}-${ja[2]?.padStart(2, '0')}-${ja[3]?.padStart(2, '0')}`;
  const en = new RegExp(`(${EN_MONTHS.join('|')}) (\\d{1,2}), (\\d{4})`).exec(s);
  return en ? `${en[3]}-${String(EN_MONTHS.indexOf(en[1] ?? '') + 1).padStart(2, '0')}-${en[2]?.padStart(2, '0')}` : undefined;
}
/** 6億2,000万円 / JPY 620 million → 620000000 */
function yen(s: string): number | undefined {
  const ja = /(?:(\d+)億)?(?:([\d,]+)万)?円/.exec(s);
  if (ja && (ja[1] || ja[2])) return Number(ja[1] ?? 0) * 100_000_000 + Number((ja[2] ?? '0').replace(/,/g, '')) * 10_000;
  const en = /JPY ([\d.,]+) million/.exec(s);
  return en ? Number((en[1] ?? '').replace(/,/g, '')) * 1_000_000 : undefined;
}

const news = (id: string) => {
  const entry = snapshot.lists.news.find((n) => n.id === id);
  if (!entry) throw new Error(`no news entry ${id} in content/news.json`);
  return entry;
};

describe('facts shown in both languages come from one source', () => {
  it('the tagline: the home hero, every footer and the home title', async () => {
    for (const [url, locale] of [
      ['/', 'ja'],
      ['/en', 'en'],
      ['/about', 'ja'],
      ['/en/services', 'en'],
      ['/qparc/2025/apply', 'ja'],
    ] as const) {
      const doc = await page(url);
      expect(text(doc.querySelector('.site-footer__tagline')), url).toBe(company.tagline[locale]);
      if (url === '/' || url === '/en') {
        expect(text(doc.querySelector('h1')), url).toBe(company.tagline[locale]);
        expect(doc.title, url).toContain(company.tagline[locale]);
      }
    }
  });

  it('the home figures: founding year, people, projects and papers are the same in both languages', async () => {
    const [ja, en] = [await stats('/'), await stats('/en')];
    const pairs = Object.keys(dictionaries.ja.home.stats).filter((k) => !k.endsWith('Value')) as (
      'founded' | 'people' | 'projects' | 'papers'
    )[];
    const value = (s: Record<string, string>, l: Locale, key: (typeof pairs)[number]) =>
      firstNumber(s[dictionaries[l].home.stats[key].replace(/\u200B/g, '')]);
    for (const key of pairs) expect(value(en, 'en', key), key).toBe(value(ja, 'ja', key));
    expect(value(ja, 'ja', 'founded')).toBe(Number(company.founded.slice(0, 4)));
    expect(value(ja, 'ja', 'people')).toBe(company.employees);
    expect(value(ja, 'ja', 'projects')).toBe(company.projectsPerYear);
    // Papers and talks are counted from the content: every published entry, whichever language it is written in.
    expect(value(ja, 'ja', 'papers')).toBe(snapshot.lists.publications.length);
  });

  it('the English publication list says why it is shorter than the Japanese one', async () => {
    const count = async (url: string) => firstNumber(text((await page(url)).querySelector('.listing-status')));
    const [ja, en] = [await count('/publications'), await count('/en/publications')];
    expect(ja).toBe(snapshot.lists.publications.length);
    if (en < ja) expect(await main('/en/publications')).toMatch(/listed on our Japanese page/);
  });

  it('both home pages name every service; a service without a page in English says its page is in Japanese', async () => {
    for (const locale of ['ja', 'en'] as const) {
      const doc = await page(locale === 'ja' ? '/' : '/en');
      const section = doc.getElementById('home-services')?.closest('section');
      const named = [...(section?.querySelectorAll('.feature__title, .services-elsewhere li a') ?? [])].map((el) => text(el));
      expect(named.sort(), locale).toEqual(serviceLinks.map((s) => dictionaries[locale].serviceNames[s.key]).sort());
      for (const link of section?.querySelectorAll('.services-elsewhere a') ?? []) {
        expect(link.getAttribute('hreflang')).toBe(locale === 'ja' ? 'en' : 'ja');
        expect(pageExists(locale, link.getAttribute('href') ?? '')).toBe(false);
      }
    }
  });

  it('the company profile: founding date, people, capital and address agree in both languages', async () => {
    const [ja, en] = [await facts('/about'), await facts('/en/about')];
    expect(fullDate(ja['設立'] ?? '')).toBe(company.founded);
    expect(fullDate(en['Founded'] ?? '')).toBe(company.founded);
    expect(firstNumber(ja['従業員数'])).toBe(company.employees);
    expect(firstNumber(en['Employees'])).toBe(company.employees);
    expect(yen(ja['資本金'] ?? '')).toBe(company.capitalYen);
    expect(yen(en['Capital'] ?? '')).toBe(company.capitalYen);
    expect(ja['所在地']).toBe(company.address.ja);
    expect(en['Head office']).toBe(company.address.en);
    // The careers pages count the same people.
    expect(await main('/careers')).toContain(`${company.employees}名`);
    expect(await main('/en/careers')).toContain(`${company.employees} people`);
  });

  it('the history lists the same months in both languages, matching company.ts and the news releases', async () => {
    const timeline = async (url: string) =>
      [...(await page(url)).querySelectorAll('.timeline li')].map((li) => ({
        month: yearMonth(text(li.querySelector('.timeline__date'))),
        text: text(li.querySelector('.timeline__text')),
      }));
    const [ja, en] = [await timeline('/about'), await timeline('/en/about')];
    expect(en.map((e) => e.month)).toEqual(ja.map((e) => e.month));
    const months = ja.map((e) => e.month ?? '');
    expect(months, 'oldest first').toEqual([...months].sort());
    const at = (items: typeof ja, pattern: RegExp) => items.find((e) => pattern.test(e.text));
    const m = company.milestones;
    // Each milestone a release reports: the history's month is the release's month (or the month it names).
    const releases: [RegExp, RegExp, string, string][] = [
      [/シリーズB/, /Series B/, company.seriesB.date, news('series-b-funding').date.slice(0, 7)],
      [
        /本社を.*移転/,
        /head office/,
        m.headOfficeMove,
        yearMonth(/業務開始日\s*(\d{4}年\d{1,2}月)/.exec(plain(news('head-office-relocation').body))?.[1] ?? '') ?? '',
      ],
      [
        /ベータ版/,
        /beta/,
        m.quriBeta,
        yearMonth(/(\d{4}年\d{1,2}月)のベータ版公開/.exec(plain(news('quri-1-0-release').body))?.[1] ?? '') ?? '',
      ],
      [/QURI」正式版/, /QURI 1\.0/, m.quri1, news('quri-1-0-release').date.slice(0, 7)],
      [/QURI Chemistry/, /QURI Chemistry/, m.quriChemistry, news('quri-chemistry-launch').date.slice(0, 7)],
      [/PhysiLenz/, /PhysiLenz/, m.physilenz, news('physilenz-release').date.slice(0, 7)],
    ];
    for (const [jaPattern, enPattern, configured, released] of releases) {
      expect(at(ja, jaPattern)?.month, String(jaPattern)).toBe(configured);
      expect(at(en, enPattern)?.month, String(enPattern)).toBe(configured);
      expect(released, `${String(jaPattern)} in the news`).toBe(configured);
    }
    expect(at(ja, /創業/)?.month).toBe(company.founded.slice(0, 7));
  });

  it('the Series B amount and the total raised agree between the history, the profile and the release', async () => {
    const release = news('series-b-funding');
    const body = plain(release.body);
    const bodyEn = plain(release.body_en);
    expect(yen(/調達額\s*([^ ]+円)/.exec(body)?.[1] ?? '')).toBe(company.seriesB.amountYen);
    expect(yen(/累計調達額\s*約?([^ ]+円)/.exec(body)?.[1] ?? '')).toBe(company.capitalYen);
    expect(yen(/Amount (JPY [\d.,]+ million)/.exec(bodyEn)?.[1] ?? '')).toBe(company.seriesB.amountYen);
    expect(yen(/raised to date Approx\. (JPY [\d.,]+ million)/.exec(bodyEn)?.[1] ?? '')).toBe(company.capitalYen);
    const seriesB = async (url: string, pattern: RegExp) =>
      yen([...(await page(url)).querySelectorAll('.timeline__text')].map((el) => text(el)).find((t) => pattern.test(t)) ?? '');
    expect(await seriesB('/about', /シリーズB/)).toBe(company.seriesB.amountYen);
    expect(await seriesB('/en/about', /Series B/)).toBe(company.seriesB.amountYen);
  });

  it('the office: seminar room seats and the address agree between the About page and the relocation notice', async () => {
    const notice = plain(news('head-office-relocation').body);
    expect(firstNumber(/約?(\d+)席のセミナールーム/.exec(notice)?.[1])).toBe(company.seminarRoomSeats);
    expect(notice.replace(/\s+/g, '')).toContain(company.address.ja.replace(/\s+/g, ''));
    expect(await main('/about')).toContain(`セミナールーム（${company.seminarRoomSeats}席）`);
    expect(await main('/en/about')).toContain(`seminar room with ${company.seminarRoomSeats} seats`);
  });

  it('releases name the head office of their day and the people in their current roles', () => {
    const moved = `${company.milestones.headOfficeMove}-01`;
    const ward = (s: string) => /東京都(\S+?区)/.exec(s)?.[1];
    for (const entry of snapshot.lists.news) {
      const body = plain(entry.body);
      const office = /アオナミ・クオンタム（本社：(東京都\S+?区)/.exec(body)?.[1];
      if (office) expect(ward(office), entry.id).toBe(ward(entry.date < moved ? company.firstOffice.ja : company.address.ja));
      const ja = `${entry.title} ${entry.excerpt} ${body}`;
      for (const [, name] of ja.matchAll(/取締役CTO[ \u3000：]*(\S+ \S+?)(?=[のがはをに、）]|\s|$)/g))
        expect(name, entry.id).toBe(company.cto.ja);
      for (const [, name] of ja.matchAll(/代表取締役CEO[ \u3000：の]*(\S+ \S+?)(?=[のがはをに、）]|\s|$)/g))
        expect(name, entry.id).toBe(company.ceo.ja);
      const en = `${entry.title_en ?? ''} ${entry.excerpt_en ?? ''} ${plain(entry.body_en)}`;
      for (const [, name] of en.matchAll(/\bCTO,? ([A-Z][a-z]+ [A-Z][a-z]+)/g)) expect(name, entry.id).toBe(company.cto.en);
      for (const [, name] of en.matchAll(/([A-Z][a-z]+ [A-Z][a-z]+), our CTO/g)) expect(name, entry.id).toBe(company.cto.en);
      for (const [, year] of body.matchAll(/(\d{4})年の創業/g)) expect(year, entry.id).toBe(company.founded.slice(0, 4));
    }
  });

  it('the team pages: the CTO and the projects a year agree with company.ts in both languages', async () => {
    expect(await main('/about/team')).toContain(company.cto.ja);
    expect(await main('/en/about/team')).toContain(company.cto.en);
    expect(await main('/about/team')).toContain(`年間${company.projectsPerYear}件を超える`);
    expect(await main('/en/about/team')).toContain(`more than ${company.projectsPerYear} client projects`);
  });

  it('QPARC 2025 reads as a finished programme, with the results its announcement reports, and takes no applications', async () => {
    const doc = await page('/qparc/2025/apply');
    const body = await main('/qparc/2025/apply');
    expect(doc.querySelector('main form')).toBeNull();
    expect(body).toContain('受付は終了しました');
    expect(body).not.toMatch(/受け付けています|お申し込みください|申し込む/);
    const total = qparc2025.workingGroups.reduce((sum, g) => sum + g.results, 0);
    expect(body).toContain(`計${total}件の研究成果`);
    // The results meeting announcement: the same working groups, organisations and results.
    const announcement = news('qparc-2025-results');
    const rows = [...new DOMParser().parseFromString(announcement.body, 'text/html').querySelectorAll('tr')]
      .filter((tr) => tr.querySelector('td'))
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => text(c)));
    expect(rows).toEqual(qparc2025.workingGroups.map((g) => [g.name, String(g.organisations), String(g.results)]));
    expect(plain(announcement.title)).toContain(`計${total}件`);
    expect(yearMonth(plain(announcement.body).match(/\d{4}年\d{1,2}月、/)?.[0] ?? '')).toBe(qparc2025.resultsMeeting);
    // The call for applications opened on the day the page gives.
    expect(fullDate(/応募受付\s*(\d{4}年\d{1,2}月\d{1,2}日)/.exec(plain(news('qparc-2025-call').body))?.[1] ?? '')).toBe(
      qparc2025.applicationsOpened,
    );
    // No page invites applications any more.
    expect(await main('/services')).not.toMatch(/2025年度プログラムへの参加を受け付けています/);
  });
});
