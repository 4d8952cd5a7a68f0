/** SPEC §2 "Unauthorized registration form" and §4 "Registration form". */
import { fakeNetwork } from '@quiz/api/testing';
import { type BusEvent, bus, session$ } from '@quiz/bus';
import { makeEvent, makePlace, makeUser } from '@quiz/contract/fixtures';
import { TEAM_TEXTS } from '@quiz/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AnonymousRegistrationForm } from './AnonymousRegistrationForm';

const seen: BusEvent[] = [];
let sub: { unsubscribe(): void } | undefined;
beforeEach(() => {
  seen.length = 0;
  sub = bus.events$.subscribe((e) => {
    seen.push(e);
    // the shell's answer to auth.token
    if (e.type === 'auth.token') session$.next({ token: e.token, user: makeUser() });
  });
  session$.next({ token: null, user: null });
});
afterEach(() => {
  sub?.unsubscribe();
  session$.next({ token: null, user: null });
});

/** the challenges the fake server's submits answer */
const CHALLENGE = 'c'.repeat(43);

const EVENT = makeEvent({
  id: 42,
  date: '2099-10-15T16:30:00.000Z',
  place: makePlace({ max_players_in_team: 6 }),
});

function fill() {
  fireEvent.change(screen.getByLabelText('Ваше имя'), { target: { value: 'Аня' } });
  fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 916 700-00-01' } });
  fireEvent.change(screen.getByLabelText('Название команды'), { target: { value: 'Новые лица' } });
}

