/**
 * What the first paint does not need is loaded when it is asked for: the login modal (with its texts),
 * the city window and the api client (with axios) are not evaluated with the navbar and the hosts, and
 * each still opens on the first click, with its Russian texts. The mocks below only record when a
 * module is first evaluated; the real module is used.
 */
import './auth/test-polyfills';
import { fakeNetwork } from '@quiz/api/testing';
import { city$, emit, session$ } from '@quiz/bus';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AuthModalHost } from './auth/AuthModalHost';
import { cities$ } from './city/city-store';
import { Navbar } from './layout/Navbar';
import { ToastHost } from './toast/ToastHost';

/** The modules evaluated so far (a hoisted function: the mock factories below may run before this file's body). */
function mockEvaluated(): string[] {
  const g = globalThis as { shellFirstLoadEvaluated?: string[] };
  g.shellFirstLoadEvaluated ??= [];
  return g.shellFirstLoadEvaluated;
}
jest.mock('./auth/AuthModal', () => {
  mockEvaluated().push('login modal');
  return jest.requireActual('./auth/AuthModal');
});
jest.mock('./city/CityModal', () => {
  mockEvaluated().push('city window');
  return jest.requireActual('./city/CityModal');
});
jest.mock('./api-calls', () => {
  mockEvaluated().push('api client');
  return jest.requireActual('./api-calls');
});

const MOSCOW = {
  id: 1,
  title: 'Москва',
  subdomain: 'msk',
  currency: { code: 'RUB', symbol: '₽' },
  timezone: 'Europe/Moscow',
};

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={['/event/13']}>
      <Navbar />
      <AuthModalHost />
      <ToastHost />
    </MemoryRouter>,
  );
}

describe('the first load of the frame', () => {
  beforeEach(() => {
    act(() => {
      session$.next({ token: null, user: null });
      cities$.next([MOSCOW]);
      city$.next(MOSCOW);
    });
  });

  it('evaluates neither the login modal, the city window nor the api client', () => {
    renderFrame();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(mockEvaluated()).toEqual([]);
  });

  it('opens the login modal on the first click on «Войти», at the phone step', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    // the first test to open it loads the modal's lazy chunks: allow a loaded machine time for it
    const dialog = await screen.findByRole('dialog', { name: 'Вход' }, { timeout: 10_000 });
    expect(
      await within(dialog).findByLabelText('Номер телефона', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Получить код' })).toBeInTheDocument();
    expect(mockEvaluated()).toContain('login modal');
  });

  it('opens the city window on the first click on the city', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Город: Москва. Сменить город' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выберите город' });
    expect(within(dialog).getByRole('searchbox', { name: 'Поиск города' })).toBeInTheDocument();
    expect(mockEvaluated()).toContain('city window');
  });

  it('shows a toast asked for before anything else was loaded', async () => {
    renderFrame();
    act(() => emit({ type: 'toast.show', kind: 'error', message: 'Что-то пошло не так!' }));
    expect(await screen.findByText('Что-то пошло не так!')).toBeInTheDocument();
  });

  it('loads the api client with the first call: «Получить код» sends the phone', async () => {
    const net = fakeNetwork();
    net.on('POST create_user/', { status: 400, data: { phone: ['Некорректный номер телефона!'] } });
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await userEvent.type(await within(dialog).findByLabelText('Номер телефона'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    expect(await within(dialog).findByText('ЧТО-ТО НЕ ТАК!')).toBeInTheDocument();
    expect(within(dialog).getByText('Телефон: Некорректный номер телефона!')).toBeInTheDocument();
    expect(mockEvaluated()).toContain('api client');
    expect(net.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST create_user/']);
  });
});
