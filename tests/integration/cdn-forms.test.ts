/**
 * Pages on a CDN, the forms service on another origin (API_ORIGIN,
 * docs/deploy.md "Pages on a CDN"), in Chromium: the fixture site built with
 * API_ORIGIN and served by a static host that knows only `_headers` and
 * `_redirects` (tests/helpers/static-host.ts, no proxy rules), the real site
 * server as the service. The two are different sites to the browser
 * (`pages.test` and `forms.test`, both mapped to 127.0.0.1), so every post and
 * receipt read is a cross-site request under the pages' CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, expect as expectPage, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../../scripts/lib/chromium.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { storeNecessaryConsent } from '../../scripts/lib/stored-consent.ts';
import { prepareSite, startServer, stopServer, type RunningServer, type Site } from '../helpers/publish-site.ts';
import { startStaticHost } from '../helpers/static-host.ts';

const EXPORT_TOKEN = 'cdn-test-export-token-0123456789';
let site: Site;
let pages: Awaited<ReturnType<typeof startStaticHost>>;
let service: RunningServer;
let browser: Browser;
let PAGES: string;
let SERVICE: string;

beforeAll(async () => {
  const [pagesPort, servicePort] = [await freePort(), await freePort()];
  PAGES = `http://pages.test:${pagesPort}`;
  SERVICE = `http://forms.test:${servicePort}`;
  site = await prepareSite({ siteOrigin: PAGES, apiOrigin: SERVICE });
  pages = await startStaticHost(join(site.distDir, 'current', 'client'), pagesPort);
  service = await startServer(site, {
    PORT: String(servicePort),
    SITE_ORIGIN: PAGES,
    API_ORIGIN: SERVICE,
    EXPORT_TOKEN,
    FORM_RATE_LIMIT: '100/600',
  });
  browser = await chromium.launch({
    executablePath: await ensureChromium('headless-shell'),
    args: [...chromiumArgs, '--host-resolver-rules=MAP pages.test 127.0.0.1, MAP forms.test 127.0.0.1'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (service) await stopServer(service);
  await pages?.close();
  if (site) await rm(site.root, { recursive: true, force: true });
});

/**
 * Console errors that are not problems: the test's origins are plain http (a real deployment's are https), where
 * Chromium ignores the Cross-Origin-Opener-Policy header and says so; the problems page answers 422 on purpose.
 */
const EXPECTED_NOISE = [
  /^The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy/,
  /status of 422/,
];

