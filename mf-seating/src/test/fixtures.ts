/** Test data shaped by the contract, and the network edge of the shared api client. */
import { api } from '@quiz/api';
import { type FakeHandler, fakeAdapter } from '@quiz/api/src/test-adapter';
import type { Event, GameScores, RatingSeason, ResultRow } from '@quiz/contract';

/** Answers every call of the shared `api` client from `handler` (the one edge tests mock). */
export function mockNetwork(handler: FakeHandler) {
  const adapter = fakeAdapter(handler);
  api.defaults.adapter = adapter;
  return adapter;
}

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

export function makeEvent(over: Partial<Event> = {}): Event {
  return {
    id: 42,
    date: '2026-10-15T16:30:00.000Z',
    postfix: '#2',
    cost: 1500,
    difficulty: 'norm',
    workflow_state: 'finished',
    reg_url: null,
    united: false,
    united_tag: null,
    unitedEvents: [],
    city: {
      id: 1,
      title: 'Москва',
      subdomain: 'msk',
      currency: { code: 'RUB', symbol: '₽' },
      timezone: 'Europe/Moscow',
    },
    is_completed: true,
    is_preorder_opened: false,
    album: null,
    meta_data: { post: null },
    game: {
      id: 1,
      theme: {
        id: 7,
        title: 'Гарри Поттер',
        description: '',
        picture: '/media/themes/7.svg',
        picture_thumb: '/media/themes/7_thumb.svg',
        trial_game_package: null,
        likes_count: 0,
        isLiked: false,
      },
      game_package_id: null,
      promo_video: null,
    },
    place: {
      id: 3,
      title: 'Бар «Сова»',
      address: 'ул. Покровка, 12',
      coordinates: { lat: 55.75, lon: 37.64 },
      max_players_in_team: null,
      preorder_url: null,
      capacity: 80,
      city: 1,
    },
    ...over,
  };
}

export const game = (event: Partial<Event>, results: ResultRow[] = ROWS): GameScores => ({
  event: makeEvent(event),
  results,
});

export const SEASONS: RatingSeason[] = [
  {
    id: 2,
    name: 'Сезон 2026',
    rows: [
      {
        rank: 1,
        team_id: 1,
        team_name: 'Совы не то, чем кажутся',
        points: 120,
        games: 5,
        firsts: 2,
        seconds: 1,
        thirds: 0,
      },
      {
        rank: 2,
        team_id: 2,
        team_name: 'Ёжики в тумане',
        points: 110,
        games: 5,
        firsts: 1,
        seconds: 2,
        thirds: 1,
      },
      { rank: 3, team_id: 3, team_name: 'Квизоны', points: 90, games: 4, firsts: 1, seconds: 0, thirds: 2 },
      {
        rank: 4,
        team_id: 4,
        team_name: 'Умники и умницы',
        points: 70,
        games: 4,
        firsts: 0,
        seconds: 0,
        thirds: 1,
      },
    ],
  },
  {
    id: 1,
    name: 'Сезон 2025',
    rows: [
      {
        rank: 1,
        team_id: 5,
        team_name: 'Старая гвардия',
        points: 300,
        games: 12,
        firsts: 4,
        seconds: 3,
        thirds: 2,
      },
    ],
  },
];
