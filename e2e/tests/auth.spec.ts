/**
 * The login as a new user would live it, in Chromium against the production build: choose a city (the
 * games list follows), start a protected action («Я бы сыграл»), log in by phone with the code from
 * the dev outbox, give a name, see name and ID in the navbar, the action completes, a reload keeps
 * the session, log out; a wrong code says «Неправильный код!»; /cabinet logged out goes through
 * /login?from=%2Fcabinet and back. The journey runs at desktop width and at 375 px.
 */
import type { Page } from '@playwright/test';
import { codeFromOutbox, expect, formatPhone, test, uniquePhone } from '../fixtures';

const NAME = 'Тест Игрок';

/** At 375 px the links and the user block sit behind «Меню». */
async function openMenuIfMobile(page: Page, mobile: boolean): Promise<void> {
  if (!mobile) return;
  const toggle = page.getByRole('button', { name: 'Меню' });
  if (await toggle.isVisible()) await toggle.click();
}

async function typePhoneAndAskCode(page: Page, phone: string): Promise<string> {
  const before = new Date().toISOString();
  const field = page.getByLabel('Номер телефона');
  await field.fill('');
  await field.pressSequentially(phone.slice(1));
  await expect(field).toHaveValue(formatPhone(phone));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText(`Мы отправили код сообщением на номер ${formatPhone(phone)}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Отправить ещё раз через \d с/ })).toBeDisabled();
  return before;
}

for (const viewport of [
  { label: 'desktop', width: 1280, height: 900, mobile: false },
  { label: '375 px', width: 375, height: 812, mobile: true },
]) {
  test.describe(`login journey (${viewport.label})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('city, protected action, login by code, name, navbar, reload, logout', async ({ page }) => {
      const phone = uniquePhone();
      await page.goto('/');
      const games = page.getByRole('region', { name: 'Ближайшие игры' });
      await expect(games.getByRole('listitem').first()).toBeVisible();
      const before = await games.textContent();

      // choose another city: the games list follows without a reload
      const cityButton = page.getByRole('button', { name: /^Город: .+\. Сменить город$/ });
      await expect(cityButton).toHaveAccessibleName('Город: Москва. Сменить город');
      await cityButton.click();
      const cityDialog = page.getByRole('dialog', { name: 'Выберите город' });
      await cityDialog.getByLabel('Поиск города').fill('санкт');
      const feed = page.waitForResponse(
        (r) => r.url().includes('/api/landing_feed') && r.url().includes('city='),
      );
      await cityDialog.getByRole('button', { name: /Санкт-Петербург/ }).click();
      expect((await feed).ok()).toBe(true);
      await expect(cityButton).toHaveAccessibleName('Город: Санкт-Петербург. Сменить город');
      await expect.poll(() => games.textContent()).not.toBe(before);

      // a protected action while logged out opens the login modal
      const themeCard = page.getByTestId('theme-card').first();
      await themeCard.scrollIntoViewIfNeeded();
      const like = themeCard.getByRole('button', { name: /Я бы сыграл/ });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await expect(dialog).toBeVisible();

      // phone → code from the dev outbox (typed: auto-submitted at the 4th digit) → name
      const sentAfter = await typePhoneAndAskCode(page, phone);
      const code = await codeFromOutbox(phone, sentAfter);
      await page.getByLabel('Код', { exact: true }).pressSequentially(code);
      await expect(page.getByRole('dialog', { name: 'Как вас зовут?' })).toBeVisible();
      await page.getByLabel('Имя').fill(NAME);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // the action completed by itself
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      // name and ID in the navbar
      await openMenuIfMobile(page, viewport.mobile);
      const badge = page.getByTestId('navbar-user');
      await expect(badge).toContainText(NAME);
      await expect(badge).toContainText(/ID \d+/);
      await expect(page.getByRole('link', { name: 'Мои команды' })).toBeVisible();

      // a reload keeps the session (and the city)
      await page.reload();
      await openMenuIfMobile(page, viewport.mobile);
      await expect(page.getByTestId('navbar-user')).toContainText(NAME);
      await expect(cityButton).toHaveAccessibleName('Город: Санкт-Петербург. Сменить город');
      await expect(like).toHaveAttribute('aria-pressed', 'true');

      // log out: the session ends on the server too (the old token no longer works)
      const oldToken = (await page.context().cookies()).find((c) => c.name === 'quiz_token')?.value;
      expect(oldToken).toMatch(/^[0-9a-f]{40}$/);
      const revoked = page.waitForResponse((r) => r.url().includes('/api/logout/'));
      await page.getByRole('button', { name: 'Выйти', exact: true }).click();
      expect((await revoked).status()).toBe(204);
      await openMenuIfMobile(page, viewport.mobile);
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
      await expect(page.getByTestId('navbar-user')).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === 'quiz_token')).toBeUndefined();
      const stale = await page.request.get('/api/user_detail/', {
        headers: { Authorization: `Token ${oldToken}` },
      });
      expect([401, 403]).toContain(stale.status());
    });

    test.describe(() => {
      // the wrong code's 400 is expected: the browser logs it
      test.use({ ignoreConsoleErrors: /status of 400 \(Bad Request\) \(.*\/api\/validate\/\)/ });
      test('a wrong code says «Неправильный код!»', async ({ page }) => {
        const phone = uniquePhone();
        await page.goto('/');
        await openMenuIfMobile(page, viewport.mobile);
        await page.getByRole('button', { name: 'Войти' }).click();
        const sentAfter = await typePhoneAndAskCode(page, phone);
        const code = await codeFromOutbox(phone, sentAfter);
        const wrong = code === '0000' ? '1111' : '0000';
        await page.getByLabel('Код', { exact: true }).pressSequentially(wrong);
        await expect(page.getByText('Неправильный код!')).toBeVisible();
        await expect(page.getByLabel('Код', { exact: true })).toHaveValue('');
        // the right code still works afterwards
        await page.getByLabel('Код', { exact: true }).pressSequentially(code);
        await page.getByLabel('Имя').fill(NAME);
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await openMenuIfMobile(page, viewport.mobile);
        await expect(page.getByRole('button', { name: 'Выйти', exact: true })).toBeVisible();
      });
    });

    test('/cabinet logged out → /login?from=%2Fcabinet → back on /cabinet after login', async ({ page }) => {
      const phone = uniquePhone();
      await page.goto('/cabinet');
      await expect(page).toHaveURL(/\/login\?from=%2Fcabinet$/);
      await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();
      const sentAfter = await typePhoneAndAskCode(page, phone);
      await page.getByLabel('Код', { exact: true }).pressSequentially(await codeFromOutbox(phone, sentAfter));
      await page.getByLabel('Имя').fill(NAME);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page).toHaveURL(/\/cabinet$/);
      await openMenuIfMobile(page, viewport.mobile);
      await expect(page.getByTestId('navbar-user')).toContainText(NAME);
    });
  });
}
