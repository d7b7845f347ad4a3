import { expect, test, type Page } from '@playwright/test';
import { storeNecessaryConsent } from '../../scripts/lib/stored-consent.ts';
import { clientManifest } from './app-manifest.ts';
import { startApp } from './start-app.ts';

async function fillContact(
  page: Page,
  o: { type: string; company: string; name: string; email: string; message: string; consent: string },
) {
  await page.getByRole('radio', { name: o.type }).check();
  await page.getByLabel(o.company).fill('東邦マテリアル株式会社');
  await page.getByLabel(o.name).fill('山田 花子');
  await page.getByLabel(o.email).fill('hanako@example.co.jp');
  await page.getByLabel(o.message).fill('Qamuy の評価版について、導入までの流れを教えてください。');
  await page.getByRole('checkbox', { name: o.consent }).check();
}

// A returning visitor's stored consent: the banner covers nothing.
test.beforeEach(({ context, baseURL }) => storeNecessaryConsent(context, baseURL));

async function fillEnglishContact(page: Page, type: string, message: string) {
  await page.getByRole('radio', { name: type }).check();
  await page.getByLabel('Company or organisation').fill('Toho Materials');
  await page.getByLabel('Name', { exact: false }).first().fill('Hanako Yamada');
  await page.getByLabel('Email address').fill('hanako@example.com');
  await page.getByLabel('Message').fill(message);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

test.describe('with JavaScript', () => {
  test('the form page is interactive without the validation code, which loads once the visitor starts filling the form', async ({
    page,
  }) => {
    const manifest = clientManifest();
    const validation = manifest['src/forms/client-action.ts']?.file;
    expect(validation).toBeTruthy();
    const requested: string[] = [];
    const scripts: Promise<{ path: string; code: string }>[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js'))
        scripts.push(
          r.text().then(
            (code) => ({ path, code }),
            () => ({ path, code: '' }),
          ),
        );
    });
    await page.goto('/contact');
    await startApp(page);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(`/${validation}`);
    // No zod in what the page loaded: its issue codes are in no script.
    const withZod = (await Promise.all(scripts)).filter((script) => script.code.includes('invalid_type')).map((script) => script.path);
    expect(withZod).toEqual([]);
    const loaded = page.waitForRequest((r) => new URL(r.url()).pathname === `/${validation}`);
    await page.getByLabel('会社名・団体名').focus();
    await loaded;
  });

  test('contact (ja): errors are listed and focused, typing is kept, then thanks', async ({ page }) => {
    await page.goto('/contact');
    await startApp(page);
    await page.getByLabel('お名前').fill('山田 花子');
    await page.getByRole('button', { name: '送信する' }).click();
    const summary = page.getByRole('alert').filter({ hasText: '入力内容を確認してください' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'メールアドレスを入力してください。' })).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription('メールアドレスを入力してください。');
    await expect(page.getByLabel('お名前')).toHaveValue('山田 花子');
    await page.getByLabel('メールアドレス').fill('not-an-email');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByText('メールアドレスの形式で入力してください').first()).toBeVisible();
    await fillContact(page, {
      type: '製品（Qamuy・QURI など）について',
      company: '会社名・団体名',
      name: 'お名前',
      email: 'メールアドレス',
      message: 'お問い合わせ内容',
      consent: 'プライバシーポリシーに同意します',
    });
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL('/contact/thanks');
    await expect(page.locator('h1')).toHaveText('お問い合わせありがとうございました');
  });

  test('contact (en): English messages, then the English thank-you page', async ({ page }) => {
    await page.goto('/en/contact');
    await startApp(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check' })).toBeFocused();
    await expect(page.getByText('Enter your email address.').first()).toBeVisible();
    await fillEnglishContact(page, 'Strategy and adoption', 'We would like to discuss a quantum readiness assessment.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/en/contact/thanks');
    await expect(page.locator('h1')).toHaveText('Thank you for contacting us');
  });

  test('readiness check: seven answers, then the score and level', async ({ page }) => {
    await page.goto('/readiness-check');
    await startApp(page);
    for (let q = 1; q <= 7; q++) {
      await page.locator(`#field-q${q}`).getByRole('radio').nth(2).check(); // 2 points each → 14 / 21
    }
    await page.getByLabel('会社名・団体名').fill('北斗エナジー株式会社');
    await page.getByLabel('お名前').fill('佐藤 健');
    await page.getByLabel('メールアドレス').fill('ken@example.co.jp');
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await expect(page).toHaveURL(/\/readiness-check\/thanks\?receipt=[\w-]{22,}/);
    await expect(page.locator('.receipt__score')).toContainText('14 / 21');
    await expect(page.locator('.receipt__level')).toContainText('実証段階');
  });

  test('QPARC 2025: a visitor applies mid-programme, is told what is missing, then lands on the completion page showing what they sent', async ({
    page,
  }) => {
    await page.goto('/qparc/2025/apply');
    await startApp(page);
    await expect(page.locator('h1')).toHaveText('QPARC 2025 参加申込');
    await expect(page.getByText('途中からの参加も受け付けています').first()).toBeVisible();
    await expect(page.getByText('受付は終了')).toHaveCount(0);
    // Only what is still ahead can be chosen: no kickoff, no interim meeting; the final results meeting is there.
    const sessions = page.getByRole('group', { name: /参加するセッション/ });
    await expect(sessions.getByRole('checkbox', { name: /キックオフ/ })).toHaveCount(0);
    await expect(sessions.getByRole('checkbox', { name: /中間報告会/ })).toHaveCount(0);
    await expect(sessions.getByRole('checkbox', { name: '成果報告会・シンポジウム（2027年3月・東京）' })).toBeVisible();

    await page.getByLabel('お名前', { exact: false }).first().fill('田中 一郎');
    await page.getByLabel('メールアドレス').fill('ichiro@example.ac.jp');
    await page.getByLabel('所属機関').fill('湊川工業大学');
    await page.getByRole('radio', { name: '大学' }).check();
    await page.getByLabel('役職・専門').fill('准教授・量子化学');
    await page.getByRole('button', { name: '申し込む' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '入力内容を確認してください' })).toBeFocused();
    await expect(page.getByText('参加するセッションを1つ以上選択してください。').first()).toBeVisible();
    await expect(page.getByLabel('所属機関')).toHaveValue('湊川工業大学');
    await sessions.getByRole('checkbox', { name: /触媒ワーキンググループ/ }).check();
    await sessions.getByRole('checkbox', { name: /成果報告会/ }).check();
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
    await page.getByRole('checkbox', { name: /行動規範/ }).check();
    await page.getByRole('button', { name: '申し込む' }).click();

    await expect(page).toHaveURL(/\/qparc\/2025\/apply\/[\w-]{22,}$/);
    await expect(page.locator('h1')).toHaveText('QPARC 2025 お申し込み完了');
    const receipt = page.locator('.receipt');
    await expect(receipt.getByRole('heading', { name: 'お申し込み内容' })).toBeVisible();
    await expect(receipt).toContainText('田中 一郎');
    await expect(receipt).toContainText('湊川工業大学');
    await expect(receipt).toContainText('触媒ワーキンググループ（月1回・オンライン）');
    await expect(receipt).toContainText('成果報告会・シンポジウム（2027年3月・東京）');
    await expect(page.getByRole('heading', { name: '参加開始までの流れ' })).toBeVisible();
    await expect(page.getByText('翌月の会合から参加いただけます').first()).toBeVisible();
    await expect(page.getByText('終了しました')).toHaveCount(0);
    // A direct load of the same URL (the link in the confirmation email) shows the same receipt.
    await page.reload();
    await expect(page.locator('.receipt')).toContainText('湊川工業大学');
    await expect(page.locator('.receipt')).toContainText('触媒ワーキンググループ');
    const missing = await page.goto('/qparc/2025/apply/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('This page could not be found');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact: the server lists errors, the way back keeps the input, then thanks', async ({ page }) => {
    await page.goto('/contact');
    await fillContact(page, {
      type: 'その他',
      company: '会社名・団体名',
      name: 'お名前',
      email: 'メールアドレス',
      message: 'お問い合わせ内容',
      consent: 'プライバシーポリシーに同意します',
    });
    await page.getByLabel('お問い合わせ内容').fill('短い'); // the browser accepts it, our rule needs 10+
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('link', { name: /お問い合わせ内容は10文字以上/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('お名前')).toHaveValue('山田 花子');
    await page.getByLabel('お問い合わせ内容').fill('資料をお送りいただけますでしょうか。よろしくお願いいたします。');
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL('/contact/thanks');
    await expect(page.locator('h1')).toHaveText('お問い合わせありがとうございました');
  });

  test('contact (en): English error page, then the English thank-you page', async ({ page }) => {
    await page.goto('/en/contact');
    await fillEnglishContact(page, 'Something else', 'Too short');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: /Message must be at least 10 characters/ })).toBeVisible();
    await page.goBack();
    await page.getByLabel('Message').fill('Please send us your brochure about Qamuy.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL('/en/contact/thanks');
  });

  test('readiness check: the server shows the result on the thank-you page', async ({ page }) => {
    await page.goto('/readiness-check');
    for (let q = 1; q <= 7; q++) await page.locator(`#field-q${q}`).getByRole('radio').first().check();
    await page.getByLabel('会社名・団体名').fill('汐見電力株式会社');
    await page.getByLabel('お名前').fill('高橋 美咲');
    await page.getByLabel('メールアドレス').fill('misaki@example.co.jp');
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
    await page.getByRole('button', { name: '診断結果を見る' }).click();
    await expect(page).toHaveURL(/\/readiness-check\/thanks\?receipt=/);
    await expect(page.locator('.receipt__score')).toContainText('0 / 21');
    await expect(page.locator('.receipt__level')).toContainText('探索段階');
  });

  test('QPARC 2025: the server checks the application and fills the receipt into the completion page', async ({ page }) => {
    await page.goto('/qparc/2025/apply');
    await expect(page.locator('h1')).toHaveText('QPARC 2025 参加申込');
    await page.getByLabel('お名前', { exact: false }).first().fill('鈴木 直子');
    await page.getByLabel('メールアドレス').fill('naoko@example.co.jp');
    await page.getByLabel('所属機関').fill('東邦マテリアル株式会社');
    await page.getByRole('radio', { name: '企業' }).check();
    await page.getByLabel('役職・専門').fill('研究員');
    await page.getByRole('checkbox', { name: /成果報告会/ }).check();
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意します' }).check();
    // The code of conduct is left unticked on purpose: the browser does not stop the post, the server does.
    await page.getByRole('checkbox', { name: /行動規範/ }).evaluate((el) => el.removeAttribute('required'));
    await page.getByRole('button', { name: '申し込む' }).click();
    await expect(page.getByRole('link', { name: /行動規範/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('所属機関')).toHaveValue('東邦マテリアル株式会社');
    await page.getByRole('checkbox', { name: /行動規範/ }).check();
    await page.getByRole('button', { name: '申し込む' }).click();
    await expect(page).toHaveURL(/\/qparc\/2025\/apply\/[\w-]{22,}$/);
    await expect(page.locator('h1')).toHaveText('QPARC 2025 お申し込み完了');
    await expect(page.locator('.receipt')).toContainText('鈴木 直子');
    await expect(page.locator('.receipt')).toContainText('東邦マテリアル株式会社');
    await expect(page.locator('.receipt')).toContainText('成果報告会・シンポジウム（2027年3月・東京）');
    await expect(page.getByRole('heading', { name: '参加開始までの流れ' })).toBeVisible();
  });
});
