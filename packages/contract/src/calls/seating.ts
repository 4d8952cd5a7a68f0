/**
 * Seating calls (SPEC §2 "Seating", §3 Seating team and Seat/table, §4 "Seating", §6 seat management).
 * SPEC names no seating call; the design (documented in mf-seating/README.md and the OpenAPI document):
 * - `GET /api/event/{id}/seating/` — the whole seating of a game: the venue and its plan, the teams
 *   (players, registration history, in the game or not, their table, their version), the tables with
 *   their free seats and the summary. Organizers only (403 for everyone else).
 * - `PATCH /api/event/{id}/seating/{eventTeamId}/` `{version, is_in_game?, seat_id?, over_limit?}` — one
 *   team in or out of the game and/or at a table (null: no table). `version` is the team's version the
 *   change was based on: a stale one is refused with 409 and the fresh seating; so is a change that
 *   would overfill a table or the venue. A reserve or no-show team put in the game takes a team place
 *   (it becomes registered): with none free, a 409 with `limit: 'teams'` unless `over_limit: true`
 *   (the organizer confirmed «Превысить лимит»). Answers the seating after the change.
 * - `GET /api/event/{id}/seating_stream/` — `text/event-stream`: an `event: seating` message (data:
 *   {@link SeatingNotice}) after every change made by any organizer on any server process, a comment
 *   line every 15 s to keep proxies from closing it. A client (re)loads the seating when it connects.
 */
import { ID_MAX, LINEUP_STATUSES } from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { seatingEndpoints } from '../endpoints/seating';
import { Furniture, Seat, SeatingTeam } from '../entities';
import { Id, IsoDateTime } from '../primitives';
import { IdParam } from './events';

export const SeatingParams = z.object({ id: IdParam });
export const SeatTeamParams = z.object({ id: IdParam, eventTeamId: IdParam });

/** A team on the seating screen: the SPEC entity plus its team, table and version. */
export const SeatingTeamState = SeatingTeam.extend({
  team_id: Id,
  /** registered: holds a team place; reserve: waits for one; no_show: did not come */
  status: z.enum(LINEUP_STATUSES),
  /** the table the team sits at, or null */
  seat_id: Id.nullable(),
  /** the seating maximum per team, the «из 10» of the card (SPEC §9) */
  max_players: z.number().int().positive(),
  /** increases with every change of this team's seating; a change must carry the one it was based on */
  version: z.number().int().nonnegative(),
});
export type SeatingTeamState = z.infer<typeof SeatingTeamState>;

/** A table at this game: SPEC's Seat/table, `free` being the number of free seats (max capacity − seated). */
export const SeatingTable = Seat.extend({
  free: z.number().int().nonnegative(),
  /** players seated at it */
  occupied: z.number().int().nonnegative(),
  /** event team ids seated at it */
  team_ids: z.array(Id),
  /** position on the venue plan, in percent of its width and height */
  x: z.number(),
  y: z.number(),
});
export type SeatingTable = z.infer<typeof SeatingTable>;

export const SeatingSummary = z.object({
  capacity: z.number().int().nonnegative(),
  teams_registered: z.number().int().nonnegative(),
  players_registered: z.number().int().nonnegative(),
  teams_in_game: z.number().int().nonnegative(),
  players_in_game: z.number().int().nonnegative(),
  free: z.number().int().nonnegative(),
});
export type SeatingSummary = z.infer<typeof SeatingSummary>;

export const SeatingState = z.object({
  event: z.object({
    id: Id,
    title: z.string(),
    date: IsoDateTime,
    timezone: z.string(),
    place: z.object({
      id: Id,
      title: z.string(),
      address: z.string(),
      capacity: z.number().int().nonnegative(),
      max_players_in_team: z.number().int().positive().nullable(),
      /** the venue plan: bar, stage, entrance…, in percent of the plan */
      furniture: z.array(Furniture),
    }),
  }),
  teams: z.array(SeatingTeamState),
  tables: z.array(SeatingTable),
  summary: SeatingSummary,
});
export type SeatingState = z.infer<typeof SeatingState>;

export const SeatTeamBody = z
  .object({
    version: z
      .number({ error: 'Не указана версия рассадки.' })
      .int()
      .nonnegative()
      .max(ID_MAX, 'Не указана версия рассадки.'),
    is_in_game: z.boolean().optional(),
    seat_id: Id.nullable().optional(),
    /** a reserve or no-show team goes in even when every team place is taken */
    over_limit: z.boolean().optional(),
  })
  .refine((b) => b.is_in_game !== undefined || b.seat_id !== undefined, {
    message: 'Укажите, что изменить: участие в игре или стол.',
  });
export type SeatTeamBody = z.infer<typeof SeatTeamBody>;

/**
 * 409: the change was refused (stale version or no room); `state` is the seating now. `limit: 'teams'`:
 * the game's team places are taken, and the same change with `over_limit: true` goes over the limit.
 */
export const SeatingConflict = z.object({
  detail: z.string(),
  state: SeatingState,
  limit: z.literal('teams').optional(),
});
export type SeatingConflict = z.infer<typeof SeatingConflict>;

/** The data of an `event: seating` message of the stream. */
export const SeatingNotice = z.object({
  event_id: Id,
  event_team_id: Id,
  version: z.number().int().nonnegative(),
  /** the organizer who made the change */
  by: Id,
});
export type SeatingNotice = z.infer<typeof SeatingNotice>;

export const seatingCalls = defineCalls('seating', seatingEndpoints, {
  seating: {
    summary: 'Рассадка игры: зал, команды, столы и сводка (только организаторы)',
    params: SeatingParams,
    response: SeatingState,
  },
  seatTeam: {
    summary: 'Изменить рассадку команды: в игре или нет, стол; версия обязательна (только организаторы)',
    params: SeatTeamParams,
    body: SeatTeamBody,
    response: SeatingState,
    errors: { 409: SeatingConflict },
  },
  seatingStream: {
    summary: 'Поток изменений рассадки (text/event-stream, сообщения event: seating)',
    params: SeatingParams,
    response: SeatingNotice,
    stream: true,
  },
});
