/**
 * The door on game night (@quiz/domain door.ts): a walk-in team, a no-show, a reserve team promoted
 * into a freed place, the base searched for a team. Each change runs in one transaction under the
 * game's row lock (PostgreSQL `FOR UPDATE`), checks the limits (./limits.ts) before it writes, and
 * records its history entry in the same transaction. A promoted reserve team's captain is texted
 * through the organizer notices' queue (reminders/notices.ts) on the organizer's notice budgets
 * (auth/text-budget.ts); a walk-in's captain is texted nothing: he is at the door.
 */
import type { TeamSearchHit, WalkInBody } from '@quiz/contract';
import {
  alreadyOnGameText,
  DOOR_TEXTS,
  doorOpen,
  maskedPhone,
  matchesDoorSearch,
  normalizePhone,
  ORGANIZER_TEXTS,
  promotedText,
  TEAM_TEXTS,
} from '@quiz/domain';
import { isCompletePhone } from '@quiz/domain/phone';
import type { Transaction } from 'kysely';
import { spendTextBudget } from '../../../auth/text-budget';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { toBool } from '../../../db/schema';
import { fieldErrors, httpError, notFound, orNotFound } from '../../../errors';
import { enqueueNotice } from '../../reminders/notices';
import * as teams from '../../teams/repository';
import { TEAM_NOT_FOUND } from '../../teams/services/shared';
import { foundTeam } from '../../teams/services/team';
import { record } from '../audit/service';
import { type EventJoined, lockEvent, lockedEvent, requireEvent } from '../events/repository';
import { eventTitle } from '../events/view';
import { assertPlayers, gameLimits, teamPlaceRefusal } from './limits';
import {
  type LineupAt,
  lineupAt,
  saveSeating,
  setLineup,
  statusOf,
  teamsOfCity,
  teamsOnEvent,
} from './repository';

/** Who acts: the organizer's account and his client's address (`request.ip`, the notice budgets). */
export interface DoorActor {
  userId: number;
  ip: string;
}

const SEARCH_HITS = 20;

/** The game under its row lock, open for the door (published or sitting): else 404 / 400. */
async function lockedGame(trx: Transaction<Database>, eventId: number): Promise<EventJoined> {
  const event = await lockedEvent(trx, eventId);
  if (!doorOpen(event.workflow_state)) throw httpError(400, DOOR_TEXTS.gameNotOpen);
  return event;
}

const lineupOf = async (trx: Db, eventId: number, eventTeamId: number): Promise<LineupAt> =>
  orNotFound(await lineupAt(trx, eventId, eventTeamId), ORGANIZER_TEXTS.teamNotFound);

/** The team a walk-in names, checked before anything is written: one of the base, or a new one's data. */
async function walkInTeam(trx: Db, event: EventJoined, body: WalkInBody) {
  if (body.team !== undefined) {
    const team = await teams.findTeam(trx, body.team);
    if (!team || toBool(team.is_united)) throw notFound(TEAM_NOT_FOUND);
    if ((await teamsOnEvent(trx, event.id)).has(team.id)) throw httpError(400, alreadyOnGameText(team.title));
    return { kind: 'base' as const, team };
  }
  const title = (body.title ?? '').trim();
  const phone = normalizePhone(body.captain_phone);
  if (!isCompletePhone(phone)) throw fieldErrors({ captain_phone: [TEAM_TEXTS.invalidPhone] });
  if (await teams.findTeamByTitle(trx, title)) throw fieldErrors({ title: [DOOR_TEXTS.titleTaken] });
  const known = await trx.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (known && (await teams.playerOnEvent(trx, event.id, known.id)))
    throw httpError(400, TEAM_TEXTS.playerOtherTeam);
  return { kind: 'new' as const, title, phone, name: body.captain_name?.trim() ?? '' };
}

/**
 * A team that came without registering: registered and arrived at once (with the people it brought),
 * its captain its first player when he plays in no other lineup of the game. A new team's captain gets
 * an account when his number has none (no text is sent). Answers the new lineup and its seating version.
 */
export async function walkIn(
  db: Db,
  eventId: number,
  body: WalkInBody,
  actor: DoorActor,
): Promise<{ lineupId: number; version: number }> {
  const overLimit = body.over_limit === true;
  return db.transaction().execute(async (trx) => {
    const event = await lockedGame(trx, eventId);
    const chosen = await walkInTeam(trx, event, body);
    const limits = await gameLimits(trx, event);
    assertPlayers(body.players, limits, overLimit);
    const refusal = await teamPlaceRefusal(trx, event.id, limits, 'reserve', overLimit);
    if (refusal) throw refusal;
    const now = new Date().toISOString();
    const team =
      chosen.kind === 'base'
        ? chosen.team
        : await foundTeam(trx, {
            title: chosen.title,
            captainId: await teams.userIdForPhone(trx, chosen.phone, chosen.name, now),
            cityId: event.city_id,
            createdAt: now,
          });
    const lineupId = await teams.insertLineup(trx, {
      event_id: event.id,
      team_id: team.id,
      title: team.title,
      status: 'registered',
    });
    if (body.players !== undefined) await setLineup(trx, lineupId, { players_arrived: body.players });
    const captain = team.captain_id;
    if (captain !== null && !(await teams.playerOnEvent(trx, event.id, captain)))
      await teams.insertPlayer(trx, { event_team_id: lineupId, user_id: captain, participant_count: 1 });
    await saveSeating(trx, {
      event_team_id: lineupId,
      event_id: event.id,
      is_in_game: true,
      seat_id: null,
      version: 1,
      by: actor.userId,
    });
    await record(trx, {
      userId: actor.userId,
      event: event.id,
      action: 'team.walk_in',
      summary: `Команда у входа: «${team.title}»`,
      changes: [
        { field: `walk_in:${lineupId}`, before: null, after: team.title },
        ...(body.players === undefined
          ? []
          : [{ field: `players_arrived:${lineupId}`, before: null, after: body.players }]),
        ...(overLimit ? [{ field: 'over_limit', before: false, after: true }] : []),
      ],
    });
    return { lineupId, version: 1 };
  });
}

