/** Test data shaped by the contract (the network edge is `fakeNetwork` from @quiz/api/testing). */

import { fakeNetwork } from '@quiz/api/testing';
import type {
  Event,
  GameScores,
  LiveResults,
  RatingSeason,
  ResultRow,
  ScoreSheet,
  SeatingState,
} from '@quiz/contract';
import { makeEvent as makeContractEvent } from '@quiz/contract/fixtures';
import { withPlaces } from '@quiz/domain';

export function row(rank: number, team_title: string, tours: number[]): ResultRow {
  return {
    rank,
    team_id: rank,
    team_title,
    tour_score: Object.fromEntries(tours.map((s, i) => [String(i + 1), s])),
    total_score: tours.reduce((a, b) => a + b, 0),
  };
}

export const ROWS: ResultRow[] = [
  row(1, 'Совы не то, чем кажутся', [10, 9, 11]),
  row(2, 'Ёжики в тумане', [9, 9, 10]),
  row(3, 'Квизоны', [8, 9, 9]),
  row(4, 'Умники и умницы', [7, 8, 8]),
];

/** A finished game (results are in) unless overridden. */
export function makeEvent(over: Partial<Event> = {}): Event {
  return makeContractEvent({ workflow_state: 'finished', is_completed: true, ...over });
}

export const game = (event: Partial<Event>, results: ResultRow[] = ROWS): GameScores => ({
  event: makeEvent(event),
  results,
});

/** A rating row: the team's rank, points and games, and its first, second and third places. */
const ratingRow = (
  rank: number,
  team_id: number,
  team_name: string,
  points: number,
  games: number,
  [firsts, seconds, thirds]: [number, number, number],
): RatingSeason['rows'][number] => ({ rank, team_id, team_name, points, games, firsts, seconds, thirds });

export const SEASONS: RatingSeason[] = [
  {
    id: 2,
    name: 'Сезон 2026',
    rows: [
      ratingRow(1, 1, 'Совы не то, чем кажутся', 120, 5, [2, 1, 0]),
      ratingRow(2, 2, 'Ёжики в тумане', 110, 5, [1, 2, 1]),
      ratingRow(3, 3, 'Квизоны', 90, 4, [1, 0, 2]),
      ratingRow(4, 4, 'Умники и умницы', 70, 4, [0, 0, 1]),
    ],
  },
  { id: 1, name: 'Сезон 2025', rows: [ratingRow(1, 5, 'Старая гвардия', 300, 12, [4, 3, 2])] },
];

