/** The preorder page: every notice of SPEC §4/§8, the team link's name step, catalog and product dialog. */
import { on } from '@quiz/bus';
import { makeCart, makeCartItem, makePreorderAccess } from '@quiz/contract/fixtures';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HOT, logIn, logOut, PIZZA, preorderNet } from '../../test/net';
import { PreorderView } from './PreorderView';

afterEach(() => {
  logOut();
  window.localStorage.clear();
});

const view = (linkToken?: string) =>
  render(<PreorderView eventId={42} teamId={30} {...(linkToken ? { linkToken } : {})} />);

describe('preorder notices (SPEC §4, §8)', () => {
  it('closed: opens on game day, a button to the registration, no catalog', async () => {
    preorderNet({ status: 'closed', can_order: false });
    view();
    expect(await screen.findByText('Предзаказ откроется в день игры.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К регистрации на игру' })).toHaveAttribute(
      'href',
      '/event/42/team/30/event_registration',
    );
    expect(screen.queryByRole('region', { name: 'Меню' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Предзаказ команды' })).not.toBeInTheDocument();
  });

  it('registered: the team is named, the catalog and the bottom bar show', async () => {
    logIn();
    preorderNet();
    view();
    expect(
      await screen.findByText(
        'Вы зарегистрированы на игру в команде «Совы». Выберите блюда и напитки — заказ будет ждать вас на игре.',
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Предзаказ команды' });
    expect(within(bar).getByText('Совы')).toBeInTheDocument();
    expect(within(bar).getByText('Бар «Сова»')).toBeInTheDocument();
    expect(within(bar).getByText('Гарри Поттер #2')).toBeInTheDocument();
    expect(within(bar).getByText('15 октября')).toBeInTheDocument();
    expect(within(bar).getByText('19:30')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Изменить участие' })).toHaveAttribute(
      'href',
      '/event/42/team/30/event_registration',
    );
    expect(within(bar).getByRole('button', { name: 'Корзина, товаров: 0' })).toBeInTheDocument();
  });

  it('the bar on a phone: one line with the game and when; «Подробнее» opens the team, place, date and time', async () => {
    logIn();
    preorderNet();
    view();
    const bar = await screen.findByRole('region', { name: 'Предзаказ команды' });
    // shown by CSS on a phone only (jsdom has no viewport): found among the hidden ones
    const more = within(bar).getByLabelText('Подробнее: Гарри Поттер #2 · 15 октября, 19:30');
    expect(more).toHaveTextContent('Гарри Поттер #2 · 15 октября, 19:30');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(details).toContainElement(within(bar).getByText('Бар «Сова»'));
    expect(details).toContainElement(within(bar).getByRole('link', { name: 'Изменить участие' }));
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // the cart stays on the bar's one line, outside the details
    expect(details).not.toContainElement(
      within(bar).getByRole('button', { name: 'Корзина, товаров: 0', hidden: true }),
    );
  });

  it('registered: a player gets the team’s guest link, copied with SPEC §8 texts', async () => {
    logIn();
    const net = preorderNet();
    net.on('preorderToken', {
      status: 200,
      data: { token: 'cd'.repeat(16), event: 42, team: 30, event_team: 300 },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const toasts: string[] = [];
    const sub = on('toast.show').subscribe((e) => toasts.push(e.message));
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Ссылка для гостей команды' }));
    const field = await screen.findByLabelText('Ссылка для гостя без телефона');
    const url = `http://localhost/event/42/team/30/preorder?t=${'cd'.repeat(16)}`;
    expect(field).toHaveValue(url);
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(toasts).toContain('Ссылка скопирована в буфер.'));
    expect(net.calls('preorderToken')[0]?.url).toBe('preorder/300/token/');
    sub.unsubscribe();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('other team: names the own team and links to its preorder', async () => {
    logIn();
    preorderNet({ status: 'other_team', can_order: false, own_team: { id: 31, title: 'Ежи' } });
    view();
    expect(
      await screen.findByText('Вы уже зарегистрированы на эту игру в другой команде — «Ежи».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К предзаказу своей команды' })).toHaveAttribute(
      'href',
      '/event/42/team/31/preorder',
    );
  });

  it('not registered, no phone, anonymous: their texts and actions; no cart badge', async () => {
    logIn();
    const net = preorderNet({ status: 'not_registered', can_order: false });
    const { unmount } = view();
    expect(await screen.findByText('Вы не зарегистрированы на эту игру.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Корзина/ })).not.toBeInTheDocument();
    unmount();

    net.on('preorderAccess', { status: 200, data: { ...(await accessOf('no_phone')) } });
    const second = view();
    expect(
      await screen.findByText(
        'Для предзаказа без телефона нужна ссылка от участника команды или телефон в личном кабинете.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть личный кабинет' })).toHaveAttribute('href', '/cabinet');
    second.unmount();

    logOut();
    net.on('preorderAccess', { status: 200, data: await accessOf('anonymous') });
    view();
    expect(await screen.findByText('Чтобы сделать предзаказ, войдите на сайт.')).toBeInTheDocument();
    const asked: unknown[] = [];
    const sub = on('auth.required').subscribe((e) => asked.push(e));
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(asked).toHaveLength(1);
    sub.unsubscribe();
  });

  it('team link: the invited visitor gives a name, gets a token and orders as a guest', async () => {
    const net = preorderNet({ status: 'invited', can_order: false, has_phone: false, first_name: null });
    view('ab'.repeat(16));
    expect(
      await screen.findByText('Вас пригласили сделать предзаказ вместе с командой «Совы». Как вас зовут?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Имя — от 2 до 18 символов.')).toBeInTheDocument();
    expect(net.calls('redeemPreorderToken')).toHaveLength(0);

    net.on('redeemPreorderToken', {
      status: 201,
      data: { authToken: 'b'.repeat(40), user: { id: 777, first_name: 'Петя' }, cart: 700 },
    });
    net.on('preorderAccess', (req) => ({
      status: 200,
      data: req.authorization
        ? {
            status: 'guest',
            can_order: true,
            event_team: { id: 300, event: 42, team: { id: 30, title: 'Совы' }, title: 'Совы' },
            cart: 700,
            own_team: null,
            has_phone: false,
            first_name: 'Петя',
          }
        : {
            status: 'invited',
            can_order: false,
            event_team: null,
            cart: null,
            own_team: null,
            has_phone: false,
            first_name: null,
          },
    }));
    net.on('myCart', {
      status: 200,
      data: {
        event_team: { id: 300, event: 42, team: { id: 30, title: 'Совы' }, title: 'Совы' },
        cart: makeCart({ user: 777, name: 'Петя' }),
      },
    });
    // the screen goes from the invitation to the guest's menu at once: it never falls back to its loading
    // state, so the bottom bar shown now is the one shown after, and the guest's access is asked once
    const bar = screen.getByRole('region', { name: 'Предзаказ команды' });
    fireEvent.change(screen.getByLabelText('Ваше имя'), { target: { value: 'Петя' } });
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Вы заказываете по ссылке команды «Совы».')).toBeInTheDocument();
    expect(bar).toBeInTheDocument();
    expect(screen.queryByLabelText('Ваше имя')).not.toBeInTheDocument();
    await waitFor(() => expect(net.calls('myCart')).toHaveLength(1));
    expect(net.calls('preorderAccess').filter((call) => call.authorization)).toHaveLength(1);
    expect(net.calls('redeemPreorderToken')[0]?.body).toEqual({ first_name: 'Петя' });
    expect(net.calls('redeemPreorderToken')[0]?.url).toBe(`preorder/event/42/token/${'ab'.repeat(16)}/`);
    expect(net.calls('preorderAccess').at(-1)?.authorization).toBe(`Token ${'b'.repeat(40)}`);
    expect(JSON.parse(window.localStorage.getItem('quiz_preorder_guest:42:30') ?? '{}').token).toBe(
      'b'.repeat(40),
    );

    // orders with the guest token
    net.on('addCartItem', (req) => ({
      status: 201,
      data: makeCartItem({ product: PIZZA, quantity: (req.body as { quantity: number }).quantity }),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Кухня' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Горячее' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Пицца Маргарита' }));
    fireEvent.click(await screen.findByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(net.calls('addCartItem')).toHaveLength(1));
    expect(net.calls('addCartItem')[0]?.authorization).toBe(`Token ${'b'.repeat(40)}`);
  });

  it('team link: a kept guest whose token the server refuses is forgotten and asked for a name again', async () => {
    window.localStorage.setItem(
      'quiz_preorder_guest:42:30',
      JSON.stringify({ token: 'b'.repeat(40), user: { id: 777, first_name: 'Петя' } }),
    );
    const invited = { status: 'invited', can_order: false, has_phone: false, first_name: null } as const;
    const net = preorderNet(invited);
    net.on('preorderAccess', (req) =>
      req.authorization
        ? { status: 401, data: { detail: 'Недопустимый токен.' } }
        : { status: 200, data: makePreorderAccess(invited) },
    );
    view('ab'.repeat(16));
    expect(
      await screen.findByText('Вас пригласили сделать предзаказ вместе с командой «Совы». Как вас зовут?'),
    ).toBeInTheDocument();
    expect(net.calls('preorderAccess')[0]?.authorization).toBe(`Token ${'b'.repeat(40)}`);
    expect(window.localStorage.getItem('quiz_preorder_guest:42:30')).toBeNull();
  });
});

async function accessOf(status: 'no_phone' | 'anonymous') {
  const { makePreorderAccess } = await import('@quiz/contract/fixtures');
  return makePreorderAccess({ status, can_order: false, has_phone: false });
}

describe('catalog (SPEC §2)', () => {
  it('breadcrumbs, products with prices in rubles with separators, list/tile remembered per user', async () => {
    logIn({ id: 5 });
    const net = preorderNet();
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Кухня' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Горячее' }));
    const crumbs = await screen.findByRole('navigation', { name: 'Разделы меню' });
    await within(crumbs).findByText('Горячее');
    expect(within(crumbs).getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    expect(within(crumbs).getByRole('button', { name: 'Кухня' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Горячее')).toHaveAttribute('aria-current', 'page');
    expect(net.calls('menuCategory').at(-1)?.query).toEqual({ place: EVENT_PLACE });
    const pizza = screen.getByRole('button', { name: 'Пицца Маргарита' });
    expect(within(pizza).getByText('1 250 ₽')).toBeInTheDocument();
    expect(screen.getByText('С курицей')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Плиткой' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Списком' }));
    expect(screen.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('quiz_preorder_view:5')).toBe('list');
    // back to the root through the breadcrumb
    fireEvent.click(within(crumbs).getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('button', { name: 'Бар' })).toBeInTheDocument();
    expect(HOT.products).toHaveLength(2);
  });

  it('product dialog: quantity 1–99, total, adding creates the cart, badge and cart.changed follow', async () => {
    logIn();
    const net = preorderNet();
    net.on('createCart', { status: 201, data: makeCart() });
    net.on('addCartItem', (req) => ({
      status: 201,
      data: makeCartItem({ product: PIZZA, quantity: (req.body as { quantity: number }).quantity }),
    }));
    const changes: number[] = [];
    const sub = on('cart.changed').subscribe((e) => changes.push(e.count));
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Кухня' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Горячее' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Пицца Маргарита' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пицца Маргарита' });
    expect(within(dialog).getByRole('button', { name: 'Меньше' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Больше' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Больше' }));
    expect(within(dialog).getByTestId('product-total')).toHaveTextContent('Итого: 3 750 ₽');
    fireEvent.click(within(dialog).getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls('createCart')).toHaveLength(1);
    expect(net.calls('addCartItem')[0]?.body).toEqual({ cart: 700, product: 501, quantity: 3 });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(changes.at(-1)).toBe(3);
    sub.unsubscribe();
  });

  it('product dialog: «В корзину» is busy while the cart takes it (one request); a refusal keeps the dialog', async () => {
    logIn();
    const net = preorderNet();
    net.on('createCart', { status: 201, data: makeCart() });
    let answer: (value: { status: number; data: unknown }) => void = () => undefined;
    net.on('addCartItem', () => new Promise((resolve) => (answer = resolve)));
    const toasts: string[] = [];
    const sub = on('toast.show').subscribe((e) => toasts.push(e.message));
    view();
    fireEvent.click(await screen.findByRole('button', { name: 'Кухня' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Горячее' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Пицца Маргарита' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пицца Маргарита' });
    const add = within(dialog).getByRole('button', { name: 'В корзину' });
    fireEvent.click(add);
    await waitFor(() => expect(net.calls('addCartItem')).toHaveLength(1));
    expect(add).toBeDisabled();
    fireEvent.click(add);
    answer({ status: 400, data: { quantity: ['Количество — от 1 до 99.'] } });
    await waitFor(() => expect(add).toBeEnabled());
    expect(net.calls('addCartItem')).toHaveLength(1);
    expect(toasts.join('\n')).toContain('Количество — от 1 до 99.');
    expect(screen.getByRole('dialog', { name: 'Пицца Маргарита' })).toBeInTheDocument();
    sub.unsubscribe();
  });
});

const EVENT_PLACE = 3;