/** A visitor with stored consent (no banner); every other console error (a CSP violation is one) is collected. */
async function visitor(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled });
  await storeNecessaryConsent(context, PAGES);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_NOISE.some((noise) => noise.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function fillContact(page: Page, name: string) {
  await page.getByRole('radio', { name: '製品（Qamuy・QURI など）について' }).check();
  await page.getByLabel('会社名・団体名').fill('東邦マテリアル株式会社');
  await page.getByLabel('お名前').fill(name);
  await page.getByLabel('メールアドレス').fill('hanako@example.co.jp');
  await page.getByLabel('お問い合わせ内容').fill('Qamuy の評価版について、導入までの流れを教えてください。');
  await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
}

async function fillReadiness(page: Page, name: string) {
  for (let q = 1; q <= 7; q++) await page.locator(`#field-q${q}`).getByRole('radio').nth(2).check(); // 2 points each
  await page.getByLabel('会社名・団体名').fill('北斗エナジー株式会社');
  await page.getByLabel('お名前').fill(name);
  await page.getByLabel('メールアドレス').fill('ken@example.co.jp');
  await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
}

async function fillQparc(page: Page, name: string) {
  await page.getByLabel('お名前', { exact: false }).first().fill(name);
  await page.getByLabel('メールアドレス').fill('naoko@example.co.jp');
  await page.getByLabel('所属機関').fill('湊川工業大学');
  await page.getByRole('radio', { name: '大学' }).check();
  await page.getByLabel('役職・専門').fill('准教授・量子化学');
  await page.getByRole('checkbox', { name: /成果報告会/ }).check();
  await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
  await page.getByRole('checkbox', { name: /行動規範/ }).check();
}

/** Each form's submission, by the visitor's name, is in the service's staff export (CSV). */
async function expectStored(names: Record<'contact' | 'readiness' | 'qparc', string>): Promise<void> {
  for (const [form, name] of Object.entries(names)) {
    const res = await fetch(service.url(`/api/admin/submissions.csv?form=${form}`), {
      headers: { authorization: `Bearer ${EXPORT_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text(), form).toContain(name);
  }
}

describe('pages on a CDN, forms on the service (API_ORIGIN)', () => {
  it('the pages carry the service origin, allow exactly it, point preview links at it, and do not proxy /api/ here', async () => {
    const res = await fetch(`http://127.0.0.1:${pages.port}/contact`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${SERVICE};`);
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${SERVICE.replace(/\./g, '\\.')} `));
    const html = await res.text();
    expect(html).toContain(`<meta name="api-origin" content="${SERVICE}">`);
    expect(html).toContain(`action="${SERVICE}/api/forms/contact?locale=ja"`);
    expect((await fetch(`http://127.0.0.1:${pages.port}/api/forms/contact`, { method: 'POST' })).status).toBe(405);
    // The preview URL editors register in microCMS is drawn by the service, not the CDN.
    const draft = await (await fetch(`http://127.0.0.1:${pages.port}/news/posts/draft`)).text();
    expect(draft).toContain(`<code>${SERVICE}/news/posts/draft?contentId={CONTENT_ID}&amp;draftKey={DRAFT_KEY}</code>`);
  });

  it('with JavaScript: each form posts across origins, lands on the pages’ thank-you page and reads its receipt from the service', async () => {
    const { context, page, errors } = await visitor(true);
    // The app starts at a visitor's first act (src/client/intent.ts); a Shift press is one that moves nothing.
    const hydrated = async () => {
      await page.keyboard.press('Shift');
      await expectPage(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    };

    await page.goto(`${PAGES}/contact`);
    await hydrated();
    await fillContact(page, 'テスト 花子');
    await page.getByRole('button', { name: '送信する' }).click();
    await expectPage(page).toHaveURL(`${PAGES}/contact/thanks`);
    await expectPage(page.locator('h1')).toHaveText('お問い合わせありがとうございました');

    await page.goto(`${PAGES}/readiness-check`);
    await hydrated();
    await fillReadiness(page, 'テスト 健');
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await expectPage(page).toHaveURL(new RegExp(`^${PAGES}/readiness-check/thanks\\?receipt=[\\w-]{22,}$`));
    await expectPage(page.locator('.receipt__score')).toContainText('14 / 21');

    await page.goto(`${PAGES}/qparc/2025/apply`);
    await hydrated();
    await fillQparc(page, 'テスト 直子');
    await page.getByRole('button', { name: '申し込む' }).click();
    await expectPage(page).toHaveURL(new RegExp(`^${PAGES}/qparc/2025/apply/[\\w-]{22,}$`));
    await expectPage(page.locator('.receipt')).toContainText('テスト 直子');
    // A direct load (the link in the confirmation email): the CDN's shell, the receipt read from the service.
    await page.reload();
    await expectPage(page.locator('.receipt')).toContainText('湊川工業大学');

    expect(errors).toEqual([]);
    await context.close();
    await expectStored({ contact: 'テスト 花子', readiness: 'テスト 健', qparc: 'テスト 直子' });
  }, 60_000);

  it('without JavaScript: each form posts to the service; contact returns to the pages, the receipts are drawn by the service', async () => {
    const { context, page, errors } = await visitor(false);

    await page.goto(`${PAGES}/contact`);
    await fillContact(page, 'テスト 一郎');
    await page.getByRole('button', { name: '送信する' }).click();
    await expectPage(page).toHaveURL(`${PAGES}/contact/thanks`);
    await expectPage(page.locator('h1')).toHaveText('お問い合わせありがとうございました');

    // A problem is listed by the service, with the way back to the form on the pages' origin.
    await page.goto(`${PAGES}/contact`);
    await fillContact(page, 'テスト 一郎');
    await page.getByLabel('お問い合わせ内容').fill('短すぎる');
    await page.getByRole('button', { name: '送信する' }).click();
    await expectPage(page.getByRole('link', { name: 'フォームに戻る' })).toHaveAttribute('href', `${PAGES}/contact`);

    await page.goto(`${PAGES}/readiness-check`);
    await fillReadiness(page, 'テスト 美咲');
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await expectPage(page).toHaveURL(new RegExp(`^${SERVICE}/readiness-check/thanks\\?receipt=[\\w-]{22,}$`));
    await expectPage(page.locator('.receipt__score')).toContainText('14 / 21');

    await page.goto(`${PAGES}/qparc/2025/apply`);
    await fillQparc(page, 'テスト 次郎');
    await page.getByRole('button', { name: '申し込む' }).click();
    await expectPage(page).toHaveURL(new RegExp(`^${SERVICE}/qparc/2025/apply/[\\w-]{22,}$`));
    await expectPage(page.locator('.receipt')).toContainText('テスト 次郎');

    expect(errors).toEqual([]);
    await context.close();
    await expectStored({ contact: 'テスト 一郎', readiness: 'テスト 美咲', qparc: 'テスト 次郎' });
  }, 60_000);
});
