/**
 * Organizer console, who is coming (mf-teams `/organizer/event/{id}/teams`):
 * - `GET organizer/events/{id}/registrations/` → {@link RegistrationsResponse}: registered lineups
 *   (oldest first), then the reserve list in its order, each with its players, participant count,
 *   captain's name and phone and whether it arrived; totals against the limits.
 *   `?format=csv` answers the same as `text/csv` (UTF-8 with a BOM so Excel reads Cyrillic, `;`
 *   separated, one line per team) with `content-disposition: attachment`.
 * - `POST organizer/events/{id}/check_in/{eventTeamId}/ {arrived, players?, over_limit?}` → the
 *   registrations after the change. «Arrived» is the seating's «in game» (the same flag and version),
 *   so the seating screen, the scoring table (which lists the teams that arrived) and this list agree.
 *   `players`: the people the team actually brought. A reserve or no-show lineup checked in takes a
 *   team place (it becomes registered).
 * - The door (game night, @quiz/domain door.ts): `POST …/walk_in/` adds a team that came without
 *   registering (one from the base, or a new team with its captain's phone), registered and arrived;
 *   `POST …/no_show/{eventTeamId}/` frees a registered team's place (the first reserve is then offered
 *   it: `offer`); `POST …/promote/{eventTeamId}/` takes a reserve (its captain is texted) or no-show
 *   lineup into the main list; `GET …/team_search/?q=` finds teams of the game's city in the base.
 *   A team place or a team's people over the game's limits is a 409 {@link LimitConflict} unless the
 *   request says `over_limit: true` (the console asks «Превысить лимит» first).
 */
import {
  DOOR_TEXTS,
  LINEUP_STATUSES,
  nameError,
  PARTICIPANT_COUNT_MAX,
  TEAM_TEXTS,
  TEAM_TITLE_MAX,
} from '@quiz/domain';
import { z } from 'zod';
import { Id, IdText, IdValue, IsoDateTime, NameText } from '../../primitives';

export const RegistrationsQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'Формат — json или csv.' }).optional(),
});
export type RegistrationsQuery = z.infer<typeof RegistrationsQuery>;

export const RegistrationPlayer = z.object({
  id: Id,
  name: z.string(),
  phone: z.string().nullable(),
  participant_count: z.number().int().positive(),
});
export type RegistrationPlayer = z.infer<typeof RegistrationPlayer>;

export const RegistrationTeam = z.object({
  event_team_id: Id,
  team_id: Id,
  title: z.string(),
  /** registered: holds a team place; reserve: waits for one; no_show: did not come, holds none */
  status: z.enum(LINEUP_STATUSES),
  /** 1-based place in the reserve list; null for a registered lineup */
  reserve_position: z.number().int().positive().nullable(),
  captain: z.object({ id: Id, name: z.string(), phone: z.string().nullable() }).nullable(),
  players: z.array(RegistrationPlayer),
  /** players plus their guests */
  participants: z.number().int().nonnegative(),
  arrived: z.boolean(),
  /** the people the team actually brought, recorded at check-in; null: not told */
  players_arrived: z.number().int().positive().nullable(),
  registered_at: IsoDateTime,
});
export type RegistrationTeam = z.infer<typeof RegistrationTeam>;

export const RegistrationsResponse = z.object({
  event: z.object({ id: Id, title: z.string(), date: IsoDateTime, timezone: z.string() }),
  totals: z.object({
    teams_registered: z.number().int().nonnegative(),
    teams_reserve: z.number().int().nonnegative(),
    participants_registered: z.number().int().nonnegative(),
    teams_arrived: z.number().int().nonnegative(),
    teams_no_show: z.number().int().nonnegative(),
    /** the team limit in force (the game's, else the venue's); null: none */
    team_limit: z.number().int().nullable(),
    max_players_in_team: z.number().int().positive(),
  }),
  teams: z.array(RegistrationTeam),
  /** the first reserve team while the main list has a free place: «Предложить место: …» */
  offer: z.object({ event_team_id: Id, title: z.string() }).nullable(),
});
export type RegistrationsResponse = z.infer<typeof RegistrationsResponse>;

