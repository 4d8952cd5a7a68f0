/** The reserve list on the event card: «Резерв» for my waiting team, free team places, full. */
import { render, screen } from '@testing-library/react';
import { daysFromNow, logIn, logOut, makeEvent, makeUser, NOW } from '../../test/fixtures';
import { EventCard } from './EventCard';
import { placesState } from './PlacesNote';

const mine = (userId: number) => ({
  event_teams: [
    {
      id: 1,
      event: 42,
      title: 'Совы',
      team: { id: 77, title: 'Совы', captain: null, city: 1, is_united: false },
      event_players: [{ id: 5, user: userId, event_team: 1, participant_count: 1 }],
    },
  ],
  isRegistered: true,
});

describe('event card: free team places and «Резерв»', () => {
  beforeEach(() => logOut());

  it('shows the free team places of an open game', () => {
    render(<EventCard event={makeEvent({ freeTeamPlaces: 4 })} now={NOW} />);
    expect(screen.getByText('Свободных мест для команд: 4')).toBeInTheDocument();
  });

  it('a full game offers the reserve list', () => {
    render(<EventCard event={makeEvent({ freeTeamPlaces: 0 })} now={NOW} />);
    expect(screen.getByText('Нет мест, но можно записаться в резерв')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });

  it('my team in the reserve: «Вы зарегистрированы» with «Резерв»', () => {
    const user = makeUser();
    logIn(user);
    render(
      <EventCard event={makeEvent({ ...mine(user.id), isReserve: true, freeTeamPlaces: 0 })} now={NOW} />,
    );
    expect(screen.getByText('Резерв')).toBeInTheDocument();
    expect(screen.getByText(/ваша команда в листе ожидания/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вы зарегистрированы' })).toBeInTheDocument();
    expect(screen.queryByText('Нет мест, но можно записаться в резерв')).not.toBeInTheDocument();
  });

  it('nothing for a registered team, an unlimited venue, a passed or closed game, an external form', () => {
    const user = makeUser();
    expect(placesState(makeEvent({ ...mine(user.id), freeTeamPlaces: 2 }), user, NOW)).toBeNull();
    expect(placesState(makeEvent({ freeTeamPlaces: null }), null, NOW)).toBeNull();
    expect(placesState(makeEvent({}), null, NOW)).toBeNull();
    expect(
      placesState(
        makeEvent({ date: daysFromNow(-1), workflow_state: 'finished', freeTeamPlaces: 3 }),
        null,
        NOW,
      ),
    ).toBeNull();
    expect(placesState(makeEvent({ workflow_state: 'draft', freeTeamPlaces: 3 }), null, NOW)).toBeNull();
    expect(
      placesState(makeEvent({ reg_url: 'https://forms.example/x', freeTeamPlaces: 3 }), null, NOW),
    ).toBeNull();
    expect(placesState(makeEvent({ freeTeamPlaces: 3 }), null, NOW)).toEqual({ kind: 'free', places: 3 });
  });
});
