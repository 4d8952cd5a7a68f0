/**
 * Who is coming: the registrations of a game with totals against its limits (the game's own, else the
 * venue's: @quiz/domain `teamCapacity` / `maxPlayersInTeam`), as JSON or as the venue's CSV; and the
 * check-in, which is the seating's «in game» flag (same row, same version, same live notice).
 */
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { maxPlayersInTeam, ORGANIZER_TEXTS, teamCapacity } from '@quiz/domain';
import type { Db } from '../../../db';
import { toBool } from '../../../db/schema';
import { notFound } from '../../../errors';
import { lockEvent, saveSeating } from '../../seating/repository';
import { record } from '../audit/service';
import { findEvent, tablesOfPlaces } from '../events/repository';
import { eventTitle } from '../events/view';
import { lineupsOf, playersOf } from './repository';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export async function registrations(db: Db, eventId: number): Promise<RegistrationsResponse> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound(ORGANIZER_TEXTS.eventNotFound);
  const [lineups, players, tables] = await Promise.all([
    lineupsOf(db, eventId),
    playersOf(db, eventId),
    tablesOfPlaces(db, [event.place_id]),
  ]);
  let reserve = 0;
  const teams: RegistrationTeam[] = lineups.map((l) => {
    const own = players.filter((p) => p.event_team_id === l.id);
    const status = l.status === 'reserve' ? 'reserve' : 'registered';
    return {
      event_team_id: l.id,
      team_id: l.team_id,
      title: l.title,
      status,
      reserve_position: status === 'reserve' ? ++reserve : null,
      captain:
        l.captain_id === null
          ? null
          : {
              id: l.captain_id,
              name: fullName(l.captain_first_name, l.captain_last_name),
              phone: l.captain_phone,
            },
      players: own.map((p) => ({
        id: p.id,
        name: fullName(p.first_name, p.last_name),
        phone: p.phone,
        participant_count: p.participant_count,
      })),
      participants: own.reduce((sum, p) => sum + p.participant_count, 0),
      arrived: toBool(l.is_in_game),
      registered_at: l.created_at,
    };
  });
  const registered = teams.filter((t) => t.status === 'registered');
  return {
    event: { id: event.id, title: eventTitle(event), date: event.date, timezone: event.timezone },
    totals: {
      teams_registered: registered.length,
      teams_reserve: reserve,
      participants_registered: registered.reduce((sum, t) => sum + t.participants, 0),
      teams_arrived: teams.filter((t) => t.arrived).length,
      team_limit: teamCapacity({
        max_teams: event.max_teams ?? event.place_max_teams,
        tables: tables.get(event.place_id) ?? 0,
      }),
      max_players_in_team: maxPlayersInTeam({
        max_players_in_team: event.max_players_in_team ?? event.place_max_players_in_team,
      }),
    },
    // registered lineups first (oldest first), then the reserve list in its order
    teams: [...registered, ...teams.filter((t) => t.status === 'reserve')],
  };
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // a leading = + - @ would be a formula in Excel: quote it as text
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The registrations as the venue's CSV: UTF-8 with a BOM (Excel reads Cyrillic), `;` separated. */
export function registrationsCsv(data: RegistrationsResponse): string {
  const header = ['№', 'Команда', 'Статус', 'Капитан', 'Телефон капитана', 'Участников', 'Игроки', 'Пришла'];
  const lines = data.teams.map((t, i) =>
    [
      i + 1,
      t.title,
      t.status === 'reserve' ? `Резерв ${t.reserve_position ?? ''}`.trim() : 'Зарегистрирована',
      t.captain?.name ?? '',
      t.captain?.phone ? `+${t.captain.phone}` : '',
      t.participants,
      t.players
        .map((p) => (p.participant_count > 1 ? `${p.name} (+${p.participant_count - 1})` : p.name))
        .join(', '),
      t.arrived ? 'да' : 'нет',
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/** Marks a lineup as arrived (in the game) or not; answers the seating version it now has. */
export async function checkIn(
  db: Db,
  postgres: boolean,
  input: { eventId: number; eventTeamId: number; arrived: boolean; userId: number },
): Promise<{ version: number; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockEvent(trx, input.eventId, postgres))) throw notFound(ORGANIZER_TEXTS.eventNotFound);
    const team = await trx
      .selectFrom('event_teams')
      .leftJoin('event_team_seating', 'event_team_seating.event_team_id', 'event_teams.id')
      .select([
        'event_teams.title',
        'event_team_seating.is_in_game',
        'event_team_seating.seat_id',
        'event_team_seating.version',
      ])
      .where('event_teams.id', '=', input.eventTeamId)
      .where('event_teams.event_id', '=', input.eventId)
      .executeTakeFirst();
    if (!team) throw notFound(ORGANIZER_TEXTS.teamNotFound);
    const was = toBool(team.is_in_game);
    const version = team.version ?? 0;
    if (was === input.arrived) return { version, changed: false };
    await saveSeating(trx, {
      event_team_id: input.eventTeamId,
      event_id: input.eventId,
      is_in_game: input.arrived,
      seat_id: input.arrived ? (team.seat_id ?? null) : null,
      version: version + 1,
      by: input.userId,
    });
    await record(trx, {
      userId: input.userId,
      eventId: input.eventId,
      entity: 'event',
      entityId: input.eventId,
      action: 'check_in',
      summary: input.arrived
        ? `Команда «${team.title}» пришла`
        : `Команда «${team.title}» отмечена как не пришедшая`,
      changes: [{ field: `arrived:${input.eventTeamId}`, before: was, after: input.arrived }],
    });
    return { version: version + 1, changed: true };
  });
}
