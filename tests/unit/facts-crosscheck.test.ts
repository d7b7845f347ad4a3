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
import { pageExists, paths, routeTable } from '../../src/routes.ts';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import { qparc2025 } from '../../src/content/pages/qparc-apply.ts';
import { staticPages } from '../../src/content/static-pages.ts';
import { articles } from '../../src/content/articles.ts';
import { qparcSessionLabels } from '../../src/forms/qparc-sessions.ts';
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
});

/**
 * QPARC 2025 (October 2025 to March 2027) takes applications while it runs. Its dates and figures live
 * in `qparc2025` (src/content/pages/qparc-apply.ts); the page, its form, its structured data, the news
 * releases and the articles that report on it must say the same, and nothing may say it has ended.
 */
describe('QPARC 2025: one programme, open for applications, described the same everywhere', () => {
  const APPLY = '/qparc/2025/apply';
  const ym = (iso: string) => iso.slice(0, 7);
  /** Wording that would tell a visitor the programme is over or takes no more applications. */
  const CLOSED_JA = /(?:受付|募集|申込|申し込み)[^。]{0,10}(?:終了|締め切りました|締切りました)|終了しました|終了し、/;
  const CLOSED_EN = /\b(?:has ended|have ended|is over|applications (?:are|have) closed|no longer (?:accepting|taking))\b/i;

  /** Year-month of each dated mention of the interim and final meetings, and the day of each kickoff mention. */
  function meetingMentions(s: string): { interim: string[]; final: string[]; kickoff: string[] } {
    const out = { interim: [] as string[], final: [] as string[], kickoff: [] as string[] };
    const add = (kind: string, date: string) => {
      const month = yearMonth(date);
      if (!month) return;
      if (kind.startsWith('中間')) out.interim.push(month);
      else if (kind.startsWith('成果')) out.final.push(month);
      else out.kickoff.push(fullDate(date) ?? month);
    };
    for (const m of s.matchAll(
      /(\d{4}年\d{1,2}月(?:\d{1,2}日)?)(?:（.）)?[、の]\s*(?:QPARC 2025の)?(中間報告会|成果報告会|キックオフミーティング)/g,
    ))
      add(m[2] ?? '', m[1] ?? '');
    for (const m of s.matchAll(
      /(中間報告会|成果報告会|キックオフミーティング)(?:・シンポジウム)?(?:[（\s]|・)*(\d{4}年\d{1,2}月(?:\d{1,2}日)?)/g,
    ))
      add(m[1] ?? '', m[2] ?? '');
    return out;
  }
  function expectMeetingsAgree(source: string, s: string) {
    const { interim, final, kickoff } = meetingMentions(s);
    for (const month of interim) expect(month, `${source}: interim meeting`).toBe(ym(qparc2025.interimMeeting));
    for (const month of final) expect(month, `${source}: final results meeting`).toBe(qparc2025.finalMeeting);
    for (const day of kickoff) expect(day, `${source}: kickoff`).toBe(day.length > 7 ? qparc2025.kickoff : ym(qparc2025.kickoff));
    return interim.length + final.length + kickoff.length;
  }
  /** Rows of the data table(s) in an HTML fragment or document, header rows left out. */
  const tableRows = (root: ParentNode) =>
    [...root.querySelectorAll('tr')]
      .filter((tr) => tr.querySelector('td'))
      .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => text(c)));
  const fragment = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html');
  const totalInterim = qparc2025.workingGroups.reduce((sum, g) => sum + g.interimResults, 0);
  const qparcNews = () => snapshot.lists.news.filter((n) => /QPARC/.test(`${n.title} ${n.body}`));

  it('the page takes applications: the form posts to the QPARC intake and offers only sessions still ahead', async () => {
    const doc = await page(APPLY);
    const form = doc.querySelector('main form');
    expect(form?.getAttribute('action')).toMatch(/^\/api\/forms\/qparc(?:\?|$)/);
    expect(text(form?.querySelector('button[type="submit"]'))).toBe('申し込む');
    expect(text(doc.querySelector('h1'))).toBe('QPARC 2025 参加申込');
    const body = await main(APPLY);
    expect(body).toContain('途中からの参加も受け付けています');
    expect(body).toContain('プログラム期間中も随時お申し込みを受け付けています');
    expect(body).not.toMatch(CLOSED_JA);
    // The sessions a new member can still join: the working groups, the hands-on camp and the final meeting, not the past kickoff or interim meeting.
    const offered = [...(form?.querySelectorAll<HTMLInputElement>('input[name="sessions"]') ?? [])].map((i) => i.value);
    expect(offered).toEqual(expect.arrayContaining(['catalysis-wg', 'battery-wg', 'drug-discovery-wg', 'hybrid-wg', 'final-symposium']));
    expect(offered).not.toContain('kickoff');
    expect(offered).not.toContain('interim-report');
    // Every session offered is dated after the interim meeting, or has no date (the monthly working groups).
    for (const value of offered) {
      const month = yearMonth(qparcSessionLabels[value as keyof typeof qparcSessionLabels]);
      if (month) expect(month > ym(qparc2025.interimMeeting), value).toBe(true);
    }
  });

  it('the programme dates: qparc2025, the page facts, its summary, the structured data and the session names agree', async () => {
    const doc = await page(APPLY);
    const f = await facts(APPLY);
    const [from, to] = (f['期間'] ?? '').split('〜');
    expect([fullDate(from ?? ''), fullDate(to ?? '')]).toEqual([qparc2025.startDate, qparc2025.endDate]);
    expect(fullDate(f['中間報告会'] ?? '')).toBe(qparc2025.interimMeeting);
    expect(f['中間報告会']).toContain('開催済み');
    expect(yearMonth(f['成果報告会'] ?? '')).toBe(qparc2025.finalMeeting);
    expect(f['成果報告会']).toContain('予定');
    // The programme is running on the site's present (the newest news entry): it started before and ends after it.
    const present =
      snapshot.lists.news
        .map((n) => n.date.slice(0, 10))
        .sort()
        .at(-1) ?? '';
    expect(qparc2025.startDate < present && present < qparc2025.endDate, present).toBe(true);
    expect(qparc2025.applicationsOpened < qparc2025.kickoffApplicationsBy && qparc2025.kickoffApplicationsBy < qparc2025.kickoff).toBe(
      true,
    );
    expect(qparc2025.startDate <= qparc2025.kickoff && qparc2025.interimMeeting < `${qparc2025.finalMeeting}-01`).toBe(true);
    // The summary (the page and the structured data say it) names the same months.
    const period = /(\d{4}年\d{1,2}月)から(\d{4}年\d{1,2}月)まで/.exec(qparc2025.summary);
    expect([yearMonth(period?.[1] ?? ''), yearMonth(period?.[2] ?? '')]).toEqual([ym(qparc2025.startDate), ym(qparc2025.endDate)]);
    expect(expectMeetingsAgree('summary', qparc2025.summary)).toBe(2);
    // The structured data: the same programme, and an open application since the call.
    const graph = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
      const parsed = JSON.parse(s.textContent ?? '{}') as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
      return parsed['@graph'] ?? [parsed];
    });
    const event = graph.find((n) => n['@type'] === 'Event');
    expect(event).toMatchObject({
      name: qparc2025.name,
      description: qparc2025.summary,
      startDate: qparc2025.startDate,
      endDate: qparc2025.endDate,
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock', validFrom: qparc2025.applicationsOpened },
    });
    expect(await main(APPLY)).toContain(qparc2025.summary);
    // The session names the form and the receipts show.
    expect(expectMeetingsAgree('session names', Object.values(qparcSessionLabels).join('\n'))).toBe(3);
  });

  it('the call for applications and the information session give the page’s dates, in both languages', () => {
    const call = news('qparc-2025-call');
    const body = plain(call.body);
    const bodyEn = plain(call.body_en);
    // Published the day applications opened, which the schedule gives.
    expect(call.date.slice(0, 10)).toBe(qparc2025.applicationsOpened);
    expect(fullDate(/応募受付\s*(\d{4}年\d{1,2}月\d{1,2}日)/.exec(body)?.[1] ?? '')).toBe(qparc2025.applicationsOpened);
    expect(fullDate(/Open from ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(bodyEn)?.[1] ?? '')).toBe(qparc2025.applicationsOpened);
    const by = /(\d{1,2})月(\d{1,2})日（.）までにお申し込みください/.exec(body);
    expect(`${qparc2025.kickoffApplicationsBy.slice(0, 4)}-${by?.[1]?.padStart(2, '0')}-${by?.[2]?.padStart(2, '0')}`).toBe(
      qparc2025.kickoffApplicationsBy,
    );
    expect(fullDate(`${/apply by ([A-Z][a-z]+ \d{1,2})/.exec(bodyEn)?.[1] ?? ''}, ${qparc2025.kickoffApplicationsBy.slice(0, 4)}`)).toBe(
      qparc2025.kickoffApplicationsBy,
    );
    // The schedule table: kickoff, interim and final meetings.
    const schedule = Object.fromEntries(tableRows(fragment(call.body)).map(([k, v]) => [k, v ?? '']));
    expect(fullDate(schedule['キックオフミーティング'] ?? '')).toBe(qparc2025.kickoff);
    expect(yearMonth(schedule['中間報告会'] ?? '')).toBe(ym(qparc2025.interimMeeting));
    expect(yearMonth(schedule['成果報告会'] ?? '')).toBe(qparc2025.finalMeeting);
    const scheduleEn = Object.fromEntries(tableRows(fragment(call.body_en)).map(([k, v]) => [k, v ?? '']));
    expect(fullDate(scheduleEn['Kickoff meeting'] ?? '')).toBe(qparc2025.kickoff);
    expect(yearMonth(scheduleEn['Interim meeting'] ?? '')).toBe(ym(qparc2025.interimMeeting));
    expect(yearMonth(scheduleEn['Final results meeting'] ?? '')).toBe(qparc2025.finalMeeting);
    // The programme period, and the rolling admission the page promises.
    for (const s of [call.excerpt ?? '', body]) {
      const period = /(\d{4}年\d{1,2}月)から(\d{4}年\d{1,2}月)まで/.exec(s);
      if (period)
        expect([yearMonth(period[1] ?? ''), yearMonth(period[2] ?? '')]).toEqual([ym(qparc2025.startDate), ym(qparc2025.endDate)]);
    }
    const periodEn = /from ([A-Z][a-z]+ \d{4}) to ([A-Z][a-z]+ \d{4})/.exec(call.excerpt_en ?? '');
    expect([yearMonth(periodEn?.[1] ?? ''), yearMonth(periodEn?.[2] ?? '')]).toEqual([ym(qparc2025.startDate), ym(qparc2025.endDate)]);
    expect(body).toContain('プログラム期間中は随時お申し込みを受け付けます');
    expect(bodyEn).toContain('you can still apply at any time while the program runs');
    expect(fragment(call.body).querySelector(`a[href="${APPLY}"]`)).not.toBeNull();

    // The information session: announced after the call, held while applications for the kickoff were open.
    const info = news('qparc-2025-info-session');
    const held = fullDate(/日時：(\d{4}年\d{1,2}月\d{1,2}日)/.exec(plain(info.body))?.[1] ?? '') ?? '';
    expect(fullDate(/When: [A-Z][a-z]+, ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(plain(info.body_en))?.[1] ?? '')).toBe(held);
    expect(call.date < info.date && info.date.slice(0, 10) < held && held < qparc2025.kickoffApplicationsBy, held).toBe(true);
    const titleDay = /(\d{1,2})月(\d{1,2})日に開催/.exec(info.title);
    expect(fullDate(`${held.slice(0, 4)}年${titleDay?.[1]}月${titleDay?.[2]}日`)).toBe(held);
    expect(fullDate(`${/on ([A-Z][a-z]+ \d{1,2})$/.exec(info.title_en ?? '')?.[1] ?? ''}, ${held.slice(0, 4)}`)).toBe(held);
  });

  it('the interim meeting: the page and the interim report give the same day, working groups, organisations and results', async () => {
    const report = news('qparc-2025-results');
    const body = plain(report.body);
    expect(fullDate(/(\d{4}年\d{1,2}月\d{1,2}日)、/.exec(body)?.[1] ?? '')).toBe(qparc2025.interimMeeting);
    expect(fullDate(/on ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(plain(report.body_en))?.[1] ?? '')).toBe(qparc2025.interimMeeting);
    expect(report.date.slice(0, 10) > qparc2025.interimMeeting).toBe(true);
    // Same table in the report (both languages) and on the page.
    const expected = qparc2025.workingGroups.map((g) => [g.name, String(g.organisations), String(g.interimResults)]);
    expect(tableRows(fragment(report.body))).toEqual(expected);
    expect(tableRows(fragment(report.body_en)).map((r) => r.slice(1))).toEqual(expected.map((r) => r.slice(1)));
    // On the page: a facts row per working group, "参加6機関・報告3件", and their total.
    const f = await facts(APPLY);
    const onPage = (detail: string | undefined) => {
      const m = /参加(\d+)機関(?:（延べ）)?・報告(\d+)件/.exec(detail ?? '');
      return [m?.[1], m?.[2]];
    };
    expect(qparc2025.workingGroups.map((g) => [g.name, ...onPage(f[g.name])])).toEqual(expected);
    expect(onPage(f['合計'])).toEqual([String(qparc2025.workingGroups.reduce((sum, g) => sum + g.organisations, 0)), String(totalInterim)]);
    expect(plain(report.title)).toContain(`計${totalInterim}件`);
    expect(report.title_en).toContain(`${totalInterim} interim results`);
    expect(await main(APPLY)).toContain(`計${totalInterim}件の中間成果`);
    // What comes next: the final meeting, and mid-programme applications through the page.
    expect(expectMeetingsAgree('interim report', body)).toBeGreaterThan(0);
    expect(yearMonth(/final results meeting in ([A-Z][a-z]+ \d{4})/.exec(plain(report.excerpt_en))?.[1] ?? '')).toBe(
      qparc2025.finalMeeting,
    );
    expect(fragment(report.body).querySelector(`a[href="${APPLY}"]`)).not.toBeNull();
    // The page links to the report.
    expect((await page(APPLY)).querySelector(`main a[href="${paths.newsPost('ja', 'qparc-2025-results')}"]`)).not.toBeNull();
  });

  it('the articles and releases that report on QPARC 2025 give its dates; members join once it has started', () => {
    let dated = 0;
    for (const entry of qparcNews()) dated += expectMeetingsAgree(entry.id, `${entry.excerpt ?? ''} ${plain(entry.body)}`);
    for (const article of articles) {
      const all = JSON.stringify(article);
      if (!all.includes('QPARC')) continue;
      dated += expectMeetingsAgree(`/articles/${article.id}`, all.replace(/\\n/g, ' '));
      // Someone's history that has them joining QPARC 2025 does so while it runs.
      for (const section of article.sections)
        for (const block of section.blocks ?? [])
          if (block.type === 'timeline')
            for (const item of block.items.filter((i) => i.text.includes('QPARC 2025'))) {
              const month = yearMonth(item.date) ?? '';
              expect(month >= ym(qparc2025.startDate) && month <= ym(qparc2025.endDate), `/articles/${article.id}: ${item.date}`).toBe(
                true,
              );
            }
    }
    expect(dated).toBeGreaterThan(8);
    // The kickoff report is dated after the kickoff it reports.
    const kickoffReport = articles.find((a) => a.title.includes('QPARC 2025') && a.title.includes('キックオフ'));
    expect(kickoffReport && kickoffReport.date > qparc2025.kickoff).toBe(true);
  });

  it('no page, article or release says QPARC 2025 has ended or stopped taking applications', async () => {
    const urls = routeTable
      .filter((r) => r.expansion.kind === 'static' && !r.redirectTo && r.page !== 'draft' && !r.path.includes(':'))
      .flatMap((r) => r.locales.map((l) => paths.page(l, r.path)));
    expect(urls).toContain(APPLY);
    let mentions = 0;
    for (const url of urls) {
      const body = await main(url);
      for (const sentence of body.split(/(?<=[。.])\s*/).filter((s) => s.includes('QPARC'))) {
        mentions++;
        expect(sentence, url).not.toMatch(CLOSED_JA);
        expect(sentence, url).not.toMatch(CLOSED_EN);
      }
    }
    for (const article of articles) {
      for (const sentence of JSON.stringify(article)
        .split('。')
        .filter((s) => s.includes('QPARC')))
        expect(sentence, article.id).not.toMatch(CLOSED_JA);
    }
    for (const entry of qparcNews()) {
      expect(`${entry.title} ${entry.excerpt ?? ''} ${plain(entry.body)}`, entry.id).not.toMatch(CLOSED_JA);
      expect(`${entry.title_en ?? ''} ${entry.excerpt_en ?? ''} ${plain(entry.body_en)}`, entry.id).not.toMatch(CLOSED_EN);
    }
    // The completion page too: it tells a new member what comes next, not that the programme is over.
    expect(JSON.stringify(staticPages.qparcComplete)).not.toMatch(CLOSED_JA);
    expect(mentions).toBeGreaterThan(10);
  });
});
