/**
 * mf-events journeys (what its screens must show) in Chromium on the seeded server:
 * themes paging, like → login → liked, upcoming and passed event pages (results, photo report),
 * games tabs and paging, the trial game loop, the child form, the availability grid.
 */
import type { Page } from '@playwright/test';
import { expect, remoteSlot, test } from '../fixtures';

interface EventJson {
  id: number;
  album: number | null;
  date: string;
  game: { theme: { title: string } };
  postfix: string;
}

/** A new phone per call: tests share one database. */
function newPhone(): string {
  return `79${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Logs in through the shell's login modal (already open), reading the code from the dev outbox. */
async function loginInModal(page: Page, phone = newPhone()): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Номер телефона').fill(phone.slice(1));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const codeField = dialog.getByLabel('Код', { exact: true });
  await expect(codeField).toBeVisible();
  const res = await page.request.get(`/api/dev/outbox?phone=${phone}`);
  expect(res.ok()).toBe(true);
  const { code } = (await res.json()) as { code: string };
  await codeField.fill(code);
  const name = dialog.getByLabel('Имя', { exact: true });
  // after the code the modal either asks for a name (a new user) or closes: wait for one of the two
  await expect
    .poll(async () => (await name.isVisible()) || (await page.getByRole('dialog').count()) === 0)
    .toBe(true);
  if (await name.isVisible().catch(() => false)) {
    await name.fill('Тестер');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('home', () => {
  test('«Показать ещё» adds themes 3 at a time until all are shown', async ({ page, request }) => {
    const feed = (await (await request.get('/api/landing_feed')).json()) as {
      themes: unknown[];
      events: unknown[];
    };
    expect(feed.themes.length).toBeGreaterThan(3);
    await page.goto('/');
    const slot = remoteSlot(page, 'mf_events');
    await expect(
      slot.getByRole('heading', { level: 1, name: 'Командные квизы в вашем городе' }),
    ).toBeVisible();
    await expect(slot.getByTestId('event-card').first()).toBeVisible();
    const cards = slot.getByTestId('theme-card');
    await expect(cards).toHaveCount(3);
    const more = slot.getByRole('button', { name: 'Показать ещё' });
    let expected = 3;
    while (expected < feed.themes.length) {
      await more.click();
      expected = Math.min(expected + 3, feed.themes.length);
      await expect(cards).toHaveCount(expected);
    }
    await expect(more).toHaveCount(0);
    // images carry width/height (no layout shift)
    const img = slot.getByTestId('event-card').first().locator('img').first();
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '360');
  });

  test('the register button scrolls to the games list; scroll-to-top appears after one screen', async ({
    page,
  }) => {
    await page.goto('/');
    const slot = remoteSlot(page, 'mf_events');
    await slot.getByRole('button', { name: 'Зарегистрироваться на игру' }).click();
    await expect(slot.getByRole('heading', { name: 'Ближайшие игры' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    const top = page.getByRole('button', { name: 'Наверх' });
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('like a theme logged out → login → the like is set and stays after reload', async ({ page }) => {
    await page.goto('/');
    const card = remoteSlot(page, 'mf_events').getByTestId('theme-card').first();
    const like = card.getByRole('button', { name: /Я бы сыграл/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await loginInModal(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      remoteSlot(page, 'mf_events')
        .getByTestId('theme-card')
        .first()
        .getByRole('button', { name: /Я бы сыграл/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('availability grid: logged out asks for login, the slot is saved and reloaded', async ({ page }) => {
    await page.goto('/');
    const slot = remoteSlot(page, 'mf_events');
    const cell = slot.getByRole('button', { name: 'пятница, 19:00' });
    await cell.click();
    await loginInModal(page);
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    await slot.getByRole('button', { name: 'воскресенье, 21:00' }).click();
    await expect(slot.getByRole('button', { name: 'воскресенье, 21:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    const again = remoteSlot(page, 'mf_events');
    await expect(again.getByRole('button', { name: 'пятница, 19:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.getByRole('button', { name: 'воскресенье, 21:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.getByRole('button', { name: 'пятница, 18:00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test.describe('home layout', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('cards in a row line up: same height, the action buttons at the same bottom line', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = remoteSlot(page, 'mf_events').getByTestId('event-card');
    await expect(cards.nth(3)).toBeVisible();
    const boxes = await cards.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const buttons = [...el.querySelectorAll('a[href], button')].filter((b) => b.textContent?.trim());
        const last = buttons[buttons.length - 1]?.getBoundingClientRect();
        return {
          top: Math.round(r.top),
          height: Math.round(r.height),
          gap: last ? r.bottom - last.bottom : -1,
        };
      }),
    );
    const rows = new Map<number, typeof boxes>();
    for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b]);
    expect([...rows.values()].some((row) => row.length > 1)).toBe(true);
    for (const row of rows.values()) {
      expect(new Set(row.map((b) => b.height)).size).toBe(1);
      for (const b of row) expect(Math.abs(b.gap - (row[0]?.gap ?? 0))).toBeLessThanOrEqual(1);
    }
  });

  test('on a phone the hero button fits its label on one line', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const button = remoteSlot(page, 'mf_events').getByRole('button', { name: 'Зарегистрироваться на игру' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(56);
  });
});

test.describe('child registration', () => {
  test('each validation message, then success', async ({ page }) => {
    await page.goto('/childregistration');
    const form = remoteSlot(page, 'mf_events').getByRole('form', { name: 'Запись на детскую игру' });
    const send = form.getByRole('button', { name: 'Отправить' });
    await send.click();
    await expect(form.getByText('Пожалуйста, заполните все поля и дайте согласие')).toBeVisible();
    await form.getByLabel('Имя ребёнка').fill('Маша');
    await form.getByLabel('Возрастная категория').selectOption('11-13 лет');
    await form.getByLabel('Название команды').fill('Совята');
    await form.getByLabel('Размер команды').selectOption('solo');
    await form.getByLabel('Телефон родителя').fill('12345');
    await send.click();
    // consent still missing
    await expect(form.getByText('Пожалуйста, заполните все поля и дайте согласие')).toBeVisible();
    await form.getByLabel(/согласен/).check();
    await send.click();
    await expect(form.getByText('Пожалуйста, введите корректный номер телефона (мин. 7 цифр)')).toBeVisible();
    await form.getByLabel('Телефон родителя').fill('+7 912 345-67-89');
    await send.click();
    await expect(remoteSlot(page, 'mf_events').getByText('Данные успешно отправлены')).toBeVisible();
  });
});

test.describe('event pages', () => {
  test('an upcoming event page with its registration section', async ({ page, request }) => {
    const future = (await (await request.get('/api/games/future/')).json()) as EventJson[];
    const event = future[0];
    if (!event) throw new Error('no upcoming events in the seed');
    await page.goto(`/event/${event.id}/registration`);
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Регистрация на игру' })).toBeVisible();
    const title = [event.game.theme.title, event.postfix].filter(Boolean).join(' ');
    await expect(slot.getByRole('heading', { name: title })).toBeVisible();
    const reg = slot.getByRole('button', { name: 'Регистрация' });
    await expect(reg).toHaveAttribute('aria-expanded', 'true');
    // logged out: the registration form (mf_teams) is the one way to register, with one submit button
    const form = slot.getByRole('form', { name: 'Регистрация без входа' });
    await expect(form.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Зарегистрироваться' })).toHaveCount(1);
  });

  test('a passed event shows the results section and its photo report with keyboard navigation', async ({
    page,
    request,
  }) => {
    const past = (await (await request.get('/api/games/past/?page=1')).json()) as { results: EventJson[] };
    const event = past.results.find((e) => e.album !== null);
    if (!event) throw new Error('no passed event with an album in the seed');
    await page.goto(`/event/${event.id}`);
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Игра' })).toBeVisible();
    await expect(slot.getByRole('heading', { name: 'Итоги игры' })).toBeVisible();
    await slot.getByRole('link', { name: 'Фотоотчёт' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}/photoReport$`));
    await expect(slot.getByRole('heading', { level: 1, name: 'Фотоотчёт' })).toBeVisible();
    const thumbs = slot.getByRole('button', { name: /^Фото \d+ из \d+: открыть$/ });
    // the album loads after the event (event.album says it exists): wait for it
    await expect(thumbs.first()).toBeVisible();
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(1);
    await thumbs.first().click();
    await expect(page.getByRole('dialog', { name: `Фото 1 из ${count}` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Фото 2 из ${count}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('photo report without an album', () => {
  test('a passed event without photos: «Фотоотчёт ещё не готов», a way back, no album request', async ({
    page,
    request,
  }) => {
    const past = (await (await request.get('/api/games/past/?page=1')).json()) as { results: EventJson[] };
    const event = past.results.find((e) => e.album === null);
    if (!event) throw new Error('no passed event without an album in the seed');
    const albumCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/album')) albumCalls.push(r.url());
    });
    await page.goto(`/event/${event.id}/photoReport`);
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Фотоотчёт' })).toBeVisible();
    await expect(slot.getByText('Фотоотчёт ещё не готов')).toBeVisible();
    await slot.getByRole('link', { name: 'К странице игры' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
    await expect(slot.getByRole('heading', { level: 1, name: 'Игра' })).toBeVisible();
    expect(albumCalls).toEqual([]);
    // (the fixture fails the test on any console error, e.g. a 404 «Failed to load resource»)
  });
});

test.describe('games page', () => {
  test('tabs by ?type= and «Показать ещё» on recent games', async ({ page, request }) => {
    const p1 = (await (await request.get('/api/games/past/?page=1')).json()) as {
      results: unknown[];
      count: number;
    };
    await page.goto('/games');
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Игры' })).toBeVisible();
    await expect(slot.getByRole('tab', { name: 'Ближайшие' })).toHaveAttribute('aria-selected', 'true');
    await expect(slot.getByRole('tab', { name: 'Мои игры' })).toHaveCount(0);
    await slot.getByRole('tab', { name: 'Прошедшие' }).click();
    await expect(page).toHaveURL(/[?&]type=RECENT/);
    const cards = slot.getByTestId('event-card');
    await expect(cards).toHaveCount(p1.results.length);
    if (p1.count > p1.results.length) {
      await slot.getByRole('button', { name: 'Показать ещё' }).click();
      await expect(cards).toHaveCount(Math.min(p1.count, p1.results.length * 2));
    }
    await slot.getByRole('tab', { name: 'В разработке' }).click();
    await expect(page).toHaveURL(/type=DEVELOPMENT/);
    await expect(cards.first()).toBeVisible();
  });
});

test.describe('trial game', () => {
  test('/promo_game shows question and answer frames with «Далее» and loops', async ({ page, request }) => {
    const pkg = (await (await request.get('/api/promo_game/')).json()) as { tasks: unknown[] };
    await page.goto('/promo_game');
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Пробная игра' })).toBeVisible();
    const counter = slot.getByTestId('trial-counter');
    await expect(counter).toHaveText(`Вопрос 1 из ${pkg.tasks.length} · вопрос`);
    await expect(slot.locator('[data-frame="question"]').first()).toBeVisible();
    const next = slot.getByRole('button', { name: 'Далее' });
    await next.click();
    await expect(counter).toHaveText(`Вопрос 1 из ${pkg.tasks.length} · ответ`);
    await expect(slot.locator('[data-testid="trial-frame"][data-frame="answer"]')).toBeVisible();
    for (let i = 1; i < pkg.tasks.length * 2; i++) await next.click();
    await expect(counter).toHaveText(`Вопрос 1 из ${pkg.tasks.length} · вопрос`);
    const zoom = Number(await slot.getByTestId('trial-frame').getAttribute('data-zoom'));
    const width = await slot
      .getByTestId('trial-frame')
      .evaluate((el) => el.parentElement?.parentElement?.clientWidth ?? 0);
    expect(zoom).toBeCloseTo(width / 1920, 2);
  });
});