/** A seating with three teams (one at «Стол 1»), two tables and the venue plan; all registered unless `status` says. */
export function seatingState(
  over: {
    inGame?: Record<number, number | null | true>;
    status?: Record<number, SeatingState['teams'][number]['status']>;
  } = {},
): SeatingState {
  const inGame = over.inGame ?? { 11: 1 };
  const teamDefs = [
    { id: 11, title: 'Совы не то, чем кажутся', players: ['Анна', 'Борис', 'Вера', 'Глеб'] },
    { id: 12, title: 'Ёжики в тумане', players: ['Денис', 'Ева', 'Жора'] },
    { id: 13, title: 'Квизоны', players: ['Зоя', 'Игорь', 'Кира', 'Лев', 'Мила'] },
  ];
  const tablesDef = [
    { id: 1, title: 'Стол 1', capacity: 6, max_capacity: 8, x: 10, y: 30 },
    { id: 2, title: 'Стол 2', capacity: 4, max_capacity: 6, x: 40, y: 30 },
  ];
  const teams = teamDefs.map((t, i) => {
    const seat = inGame[t.id];
    const seated = typeof seat === 'number' ? seat : null;
    const table = tablesDef.find((x) => x.id === seated);
    return {
      id: t.id,
      team_id: 100 + t.id,
      title: t.title,
      status: over.status?.[t.id] ?? ('registered' as const),
      is_in_game: seat !== undefined,
      players: t.players.map((name, j) => ({
        id: 1000 + t.id * 10 + j,
        first_name: name,
        phone: null,
        avatar: null,
        participantCount: 1,
      })),
      registration_history: [{ timestamp: `2026-11-2${i}T16:05:00.000Z`, amount: t.players.length }],
      occupied_furniture: table
        ? [{ id: table.id, capacity: table.capacity, max_capacity: table.max_capacity }]
        : [],
      estimated_number_of_players: t.players.length,
      seat_id: seated,
      max_players: 10,
      version: 1,
    };
  });
  const tables = tablesDef.map((t) => {
    const at = teams.filter((x) => x.seat_id === t.id);
    const occupied = at.reduce((a, x) => a + x.estimated_number_of_players, 0);
    return {
      ...t,
      thumbnail: null,
      occupied,
      free: t.max_capacity - occupied,
      team_ids: at.map((x) => x.id),
    };
  });
  const playing = teams.filter((t) => t.is_in_game);
  const playersInGame = playing.reduce((a, t) => a + t.estimated_number_of_players, 0);
  return {
    event: {
      id: 5,
      title: 'Гарри Поттер #2',
      date: '2026-11-27T16:00:00.000Z',
      timezone: 'Europe/Moscow',
      place: {
        id: 1,
        title: 'Бар «Сова»',
        address: 'ул. Пушкина, 1',
        capacity: 20,
        max_players_in_team: null,
        furniture: [{ kind: 'bar', title: 'Барная стойка', x: 2, y: 2, w: 40, h: 8 }],
      },
    },
    teams,
    tables,
    summary: {
      capacity: 20,
      teams_registered: 3,
      players_registered: 12,
      teams_in_game: playing.length,
      players_in_game: playersInGame,
      free: 20 - playersInGame,
    },
  };
}

/**
 * The scoring table of game 7: two teams that arrived, three tours. Each scored cell is at `version`
 * (1 unless given) unless `versions` names its own.
 */
export function scoreSheet(
  rows: Array<{
    id: number;
    title: string;
    scores?: Record<string, number>;
    version?: number;
    versions?: Record<string, number>;
  }> = [
    { id: 21, title: 'Совы не то, чем кажутся' },
    { id: 22, title: 'Ёжики в тумане' },
  ],
): ScoreSheet {
  return {
    event: {
      id: 7,
      title: 'Гарри Поттер #2',
      date: '2026-12-01T16:00:00.000Z',
      timezone: 'Europe/Moscow',
      workflow_state: 'published',
    },
    tours: [1, 2, 3],
    // as the server sends them: by title in Russian alphabetical order, each with its total and place
    rows: withPlaces(
      [...rows]
        .sort((a, b) => a.title.localeCompare(b.title, 'ru'))
        .map((r) => {
          const tour_scores = r.scores ?? {};
          return {
            event_team_id: r.id,
            team_id: r.id,
            title: r.title,
            tour_scores,
            version: r.version ?? 0,
            versions:
              r.versions ?? Object.fromEntries(Object.keys(tour_scores).map((t) => [t, r.version ?? 1])),
            arrived: true,
          };
        }),
    ),
    results_published_at: null,
  };
}

/** What the public live results answer for game 7. */
export function liveResults(state: LiveResults['state'], rows: ResultRow[]): LiveResults {
  return { event_id: 7, state, tours: [1, 2, 3], rows, updated_at: '2026-12-01T17:00:00.000Z' };
}

/** The network of game 7 while it is being scored: the game (in seating) and no published results yet. */
export function liveNetwork() {
  const n = fakeNetwork();
  n.on('allowAnyEvent', {
    status: 200,
    data: makeEvent({ id: 7, postfix: '#2', workflow_state: 'sitting', is_completed: false }),
  });
  n.on('eventScores', { status: 200, data: [] });
  return n;
}
