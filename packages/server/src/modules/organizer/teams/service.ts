/**
 * Who is coming: the registrations of a game with totals against its limits (./limits.ts), the reserve
 * team offered a freed place, as JSON or as the venue's CSV; and the check-in, which is the seating's
 * «in game» flag (same row, same version, same live notice) with the people the team brought. A
 * reserve or no-show lineup checked in takes a team place (the door's rules, ./door.ts).
 */
import type { CheckInBody, RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { arrivedPeopleText, ORGANIZER_TEXTS, placeOffer } from '@quiz/domain';
import type { Db } from '../../../db';
import { toBool } from '../../../db/schema';
import { orNotFound } from '../../../errors';
import { record } from '../audit/service';
import { lockedEvent, requireEvent } from '../events/repository';
import { eventTitle } from '../events/view';
import { assertPlayers, gameLimits, teamPlaceRefusal } from './limits';
import { lineupAt, lineupsOf, playersOf, saveSeating, setLineup, statusOf } from './repository';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export async function registrations(db: Db, eventId: number): Promise<RegistrationsResponse> {
  const event = await requireEvent(db, eventId);
  const [lineups, players, limits] = await Promise.all([
    lineupsOf(db, eventId),
    playersOf(db, eventId),
    gameLimits(db, event),
  ]);
  let reserve = 0;
  const teams: RegistrationTeam[] = lineups.map((l) => {
    const own = players.filter((p) => p.event_team_id === l.id);
    const status = statusOf(l.status);
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
      players_arrived: l.players_arrived ?? null,
      registered_at: l.created_at,
    };
  });
  const of = (status: RegistrationTeam['status']) => teams.filter((t) => t.status === status);
  const registered = of('registered');
  const offer = placeOffer(teams, limits.capacity);
  return {
    event: { id: event.id, title: eventTitle(event), date: event.date, timezone: event.timezone },
    totals: {
      teams_registered: registered.length,
      teams_reserve: reserve,
      participants_registered: registered.reduce((sum, t) => sum + t.participants, 0),
      teams_arrived: teams.filter((t) => t.arrived).length,
      teams_no_show: of('no_show').length,
      team_limit: limits.capacity,
      max_players_in_team: limits.maxPlayers,
    },
    // registered lineups first (oldest first), then the reserve list in its order, then the no-shows
    teams: [...registered, ...of('reserve'), ...of('no_show')],
    offer: offer ? { event_team_id: offer.event_team_id, title: offer.title } : null,
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
  const header = [
    '№',
    'Команда',
    'Статус',
    'Капитан',
    'Телефон капитана',
    'Участников',
    'Игроки',
    'Пришла',
    'Пришло человек',
  ];
  const statusText = (t: RegistrationTeam) =>
    t.status === 'reserve'
      ? `Резерв ${t.reserve_position ?? ''}`.trim()
      : t.status === 'no_show'
        ? 'Не пришла'
        : 'Зарегистрирована';
  const lines = data.teams.map((t, i) =>
    [
      i + 1,
      t.title,
      statusText(t),
      t.captain?.name ?? '',
      t.captain?.phone ? `+${t.captain.phone}` : '',
      t.participants,
      t.players
        .map((p) => (p.participant_count > 1 ? `${p.name} (+${p.participant_count - 1})` : p.name))
        .join(', '),
      t.arrived ? 'да' : 'нет',
      t.players_arrived,
    ]
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

/**
 * Marks a lineup as arrived (in the game) with the people it brought, or not arrived; answers the
 * seating version it now has. A lineup outside the main list (reserve, no-show) checked in takes a
 * team place: 409 when none is free unless `over_limit`; more people than the game allows in a team:
 * 409 unless `over_limit`. Nothing is written on a refusal.
 */
export async function checkIn(
  db: Db,
  input: { eventId: number; eventTeamId: number; body: CheckInBody; userId: number },
): Promise<{ version: number; changed: boolean }> {
  const { arrived, players } = input.body;
  const overLimit = input.body.over_limit === true;
  return db.transaction().execute(async (trx) => {
    const event = await lockedEvent(trx, input.eventId);
    const team = orNotFound(
      await lineupAt(trx, input.eventId, input.eventTeamId),
      ORGANIZER_TEXTS.teamNotFound,
    );
    const was = toBool(team.is_in_game);
    const status = statusOf(team.status);
    const version = team.version ?? 0;
    const count = arrived ? (players ?? team.players_arrived) : null;
    if (was === arrived && count === team.players_arrived) return { version, changed: false };
    if (arrived) {
      const limits = await gameLimits(trx, event);
      assertPlayers(players, limits, overLimit);
      const refusal = await teamPlaceRefusal(trx, input.eventId, limits, status, overLimit);
      if (refusal) throw refusal;
    }
    const admitted = arrived && status !== 'registered';
    await setLineup(trx, input.eventTeamId, {
      players_arrived: count,
      ...(admitted ? { status: 'registered' as const } : {}),
    });
    if (was !== arrived)
      await saveSeating(trx, {
        event_team_id: input.eventTeamId,
        event_id: input.eventId,
        is_in_game: arrived,
        seat_id: arrived ? (team.seat_id ?? null) : null,
        version: version + 1,
        by: input.userId,
      });
    await record(trx, {
      userId: input.userId,
      event: input.eventId,
      action: 'check_in',
      summary: arrived
        ? `Команда «${team.title}» пришла${count === null ? '' : ` (${arrivedPeopleText(count)})`}`
        : `Команда «${team.title}» отмечена как не пришедшая`,
      changes: [
        ...(was === arrived ? [] : [{ field: `arrived:${input.eventTeamId}`, before: was, after: arrived }]),
        ...(count === team.players_arrived
          ? []
          : [{ field: `players_arrived:${input.eventTeamId}`, before: team.players_arrived, after: count }]),
        ...(admitted ? [{ field: `status:${input.eventTeamId}`, before: status, after: 'registered' }] : []),
      ],
    });
    return { version: was === arrived ? version : version + 1, changed: true };
  });
}
