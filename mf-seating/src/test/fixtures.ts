/** Test data shaped by the contract (the network edge is `fakeNetwork` from @quiz/api/testing). */
import type { Event, GameScores, RatingSeason, ResultRow } from '@quiz/contract';
import { makeEvent as makeContractEvent } from '@quiz/contract/fixtures';

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
