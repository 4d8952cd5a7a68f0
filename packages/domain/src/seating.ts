/**
 * Seating rules (SPEC §4 "Seating", §9 «из 10»): a team is in or out of the game; flexible mode toggles
 * it and adjusts the players in the game and the free seats of the venue by the team's size; the table
 * modes seat a team at a table and free its previous one. Shared by the server (which enforces them
 * inside a transaction) and mf-seating (which shows the same numbers).
 */
import { SEATING_TEAM_MAX } from './constants';

/** The menu of the seating screen, to the letter (SPEC §2 "Seating"). */
export const SEATING_MODES = [
  { id: 'overview', label: 'Общая информация' },
  { id: 'flexible', label: 'Гибкая рассадка' },
  { id: 'tables', label: 'С посадочными решениями' },
  { id: 'map', label: 'С картосхемой' },
] as const;
export type SeatingMode = (typeof SEATING_MODES)[number]['id'];

/** Texts of the seating refusals (shown as they are by the client). */
export const SEATING_TEXTS = {
  organizerOnly: 'Рассадкой управляют только организаторы.',
  stale:
    'Рассадку этой команды уже изменил другой организатор. Мы показали свежие данные — повторите действие, если оно ещё нужно.',
  teamNotFound: 'Команда не зарегистрирована на эту игру.',
  tableNotFound: 'Такого стола нет в зале этой игры.',
  eventNotFound: 'Игра не найдена.',
  tableFull: (table: string, free: number, size: number) =>
    `За столом «${table}» не хватает мест: свободно ${free}, в команде ${size}.`,
  venueFull: (free: number, size: number) => `В зале не хватает мест: свободно ${free}, в команде ${size}.`,
} as const;

/** «7 из 10»: the team's estimated players of the seating maximum per team (SPEC §9: «из 10»). */
export function playersOfMax(estimated: number, max: number = SEATING_TEAM_MAX): string {
  return `${estimated} из ${max}`;
}

/**
 * A team's size for seating: the players registered for the event (each counts its participant_count),
 * or, when none are listed yet, the last amount of its registration history.
 */
export function estimatedPlayers(
  players: readonly { participant_count: number }[],
  history: readonly { amount: number }[] = [],
): number {
  const counted = players.reduce((sum, p) => sum + Math.max(0, p.participant_count), 0);
  if (counted > 0) return counted;
  return Math.max(0, history[history.length - 1]?.amount ?? 0);
}

/** Free seats of a table: its max capacity less the players seated at it, never below 0. */
export function tableFree(table: { max_capacity: number }, occupied: number): number {
  return Math.max(0, table.max_capacity - occupied);
}

export interface SeatingTeamLike {
  id: number;
  is_in_game: boolean;
  seat_id: number | null;
  size: number;
}

export interface SeatingSummary {
  /** seats of the venue */
  capacity: number;
  /** teams registered for the game and their players */
  teams_registered: number;
  players_registered: number;
  /** teams in the game and their players */
  teams_in_game: number;
  players_in_game: number;
  /** seats of the venue not taken by players in the game (never below 0) */
  free: number;
}

/** The summary of capacity and registrants (SPEC §2 "Seating"). */
export function seatingSummary(capacity: number, teams: readonly SeatingTeamLike[]): SeatingSummary {
  const inGame = teams.filter((t) => t.is_in_game);
  const playersInGame = inGame.reduce((sum, t) => sum + t.size, 0);
  return {
    capacity,
    teams_registered: teams.length,
    players_registered: teams.reduce((sum, t) => sum + t.size, 0),
    teams_in_game: inGame.length,
    players_in_game: playersInGame,
    free: Math.max(0, capacity - playersInGame),
  };
}

/** Players seated at each table (teams in the game only). */
export function occupiedByTable(teams: readonly SeatingTeamLike[]): Map<number, number> {
  const occupied = new Map<number, number>();
  for (const t of teams) {
    if (t.is_in_game && t.seat_id !== null) occupied.set(t.seat_id, (occupied.get(t.seat_id) ?? 0) + t.size);
  }
  return occupied;
}

/** What an organizer asks for one team: in or out of the game, and/or a table (null: no table). */
export interface SeatingChange {
  is_in_game?: boolean;
  seat_id?: number | null;
}

/** The team after a change: a table seats it in the game; leaving the game frees its table. */
export function applySeatingChange<T extends SeatingTeamLike>(team: T, change: SeatingChange): T {
  let { is_in_game, seat_id } = team;
  if (change.seat_id !== undefined) {
    seat_id = change.seat_id;
    if (seat_id !== null) is_in_game = true;
  }
  if (change.is_in_game !== undefined) {
    is_in_game = change.is_in_game;
    if (!is_in_game) seat_id = null;
  }
  return { ...team, is_in_game, seat_id };
}

export interface SeatingCheckInput {
  capacity: number;
  tables: readonly { id: number; title: string; max_capacity: number }[];
  teams: readonly SeatingTeamLike[];
}

/**
 * Why the change cannot be made (a Russian sentence), or null when it fits: the team must be
 * registered, the table must be in the venue and have room for the team (its max capacity), and the
 * players in the game must fit the venue's capacity. The team's own seats count as free.
 */
export function seatingRefusal(
  input: SeatingCheckInput,
  teamId: number,
  change: SeatingChange,
): string | null {
  const team = input.teams.find((t) => t.id === teamId);
  if (!team) return SEATING_TEXTS.teamNotFound;
  const next = applySeatingChange(team, change);
  const others = input.teams.filter((t) => t.id !== teamId);
  if (next.seat_id !== null && next.seat_id !== team.seat_id) {
    const table = input.tables.find((t) => t.id === next.seat_id);
    if (!table) return SEATING_TEXTS.tableNotFound;
    const free = tableFree(table, occupiedByTable(others).get(table.id) ?? 0);
    if (next.size > free) return SEATING_TEXTS.tableFull(table.title, free, next.size);
  }
  if (next.is_in_game && !team.is_in_game) {
    const free = seatingSummary(input.capacity, others).free;
    if (next.size > free) return SEATING_TEXTS.venueFull(free, next.size);
  }
  return null;
}
