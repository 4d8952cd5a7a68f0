/**
 * The team's preorder menu and the cart page arrive rendered by the server for the signed-in player
 * (his session in the render, his answers in the page's query cache, filled by the route's loader) and
 * his browser takes the markup over: no mismatch, and not one request after hydration — the screens
 * read what the loader put into the cache, under the same keys (the visitor's access included, which a
 * screen opened again asks anew). A player who is not on the team gets the screen's own notice, never
 * the team's carts; what the server refuses outright fails the loader (the shell's page follows).
 */
import { createQueryClient } from '@quiz/api/query';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import { makeCart, makeCartItem, makeCity, makePreorderAccess, makeUser } from '@quiz/contract/fixtures';
import { cleanUpHydrations, hydratePersonalRoute, type RouteRender } from '@quiz/federation/testing';
import { act, screen, within } from '@testing-library/react';
import { App } from '../App';
import { teamCartsPrefix } from '../features/preorder/api/queries';
import { loaders } from '../loaders';
import { EVENT, PIZZA, ROOTS, SALAD } from '../test/net';

const CITY = makeCity({ id: 1 });
const ME = makeUser({ id: 100, first_name: 'Анна' });
const session = { token: 'browser-token', user: ME };
const ET = makePreorderAccess().event_team;
const MINE = makeCart({
  id: 700,
  cart_items: [makeCartItem({ id: 1, product: PIZZA, quantity: 2, version: 3 })],
});
const BORIS = makeCart({
  id: 701,
  name: 'Борис',
  user: 101,
  cart_items: [makeCartItem({ id: 3, cart: 701, product: SALAD, quantity: 4 })],
});
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  cleanUpHydrations();
  window.localStorage.clear();
});

/** The preorder's answers for ME, as the server gives them to a player of the team with his cart. */
function playerNet(): FakeNetwork {
  const net = fakeNetwork();
  net.on('preorderEvent', { status: 200, data: { event: EVENT, categories: ROOTS } });
  net.on('preorderAccess', { status: 200, data: makePreorderAccess({ cart: MINE.id }) });
  net.on('myCart', { status: 200, data: { event_team: ET, cart: MINE } });
  net.on('teamCarts', {
    status: 200,
    data: {
      event_team: ET,
      carts: [
        { ...MINE, can_write: true, can_delete: true },
        { ...BORIS, can_write: false, can_delete: true },
      ],
    },
  });
  return net;
}

/**
 * The route rendered for ME by the server, hydrated by ME's browser; the requests after the render.
 * `stored`: what ME's browser keeps in its localStorage (the server never sees it), written when the
 * browser takes the page over.
 */
async function personalPage(
  net: FakeNetwork,
  route: Omit<RouteRender, 'city' | 'session'>,
  stored: Record<string, string> = {},
) {
  let asked = 0;
  const browser = session$.subscribe(({ token }) => {
    if (!token) return;
    asked = net.requests.length;
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  });
  try {
    const page = await hydratePersonalRoute(App, { ...route, city: CITY, session });
    await act(settle);
    return { ...page, browserRequests: net.requests.slice(asked).map((r) => `${r.method} ${r.url}`) };
  } finally {
    browser.unsubscribe();
  }
}

const preorderRoute = (query: Record<string, string> = {}) => ({
  route: 'preorder' as const,
  params: { eventId: '42', teamId: '30' },
  query,
  loader: loaders.preorder,
});
const cartRoute = { route: 'cart' as const, params: { eventTeamId: '300' }, loader: loaders.cart };

