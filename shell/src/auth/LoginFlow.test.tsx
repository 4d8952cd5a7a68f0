/**
 * The login modal and page as a user meets them: every step, the auto-submit at 4 digits, the
 * resend countdown (fake timers), the SPEC §8 error texts, the token cookie and the session.
 * The network is faked at the axios adapter; everything above it is the real code.
 */
import './test-polyfills';
import { type FakeNetwork, fakeNetwork } from '@quiz/api/testing';
import { emit, on, session$ } from '@quiz/bus';
import type { User } from '@quiz/contract';
import { makeUser } from '@quiz/contract/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastHost } from '../toast/ToastHost';
import { AuthModalHost } from './AuthModalHost';
import LoginPage from './LoginPage';
import { clearSession } from './token';

const USER: User = makeUser({ id: 42, first_name: 'Аня', phone: '79123456789' });
const TOKEN = 'a'.repeat(40);
/** the challenges the fake server answers: the code is valid only with the latest */
const CHALLENGE = 'c'.repeat(43);
const RESENT_CHALLENGE = 'd'.repeat(43);

let net: FakeNetwork;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthModalHost />
      <ToastHost />
      <Where />
    </MemoryRouter>,
  );
}

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>другая страница</p>} />
      </Routes>
      <ToastHost />
      <Where />
    </MemoryRouter>,
  );
}

function happyServer(firstName = 'Аня', sendBy = 'whatsapp') {
  let name = firstName;
  net.on('POST create_user/', {
    status: 200,
    data: { send_by: sendBy, retry_after: 5, challenge: CHALLENGE, sent: true },
  });
  net.on('POST validate/', ({ body }) => {
    const { code, challenge } = body as { code: string; challenge: string };
    return code === '1234' && challenge === CHALLENGE
      ? { status: 200, data: { token: TOKEN, first_name: name } }
      : { status: 400, data: { detail: 'invalid code' } };
  });
  net.on('GET user_detail/', ({ authorization }) =>
    authorization === `Token ${TOKEN}`
      ? { status: 200, data: { ...USER, first_name: name } }
      : { status: 403, data: { detail: 'Недопустимый токен.' } },
  );
  net.on('PUT user/', ({ body }) => {
    name = (body as { first_name: string }).first_name;
    return { status: 200, data: { ...USER, first_name: name } };
  });
  net.on('POST log/', { status: 200, data: { ok: true } });
}

async function openModal(user: ReturnType<typeof userEvent.setup>, retry?: () => void) {
  act(() => emit({ type: 'auth.required', ...(retry ? { retry } : {}) }));
  const phone = await screen.findByLabelText('Номер телефона');
  await user.type(phone, '9123456789');
  await user.click(screen.getByRole('button', { name: 'Получить код' }));
}

beforeEach(() => {
  net = fakeNetwork();
  clearSession();
});
afterEach(() => {
  net.restore();
  jest.useRealTimers();
});

describe('AUTH step', () => {
  it('formats the phone, refuses an incomplete one, and sends a complete one', async () => {
    const user = userEvent.setup();
    happyServer();
    renderModal();
    act(() => emit({ type: 'auth.required' }));
    // the first test of the file loads the modal's lazy chunk: allow a loaded machine time for it
    const phone = await screen.findByLabelText('Номер телефона', {}, { timeout: 10_000 });
    await user.type(phone, '89123');
    expect(phone).toHaveValue('8 (912) 3');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Некорректный номер телефона!')).toBeInTheDocument();
    expect(net.calls('POST create_user/')).toHaveLength(0);

    await user.type(phone, '456789');
    expect(phone).toHaveValue('8 (912) 345-67-89');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByLabelText('Код');
    expect(net.calls('POST create_user/')[0]?.body).toEqual({ phone: '79123456789' });
  });

  it('shows «ЧТО-ТО НЕ ТАК!» with the field lines of a refused phone', async () => {
    const user = userEvent.setup();
    net.on('POST create_user/', { status: 400, data: { phone: ['Некорректный номер телефона!'] } });
    renderModal();
    await openModal(user);
    expect(await screen.findByText('ЧТО-ТО НЕ ТАК!')).toBeInTheDocument();
    expect(screen.getByText('Телефон: Некорректный номер телефона!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Код')).not.toBeInTheDocument();
  });

  it('shows the server detail under «ЧТО-ТО НЕ ТАК!» when sending is refused', async () => {
    const user = userEvent.setup();
    net.on('POST create_user/', {
      status: 429,
      data: { detail: 'Слишком много кодов на этот номер. Попробуйте через 42 мин.', retry_after: 2520 },
    });
    renderModal();
    await openModal(user);
    expect(await screen.findByText('ЧТО-ТО НЕ ТАК!')).toBeInTheDocument();
    expect(
      screen.getByText('Слишком много кодов на этот номер. Попробуйте через 42 мин.'),
    ).toBeInTheDocument();
  });
});

