/**
 * An editor's publish reaching a visitor: the visitor has a news page open
 * (its own server on a copy of the content, with the webhook enabled), the
 * editor publishes an edit, the visitor reloads and sees it, and client
 * navigation keeps working on the new release; a visitor who keeps a page
 * open finds the edit with the site search, without a reload.
 */
import { expect, test } from '@playwright/test';
import { rm } from 'node:fs/promises';
import {
  editFixture,
  prepareSite,
  publishDone,
  publishesSettled,
  sendWebhook,
  startServer,
  stopServer,
  webhookBody,
  type RunningServer,
  type Site,
} from '../helpers/publish-site.ts';
import { startApp } from './start-app.ts';

let site: Site;
let server: RunningServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // A hook has its own timeout (the config's 30 s), not the one configured above: building the site with its
  // search index took longer on a busy CI machine, and the afterAll then deleted the site under the starting server.
  test.setTimeout(120_000);
  site = await prepareSite();
  server = await startServer(site, { PUBLISH_RECONCILE_MINUTES: '0' });
  await publishesSettled(server);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  if (site) await rm(site.root, { recursive: true, force: true });
});

test('an edit published in the CMS reaches an open page after a reload, and client navigation still works', async ({ page }) => {
  const post = '/news/posts/quri-chemistry-2-0-release';
  await page.goto(server.url(post));
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('QURI Chemistry');

  const title = '「QURI Chemistry」2.1 を公開しました';
  await editFixture(site, 'news', (contents) => {
    Object.assign(contents.find((c) => c.id === 'quri-chemistry-2-0-release') as object, { title, updatedAt: new Date().toISOString() });
  });
  const sent = await sendWebhook(server, webhookBody('news', 'quri-chemistry-2-0-release'));
  expect(sent.status).toBe(202);
  expect((await publishDone(server, sent.json.publishId ?? '')).result).toBe('published');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await startApp(page);

  // Client navigation on the new release: no new document, the listing's payload shows the edit too.
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'ニュース' }).click();
  await expect(page).toHaveURL(server.url('/news'));
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(server.url(post));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(documents).toBe(0);
});

test('the search of a page left open finds what was published after the page loaded', async ({ page }) => {
  const id = 'qparc-2025-results';
  const word = 'zephyrlumen'; // in no fixture: only the edit brings it
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.goto(server.url('/'));
  await startApp(page);
  await page.locator('#consent-bar button').first().click(); // the consent banner: not what is tested here
  const dialog = page.locator('dialog.search-dialog');
  /** Opens the dialog, searches, closes it; the result paths. */
  const search = async () => {
    await page.getByRole('button', { name: 'サイト内検索' }).click();
    await dialog.getByRole('searchbox').fill(word);
    await expect(dialog.getByRole('status')).toContainText(word);
    const found = await dialog.locator('.search-result a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return found;
  };
  expect(await search()).toEqual([]);

  await editFixture(site, 'news', (contents) => {
    const entry = contents.find((c) => c.id === id) as Record<string, unknown>;
    Object.assign(entry, { title: `改訂 ${word}：${String(entry['title'])}`, updatedAt: new Date().toISOString() });
  });
  const sent = await sendWebhook(server, webhookBody('news', id));
  expect((await publishDone(server, sent.json.publishId ?? '')).result).toBe('published');
  // The release's index is written after it went live: the dialog, opened again, finds the edit once it is there.
  await expect.poll(search, { timeout: 60_000, intervals: [500] }).toEqual([`/news/posts/${id}`]);
  expect(documents).toBe(1);
});
