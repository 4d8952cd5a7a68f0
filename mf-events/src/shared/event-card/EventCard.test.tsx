import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBus } from '../../test/bus';
import { daysFromNow, logIn, logOut, makeEvent, makeTheme, makeUser, NOW } from '../../test/fixtures';
import { cardActions } from './cardActions';
import { EventCard } from './EventCard';

const names = (event = makeEvent(), user = null as ReturnType<typeof makeUser> | null) =>
  cardActions(event, user, NOW).map((a) => a.label);

const participant = (userId: number, teamId = 77) => ({
  event_teams: [
    {
      id: 1,
      event: 42,
      title: 'Совы',
      team: { id: teamId, title: 'Совы', captain: null, city: 1, is_united: false },
      event_players: [{ id: 5, user: userId, event_team: 1, participant_count: 1 }],
    },
  ],
  isRegistered: true,
});

describe('event card buttons (SPEC §2 "Event card")', () => {
  beforeEach(() => logOut());

  it('upcoming open event, logged out: only «Зарегистрироваться»', () => {
    expect(names()).toEqual(['Зарегистрироваться']);
  });

  it('registration buttons only in published / sitting', () => {
    expect(names(makeEvent({ workflow_state: 'sitting' }))).toEqual(['Зарегистрироваться']);
    for (const state of ['draft', 'development', 'finished', 'cancelled'] as const) {
      expect(names(makeEvent({ workflow_state: state }))).toEqual([]);
    }
  });

  it('reg_url: «Зарегистрироваться» is an external link', () => {
    const [action] = cardActions(makeEvent({ reg_url: 'https://forms.example/x' }), null, NOW);
    expect(action).toEqual({
      kind: 'externalRegistration',
      label: 'Зарегистрироваться',
      url: 'https://forms.example/x',
    });
  });

  it('registered user: «Вы зарегистрированы» to the team registration', () => {
    const user = makeUser();
    const [action] = cardActions(makeEvent(participant(user.id)), user, NOW);
    expect(action).toEqual({
      kind: 'registered',
      label: 'Вы зарегистрированы',
      href: '/event/42/team/77/event_registration',
    });
  });

  it('registered, from a list (no event_teams, the list’s myTeamId): «Вы зарегистрированы» to the team registration', () => {
    const user = makeUser();
    const [action] = cardActions(makeEvent({ isRegistered: true, myTeamId: 31 }), user, NOW);
    expect(action).toEqual({
      kind: 'registered',
      label: 'Вы зарегистрированы',
      href: '/event/42/team/31/event_registration',
    });
  });

  it('after the review is sent the card no longer offers «Написать отзыв»', () => {
    const user = makeUser();
    const played = makeEvent({ date: daysFromNow(-1), workflow_state: 'finished', ...participant(user.id) });
    expect(names(played, user)).toContain('Написать отзыв');
    expect(names({ ...played, isReviewed: true }, user)).not.toContain('Написать отзыв');
  });

  it('a long venue name is shown whole, wrapping, not cut with «…»', () => {
    const title = 'Ресторан «Очень длинное название площадки на набережной реки Фонтанки»';
    const event = makeEvent();
    render(<EventCard event={{ ...event, place: { ...event.place, title } }} now={NOW} />);
    const venue = screen.getByText(title);
    // the element's own rules (jsdom's computed style loses them under the button's `all: unset`)
    const own = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => [...venue.classList].some((c) => rule.cssText.startsWith(`.${c}`)))
      .map((rule) => rule.cssText)
      .join(' ');
    expect(own).toContain('white-space: normal');
    expect(own).not.toContain('ellipsis');
    expect(venue).toHaveAttribute('title', expect.stringContaining(title));
  });

  it('passed event: «Итоги игры»; «Фотоотчёт» only with an album', () => {
    expect(names(makeEvent({ date: daysFromNow(-1), workflow_state: 'finished' }))).toEqual(['Итоги игры']);
    expect(names(makeEvent({ date: daysFromNow(-1), workflow_state: 'finished', album: 3 }))).toEqual([
      'Итоги игры',
      'Фотоотчёт',
    ]);
  });

  it('«Написать отзыв»: passed, participant, through day 6 after the game', () => {
    const user = makeUser();
    const played = (days: number) =>
      makeEvent({ date: daysFromNow(-days), workflow_state: 'finished', ...participant(user.id) });
    expect(names(played(1), user)).toContain('Написать отзыв');
    expect(names(played(6), user)).toContain('Написать отзыв');
    // day 7 in the venue city's calendar: closed (the rule is reviewWindow of @quiz/domain)
    expect(names(played(7), user)).not.toContain('Написать отзыв');
    // not a participant
    expect(names(makeEvent({ date: daysFromNow(-1), workflow_state: 'finished' }), user)).not.toContain(
      'Написать отзыв',
    );
    // logged out
    expect(names(played(1), null)).not.toContain('Написать отзыв');
  });

  it('«Опробовать» when the theme has a trial package', () => {
    const event = makeEvent({
      game: { id: 1, theme: makeTheme({ trial_game_package: 9 }), game_package_id: null, promo_video: null },
    });
    expect(names(event)).toEqual(['Зарегистрироваться', 'Опробовать']);
  });
});