describe('anonymous registration form', () => {
  it('validates the name and phone and limits the name to 18 characters', async () => {
    const net = fakeNetwork();
    render(<AnonymousRegistrationForm event={EVENT} />);
    expect(screen.getByLabelText('Ваше имя')).toHaveAttribute('maxlength', '18');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(TEAM_TEXTS.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXTS.invalidPhone)).toBeInTheDocument();
    expect(net.calls('eventRegistrationForm')).toHaveLength(0);
  });

  it('sends log + the form, says the team is not registered before the code, confirms at 4 digits and goes to set_check', async () => {
    const net = fakeNetwork();
    net.on('POST log/', { status: 200, data: { ok: true } });
    net.on('eventRegistrationForm', {
      status: 201,
      data: {
        send_auth_code: { sent: true, send_by: 'sms_aero' },
        status: 'pending',
        expires_at: '2099-10-15T16:40:00.000Z',
        challenge: CHALLENGE,
        pending: { team_title: 'Новые лица', participant_count: 2, join_existing: false },
      },
    });
    net.on('confirmRegistrationForm', {
      status: 200,
      data: {
        token: 'a'.repeat(40),
        first_name: 'Аня',
        event_team: { id: 9, team: { id: 5 }, status: 'registered' },
        detail: null,
      },
    });
    render(<AnonymousRegistrationForm event={EVENT} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(/Мы отправили код для входа: SMS/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Команда ещё не зарегистрирована. Регистрация закончится, когда вы введёте код',
    );
    // what the code confirms: the team and participants this submit sent
    expect(screen.getByText('Команда «Новые лица», участников: 2.')).toBeInTheDocument();
    expect(net.calls('eventRegistrationForm')[0]?.body).toEqual({
      phone: '79167000001',
      name: 'Аня',
      participant_count: 2,
      team_title: 'Новые лица',
      join_existing: false,
    });
    expect(net.calls('POST log/')[0]?.body).toEqual(
      expect.objectContaining({
        logs: expect.objectContaining({ event: 42, phone_input_value: '+7 (916) 700-00-01' }),
      }),
    );
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '123' } });
    expect(net.calls('confirmRegistrationForm')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '1234' } });
    await waitFor(() =>
      expect(seen).toContainEqual({
        type: 'nav.go',
        to: '/event/42/team/5/event_registration?set_check=true',
      }),
    );
    expect(net.calls('confirmRegistrationForm')[0]?.body).toEqual({
      phone: '79167000001',
      code: '1234',
      challenge: CHALLENGE,
    });
    expect(seen).toContainEqual({ type: 'auth.token', token: 'a'.repeat(40) });
  });

  it('no new message (the number’s codes spent): the latest code is asked for; a wrong code says so; a refusal after the code is said', async () => {
    const net = fakeNetwork();
    net.on('POST log/', { status: 200, data: { ok: true } });
    net.on('eventRegistrationForm', {
      status: 201,
      data: {
        send_auth_code: { sent: false, send_by: 'other' },
        status: 'pending',
        expires_at: '2099-10-15T16:40:00.000Z',
        challenge: CHALLENGE,
        pending: { team_title: 'Новые лица', participant_count: 1, join_existing: false },
      },
    });
    net.on('confirmRegistrationForm', { status: 400, data: { detail: 'invalid code' } });
    render(<AnonymousRegistrationForm event={EVENT} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(
      await screen.findByText(/Код для входа уже отправлен \(.*\): введите последний пришедший код/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '0000' } });
    expect(await screen.findByText('Неправильный код!')).toBeInTheDocument();

    net.on('confirmRegistrationForm', {
      status: 200,
      data: { token: 'b'.repeat(40), first_name: 'Аня', event_team: null, detail: TEAM_TEXTS.titleTaken },
    });
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '1111' } });
    expect(await screen.findByText('Не получилось зарегистрироваться')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(TEAM_TEXTS.titleTaken))).toBeInTheDocument();
    expect(seen.some((e) => e.type === 'nav.go')).toBe(false);
  });

  it('a server older than challenges (no challenge, no pending version in its answer): the form still confirms', async () => {
    const net = fakeNetwork();
    net.on('POST log/', { status: 200, data: { ok: true } });
    net.on('eventRegistrationForm', {
      status: 201,
      data: {
        send_auth_code: { sent: true, send_by: 'other' },
        status: 'pending',
        expires_at: '2099-10-15T16:40:00.000Z',
      },
    });
    net.on('confirmRegistrationForm', {
      status: 200,
      data: {
        token: 'c'.repeat(40),
        first_name: 'Аня',
        event_team: { id: 9, team: { id: 5 }, status: 'registered' },
        detail: null,
      },
    });
    render(<AnonymousRegistrationForm event={EVENT} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(/Мы отправили код для входа/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Код'), { target: { value: '1234' } });
    await waitFor(() => expect(net.calls('confirmRegistrationForm')).toHaveLength(1));
    expect(net.calls('confirmRegistrationForm')[0]?.body).toEqual({ phone: '79167000001', code: '1234' });
  });

  it('joins an existing team only with its invite link, alone: a title is not enough', async () => {
    const net = fakeNetwork();
    net.on('POST log/', { status: 200, data: { ok: true } });
    net.on('eventRegistrationForm', {
      status: 201,
      data: {
        send_auth_code: { sent: true, send_by: 'other' },
        status: 'pending',
        expires_at: '2099-10-15T16:40:00.000Z',
        challenge: CHALLENGE,
        pending: { team_title: 'Совы не то, чем кажутся', participant_count: 1, join_existing: true },
      },
    });
    render(<AnonymousRegistrationForm event={EVENT} />);
    fireEvent.change(screen.getByLabelText('Ваше имя'), { target: { value: 'Аня' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 916 700-00-01' } });
    fireEvent.click(screen.getByLabelText('Присоединиться к существующей'));
    expect(screen.queryByLabelText('Название команды')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Увеличить' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ссылка-приглашение в команду'), {
      target: { value: 'Совы не то, чем кажутся' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(TEAM_TEXTS.joinNeedsInvite)).toBeInTheDocument();
    expect(net.calls('eventRegistrationForm')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Ссылка-приглашение в команду'), {
      target: { value: 'https://quiz.example/reg_on_team/ab12cd34ef56ab78' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(/Мы отправили код для входа/)).toBeInTheDocument();
    expect(screen.getByText('Вы присоединитесь к команде «Совы не то, чем кажутся».')).toBeInTheDocument();
    expect(net.calls('eventRegistrationForm')[0]?.body).toEqual({
      phone: '79167000001',
      name: 'Аня',
      participant_count: 1,
      team_invite: 'https://quiz.example/reg_on_team/ab12cd34ef56ab78',
      join_existing: true,
    });
  });

  it('«Команда с таким названием уже существует!» with a login prompt; other failures an alert with a close control', async () => {
    const net = fakeNetwork();
    net.on('POST log/', { status: 200, data: { ok: true } });
    net.on('eventRegistrationForm', { status: 409, data: { detail: TEAM_TEXTS.titleTaken } });
    render(<AnonymousRegistrationForm event={EVENT} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(TEAM_TEXTS.titleTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();

    net.on('eventRegistrationForm', { status: 400, data: { detail: 'Регистрация не доступна ...' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const alert = await screen.findByText('Не получилось зарегистрироваться');
    expect(alert).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() =>
      expect(screen.queryByText('Не получилось зарегистрироваться')).not.toBeInTheDocument(),
    );
  });

  it('offers a player who already has an account to log in and come back here', () => {
    fakeNetwork();
    window.history.replaceState(null, '', '/event/42/registration');
    render(<AnonymousRegistrationForm event={EVENT} />);
    fireEvent.click(screen.getByRole('link', { name: 'Войдите, чтобы выбрать свою команду' }));
    expect(seen).toContainEqual({ type: 'nav.go', to: '/login?from=%2Fevent%2F42%2Fregistration' });
  });

  it('with a token, says the user is already registered', () => {
    session$.next({ token: 't', user: null });
    render(<AnonymousRegistrationForm event={{ ...EVENT, isRegistered: true }} />);
    expect(screen.getByText('Вы уже зарегистрированы на эту игру.')).toBeInTheDocument();
  });
});