/**
 * A registered (or reserve) lineup that did not come: it holds no team place any more, so the first
 * reserve team is offered it (the registrations' `offer`). A team checked in is not a no-show (400).
 */
export async function noShow(
  db: Db,
  eventId: number,
  eventTeamId: number,
  actor: DoorActor,
): Promise<{ changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockEvent(trx, eventId);
    const lineup = await lineupOf(trx, eventId, eventTeamId);
    if (toBool(lineup.is_in_game)) throw httpError(400, DOOR_TEXTS.arrivedNotNoShow);
    const status = statusOf(lineup.status);
    if (status === 'no_show') return { changed: false };
    await setLineup(trx, eventTeamId, { status: 'no_show', players_arrived: null });
    await record(trx, {
      userId: actor.userId,
      event: eventId,
      action: 'team.no_show',
      summary: `Команда «${lineup.title}» не пришла`,
      changes: [{ field: `status:${eventTeamId}`, before: status, after: 'no_show' }],
    });
    return { changed: true };
  });
}

/**
 * A reserve lineup into the main list (its captain, else its first player, is texted: queued with the
 * change on the organizer's notice budgets, a refused budget rolls the promotion back with a 429), or a
 * no-show lineup back into it (not texted: the organizer has it in front of him). Needs a free team
 * place unless `overLimit` (409). Answers whether a text was queued.
 */
export async function promote(
  db: Db,
  input: { eventId: number; eventTeamId: number; overLimit: boolean },
  actor: DoorActor,
): Promise<{ told: boolean }> {
  return db.transaction().execute(async (trx) => {
    const event = await lockedGame(trx, input.eventId);
    const lineup = await lineupOf(trx, input.eventId, input.eventTeamId);
    const status = statusOf(lineup.status);
    if (status === 'registered') throw httpError(400, DOOR_TEXTS.alreadyInGame);
    const refusal = await teamPlaceRefusal(
      trx,
      event.id,
      await gameLimits(trx, event),
      status,
      input.overLimit,
    );
    if (refusal) throw refusal;
    await setLineup(trx, input.eventTeamId, { status: 'registered' });
    const contact = status === 'reserve' ? await teams.lineupContact(trx, input.eventTeamId) : null;
    if (contact?.phone) {
      await spendTextBudget(trx, { kind: 'notice', account: actor.userId, ip: actor.ip }, new Date());
      // dropped when it runs if the lineup is no longer in the main list (a no-show since) or the game is off
      await enqueueNotice(trx, contact.phone, promotedText(contact.title, eventTitle(event)), {
        event: event.id,
        kind: 'promoted',
        event_team: input.eventTeamId,
      });
    }
    await record(trx, {
      userId: actor.userId,
      event: event.id,
      action: 'team.promote',
      summary:
        status === 'reserve'
          ? `Команда «${lineup.title}» переведена из резерва в основной список`
          : `Команда «${lineup.title}» возвращена в основной список`,
      changes: [
        { field: `status:${input.eventTeamId}`, before: status, after: 'registered' },
        ...(input.overLimit ? [{ field: 'over_limit', before: false, after: true }] : []),
      ],
    });
    return { told: !!contact?.phone };
  });
}

/**
 * Teams of the game's city (./repository teamsOfCity) matching the query as the console's own search
 * does (@quiz/domain matchesDoorSearch), the first SEARCH_HITS by title; a captain's phone is shown by
 * its last four digits only.
 */
export async function searchTeams(db: Db, eventId: number, query: string): Promise<TeamSearchHit[]> {
  const event = await requireEvent(db, eventId);
  const [rows, onEvent] = await Promise.all([teamsOfCity(db, event.city_id), teamsOnEvent(db, eventId)]);
  const hits: TeamSearchHit[] = [];
  for (const row of rows) {
    const name = [row.captain_first_name, row.captain_last_name].filter(Boolean).join(' ');
    const captain = row.captain_phone === null && !name ? null : { name, phone: row.captain_phone };
    if (!matchesDoorSearch({ title: row.title, captain }, query)) continue;
    hits.push({
      id: row.id,
      title: row.title,
      captain: captain && { name, phone: maskedPhone(captain.phone) },
      on_event: onEvent.has(row.id),
    });
    if (hits.length === SEARCH_HITS) break;
  }
  return hits;
}
