/** Test data for mf-teams component tests, built from the contract's fixtures. */
import type { EventTeamPageResponse, Lineup, RosterPlayer, Team } from '@quiz/contract';
import { makeEvent, makeUser } from '@quiz/contract/fixtures';

export const ME = makeUser({ id: 100, first_name: 'Анна' });

export function makeTeam(over: Partial<Team> = {}): Team {
  return {
    id: 5,
    title: 'Совы',
    captain: 100,
    city: 1,
    players: [
      { id: 100, first_name: 'Анна', phone: '79161234567', avatar: null },
      { id: 101, first_name: 'Борис', phone: '79161234568', avatar: null },
    ],
    games_played: 3,
    secret_slug: 'abc123',
    is_united: false,
    rank: null,
    is_recruiting: false,
    ...over,
  };
}

export function makeLineup(over: Partial<Lineup> = {}): Lineup {
  return {
    id: 9,
    event: 42,
    team: { id: 5, title: 'Совы', captain: 100, city: 1, is_united: false },
    title: 'Совы',
    event_players: [{ id: 1, user: 100, event_team: 9, participant_count: 1 }],
    status: 'registered',
    reserve_position: null,
    participants: 1,
    ...over,
  };
}

export function player(over: Partial<RosterPlayer> & { id: number; first_name: string }): RosterPlayer {
  return {
    phone: null,
    avatar: null,
    inGame: false,
    participantCount: 1,
    eventPlayerId: null,
    eventTeamId: null,
    playAnAnotherTeam: false,
    ...over,
  };
}

export function makePage(over: Partial<EventTeamPageResponse> = {}): EventTeamPageResponse {
  return {
    event: makeEvent({ date: '2099-10-15T16:30:00.000Z' }),
    team: makeTeam(),
    players: [
      player({ id: 100, first_name: 'Анна', inGame: true, eventPlayerId: 1, eventTeamId: 9 }),
      player({ id: 101, first_name: 'Борис' }),
      player({ id: 102, first_name: 'Вера', playAnAnotherTeam: true }),
    ],
    lineups: [makeLineup()],
    max_players: 10,
    capacity: 20,
    free_places: 4,
    is_captain: true,
    is_member: true,
    ...over,
  };
}
