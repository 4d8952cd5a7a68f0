/**
 * The site as a player meets it on a phone (375×812) at the venue: the event page's registration
 * open from the start, a broken event link, a promo video that plays, the child form's phone and
 * heading, and the shell's menu, cabinet link and «↑» button.
 */
import type { Page, Request } from '@playwright/test';
import { expect, remoteSlot, signIn, test } from '../fixtures';

test.use({ viewport: { width: 375, height: 812 } });

interface EventJson {
  id: number;
  date: string;
  reg_url: string | null;
  workflow_state: string;
  game: { promo_video: string | null; theme: { title: string } };
}

async function upcoming(page: Page): Promise<EventJson[]> {
  return (await (await page.request.get('/api/games/future/')).json()) as EventJson[];
}

test.describe('event page on a phone', () => {
  test('«Регистрация» is open from the start with «Зарегистрироваться» in reach', async ({ page }) => {
    // a game still to come: the list also holds tonight's games once they started (a journey beside this
    // one plays a night through), and their registration says «Игра уже прошла.»
    const event = (await upcoming(page)).find(
      (e) =>
        !e.reg_url && ['published', 'sitting'].includes(e.workflow_state) && Date.parse(e.date) > Date.now(),
    );
    if (!event) throw new Error('no upcoming game with registration on the site in the seed');
    await page.goto(`/event/${event.id}`);
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByRole('heading', { level: 1, name: 'Игра' })).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Регистрация' })).toHaveAttribute('aria-expanded', 'true');
    // logged out, the section holds the registration form with its «Зарегистрироваться»; the form's code
    // comes when its room is half on screen or at the visitor's first scroll (below the fold on a phone)
    await page.mouse.wheel(0, 400);
    const register = slot.getByRole('button', { name: 'Зарегистрироваться' }).first();
    await register.scrollIntoViewIfNeeded();
    await expect(register).toBeVisible();
  });
});

test.describe('broken links to a game', () => {
  // /event/999999 and ?regonevent=999999 ask the server, which answers 404 (the browser logs it); the
  // pages /event/abc and /event/999999 themselves arrive with status 404 (search engines skip them)
  test.use({
    ignoreConsoleErrors: /status of 404 .*(\/api\/allow_any\/event\/999999\/|\/event\/(abc|999999)\)$)/,
  });

  test('/event/abc says «Игра не найдена» at once: no NaN request, no «Повторить»', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/api/') && /NaN|abc/.test(r.url())) asked.push(r.url());
    });
    await page.goto('/event/abc');
    const slot = remoteSlot(page, 'mf_events');
    await expect(slot.getByText('Игра не найдена')).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    await expect(slot.getByRole('link', { name: 'На главную' })).toBeVisible();
    expect(asked).toEqual([]);
    // an id that is a number but no game: the server says so, same screen
    await page.goto('/event/999999');
    await expect(slot.getByText('Игра не найдена')).toBeVisible();
  });

  test('?regonevent= of a game that does not exist says so and opens no window', async ({ page }) => {
    await page.goto('/?regonevent=999999');
    await expect(page.getByText('Игра не найдена')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/regonevent=999999/);
  });
});

test.describe('promo video', () => {
  test('a YouTube «watch» link plays in the YouTube embed player the CSP allows', async ({ page }) => {
    const event = (await upcoming(page)).find((e) => e.game.promo_video?.includes('youtube.com/watch'));
    if (!event) throw new Error('no upcoming game with a youtube.com/watch promo video in the seed');
    const csp = (await page.request.get(`/event/${event.id}`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    // no internet here: the player answers from a stub (the CSP is checked before any request)
    await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<p>Плеер YouTube</p>' }),
    );
    await page.goto(`/event/${event.id}`);
    const slot = remoteSlot(page, 'mf_events');
    await slot.getByRole('button', { name: 'Промо-видео' }).click();
    const frame = slot.locator('iframe[title^="Промо-видео"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title^="Промо-видео"]').getByText('Плеер YouTube')).toBeVisible();
    // a frame the CSP refused would log «Refused to frame …»: the fixture fails on any console error
  });
});

