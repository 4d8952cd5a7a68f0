/** mf-teams component tests: every SPEC §8 text and §5 validation of the registration journey. */
import { fakeNetwork } from '@quiz/api/testing';
import { on, session$ } from '@quiz/bus';
import { makeEvent, makePlace } from '@quiz/contract/fixtures';
import { overflowText, TEAM_TEXTS } from '@quiz/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { copyInvite } from '../shared/invite';
import { captureBus } from '../test/bus';
import { ME, makeLineup, makePage, makeTeam, player } from '../test/data';
import { EventRegistrationView } from './event-team/EventRegistrationView';
import { EventTeamPanelView } from './event-team/EventTeamPanelView';
import { RegistrationForm } from './registration/RegistrationForm';
import { InviteView } from './team/InviteView';
import { TeamCabinetView } from './team/TeamCabinetView';

const { seen, toasts } = captureBus(ME);

describe('registration modal (logged in)', () => {
  function answerEvent(
    net: ReturnType<typeof fakeNetwork>,
    event = makeEvent({ date: '2099-10-15T16:30:00.000Z' }),
  ) {
    net.on('GET event/42/', { status: 200, data: event });
    net.on('userTeams', {
      status: 200,
      data: [makeTeam(), makeTeam({ id: 6, title: 'Сборная', is_united: true })],
    });
    net.on('eventTeams', {
      status: 200,
      data: { capacity: 20, free_places: 3, max_players: 10, registered: [], reserve: [] },
    });
  }

  it('registers one of my teams (not the united one) and goes to the team registration page', async () => {
    const net = fakeNetwork();
    answerEvent(net);
    net.on('createEventTeam', (req) => ({
      status: 201,
      data: makeLineup({ event: (req.body as { event: number }).event }),
    }));
    render(<RegistrationForm eventId={42} />);
    const owl = await screen.findByRole('radio', { name: 'Совы' });
    expect(screen.queryByRole('radio', { name: 'Сборная' })).not.toBeInTheDocument();
    expect(screen.getByText('Свободных мест для команд: 3')).toBeInTheDocument();
    fireEvent.click(owl);
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(net.calls('createEventTeam')).toHaveLength(1));
    expect(net.calls('createEventTeam')[0]?.body).toEqual({ event: 42, team: 5 });
    await waitFor(() =>
      expect(seen).toContainEqual({ type: 'nav.go', to: '/event/42/team/5/event_registration' }),
    );
    expect(seen).toContainEqual({ type: 'registration.changed', eventId: 42, teamId: 5 });
    expect(screen.getByRole('button', { name: TEAM_TEXTS.back })).toBeInTheDocument();
  });

  it('names its game at the top: the theme title, the date and time in the venue’s zone, the venue', async () => {
    const net = fakeNetwork();
    // 16:30 UTC is 19:30 in Moscow and 21:30 in Yekaterinburg: the venue's zone decides
    answerEvent(
      net,
      makeEvent({
        date: '2099-10-15T16:30:00.000Z',
        city: { ...makeEvent().city, timezone: 'Asia/Yekaterinburg' },
      }),
    );
    render(<RegistrationForm eventId={42} />);
    const summary = await screen.findByTestId('game-summary');
    expect(within(summary).getByRole('heading', { level: 2, name: 'Гарри Поттер #2' })).toBeInTheDocument();
    expect(within(summary).getByText('чт, 15 октября · 21:30')).toBeInTheDocument();
    expect(within(summary).getByText('Бар «Сова», Москва, ул. Покровка, 12')).toBeInTheDocument();
    // above the form's first control
    const first = await screen.findByRole('radio', { name: 'Совы' });
    expect(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a united game asks for the place: «выберите место»', async () => {
    const net = fakeNetwork();
    answerEvent(
      net,
      makeEvent({
        date: '2099-10-15T16:30:00.000Z',
        united: true,
        unitedEvents: [
          { id: 42, place: makePlace({ id: 1, title: 'Бар А' }) },
          { id: 43, place: makePlace({ id: 2, title: 'Бар Б' }) },
        ],
      }),
    );
    render(<RegistrationForm eventId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: TEAM_TEXTS.playUnited }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_TEXTS.choosePlace);
    expect(net.calls('registerOnUnitedTeam')).toHaveLength(0);
  });

  it('says «Регистрация не доступна ...» for a closed game', async () => {
    const net = fakeNetwork();
    answerEvent(net, makeEvent({ date: '2099-10-15T16:30:00.000Z', workflow_state: 'finished' }));
    render(<RegistrationForm eventId={42} />);
    expect(await screen.findByText(TEAM_TEXTS.registrationClosed)).toBeInTheDocument();
  });

  it('a full venue offers the reserve list', async () => {
    const net = fakeNetwork();
    answerEvent(net);
    net.on('eventTeams', {
      status: 200,
      data: { capacity: 20, free_places: 0, max_players: 10, registered: [], reserve: [] },
    });
    render(<RegistrationForm eventId={42} />);
    expect(await screen.findByRole('button', { name: TEAM_TEXTS.reserveOffer })).toBeInTheDocument();
  });

  it('a 409 on team creation shows the server info; «Да» makes me the captain and registers', async () => {
    const net = fakeNetwork();
    answerEvent(net);
    net.on('createTeam', {
      status: 409,
      data: { info: 'Команда «Ничьи» уже есть, но у неё нет капитана. Стать её капитаном?', team_id: 77 },
    });
    net.on('patchTeam', (req) => ({
      status: 200,
      data: makeTeam({ id: 77, title: 'Ничьи', captain: (req.body as { captain: number }).captain }),
    }));
    net.on('createEventTeam', {
      status: 201,
      data: makeLineup({ team: { id: 77, title: 'Ничьи', captain: 100, city: 1, is_united: false } }),
    });
    render(<RegistrationForm eventId={42} />);
    await screen.findByRole('radio', { name: 'Совы' });
    fireEvent.change(screen.getByLabelText('Название новой команды'), { target: { value: 'Ничьи' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(/уже есть, но у неё нет капитана/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(net.calls('patchTeam')[0]?.body).toEqual({ captain: 100, city: 1 }));
    await waitFor(() => expect(net.calls('createEventTeam')[0]?.body).toEqual({ event: 42, team: 77 }));
  });
});

describe('event-team panel', () => {
  it('shows free places, the counter, greys out a player of another team and toggles with a 5 s lock', async () => {
    jest.useFakeTimers();
    const net = fakeNetwork();
    net.on('createEventPlayer', {
      status: 201,
      data: { id: 2, user: 101, event_team: 9, participant_count: 1 },
    });
    const announced: unknown[] = [];
    const sub = on('registration.changed').subscribe((e) => announced.push(e));
    render(<EventTeamPanelView data={makePage()} />);
    expect(screen.getByText('Свободных мест для команд: 4')).toBeInTheDocument();
    expect(screen.getByTestId('participant-counter')).toHaveTextContent('Участников: 1 из 10');
    expect(screen.getByRole('checkbox', { name: 'В игре: Вера' })).toBeDisabled();
    expect(screen.getByText('(играет в другой команде)')).toBeInTheDocument();
    const boris = screen.getByRole('checkbox', { name: 'В игре: Борис' });
    await act(async () => {
      fireEvent.click(boris);
    });
    expect(net.calls('createEventPlayer')[0]?.body).toEqual({ user: 101, event_team: 9 });
    expect(screen.getByText('Подождите 5 с')).toBeInTheDocument();
    expect(boris).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(5200);
    });
    expect(screen.queryByText(/Подождите/)).not.toBeInTheDocument();
    // the change is announced: this page and every widget showing the game's teams refresh from it
    expect(announced).toEqual([
      { type: 'registration.changed', eventId: makePage().event.id, teamId: makePage().team.id },
    ]);
    sub.unsubscribe();
    jest.useRealTimers();
  });

  it('registering and unregistering oneself answer in an information window (SPEC §4), not a toast', async () => {
    const net = fakeNetwork();
    net.on('createEventPlayer', {
      status: 201,
      data: { id: 2, user: 100, event_team: 9, participant_count: 1 },
    });
    net.on('deleteEventPlayer', { status: 204 });
    const { rerender } = render(
      <EventTeamPanelView data={makePage({ players: [player({ id: 100, first_name: 'Анна' })] })} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'В игре: Анна' }));
    const registered = await screen.findByRole('dialog', { name: 'Вы в игре! До встречи.' });
    fireEvent.click(within(registered).getByRole('button', { name: 'ОК' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<EventTeamPanelView data={makePage()} />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'В игре: Анна' })).toBeEnabled(), {
      timeout: 6000,
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'В игре: Анна' }));
    expect(await screen.findByRole('dialog', { name: 'Вы сняты с игры.' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('shows the server overflow message at the limit', async () => {
    const net = fakeNetwork();
    net.on('createEventPlayer', { status: 400, data: { detail: overflowText(10) } });
    render(<EventTeamPanelView data={makePage({ lineups: [makeLineup({ participants: 10 })] })} />);
    expect(screen.getByText(overflowText(10))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'В игре: Борис' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('не больше 10');
  });

  it('a member who is not the captain toggles only himself and sees no lineup controls', () => {
    session$.next({ token: 't', user: { ...ME, id: 101 } });
    render(
      <EventTeamPanelView
        data={makePage({
          is_captain: false,
          players: [
            player({ id: 100, first_name: 'Анна', inGame: true, eventPlayerId: 1, eventTeamId: 9 }),
            player({ id: 101, first_name: 'Борис' }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'В игре: Анна' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'В игре: Борис' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Добавить состав' })).not.toBeInTheDocument();
  });

  it('the captain is offered another lineup only once every lineup is full (SPEC §8 overflow)', async () => {
    session$.next({ token: 't', user: ME });
    const net = fakeNetwork();
    net.on('createEventTeam', {
      status: 201,
      data: makeLineup({ id: 10, participants: 0, event_players: [] }),
    });
    const { rerender } = render(<EventTeamPanelView data={makePage()} />);
    expect(screen.queryByRole('button', { name: 'Добавить состав' })).not.toBeInTheDocument();
    rerender(<EventTeamPanelView data={makePage({ lineups: [makeLineup({ participants: 10 })] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить состав' }));
    await waitFor(() => expect(net.calls('createEventTeam')).toHaveLength(1));
  });

  it('the captain deletes an extra lineup after «Убрать дополнительный состав?»', async () => {
    const net = fakeNetwork();
    net.on('deleteEventTeam', { status: 204 });
    render(
      <EventTeamPanelView
        data={makePage({
          lineups: [
            makeLineup(),
            makeLineup({ id: 10, title: 'Совы (состав 2)', event_players: [], participants: 0 }),
          ],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Убрать состав' }));
    expect(await screen.findByText(TEAM_TEXTS.confirmRemoveLineup)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(net.calls('deleteEventTeam')).toHaveLength(1));
    expect(net.calls('deleteEventTeam')[0]?.url).toBe('event_team/10/');
    // the removal is told in an information window (SPEC §4)
    expect(await screen.findByRole('dialog', { name: 'Дополнительный состав убран.' })).toBeInTheDocument();
  });
});

describe('event registration page', () => {
  it('«Упс!» when the team has no registration', async () => {
    fakeNetwork().on('eventTeamPage', {
      status: 404,
      data: { detail: 'Регистрация команды на эту игру не найдена.' },
    });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck={false} />);
    expect(await screen.findByText(TEAM_TEXTS.noRegistration)).toBeInTheDocument();
  });

  it('«Уже скоро!» and «Организатор ещё не открыл предзаказ.»; set_check registers the current user', async () => {
    const net = fakeNetwork();
    net.on('eventTeamPage', {
      status: 200,
      data: makePage({
        players: [player({ id: 100, first_name: 'Анна' })],
        lineups: [makeLineup({ event_players: [] })],
      }),
    });
    net.on('createEventPlayer', {
      status: 201,
      data: { id: 3, user: 100, event_team: 9, participant_count: 1 },
    });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck />);
    expect(await screen.findByText(TEAM_TEXTS.soon)).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXTS.preorderClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить в календарь' })).toBeInTheDocument();
    await waitFor(() =>
      expect(net.calls('createEventPlayer')[0]?.body).toEqual({ user: 100, event_team: 9 }),
    );
  });

  it('a past game: no active control — no checkbox, counter, lineup or participant button', async () => {
    fakeNetwork().on('eventTeamPage', {
      status: 200,
      data: makePage({
        event: makeEvent({ date: '2020-01-01T10:00:00.000Z' }),
        lineups: [
          makeLineup(),
          makeLineup({ id: 10, title: 'Совы (состав 2)', event_players: [], participants: 0 }),
        ],
      }),
    });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck={false} />);
    expect(await screen.findByText(TEAM_TEXTS.gamePassed)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Команда на игре' });
    for (const box of within(panel).queryAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Предзаказ' })).not.toBeInTheDocument();
    // who played, with how many, is still told
    expect(within(panel).getByText('Анна')).toBeInTheDocument();
  });

  it('«Игра уже прошла.» after the game', async () => {
    fakeNetwork().on('eventTeamPage', {
      status: 200,
      data: makePage({ event: makeEvent({ date: '2020-01-01T10:00:00.000Z' }) }),
    });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck={false} />);
    expect(await screen.findByText(TEAM_TEXTS.gamePassed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
  });
});

describe('«Результаты в прямом эфире» on the team’s registration', () => {
  const HOUR = 60 * 60 * 1000;
  const LIVE = 'Результаты в прямом эфире';
  const started = (workflow_state: 'published' | 'sitting' | 'finished') =>
    makeEvent({ id: 42, date: new Date(Date.now() - HOUR).toISOString(), workflow_state });

  it('leads to the live results from the start until the results are published', async () => {
    fakeNetwork().on('eventTeamPage', { status: 200, data: makePage({ event: started('sitting') }) });
    render(<EventRegistrationView eventId={42} teamId={5} setCheck={false} />);
    const panel = await screen.findByRole('region', { name: 'Команда на игре' });
    expect(within(panel).getByRole('link', { name: LIVE })).toHaveAttribute('href', '/game_result/42');
  });

  it('is not offered before the start, nor once the results are published', () => {
    const { rerender } = render(<EventTeamPanelView data={makePage()} />);
    expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
    rerender(<EventTeamPanelView data={makePage({ event: started('finished') })} />);
    expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
  });

  it('appears at the start on a panel opened before it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const event = makeEvent({ id: 42, date: new Date(Date.now() + 1_500).toISOString() });
      render(<EventTeamPanelView data={makePage({ event })} />);
      expect(screen.queryByRole('link', { name: LIVE })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_600));
      expect(await screen.findByRole('link', { name: LIVE })).toHaveAttribute('href', '/game_result/42');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('team cabinet', () => {
  it('shows the stats with rank «-»; the captain cannot remove himself and confirms removing others', async () => {
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('removeTeamUser', { status: 204 });
    render(<TeamCabinetView slug="abc123" />);
    expect(await screen.findByRole('heading', { name: 'Совы' })).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Убрать Анна' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать Борис' }));
    expect(await screen.findByText(TEAM_TEXTS.confirmRemovePlayer)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(net.calls('removeTeamUser')[0]?.url).toBe('team/5/user/101/'));
  });

  it('the captain edits another player’s name (not his own); a bad name is refused before the call', async () => {
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('renameUser', (req) => ({
      status: 200,
      data: { ...ME, id: 101, first_name: (req.body as { first_name: string }).first_name },
    }));
    render(<TeamCabinetView slug="abc123" />);
    expect(await screen.findByRole('heading', { name: 'Совы' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Изменить имя: Анна' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить имя: Борис' }));
    const dialog = await screen.findByRole('dialog', { name: 'Имя игрока Борис' });
    const field = within(dialog).getByLabelText('Новое имя');
    fireEvent.change(field, { target: { value: 'Б' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(TEAM_TEXTS.nameTooShort)).toBeInTheDocument();
    expect(net.calls('renameUser')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'Боря' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Боря')).toBeInTheDocument();
    expect(net.calls('renameUser')[0]?.url).toBe('user/101/name/');
    expect(net.calls('renameUser')[0]?.body).toEqual({ first_name: 'Боря' });
  });

  it('shows the server title error as info', async () => {
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('patchTeam', { status: 400, data: { title: [TEAM_TEXTS.titleTaken] } });
    render(<TeamCabinetView slug="abc123" />);
    fireEvent.change(await screen.findByLabelText('Название команды'), { target: { value: 'Ёжики' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEAM_TEXTS.titleTaken);
  });

  it('add player: name and phone validation, «not exists» is not in WhatsApp', async () => {
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('addTeamPlayer', { status: 200, data: { result: 'not exists', team: makeTeam() } });
    render(<TeamCabinetView slug="abc123" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить игрока' }));
    fireEvent.change(await screen.findByLabelText('Имя'), { target: { value: 'Я' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(TEAM_TEXTS.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(TEAM_TEXTS.invalidPhone)).toBeInTheDocument();
    expect(net.calls('addTeamPlayer')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Глеб' } });
    fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+7 916 111-22-33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(TEAM_TEXTS.notInWhatsApp)).toBeInTheDocument();
  });

  it('a member who is not the captain sees no edit controls', async () => {
    session$.next({ token: 't', user: { ...ME, id: 101 } });
    fakeNetwork().on('teamBySlug', { status: 200, data: makeTeam() });
    render(<TeamCabinetView slug="abc123" />);
    expect(await screen.findByRole('button', { name: 'Покинуть команду' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Название команды')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Убрать/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сделать капитаном' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изменить имя/ })).not.toBeInTheDocument();
  });

  it('copying the invite link: «Ссылка скопирована в буфер.» or «упс...» without a clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyInvite({ secret_slug: 'abc123' });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/reg_on_team/abc123'));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await copyInvite({ secret_slug: 'abc123' });
    expect(toasts()).toEqual([TEAM_TEXTS.linkCopied, TEAM_TEXTS.clipboardMissing]);
  });
});

describe('invite page', () => {
  it('«Вы хотите играть в команде ...?» → «Хочу» → «Теперь вы в команде ...» → «ОК»', async () => {
    session$.next({ token: 't', user: { ...ME, id: 200, first_name: 'Дина', phone: '79160000200' } });
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('addTeamPlayer', { status: 200, data: { result: 'ok', team: makeTeam() } });
    const invite = render(<InviteView slug="abc123" />);
    expect(await screen.findByText('Вы хотите играть в команде «Совы»?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нет' })).toBeInTheDocument();
    // from now on the server counts her among the players
    const joined = makeTeam();
    net.on('teamBySlug', {
      status: 200,
      data: makeTeam({
        players: [...joined.players, { id: 200, first_name: 'Дина', phone: '79160000200', avatar: null }],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Хочу' }));
    expect(await screen.findByText('Теперь вы в команде «Совы»')).toBeInTheDocument();
    expect(net.calls('addTeamPlayer')[0]?.body).toEqual({
      name: 'Дина',
      phone: '79160000200',
      slug: 'abc123',
    });
    fireEvent.click(screen.getByRole('button', { name: 'ОК' }));
    expect(seen).toContainEqual({ type: 'nav.go', to: '/team/abc123' });
    // the team's page she is sent to shows her as a member, not the team as it was before she joined
    invite.unmount();
    render(<TeamCabinetView slug="abc123" />);
    expect(await screen.findByRole('button', { name: 'Покинуть команду' })).toBeInTheDocument();
  });

  it('a refused «Хочу» says why and keeps the question', async () => {
    session$.next({ token: 't', user: { ...ME, id: 200, first_name: 'Дина', phone: '79160000200' } });
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: makeTeam() });
    net.on('addTeamPlayer', { status: 400, data: { detail: 'Ссылка-приглашение устарела.' } });
    render(<InviteView slug="abc123" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Хочу' }));
    await waitFor(() => expect(toasts()).toContain('Ссылка-приглашение устарела.'));
    expect(screen.getByRole('button', { name: 'Хочу' })).toBeEnabled();
    expect(screen.getByText('Вы хотите играть в команде «Совы»?')).toBeInTheDocument();
    expect(screen.queryByText('Теперь вы в команде «Совы»')).not.toBeInTheDocument();
  });

  it('opened again by a member: «Вы уже в команде …», not the question', async () => {
    const team = makeTeam();
    const member = team.players[0];
    if (!member) throw new Error('the test team has players');
    session$.next({ token: 't', user: { ...ME, id: member.id } });
    const net = fakeNetwork();
    net.on('teamBySlug', { status: 200, data: team });
    render(<InviteView slug="abc123" />);
    expect(await screen.findByText('Вы уже в команде «Совы».')).toBeInTheDocument();
    expect(screen.queryByText('Вы хотите играть в команде «Совы»?')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Хочу' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ОК' }));
    expect(seen).toContainEqual({ type: 'nav.go', to: '/team/abc123' });
    expect(net.calls('addTeamPlayer')).toHaveLength(0);
  });
});
