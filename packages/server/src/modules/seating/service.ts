/**
 * Seating rules and transactions. A change is checked and written inside one transaction that first
 * locks the game's row (PostgreSQL `FOR UPDATE`; SQLite has one writer at a time): the version the
 * organizer saw must still be the team's version, and the table and the venue must hold the team
 * (rules of @quiz/domain). A reserve or no-show team put in the game takes a team place under the
 * door's rule (../organizer/teams/limits.ts): with none free it is refused unless the organizer said
 * `over_limit`, and once in it is registered. A refusal is a 409 with a Russian `detail` and the
 * seating as it is now (`limit: 'teams'` when going over the limit is the organizer's choice).
 */
import type { SeatingState, SeatingTeamState, SeatTeamBody } from '@quiz/contract';
import {
  applySeatingChange,
  estimatedPlayers,
  gameMaxPlayersInTeam,
  occupiedByTable,
  SEATING_TEXTS,
  type SeatingTeamLike,
  seatingRefusal,
  seatingSummary,
  tableFree,
} from '@quiz/domain';
import type { Kysely } from 'kysely';
import type { Queryable } from '../../db';
import type { Database } from '../../db/schema';
import { HttpError, orNotFound } from '../../errors';
import { record } from '../organizer/audit/service';
import { lockEvent } from '../organizer/events/repository';
import { eventTitle } from '../organizer/events/view';
import { gameLimits, teamPlaceRefusal } from '../organizer/teams/limits';
import { lineupsWithSeating, saveSeating, setLineup, statusOf } from '../organizer/teams/repository';
import * as repo from './repository';

async function stateOf(db: Queryable, event: repo.EventRow): Promise<SeatingState> {
  const [teamRows, tableRows] = await Promise.all([
    lineupsWithSeating(db, event.id).execute(),
    repo.tablesOf(db, event.place_id),
  ]);
  const ids = teamRows.map((t) => t.id);
  // the «из N» of every team card: the game's own player limit, else its venue's, else 10
  const maxPlayers = gameMaxPlayersInTeam(event, { max_players_in_team: event.place_max_players_in_team });
  const [players, history] = await Promise.all([repo.playersOf(db, ids), repo.historyOf(db, ids)]);

  const teams: SeatingTeamState[] = teamRows.map((t) => {
    const own = players.filter((p) => p.event_team_id === t.id);
    const hist = history.filter((h) => h.event_team_id === t.id);
    const seat = t.seat_id === null ? undefined : tableRows.find((s) => s.id === t.seat_id);
    const inGame = Boolean(t.is_in_game);
    return {
      id: t.id,
      team_id: t.team_id,
      title: t.title,
      status: statusOf(t.status),
      is_in_game: inGame,
      players: own.map((p) => ({
        id: p.id,
        first_name: p.first_name,
        phone: p.phone,
        avatar: p.avatar,
        inGame,
        participantCount: p.participant_count,
        eventPlayerId: p.event_player_id,
      })),
      registration_history: hist.map((h) => ({ timestamp: h.created_at, amount: h.amount })),
      occupied_furniture:
        inGame && seat ? [{ id: seat.id, capacity: seat.capacity, max_capacity: seat.max_capacity }] : [],
      // the people a team brought, once told at check-in, else what its registration says
      estimated_number_of_players: (inGame ? t.players_arrived : null) ?? estimatedPlayers(own, hist),
      seat_id: inGame && seat ? seat.id : null,
      max_players: maxPlayers,
      version: t.version ?? 0,
    };
  });
  const like = teams.map(toLike);
  const occupied = occupiedByTable(like);
  return {
    event: {
      id: event.id,
      title: eventTitle(event),
      date: event.date,
      timezone: event.timezone,
      place: {
        id: event.place_id,
        title: event.place_title,
        address: event.place_address,
        capacity: event.place_capacity,
        max_players_in_team: event.place_max_players_in_team,
        furniture: repo.parseFurniture(event.furniture),
      },
    },
    teams,
    tables: tableRows.map((s) => ({
      id: s.id,
      title: s.title,
      capacity: s.capacity,
      max_capacity: s.max_capacity,
      thumbnail: s.thumbnail,
      occupied: occupied.get(s.id) ?? 0,
      free: tableFree(s, occupied.get(s.id) ?? 0),
      team_ids: teams.filter((t) => t.seat_id === s.id).map((t) => t.id),
      x: s.pos_x,
      y: s.pos_y,
    })),
    summary: seatingSummary(event.place_capacity, like),
  };
}

function toLike(t: SeatingTeamState): SeatingTeamLike {
  return { id: t.id, is_in_game: t.is_in_game, seat_id: t.seat_id, size: t.estimated_number_of_players };
}

/** The seating of a game; 404 for an unknown game. */
export async function loadSeating(db: Queryable, eventId: number): Promise<SeatingState> {
  return stateOf(db, orNotFound(await repo.findEvent(db, eventId), SEATING_TEXTS.eventNotFound));
}

const conflict = (detail: string, state: SeatingState, limit?: 'teams') =>
  new HttpError(409, limit ? { detail, state, limit } : { detail, state });

export interface SeatTeamInput {
  eventId: number;
  eventTeamId: number;
  body: SeatTeamBody;
  userId: number;
}

/** Changes one team's seating; answers the team's new version. Throws 404 / 409 (nothing written then). */
export async function seatTeam(
  db: Kysely<Database>,
  { eventId, eventTeamId, body, userId }: SeatTeamInput,
): Promise<{ version: number }> {
  return db.transaction().execute(async (trx) => {
    // an unknown game: the 404 of ORGANIZER_TEXTS.eventNotFound, the same sentence as SEATING_TEXTS'
    await lockEvent(trx, eventId);
    const event = orNotFound(await repo.findEvent(trx, eventId), SEATING_TEXTS.eventNotFound);
    const state = await stateOf(trx, event);
    const team = orNotFound(
      state.teams.find((t) => t.id === eventTeamId),
      SEATING_TEXTS.teamNotFound,
    );
    if (team.version !== body.version) throw conflict(SEATING_TEXTS.stale, state);
    const change = { is_in_game: body.is_in_game, seat_id: body.seat_id };
    const input = { capacity: state.summary.capacity, tables: state.tables, teams: state.teams.map(toLike) };
    const refusal = seatingRefusal(input, eventTeamId, change);
    if (refusal) throw conflict(refusal, state);
    const admitted = body.is_in_game === true && !team.is_in_game && team.status !== 'registered';
    if (admitted) {
      const limits = await gameLimits(trx, event);
      const full = await teamPlaceRefusal(trx, eventId, limits, team.status, body.over_limit === true);
      if (full) throw conflict(full.message, state, 'teams');
      await setLineup(trx, eventTeamId, { status: 'registered' });
      await record(trx, {
        userId,
        event: eventId,
        action: 'team.promote',
        summary: `Команда «${team.title}» добавлена в игру в рассадке`,
        changes: [
          { field: `status:${eventTeamId}`, before: team.status, after: 'registered' },
          ...(body.over_limit === true ? [{ field: 'over_limit', before: false, after: true }] : []),
        ],
      });
    }
    const next = applySeatingChange(toLike(team), change);
    const version = team.version + 1;
    await saveSeating(trx, {
      event_team_id: eventTeamId,
      event_id: eventId,
      is_in_game: next.is_in_game,
      seat_id: next.seat_id,
      version,
      by: userId,
    });
    return { version };
  });
}
