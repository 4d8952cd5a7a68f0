/**
 * Preorder journeys (mf-preorder) on the seeded demo data: on the first game with an open preorder,
 * the demo players Мария (79990000011) and Борис (79990000012) play in «Совы не то, чем кажутся»; that
 * venue's secret page is /preorder/demo. The demo venue page (another origin) embeds the preorder.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import { demoVenueUrl, expect, loginAs, remoteSlot, signIn, test } from '../fixtures';

const BORIS = '79990000012';
const TEAM = 'Совы не то, чем кажутся';

interface EventJson {
  id: number;
  date: string;
  is_preorder_opened: boolean;
  workflow_state: string;
}

/** The first game with an open preorder, and Мария's team. */
async function demoTeam(
  request: APIRequestContext,
  token: string,
): Promise<{ eventId: number; teamId: number }> {
  const auth = { Authorization: `Token ${token}` };
  const user = (await (await request.get('/api/user_detail/', { headers: auth })).json()) as {
    teams: number[];
  };
  const feed = (await (await request.get('/api/landing_feed')).json()) as { events: EventJson[] };
  const open = feed.events.filter((e) => e.is_preorder_opened).sort((a, b) => a.date.localeCompare(b.date));
  const eventId = open[0]?.id;
  const teamId = user.teams[0];
  if (!eventId || !teamId) throw new Error('no open preorder or no team in the demo data');
  return { eventId, teamId };
}

/** Sum of the money amounts (`1 380 ₽`) of the given cells. */
async function money(cells: Locator): Promise<number> {
  const texts = await cells.allInnerTexts();
  return texts.reduce((sum, t) => sum + Number(t.replace(/[^\d]/g, '')), 0);
}

async function openProduct(scope: Locator, category: string, sub: string, product: string): Promise<void> {
  await scope.getByRole('button', { name: category, exact: true }).click();
  await scope.getByRole('button', { name: sub, exact: true }).click();
  await scope.getByRole('button', { name: product, exact: true }).click();
}