describe('CONFIRM step', () => {
  it.each([
    ['whatsapp', 'Мы отправили код в WhatsApp на номер +7 (912) 345-67-89.'],
    ['sms_aero', 'Мы отправили код в SMS на номер +7 (912) 345-67-89.'],
    [
      'flash_call',
      'Вам поступит звонок на номер +7 (912) 345-67-89. Введите последние 4 цифры номера, с которого звонят.',
    ],
    ['other', 'Мы отправили код сообщением на номер +7 (912) 345-67-89.'],
  ])('names the channel %s in Russian', async (sendBy, text) => {
    const user = userEvent.setup();
    happyServer('Аня', sendBy);
    renderModal();
    await openModal(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('submits the code by itself at the 4th digit', async () => {
    const user = userEvent.setup();
    happyServer();
    renderModal();
    await openModal(user);
    const code = await screen.findByLabelText('Код');
    await user.type(code, '123');
    expect(net.calls('POST validate/')).toHaveLength(0);
    await user.type(code, '4');
    await waitFor(() => expect(net.calls('POST validate/')).toHaveLength(1));
    expect(net.calls('POST validate/')[0]?.body).toEqual({
      phone: '79123456789',
      code: '1234',
      challenge: CHALLENGE,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says «Неправильный код!» for a wrong code and lets the user try again', async () => {
    const user = userEvent.setup();
    happyServer();
    renderModal();
    await openModal(user);
    const code = await screen.findByLabelText('Код');
    await user.type(code, '9999');
    expect(await screen.findByText('Неправильный код!')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));
    expect(session$.getValue().token).toBeNull();
    await user.type(code, '1234');
    await waitFor(() => expect(session$.getValue().user?.id).toBe(42));
  });

  it('says «Что-то пошло не так...» for any other code failure', async () => {
    const user = userEvent.setup();
    happyServer();
    net.on('POST validate/', { status: 500, data: '<html>oops</html>' });
    renderModal();
    await openModal(user);
    await user.type(await screen.findByLabelText('Код'), '1234');
    expect(await screen.findByText('Что-то пошло не так...')).toBeInTheDocument();
  });

  it('blocks resend for 5 s, then 10 s after the next send, counting down', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    happyServer();
    net.on('POST create_user/', () => ({
      status: 200,
      data: {
        send_by: 'sms_aero',
        retry_after: 5 * net.calls('POST create_user/').length,
        challenge: CHALLENGE,
        sent: true,
      },
    }));
    renderModal();
    await openModal(user);
    const waiting = await screen.findByRole('button', { name: 'Отправить ещё раз через 5 с' });
    expect(waiting).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Отправить ещё раз через 3 с' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3000));
    const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Отправить ещё раз через 10 с' })).toBeDisabled();
    expect(net.calls('POST create_user/')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByRole('button', { name: 'Отправить ещё раз через 1 с' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Отправить код ещё раз' })).toBeEnabled();
  });

  it('a resend names the flow’s challenge, and the code is checked with the challenge it answered', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    happyServer();
    renderModal();
    await openModal(user);
    await screen.findByLabelText('Код');
    // the number's codes are spent: nothing new is sent, the challenge is another one
    net.on('POST create_user/', {
      status: 200,
      data: { send_by: 'whatsapp', retry_after: 240, challenge: RESENT_CHALLENGE, sent: false },
    });
    net.on('POST validate/', ({ body }) =>
      (body as { challenge: string }).challenge === RESENT_CHALLENGE
        ? { status: 200, data: { token: TOKEN, first_name: 'Аня' } }
        : { status: 400, data: { detail: 'invalid code' } },
    );
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(
      await screen.findByText(
        'Новый код пока не отправлен: введите последний код, пришедший на номер +7 (912) 345-67-89.',
      ),
    ).toBeInTheDocument();
    expect(net.calls('POST create_user/')[1]?.body).toEqual({ phone: '79123456789', challenge: CHALLENGE });
    await user.type(screen.getByLabelText('Код'), '5678');
    await waitFor(() => expect(net.calls('POST validate/')).toHaveLength(1));
    expect(net.calls('POST validate/')[0]?.body).toEqual({
      phone: '79123456789',
      code: '5678',
      challenge: RESENT_CHALLENGE,
    });
    await waitFor(() => expect(session$.getValue().token).toBe(TOKEN));
  });

  it('a server older than challenges (no challenge, no sent in its answer): the channel is named and the code checked', async () => {
    const user = userEvent.setup();
    happyServer();
    net.on('POST create_user/', { status: 200, data: { send_by: 'sms_aero', retry_after: 5 } });
    net.on('POST validate/', { status: 200, data: { token: TOKEN, first_name: 'Аня' } });
    renderModal();
    await openModal(user);
    expect(
      await screen.findByText('Мы отправили код в SMS на номер +7 (912) 345-67-89.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код'), '1234');
    await waitFor(() => expect(net.calls('POST validate/')).toHaveLength(1));
    expect(net.calls('POST validate/')[0]?.body).toEqual({ phone: '79123456789', code: '1234' });
  });

  it('follows the server when it still says wait (429 with seconds)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    happyServer();
    renderModal();
    await openModal(user);
    await screen.findByLabelText('Код');
    net.on('POST create_user/', {
      status: 429,
      data: { detail: 'Повторная отправка возможна через 7 с', retry_after: 7 },
    });
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole('button', { name: 'Отправить код ещё раз' }));
    expect(await screen.findByRole('button', { name: 'Отправить ещё раз через 7 с' })).toBeDisabled();
  });
});

describe('USERNAME step and the end of the login', () => {
  it('asks a name when first_name is under 2 characters, then finishes the saved action', async () => {
    const user = userEvent.setup();
    happyServer('');
    const loggedIn: User[] = [];
    const sub = on('auth.loggedIn').subscribe((e) => loggedIn.push(e.user));
    const retry = jest.fn();
    renderModal('/event/5');
    await openModal(user, retry);
    await user.type(await screen.findByLabelText('Код'), '1234');

    expect(await screen.findByRole('dialog', { name: 'Как вас зовут?' })).toBeInTheDocument();
    const name = screen.getByLabelText('Имя');
    await user.type(name, 'А');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Имя должно содержать не менее 2 букв!')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxLength', '18');
    // at 18 characters the field says why it takes no more
    await user.type(name, 'лександраКонстантиновна');
    expect(name).toHaveValue('АлександраКонстант');
    expect(screen.getByText('Не более 18 символов')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Аня');
    expect(screen.queryByText('Не более 18 символов')).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'А');
    await user.type(name, 'ня');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(net.calls('PUT user/')[0]).toMatchObject({
      body: { first_name: 'Аня' },
      authorization: `Token ${TOKEN}`,
    });
    expect(session$.getValue()).toMatchObject({ token: TOKEN, user: { id: 42, first_name: 'Аня' } });
    expect(document.cookie).toContain(`quiz_token=${TOKEN}`);
    expect(loggedIn.map((u) => u.first_name)).toEqual(['Аня']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/event/5');
    const log = net.calls('POST log/')[0]?.body as { from: string; logs: Record<string, unknown> };
    expect(log.logs).toMatchObject({ event: 'login', phone: '79123456789' });
    expect(typeof log.logs.timestamp).toBe('string');
    sub.unsubscribe();
  });

  it('skips the name step for a named user and goes to `from`', async () => {
    const user = userEvent.setup();
    happyServer('Борис');
    renderModal('/');
    act(() => emit({ type: 'auth.required', from: '/my_teams' }));
    await user.type(await screen.findByLabelText('Номер телефона'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код'), '1234');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my_teams'));
    expect(net.calls('PUT user/')).toHaveLength(0);
  });

  it('says «Что-то пошло не так!» when the user cannot be loaded after the code', async () => {
    const user = userEvent.setup();
    happyServer();
    net.on('GET user_detail/', { status: 500, data: { detail: 'boom' } });
    renderModal();
    await openModal(user);
    await user.type(await screen.findByLabelText('Код'), '1234');
    expect(await screen.findByText('Что-то пошло не так!')).toBeInTheDocument();
  });
});

describe('/login page', () => {
  it('sends the user to `from` after the login', async () => {
    const user = userEvent.setup();
    happyServer();
    renderPage('/login?from=%2Fcabinet');
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Номер телефона'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код'), '1234');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cabinet$/));
  });

  it('sends the user home without `from`, and never off the site', async () => {
    const user = userEvent.setup();
    happyServer();
    renderPage('/login?from=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Номер телефона'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText('Код'), '1234');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});