export const OrganizerTeamParams = z.object({ id: IdText, eventTeamId: IdText });
export type OrganizerTeamParams = z.infer<typeof OrganizerTeamParams>;

/** true: the organizer confirmed going over the game's team or per-team limit («Превысить лимит») */
const OverLimit = z.boolean({ error: 'over_limit — true или false.' }).optional();

/** The people a team brought: 1 to PARTICIPANT_COUNT_MAX (the game's own limit is the server's check). */
const PlayersArrived = z
  .number({ error: DOOR_TEXTS.playersRange })
  .int(DOOR_TEXTS.playersRange)
  .min(1, DOOR_TEXTS.playersRange)
  .max(PARTICIPANT_COUNT_MAX, DOOR_TEXTS.playersRange);

export const CheckInBody = z
  .object({
    arrived: z.boolean({ error: 'Укажите, пришла ли команда.' }),
    players: PlayersArrived.optional(),
    over_limit: OverLimit,
  })
  .strict()
  .refine((b) => b.arrived || b.players === undefined, {
    message: DOOR_TEXTS.playersNeedArrival,
    path: ['players'],
  });
export type CheckInBody = z.infer<typeof CheckInBody>;

/** 409 of the door: over the game's team limit (`teams`) or per-team limit (`players`); nothing written. */
export const LimitConflict = z.object({ detail: z.string(), limit: z.enum(['teams', 'players']) });
export type LimitConflict = z.infer<typeof LimitConflict>;

const WalkInTitle = NameText(DOOR_TEXTS.walkInNeedsTeam)
  .min(1, 'Укажите название команды.')
  .max(TEAM_TITLE_MAX, `Название команды — не длиннее ${TEAM_TITLE_MAX} символов.`);

/** A name that may be left blank; when typed, the one name rule of @quiz/domain. */
function optionalName(value: string, ctx: z.RefinementCtx): void {
  const error = value === '' ? undefined : nameError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
}

/**
 * A team at the door: `team` (one from the base), or a new team: `title` and `captain_phone` (his
 * account is made when the number has none; no text is sent), `captain_name` for a new account.
 */
export const WalkInBody = z
  .object({
    team: IdValue('Выберите команду из базы.').optional(),
    title: WalkInTitle.optional(),
    captain_phone: z
      .string({ error: TEAM_TEXTS.invalidPhone })
      .trim()
      .min(1, TEAM_TEXTS.invalidPhone)
      .max(32, TEAM_TEXTS.invalidPhone)
      .optional(),
    /** the new account's first name: the one name rule (`nameError`), or blank */
    captain_name: NameText('Имя капитана — текст.').superRefine(optionalName).optional(),
    players: PlayersArrived.optional(),
    over_limit: OverLimit,
  })
  .strict()
  .refine(
    (b) =>
      b.team !== undefined
        ? b.title === undefined && b.captain_phone === undefined
        : !!b.title && !!b.captain_phone,
    { message: DOOR_TEXTS.walkInNeedsTeam },
  );
export type WalkInBody = z.infer<typeof WalkInBody>;

export const PromoteBody = z.object({ over_limit: OverLimit }).strict();
export type PromoteBody = z.infer<typeof PromoteBody>;

export const TeamSearchQuery = z.object({
  q: z
    .string({ error: DOOR_TEXTS.searchTooShort })
    .trim()
    .min(2, DOOR_TEXTS.searchTooShort)
    .max(60, 'Запрос — не длиннее 60 символов.'),
});
export type TeamSearchQuery = z.infer<typeof TeamSearchQuery>;

/** A team of the base found for the door: its captain's phone shown by its last four digits only. */
export const TeamSearchHit = z.object({
  id: Id,
  title: z.string(),
  captain: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** the team already has a lineup on this game (check it in or promote it there) */
  on_event: z.boolean(),
});
export type TeamSearchHit = z.infer<typeof TeamSearchHit>;
export const TeamSearchResponse = z.object({ teams: z.array(TeamSearchHit) });
export type TeamSearchResponse = z.infer<typeof TeamSearchResponse>;