describe('EventCard on screen', () => {
  const seen = captureBus();
  beforeEach(() => logOut());

  it('shows title + postfix, cost with the city symbol, difficulty stars, date, place and taxi link', () => {
    render(<EventCard event={makeEvent({ cost: 1500, difficulty: 'easy' })} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Гарри Поттер #2' });
    expect(within(card).getByRole('heading', { name: 'Гарри Поттер #2' })).toBeInTheDocument();
    expect(within(card).getByText('1 500 ₽')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Сложность: лёгкая (1 из 3)' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Бар «Сова».*показать на карте/ })).toBeInTheDocument();
    const taxi = within(card).getByRole('link', { name: 'Такси до места' });
    expect(taxi.getAttribute('href')).toContain('end-lat=55.75');
    expect(taxi.getAttribute('href')).toContain('end-lon=37.64');
    const img = within(card).getByAltText('Тема игры «Гарри Поттер»');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('uses the city currency symbol', () => {
    const event = makeEvent({
      cost: 25,
      city: {
        id: 2,
        title: 'Минск',
        subdomain: 'minsk',
        currency: { code: 'BYN', symbol: 'Br' },
        timezone: 'Europe/Minsk',
      },
    });
    render(<EventCard event={event} now={NOW} />);
    expect(screen.getByText('25 Br')).toBeInTheDocument();
  });

  it("shows the time in the venue city's zone, not the browser's", () => {
    const msk = makeEvent({ date: '2026-11-27T16:30:00Z' });
    expect(msk.city.timezone).toBe('Europe/Moscow');
    const { unmount } = render(<EventCard event={msk} now={NOW} />);
    const card = screen.getByTestId('event-card');
    expect(within(card).getByText('27 ноября')).toBeInTheDocument();
    expect(within(card).getByText('пт · 19:30')).toBeInTheDocument();
    unmount();
    const ekb = makeEvent({
      date: '2026-11-27T20:30:00Z',
      city: { ...msk.city, id: 5, title: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' },
    });
    render(<EventCard event={ekb} now={NOW} />);
    // 01:30 of the next day in Yekaterinburg (UTC+5)
    expect(screen.getByText('28 ноября')).toBeInTheDocument();
    expect(screen.getByText('сб · 01:30')).toBeInTheDocument();
  });

  it('difficulty: norm 2 stars, other 3 stars, star size 36', () => {
    const { unmount } = render(<EventCard event={makeEvent({ difficulty: 'norm' })} now={NOW} />);
    const stars = screen.getByRole('img', { name: 'Сложность: средняя (2 из 3)' });
    expect(stars.querySelector('svg')).toHaveAttribute('width', '36');
    unmount();
    render(<EventCard event={makeEvent({ difficulty: 'other' })} now={NOW} />);
    expect(screen.getByRole('img', { name: 'Сложность: сложная (3 из 3)' })).toBeInTheDocument();
  });

  it('«Зарегистрироваться» logged out asks for login, and after login opens the registration modal', async () => {
    render(<EventCard event={makeEvent()} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const auth = seen.find((e) => e.type === 'auth.required');
    expect(auth).toBeDefined();
    expect(seen.some((e) => e.type === 'widget.open')).toBe(false);
    act(() => {
      logIn();
      if (auth?.type === 'auth.required') auth.retry?.();
    });
    expect(seen).toContainEqual({
      type: 'widget.open',
      id: 'mf_teams/RegistrationModal',
      props: { eventId: 42 },
    });
  });

  it('«Зарегистрироваться» logged in opens mf_teams/RegistrationModal', async () => {
    logIn();
    render(<EventCard event={makeEvent()} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(seen).toContainEqual({
      type: 'widget.open',
      id: 'mf_teams/RegistrationModal',
      props: { eventId: 42 },
    });
  });

  it('external registration opens reg_url in a new tab', () => {
    render(<EventCard event={makeEvent({ reg_url: 'https://forms.example/x' })} now={NOW} />);
    const link = screen.getByRole('link', { name: 'Зарегистрироваться' });
    expect(link).toHaveAttribute('href', 'https://forms.example/x');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('passed event with album shows «Итоги игры» and «Фотоотчёт» links that navigate in the SPA', async () => {
    render(
      <EventCard
        event={makeEvent({ date: daysFromNow(-2), workflow_state: 'finished', album: 1 })}
        now={NOW}
      />,
    );
    expect(screen.getByRole('link', { name: 'Итоги игры' })).toHaveAttribute('href', '/game_result/42');
    const photo = screen.getByRole('link', { name: 'Фотоотчёт' });
    expect(photo).toHaveAttribute('href', '/event/42/photoReport');
    await userEvent.click(photo);
    expect(seen).toContainEqual({ type: 'nav.go', to: '/event/42/photoReport' });
    expect(screen.queryByRole('button', { name: 'Зарегистрироваться' })).not.toBeInTheDocument();
  });

  it('«Написать отзыв» links to the review wizard for a participant', () => {
    const user = logIn();
    render(
      <EventCard
        event={makeEvent({ date: daysFromNow(-2), workflow_state: 'finished', ...participant(user.id) })}
        now={NOW}
      />,
    );
    expect(screen.getByRole('link', { name: 'Написать отзыв' })).toHaveAttribute('href', '/event/42/reviews');
  });

  it('«Вы зарегистрированы» for a registered user', () => {
    const user = logIn();
    render(<EventCard event={makeEvent(participant(user.id))} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Вы зарегистрированы' })).toHaveAttribute(
      'href',
      '/event/42/team/77/event_registration',
    );
  });

  it('«Добавить в календарь» beside «Вы зарегистрированы»: the .ics file, Google and Yandex', async () => {
    const user = logIn();
    render(<EventCard event={makeEvent(participant(user.id))} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    expect(screen.getByRole('link', { name: /Скачать файл \.ics/ })).toHaveAttribute(
      'href',
      '/api/event/42/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Google Календарь' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://calendar.google.com/'),
    );
    expect(screen.getByRole('link', { name: 'Яндекс Календарь' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://calendar.yandex.ru/'),
    );
  });

  it('no «Добавить в календарь» for a player who is not registered', () => {
    logIn();
    render(<EventCard event={makeEvent()} now={NOW} />);
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).not.toBeInTheDocument();
  });
});