test.describe('preorder on the site', () => {
  test.describe.configure({ mode: 'serial' });
  let eventId = 0;
  let teamId = 0;
  let guestLink = '';
  /** Мария's name as the site knows it now (carts are named by the player's current name). */
  let mariaName = 'Мария';
  /** The guest's name, new for each attempt (an earlier attempt's guest stays in the team's orders). */
  let guestName = 'Гость Петя';

  test('a registered player orders two products, changes a quantity, deletes one; badge and totals follow', async ({
    page,
  }) => {
    const maria = await signIn(page, 'captain');
    mariaName = maria.firstName;
    ({ eventId, teamId } = await demoTeam(page.request, maria.token));
    await page.goto(`/event/${eventId}/team/${teamId}/preorder`);
    const slot = remoteSlot(page, 'mf_preorder');
    await expect(slot.getByRole('heading', { name: 'Предзаказ', level: 1 })).toBeVisible();
    await expect(
      slot.getByText(`Вы зарегистрированы на игру в команде «${TEAM}».`, { exact: false }),
    ).toBeVisible();
    const bar = slot.getByRole('region', { name: 'Предзаказ команды' });
    await expect(bar.getByText(TEAM)).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Изменить участие' })).toHaveAttribute(
      'href',
      `/event/${eventId}/team/${teamId}/event_registration`,
    );
    const badge = slot.getByTestId('cart-badge');
    await expect(badge).toHaveText(/^\d+$/);
    // start from an empty cart of her own (a failed earlier attempt of this journey may have left lines)
    if (((await badge.textContent()) ?? '').trim() !== '0') {
      await bar.getByRole('button', { name: /^Корзина/ }).click();
      const leftover = page
        .getByRole('dialog', { name: 'Корзина' })
        .getByRole('region', { name: 'Мой заказ' });
      const remove = leftover.getByRole('button', { name: /^Удалить «/ });
      await expect(remove.first()).toBeVisible();
      while ((await remove.count()) > 0) {
        const before = await remove.count();
        await remove.first().click();
        await expect(remove).toHaveCount(before - 1);
      }
      await page.keyboard.press('Escape');
      await page.reload();
    }
    await expect(badge).toHaveText('0');

    // list/tile toggle
    await slot.getByRole('button', { name: 'Списком' }).click();
    await expect(slot.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');

    await openProduct(slot, 'Кухня', 'Горячее', 'Бургер «Эрудит»');
    let dialog = page.getByRole('dialog', { name: 'Бургер «Эрудит»' });
    await expect(dialog.getByText('690 ₽', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Больше' }).click();
    await expect(dialog.getByTestId('product-total')).toHaveText('Итого: 1 380 ₽');
    await dialog.getByRole('button', { name: 'В корзину' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toHaveText('2');
    const crumbs = slot.getByRole('navigation', { name: 'Разделы меню' });
    await expect(crumbs.getByText('Горячее')).toHaveAttribute('aria-current', 'page');
    await slot.getByRole('button', { name: 'Паста карбонара', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Паста карбонара' });
    await dialog.getByRole('button', { name: 'В корзину' }).click();
    await expect(badge).toHaveText('3');

    await bar.getByRole('button', { name: 'Корзина, товаров: 3' }).click();
    const cart = page.getByRole('dialog', { name: 'Корзина' });
    const mine = cart.getByRole('region', { name: 'Мой заказ' });
    await expect(mine.getByTestId('cart-line')).toHaveCount(2);
    await expect(mine.getByTestId('cart-total')).toHaveText('Итого2 000 ₽');
    const pasta = mine.getByTestId('cart-line').filter({ hasText: 'Паста карбонара' });
    await pasta.getByRole('button', { name: 'Больше' }).click();
    await expect(pasta.getByTestId('line-total')).toHaveText('1 240 ₽');
    await expect(mine.getByTestId('cart-total')).toHaveText('Итого2 620 ₽');
    await mine.getByRole('button', { name: 'Удалить «Бургер «Эрудит»»' }).click();
    await expect(mine.getByTestId('cart-line')).toHaveCount(1);
    await expect(mine.getByTestId('cart-total')).toHaveText('Итого1 240 ₽');
    await expect(badge).toHaveText('2');

    // the server kept it: the cart page shows the same
    await cart.getByRole('link', { name: 'Открыть страницу корзины' }).click();
    await expect(page).toHaveURL(/\/event_team\/\d+\/preorder\/cart$/);
    const pageCart = slot.getByRole('region', { name: 'Мой заказ' });
    await expect(pageCart.getByTestId('cart-line')).toHaveCount(1);
    await expect(pageCart.getByTestId('cart-line')).toContainText('Паста карбонара');
    await expect(pageCart.getByTestId('cart-total')).toHaveText('Итого1 240 ₽');

    // the guest link of the team, for the next journey
    await page.goto(`/event/${eventId}/team/${teamId}/preorder`);
    await slot.getByRole('button', { name: 'Ссылка для гостей команды' }).click();
    const field = slot.getByLabel('Ссылка для гостя без телефона');
    await expect(field).toHaveValue(/\?t=[0-9a-f]{32}$/);
    guestLink = new URL(await field.inputValue()).pathname + new URL(await field.inputValue()).search;
  });

  test('a teammate sees that cart read-only', async ({ page }) => {
    await loginAs(page, { phone: BORIS });
    await page.goto(`/event/${eventId}/team/${teamId}/preorder`);
    const slot = remoteSlot(page, 'mf_preorder');
    await slot
      .getByRole('region', { name: 'Предзаказ команды' })
      .getByRole('button', { name: /^Корзина/ })
      .click();
    const cart = page.getByRole('dialog', { name: 'Корзина' });
    await expect(cart.getByRole('region', { name: 'Мой заказ' })).toContainText('Корзина пуста.');
    const maria = cart.getByRole('article', { name: mariaName });
    await expect(maria).toContainText('Паста карбонара');
    await expect(maria.getByText('Только просмотр')).toBeVisible();
    await expect(maria.getByRole('button', { name: 'Больше' })).toHaveCount(0);
    await expect(maria.getByRole('button', { name: /^Удалить «/ })).toHaveCount(0);
  });

  test('an anonymous visitor with the team link gives a name and orders', async ({ page }) => {
    await page.goto(guestLink);
    const slot = remoteSlot(page, 'mf_preorder');
    await expect(
      slot.getByText(`Вас пригласили сделать предзаказ вместе с командой «${TEAM}». Как вас зовут?`),
    ).toBeVisible();
    await slot.getByRole('button', { name: 'Продолжить' }).click();
    await expect(slot.getByText('Имя — от 2 до 18 символов.')).toBeVisible();
    guestName = `Гость Петя ${String(Date.now()).slice(-4)}`;
    await slot.getByLabel('Ваше имя').fill(guestName);
    await slot.getByRole('button', { name: 'Продолжить' }).click();
    await expect(slot.getByText(`Вы заказываете по ссылке команды «${TEAM}».`)).toBeVisible();
    await openProduct(slot, 'Кухня', 'Десерты', 'Чизкейк');
    await page.getByRole('dialog', { name: 'Чизкейк' }).getByRole('button', { name: 'В корзину' }).click();
    const bar = slot.getByRole('region', { name: 'Предзаказ команды' });
    await expect(bar.getByTestId('cart-badge')).toHaveText('1');
    // still the guest after a reload
    await page.reload();
    await expect(slot.getByText(`Вы заказываете по ссылке команды «${TEAM}».`)).toBeVisible();
    await expect(bar.getByTestId('cart-badge')).toHaveText('1');
  });

  test('the secret page lists the orders grouped by game, team and player with correct totals', async ({
    page,
  }) => {
    // the day of this team's game (other journeys schedule games at the same venue sooner)
    const played = (await (await page.request.get(`/api/allow_any/event/${eventId}/`)).json()) as {
      date: string;
    };
    const day = new Date(played.date).toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });
    await page.goto(`/preorder/demo?date=${day}`);
    const slot = remoteSlot(page, 'mf_preorder');
    await expect(slot.getByRole('heading', { name: 'Предзаказы', level: 1 })).toBeVisible();
    const team = slot.getByRole('region', { name: TEAM });
    await expect(team.getByRole('rowgroup', { name: mariaName })).toContainText('Паста карбонара');
    await expect(team.getByRole('rowgroup', { name: guestName })).toContainText('Чизкейк');
    await expect(team.getByRole('rowgroup', { name: guestName })).toContainText('(гость)');
    const lines = await money(team.locator('tbody td.num:last-child'));
    expect(await money(team.getByTestId('team-total'))).toBe(lines);
    const game = slot
      .getByRole('region')
      .filter({ has: page.getByRole('region', { name: TEAM }) })
      .first();
    const teams = await money(game.getByTestId('team-total'));
    await expect(game.getByTestId('event-total')).toHaveText(/^Итого по игре: [\d\s]+₽$/);
    expect(await money(game.getByTestId('event-total'))).toBe(teams);
    await expect(slot.getByRole('button', { name: 'Распечатать' })).toBeVisible();
  });
});

test('preorder closed: the notice says it opens on game day, with a button to the registration', async ({
  page,
}) => {
  const feed = (await (await page.request.get('/api/landing_feed')).json()) as { events: EventJson[] };
  const closed = feed.events.find((e) => !e.is_preorder_opened && e.workflow_state === 'published');
  if (!closed) throw new Error('no upcoming game without preorder in the demo data');
  await page.goto(`/event/${closed.id}/team/1/preorder`);
  const slot = remoteSlot(page, 'mf_preorder');
  await expect(slot.getByText('Предзаказ откроется в день игры.')).toBeVisible();
  await expect(slot.getByRole('link', { name: 'К регистрации на игру' })).toHaveAttribute(
    'href',
    `/event/${closed.id}/team/1/event_registration`,
  );
  await expect(slot.getByRole('region', { name: 'Меню' })).toHaveCount(0);
});

test('the demo venue page on another origin shows the catalog, adds to the cart and opens it without touching its URL', async ({
  page,
}) => {
  const venue = demoVenueUrl();
  await page.goto(venue);
  const url = page.url();
  expect(new URL(url).origin).not.toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  const embed = page.locator('[data-quiz-preorder]');
  await expect(
    embed.getByText(/^Вас пригласили сделать предзаказ вместе с командой «.+»\. Как вас зовут\?$/),
  ).toBeVisible();
  // no shell, no React of the page's own
  await expect(page.locator('[data-remote]')).toHaveCount(0);
  await expect(page.locator('#main')).toHaveCount(0);
  expect(await page.evaluate(() => 'React' in window)).toBe(false);

  await embed.getByLabel('Ваше имя').fill('Гость Венера');
  await embed.getByRole('button', { name: 'Продолжить' }).click();
  await expect(embed.getByText(/^Вы заказываете по ссылке команды «.+»\.$/)).toBeVisible();
  await embed.getByRole('button', { name: 'Кухня', exact: true }).click();
  await embed.getByRole('button', { name: 'Закуски', exact: true }).click();
  await expect(embed.getByRole('button', { name: 'Начос', exact: true })).toContainText('450 ₽');
  await embed.getByRole('button', { name: 'Начос', exact: true }).click();
  const product = embed.getByRole('region', { name: 'Начос' });
  await product.getByRole('button', { name: 'Больше' }).click();
  await product.getByRole('button', { name: 'В корзину' }).click();
  await expect(embed.getByText('«Начос» × 2 в корзине.')).toBeVisible();
  const bar = embed.getByRole('region', { name: 'Предзаказ команды' });
  await expect(bar.getByTestId('cart-badge')).toHaveText('2');
  await bar.getByRole('button', { name: 'Корзина, товаров: 2' }).click();
  await expect(embed.getByRole('heading', { name: 'Корзина', level: 2 })).toBeVisible();
  const mine = embed.getByRole('region', { name: 'Мой заказ' });
  await expect(mine.getByTestId('cart-total')).toHaveText('Итого900 ₽');
  await embed.getByRole('button', { name: 'Вернуться к меню' }).click();
  await expect(embed.getByRole('button', { name: 'Начос', exact: true })).toBeVisible();
  expect(page.url()).toBe(url);

  // styles stay apart: the venue's loud buttons stay loud, the embed's do not catch them
  const venueButton = await page
    .locator('#venue-button')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(venueButton).toBe('rgb(255, 105, 180)');
  const embedButton = await bar
    .getByRole('button', { name: /^Корзина/ })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(embedButton).not.toBe('rgb(255, 105, 180)');
  const embedHeadingFont = await embed
    .getByRole('heading', { name: 'Предзаказ', level: 2 })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(embedHeadingFont).not.toContain('Georgia');
});
