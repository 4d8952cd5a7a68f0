/** The preorder answers most tests share (on top of the one network fake of @quiz/api/testing). */
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { session$ } from '@quiz/bus';
import type { MenuCategory, PreorderAccess } from '@quiz/contract';
import { makeEvent, makePreorderAccess, makeProduct, makeUser } from '@quiz/contract/fixtures';

export const EVENT = makeEvent({ id: 42, is_preorder_opened: true });
export const ROOTS = [
  { id: 10, title: 'Кухня', picture: '/api/media/categories/10.svg' },
  { id: 20, title: 'Бар', picture: null },
];
export const PIZZA = makeProduct({ id: 501, title: 'Пицца Маргарита', price: 1250 });
export const SALAD = makeProduct({ id: 502, title: 'Цезарь', price: 450, description: 'С курицей' });
export const KITCHEN: MenuCategory = {
  id: 10,
  title: 'Кухня',
  picture: null,
  parents: [],
  children: [{ id: 11, title: 'Горячее', picture: null }],
  products: [],
};
export const HOT: MenuCategory = {
  id: 11,
  title: 'Горячее',
  picture: null,
  parents: [{ id: 10, title: 'Кухня', picture: null }],
  children: [],
  products: [PIZZA, SALAD],
};

export function preorderNet(access: Partial<PreorderAccess> = {}): FakeNetwork {
  const net = fakeNetwork();
  net.on('preorderEvent', { status: 200, data: { event: EVENT, categories: ROOTS } });
  net.on('preorderAccess', { status: 200, data: makePreorderAccess(access) });
  net.on('menuCategory', (req) => ({ status: 200, data: req.url.startsWith('preorder/10') ? KITCHEN : HOT }));
  net.on('myCart', { status: 200, data: { event_team: makePreorderAccess().event_team, cart: null } });
  net.on('teamCarts', { status: 200, data: { event_team: makePreorderAccess().event_team, carts: [] } });
  return net;
}

export function logIn(over: Parameters<typeof makeUser>[0] = {}) {
  session$.next({ token: 'a'.repeat(40), user: makeUser(over) });
}

export function logOut() {
  session$.next({ token: null, user: null });
}
