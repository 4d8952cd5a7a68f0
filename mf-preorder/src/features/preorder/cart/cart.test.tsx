/** The cart page: lines, totals, quantities shown at once and reconciled, rollback on failure, delete; team carts read-only. */
import { on } from '@quiz/bus';
import { makeCart, makeCartItem, makePreorderAccess, makeProduct } from '@quiz/contract/fixtures';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { logIn, logOut, preorderNet } from '../../../test/net';
import { CartPage } from './CartPage';

const PIZZA = makeProduct({ id: 501, title: 'Пицца Маргарита', price: 1250 });
const SALAD = makeProduct({ id: 502, title: 'Цезарь', price: 450 });
const ET = makePreorderAccess().event_team;
const MINE = makeCart({
  id: 700,
  cart_items: [
    makeCartItem({ id: 1, product: PIZZA, quantity: 2, version: 3 }),
    makeCartItem({ id: 2, product: SALAD, quantity: 1, version: 1 }),
  ],
});

afterEach(logOut);

function setup() {
  logIn();
  const net = preorderNet();
  net.on('myCart', { status: 200, data: { event_team: ET, cart: MINE } });
  net.on('teamCarts', {
    status: 200,
    data: {
      event_team: ET,
      carts: [
        { ...MINE, can_write: true, can_delete: true },
        {
          ...makeCart({
            id: 701,
            name: 'Борис',
            user: 101,
            cart_items: [makeCartItem({ id: 3, cart: 701, product: SALAD, quantity: 4 })],
          }),
          can_write: false,
          can_delete: true,
        },
      ],
    },
  });
  render(<CartPage eventTeamId={300} />);
  return net;
}

describe('cart page (SPEC §2, §6)', () => {
  it('a visitor who is not on the team sees the notice, not carts (no team carts request)', async () => {
    logIn();
    const net = preorderNet({ status: 'not_registered', can_order: false, cart: null });
    net.on('myCart', { status: 200, data: { event_team: ET, cart: null } });
    render(<CartPage eventTeamId={300} />);
    expect(await screen.findByText('Вы не зарегистрированы на эту игру.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Мой заказ' })).not.toBeInTheDocument();
    expect(net.calls('teamCarts')).toHaveLength(0);
  });

  it('shows my lines with line and grand totals, and the team’s other carts read-only', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Корзина', level: 1 })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'Мой заказ' });
    const lines = await within(mine).findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByTestId('line-total')).toHaveTextContent('2 500 ₽');
    expect(within(mine).getByTestId('cart-total')).toHaveTextContent('Итого2 950 ₽');
    const boris = await screen.findByRole('article', { name: 'Борис' });
    expect(within(boris).getByText('Только просмотр')).toBeInTheDocument();
    expect(within(boris).queryByRole('button', { name: 'Больше' })).not.toBeInTheDocument();
    expect(within(boris).queryByRole('button', { name: /Удалить «/ })).not.toBeInTheDocument();
    expect(within(boris).getByRole('button', { name: 'Удалить корзину' })).toBeInTheDocument();
    expect(screen.getByTestId('team-total')).toHaveTextContent('Итого по команде: 4 750 ₽');
    expect(screen.getByRole('link', { name: 'Изменить участие' })).toHaveAttribute(
      'href',
      '/event/42/team/30/event_registration',
    );
  });

  it('a quantity change shows at once and is reconciled with the server’s answer; cart.changed follows', async () => {
    const net = setup();
    let release: (() => void) | undefined;
    net.on('updateCartItem', (req) => {
      const body = req.body as { quantity: number };
      return new Promise((resolve) => {
        release = () =>
          resolve({
            status: 200,
            data: makeCartItem({ id: 1, product: PIZZA, quantity: body.quantity, version: 4 }),
          });
      });
    });
    const counts: number[] = [];
    const sub = on('cart.changed').subscribe((e) => counts.push(e.count));
    const mine = await screen.findByRole('region', { name: 'Мой заказ' });
    const first = (await within(mine).findAllByTestId('cart-line'))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Больше' }));
    // shown while the server has not answered yet
    expect(await within(first).findByText('3')).toBeInTheDocument();
    expect(within(first).getByTestId('line-total')).toHaveTextContent('3 750 ₽');
    expect(counts.at(-1)).toBe(4);
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release?.());
    expect(net.calls('updateCartItem')[0]?.body).toEqual({ cart: 700, product: 501, quantity: 3 });
    expect(within(first).getByText('3')).toBeInTheDocument();
    sub.unsubscribe();
  });

  it('a failed save rolls the line back and says so', async () => {
    const net = setup();
    net.on('updateCartItem', { status: 400, data: { quantity: ['Количество — от 1 до 99.'] } });
    const toasts: string[] = [];
    const sub = on('toast.show').subscribe((e) => toasts.push(e.message));
    const mine = await screen.findByRole('region', { name: 'Мой заказ' });
    const first = (await within(mine).findAllByTestId('cart-line'))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Больше' }));
    await waitFor(() => expect(within(first).getByText('2')).toBeInTheDocument());
    expect(toasts.at(-1)).toMatch(/^Не удалось сохранить: .*Вернули прежнее значение\.$/);
    expect(toasts.at(-1)).toContain('Количество — от 1 до 99.');
    sub.unsubscribe();
  });

  it('delete removes the line and the totals follow', async () => {
    const net = setup();
    net.on('deleteCartItem', { status: 204 });
    const mine = await screen.findByRole('region', { name: 'Мой заказ' });
    fireEvent.click(await within(mine).findByRole('button', { name: 'Удалить «Цезарь»' }));
    await waitFor(() => expect(within(mine).getAllByTestId('cart-line')).toHaveLength(1));
    expect(within(mine).getByTestId('cart-total')).toHaveTextContent('Итого2 500 ₽');
    expect(net.calls('deleteCartItem')[0]?.url).toBe('preorder/cart_item/2/');
  });
});