test.describe('tables and tabs on a phone', () => {
  test('a results table keeps Место, Команда and «Итого» in view and says it scrolls', async ({
    page,
    request,
  }) => {
    const past = (await (await request.get('/api/games/past/?page=1')).json()) as {
      results: Array<{ id: number }>;
    };
    // a passed game with results (another journey's game may have passed with none published yet)
    let id: number | undefined;
    for (const game of past.results) {
      const rows = (await (await request.get(`/api/events_scores/${game.id}/`)).json()) as unknown[];
      if (rows.length > 0) {
        id = game.id;
        break;
      }
    }
    if (!id) throw new Error('no passed game with results in the seed');
    await page.goto(`/game_result/${id}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader', { name: 'Итого' })).toBeVisible();
    await expect(page.locator('[data-scroll-cue]').first()).toBeVisible();
    await expect(page.locator('[data-scroll-cue]').first()).toContainText('Листайте вбок');
    const inView = async (name: string) => {
      const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    };
    for (const name of ['Место', 'Команда', 'Итого']) expect(await inView(name), name).toBe(true);
    // the tours in between scroll; the three stay put
    const region = page.getByRole('region', { name: /Результаты|Таблица/ }).first();
    await region.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    for (const name of ['Место', 'Команда', 'Итого'])
      expect(await inView(name), `${name} after scrolling`).toBe(true);
  });

  test('/games?type=FAVOURITES: the strip is scrolled to the active tab and shows there is more', async ({
    page,
  }) => {
    await signIn(page, 'newcomer');
    await page.goto('/games?type=FAVOURITES');
    const tab = page.getByRole('tab', { name: 'Избранное' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeInViewport({ ratio: 0.99 });
    const strip = page.locator('[role="tablist"]').locator('xpath=..');
    // the tabs before it are hidden on the left: the ‹ cue says so
    await expect(strip.locator('xpath=..').locator('[data-scroll-cue]').first()).toBeVisible();
  });
});

test.describe('child registration on a phone', () => {
  test('the heading sits below the navbar; the phone is formatted and sent as digits', async ({ page }) => {
    await page.goto('/childregistration');
    const heading = page.getByRole('heading', { name: 'Детская игра', level: 2 });
    await expect(heading).toBeVisible();
    // the games above load after the scroll: the heading must end up (and stay) clear of the navbar
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expect
      .poll(
        async () => {
          const nav = await page.locator('header').first().boundingBox();
          const box = await heading.boundingBox();
          return nav && box ? Math.round(box.y - (nav.y + nav.height)) : -1;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(0);
    const gap = await heading.evaluate((el) => {
      const nav = document.querySelector('header')?.getBoundingClientRect();
      return el.getBoundingClientRect().top - (nav?.bottom ?? 0);
    });
    expect(gap).toBeLessThan(120);

    const form = page.getByRole('form', { name: 'Запись на детскую игру' });
    await form.getByLabel('Имя ребёнка').fill('Маша');
    await form.getByLabel('Возрастная категория').selectOption('8-10 лет');
    await form.getByLabel('Название команды').fill('Совята');
    await form.getByLabel('Размер команды').selectOption('solo');
    const phone = form.getByLabel('Телефон родителя');
    await phone.pressSequentially('89161234567');
    await expect(phone).toHaveValue('8 (916) 123-45-67');
    await form.getByLabel(/согласен/).check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /child/i.test(r.url()));
    await form.getByRole('button', { name: 'Отправить' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ phone: '79161234567' });
    await expect(remoteSlot(page, 'mf_events').getByText('Данные успешно отправлены')).toBeVisible();
  });
});

test.describe('shell on a phone', () => {
  test('Esc closes «Меню»; the city window replaces it', async ({ page }) => {
    await page.goto('/rating');
    const toggle = page.getByRole('button', { name: 'Меню' });
    await toggle.click();
    const link = page.getByRole('navigation').getByRole('link', { name: 'Итоги игр' });
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(link).toBeVisible();
    await page.getByRole('button', { name: /Город|Выбрать город/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(link).toBeHidden();
  });

  test('the avatar and name lead to the personal cabinet', async ({ page }) => {
    const me = await signIn(page, 'newcomer');
    await page.goto('/games');
    await page.getByRole('button', { name: 'Меню' }).click();
    const badge = page.getByTestId('navbar-user');
    await expect(badge).toContainText(me.firstName);
    await expect(badge).toHaveAttribute('href', '/cabinet');
    await badge.click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(remoteSlot(page, 'mf_teams').getByText('Личный кабинет').first()).toBeVisible();
  });

  test('«↑» never covers the footer line', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const up = page.getByRole('button', { name: 'Наверх' });
    await expect(up).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer).toBeInViewport();
    await expect
      .poll(async () => {
        const button = await up.boundingBox();
        const lines = await footer.locator('p').evaluateAll((ps) =>
          ps.map((p) => {
            const r = p.getBoundingClientRect();
            return { x: r.left, y: r.top, width: r.width, height: r.height };
          }),
        );
        if (!button) return 'no button';
        const overlaps = lines.filter(
          (l) =>
            button.x < l.x + l.width &&
            button.x + button.width > l.x &&
            button.y < l.y + l.height &&
            button.y + button.height > l.y,
        );
        return overlaps.length;
      })
      .toBe(0);
  });
});
