/**
 * Organizer console, who is coming (mf-teams `/organizer/event/{id}/teams`):
 * - `GET organizer/events/{id}/registrations/` → {@link RegistrationsResponse}: registered lineups
 *   (oldest first), then the reserve list in its order, each with its players, participant count,
 *   captain's name and phone and whether it arrived; totals against the limits.
 *   `?format=csv` answers the same as `text/csv` (UTF-8 with a BOM so Excel reads Cyrillic, `;`
 *   separated, one line per team) with `content-disposition: attachment`.
 * - `POST organizer/events/{id}/check_in/{eventTeamId}/ {arrived}` → the registrations after the change.
 *   «Arrived» is the seating's «in game» (the same flag and version), so the seating screen, the
 *   scoring table (which lists the teams that arrived) and this list agree.
 */
import { z } from 'zod';
import { Id, IdText, IsoDateTime } from '../../primitives';

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
  status: z.enum(['registered', 'reserve']),
  /** 1-based place in the reserve list; null for a registered lineup */
  reserve_position: z.number().int().positive().nullable(),
  captain: z.object({ id: Id, name: z.string(), phone: z.string().nullable() }).nullable(),
  players: z.array(RegistrationPlayer),
  /** players plus their guests */
  participants: z.number().int().nonnegative(),
  arrived: z.boolean(),
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
    /** the team limit in force (the game's, else the venue's); null: none */
    team_limit: z.number().int().nullable(),
    max_players_in_team: z.number().int().positive(),
  }),
  teams: z.array(RegistrationTeam),
});
export type RegistrationsResponse = z.infer<typeof RegistrationsResponse>;

export const OrganizerTeamParams = z.object({ id: IdText, eventTeamId: IdText });
export type OrganizerTeamParams = z.infer<typeof OrganizerTeamParams>;

export const CheckInBody = z
  .object({ arrived: z.boolean({ error: 'Укажите, пришла ли команда.' }) })
  .strict();
export type CheckInBody = z.infer<typeof CheckInBody>;