describe('personal preorder screens: rendered for the player on the server, hydrated with no request', () => {
  it("/event/{id}/team/{teamId}/preorder: his team's notice, the menu and his cart's count", async () => {
    const net = playerNet();
    // the view he chose in this browser is his browser's, not the server's: it follows after hydration
    const page = await personalPage(net, preorderRoute(), { [`quiz_preorder_view:${ME.id}`]: 'list' });
    expect(page.html).toContain('Вы зарегистрированы на игру в команде «Совы».');
    expect(page.html).toContain('Кухня');
    expect(page.html).toContain('Корзина, товаров: 2');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('preorderEvent')).toHaveLength(1);
    expect(net.calls('preorderAccess')).toHaveLength(1);
    expect(net.calls('myCart')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Корзина, товаров: 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("the team's link (?t=) is part of what the page is rendered for", async () => {
    const net = playerNet();
    const page = await personalPage(net, preorderRoute({ t: 'ab'.repeat(8) }));
    expect(page.recoverableErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('preorderAccess')[0]?.query).toEqual({ team: 30, t: 'ab'.repeat(8) });
  });

  it('a player of another team: the notice sends him to his own team, no cart is asked', async () => {
    const net = playerNet();
    net.on('preorderAccess', {
      status: 200,
      data: makePreorderAccess({
        status: 'other_team',
        can_order: false,
        cart: null,
        own_team: { id: 31, title: 'Ежи' },
      }),
    });
    const page = await personalPage(net, preorderRoute());
    expect(page.html).toContain('Вы уже зарегистрированы на эту игру в другой команде — «Ежи».');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('myCart')).toHaveLength(0);
    expect(net.calls('teamCarts')).toHaveLength(0);
  });

  it("this browser's guest of the team link takes over once hydrated: only the guest's answers are asked", async () => {
    const net = playerNet();
    const page = await personalPage(net, preorderRoute(), {
      'quiz_preorder_guest:42:30': JSON.stringify({
        token: 'g'.repeat(40),
        user: { id: 900, first_name: 'Гость' },
      }),
    });
    expect(page.html).toContain('Вы зарегистрированы на игру в команде «Совы».');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    const guestCalls = net.requests.filter((r) => r.authorization === `Token ${'g'.repeat(40)}`);
    expect(page.browserRequests.length).toBeGreaterThan(0);
    expect(guestCalls.map((r) => `${r.method} ${r.url}`)).toEqual(page.browserRequests);
  });

  it('/event_team/{id}/preorder/cart: his lines, the team’s other carts and the bar', async () => {
    const net = playerNet();
    const page = await personalPage(net, cartRoute);
    expect(page.html).toContain('Мой заказ');
    expect(page.html).toContain('Борис');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    for (const call of ['myCart', 'preorderEvent', 'preorderAccess', 'teamCarts'] as const)
      expect([call, net.calls(call).length]).toEqual([call, 1]);
    const mine = screen.getByRole('region', { name: 'Мой заказ' });
    expect(within(mine).getAllByTestId('cart-line')).toHaveLength(1);
    expect(screen.getByTestId('team-total')).toHaveTextContent('Итого по команде: 4 300 ₽');
  });

  it("the cart: the team's carts are asked beside the page and the access, not after them", async () => {
    const net = playerNet();
    // a player of the team without a cart yet: the access alone says he may have one
    net.on('myCart', { status: 200, data: { event_team: ET, cart: null } });
    const order: string[] = [];
    net.on('preorderAccess', async () => {
      order.push('access asked');
      // the access answers only after a turn of the event loop: whatever the loader asks beside it is asked by then
      await new Promise((resolve) => setTimeout(resolve, 0));
      order.push(`access answered, team carts asked: ${net.calls('teamCarts').length}`);
      return { status: 200, data: makePreorderAccess({ cart: null, can_order: true }) };
    });
    const page = await personalPage(net, cartRoute);
    expect(order).toEqual(['access asked', 'access answered, team carts asked: 1']);
    expect(page.html).toContain('Борис');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(net.calls('teamCarts')).toHaveLength(1);
  });

  it("the cart of a team he is not on: the notice, never the team's carts", async () => {
    const net = playerNet();
    net.on('preorderAccess', {
      status: 200,
      data: makePreorderAccess({ status: 'not_registered', can_order: false, cart: null }),
    });
    net.on('myCart', { status: 200, data: { event_team: ET, cart: null } });
    net.on('teamCarts', { status: 403, data: { detail: 'Корзины этой команды видят только её участники.' } });
    const page = await personalPage(net, cartRoute);
    expect(page.html).toContain('Вы не зарегистрированы на эту игру.');
    expect(page.html).not.toContain('Борис');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    expect(page.browserRequests).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Мой заказ' })).not.toBeInTheDocument();
  });

  it("the team's carts asked beside the access of a player not on the team: refused, and nothing of them in the page's cache", async () => {
    const net = playerNet();
    net.on('preorderAccess', {
      status: 200,
      data: makePreorderAccess({ status: 'not_registered', can_order: false, cart: null }),
    });
    net.on('myCart', { status: 200, data: { event_team: ET, cart: null } });
    net.on('teamCarts', { status: 403, data: { detail: 'Корзины этой команды видят только её участники.' } });
    const queryClient = createQueryClient();
    await loaders.cart?.({
      params: { eventTeamId: '300' },
      query: {},
      city: CITY,
      queryClient,
      options: {},
      notFound: () => undefined,
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: teamCartsPrefix })).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['preorder'] })).toHaveLength(2);
  });

  it('a cart the server does not know fails the loader: the page is the shell’s, the browser shows the error', async () => {
    const net = fakeNetwork();
    net.on('myCart', { status: 404, data: { detail: 'Команда на игре не найдена.' } });
    await expect(personalPage(net, cartRoute)).rejects.toThrow();
    expect(net.calls('preorderEvent')).toHaveLength(0);
  });
});
