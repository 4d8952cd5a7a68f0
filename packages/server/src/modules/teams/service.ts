/**
 * The rules of the registration journey (SPEC §4–§6, §9), enforced here and not only by hidden
 * buttons: captain-only edits, removals and lineup deletion; members toggle only themselves; one
 * player in one team per game; roster and venue limits checked inside one transaction that holds the
 * game's row lock (PostgreSQL `FOR UPDATE`; SQLite runs one transaction at a time), so racing
 * requests never exceed them; registration only while the game is `published`/`sitting` and ahead.
 */
import { randomBytes } from 'node:crypto';
import type {
  EventPlayer,
  EventTeamPageResponse,
  EventTeamsResponse,
  Lineup,
  RosterPlayer,
  Team,
} from '@quiz/contract';
import {
  canAddLineup,
  canClaimCaptaincy,
  canRemovePlayer,
  claimTeamInfo,
  fitsRoster,
  freeTeamPlaces,
  isOpenForRegistration,
  maxPlayersInTeam,
  normalizePhone,
  overflowText,
  participantsOf,
  promotedText,
  statusForNewLineup,
  TEAM_TEXTS,
  teamCapacity,
  VISIBLE_STATES,
} from '@quiz/domain';
import type { MessageChannel } from '../../auth/channels/message';
import type { Db, DialectName } from '../../db';
import type { EventRow, TeamRow, UserRow } from '../../db/schema';
import { fieldErrors, forbidden, HttpError, httpError, notFound } from '../../errors';
import { eventsByIds } from '../../views/catalogue';
import { EVENT_NOT_FOUND } from '../events/service';
import * as repo from './repository';

export interface TeamsDeps {
  db: Db;
  dialect: DialectName;
  messages: MessageChannel;
  log?: (message: string, error: unknown) => void;
}

export const TEAM_NOT_FOUND = 'Команда не найдена.';
export const LINEUP_NOT_FOUND = 'Состав не найден.';
export const PLAYER_NOT_FOUND = 'Игрок не найден.';
export const REGISTRATION_NOT_FOUND = 'Регистрация команды на эту игру не найдена.';
export const NOT_A_MEMBER = 'Игрок не состоит в команде.';
export const UNITED_TITLE = 'Сборная';

export const newSlug = (): string => randomBytes(8).toString('hex');

export function visible(event: EventRow | undefined): EventRow {
  if (!event || !(VISIBLE_STATES as readonly string[]).includes(event.workflow_state))
    throw notFound(EVENT_NOT_FOUND);
  return event;
}

export function requireOpen(event: EventRow): void {
  if (!isOpenForRegistration(event)) throw httpError(400, TEAM_TEXTS.registrationClosed);
}

export async function limitsOf(db: Db, event: EventRow) {
  const { place, tables } = await repo.venueOf(db, event.place_id);
  // the game's own limits (set in the organizer console) come before the venue's
  return {
    maxPlayers: maxPlayersInTeam({
      max_players_in_team: event.max_players_in_team ?? place.max_players_in_team,
    }),
    capacity: teamCapacity({ max_teams: event.max_teams ?? place.max_teams, tables }),
  };
}

/** Adds `userId` to a lineup, checking the one-team-per-game rule and the roster limit. */
export async function addPlayer(
  trx: Db,
  event: EventRow,
  lineupId: number,
  teamId: number,
  userId: number,
  participantCount: number,
): Promise<number> {
  const already = await repo.playerOnEvent(trx, event.id, userId);
  if (already) {
    if (already.team_id !== teamId) throw httpError(409, TEAM_TEXTS.playerOtherTeam);
    throw httpError(409, 'Игрок уже отмечен в игре.');
  }
  const { maxPlayers } = await limitsOf(trx, event);
  const next = (await repo.participantsOfLineup(trx, lineupId)) + participantCount;
  if (!fitsRoster(next, maxPlayers)) throw httpError(400, overflowText(maxPlayers));
  return repo.insertPlayer(trx, {
    event_team_id: lineupId,
    user_id: userId,
    participant_count: participantCount,
  });
}

/** A new lineup: registered while the venue has team places, else in the reserve list. */
export async function addLineup(trx: Db, event: EventRow, team: TeamRow, title: string): Promise<number> {
  const { capacity } = await limitsOf(trx, event);
  const registered = await repo.countRegistered(trx, event.id);
  return repo.insertLineup(trx, {
    event_id: event.id,
    team_id: team.id,
    title,
    status: statusForNewLineup(registered, capacity),
  });
}

/** A team as a non-member may see it: no player's phone, no invite slug. */
export function withoutPrivate(team: Team): Team {
  return { ...team, secret_slug: '', players: team.players.map((p) => ({ ...p, phone: null })) };
}

export function createTeamsService(deps: TeamsDeps) {
  const { db, dialect } = deps;
  const tx = <T>(fn: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(fn);

  /** Lineups as the API sends them, with reserve positions counted over the whole game. */
  async function lineupViews(d: Db, rows: readonly { id: number }[]): Promise<Lineup[]> {
    if (rows.length === 0) return [];
    const lineups = await d
      .selectFrom('event_teams')
      .innerJoin('teams', 'teams.id', 'event_teams.team_id')
      .select([
        'event_teams.id as id',
        'event_teams.event_id as event_id',
        'event_teams.title as title',
        'event_teams.status as status',
        'teams.id as team_id',
        'teams.title as team_title',
        'teams.captain_id as captain_id',
        'teams.city_id as city_id',
        'teams.is_united as is_united',
      ])
      .where(
        'event_teams.id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const eventIds = [...new Set(lineups.map((l) => l.event_id))];
    const reserve = eventIds.length
      ? await d
          .selectFrom('event_teams')
          .select(['id', 'event_id'])
          .where('event_id', 'in', eventIds)
          .where('status', '=', 'reserve')
          .orderBy('id')
          .execute()
      : [];
    const players = await repo.playersOfLineups(
      d,
      lineups.map((l) => l.id),
    );
    const byId = new Map(
      lineups.map((l) => {
        const own = players.filter((p) => p.event_team_id === l.id);
        const queue = reserve.filter((r) => r.event_id === l.event_id).map((r) => r.id);
        const view: Lineup = {
          id: l.id,
          event: l.event_id,
          title: l.title,
          team: {
            id: l.team_id,
            title: l.team_title,
            captain: l.captain_id,
            city: l.city_id,
            is_united: l.is_united === 1,
          },
          event_players: own.map(playerView),
          status: l.status === 'reserve' ? 'reserve' : 'registered',
          reserve_position: l.status === 'reserve' ? queue.indexOf(l.id) + 1 : null,
          participants: participantsOf(own),
        };
        return [l.id, view] as const;
      }),
    );
    return rows.flatMap((r) => {
      const v = byId.get(r.id);
      return v ? [v] : [];
    });
  }

  async function lineupView(d: Db, id: number): Promise<Lineup> {
    const [view] = await lineupViews(d, [{ id }]);
    if (!view) throw notFound(LINEUP_NOT_FOUND);
    return view;
  }

  async function teamView(d: Db, id: number): Promise<Team> {
    const [team] = await repo.teamViews(d, [id]);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  }

  /** After a registered lineup left: the first reserve lineup takes its place (same transaction). */
  async function promoteFirstReserve(trx: Db, event: EventRow): Promise<number | null> {
    const { capacity } = await limitsOf(trx, event);
    const registered = await repo.countRegistered(trx, event.id);
    if (capacity !== null && registered >= capacity) return null;
    const first = await trx
      .selectFrom('event_teams')
      .select('id')
      .where('event_id', '=', event.id)
      .where('status', '=', 'reserve')
      .orderBy('id')
      .executeTakeFirst();
    if (!first) return null;
    await trx.updateTable('event_teams').set({ status: 'registered' }).where('id', '=', first.id).execute();
    return first.id;
  }

  async function tellPromoted(lineupId: number, event: EventRow): Promise<void> {
    try {
      const row = await db
        .selectFrom('event_teams')
        .innerJoin('teams', 'teams.id', 'event_teams.team_id')
        .leftJoin('users', 'users.id', 'teams.captain_id')
        .select(['event_teams.title as title', 'users.phone as phone'])
        .where('event_teams.id', '=', lineupId)
        .executeTakeFirst();
      let phone = row?.phone ?? null;
      if (!phone) {
        const first = await db
          .selectFrom('event_players')
          .innerJoin('users', 'users.id', 'event_players.user_id')
          .select('users.phone')
          .where('event_players.event_team_id', '=', lineupId)
          .orderBy('event_players.id')
          .executeTakeFirst();
        phone = first?.phone ?? null;
      }
      if (!row || !phone) return;
      const [view] = await eventsByIds(db, [event.id], null);
      const game = view ? `${view.game.theme.title}${view.postfix ? ` ${view.postfix}` : ''}` : 'игры';
      await deps.messages.send({ phone, text: promotedText(row.title, game) });
    } catch (error) {
      deps.log?.('reserve promotion message failed', error);
    }
  }

  async function memberOrThrow(d: Db, team: TeamRow, userId: number): Promise<void> {
    if (!(await repo.isMember(d, team.id, userId))) throw forbidden();
  }

  return {
    lineupView: (id: number) => lineupView(db, id),

    async eventTeams(eventId: number): Promise<EventTeamsResponse> {
      const event = visible(
        await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst(),
      );
      const { capacity, maxPlayers } = await limitsOf(db, event);
      const views = await lineupViews(db, await repo.lineupsOfEvent(db, event.id));
      const registered = views.filter((l) => l.status === 'registered');
      return {
        capacity,
        free_places: freeTeamPlaces(registered.length, capacity),
        max_players: maxPlayers,
        registered: registered.map((l) => ({ id: l.id, title: l.title, participants: l.participants })),
        reserve: views
          .filter((l) => l.status === 'reserve')
          .map((l) => ({ id: l.id, title: l.title, position: l.reserve_position ?? 1 })),
      };
    },

    async eventTeamPage(actor: UserRow, eventId: number, teamId: number): Promise<EventTeamPageResponse> {
      const row = visible(
        await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst(),
      );
      const team = await repo.findTeam(db, teamId);
      if (!team) throw notFound(REGISTRATION_NOT_FOUND);
      const lineups = await repo.lineupsOfTeam(db, eventId, teamId);
      const players = await repo.playersOfLineups(
        db,
        lineups.map((l) => l.id),
      );
      const member = await repo.isMember(db, teamId, actor.id);
      if (lineups.length === 0 || (!member && !players.some((p) => p.user_id === actor.id)))
        throw notFound(REGISTRATION_NOT_FOUND);
      const [event] = await eventsByIds(db, [eventId], actor);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      const teamEntity = await teamView(db, teamId);
      // players of other teams on this game: greyed out in the panel
      const elsewhere = new Set(
        (
          await db
            .selectFrom('event_players')
            .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
            .select('event_players.user_id')
            .where('event_teams.event_id', '=', eventId)
            .where('event_teams.team_id', '!=', teamId)
            .execute()
        ).map((r) => r.user_id),
      );
      const extraIds = players
        .map((p) => p.user_id)
        .filter((id) => !teamEntity.players.some((tp) => tp.id === id));
      const extras = extraIds.length
        ? await db
            .selectFrom('users')
            .select(['id', 'first_name', 'phone', 'avatar'])
            .where('id', 'in', extraIds)
            .execute()
        : [];
      const roster: RosterPlayer[] = [...teamEntity.players, ...extras].map((u) => {
        const p = players.find((x) => x.user_id === u.id);
        return {
          id: u.id,
          first_name: u.first_name,
          phone: member ? u.phone : null,
          avatar: u.avatar,
          inGame: !!p,
          participantCount: p?.participant_count ?? 1,
          eventPlayerId: p?.id ?? null,
          eventTeamId: p?.event_team_id ?? null,
          playAnAnotherTeam: elsewhere.has(u.id),
        };
      });
      const { capacity, maxPlayers } = await limitsOf(db, row);
      const registered = await repo.countRegistered(db, eventId);
      return {
        event,
        team: member ? teamEntity : withoutPrivate(teamEntity),
        players: roster,
        lineups: await lineupViews(db, lineups),
        max_players: maxPlayers,
        capacity,
        free_places: freeTeamPlaces(registered, capacity),
        is_captain: team.captain_id === actor.id,
        is_member: member,
      };
    },

    async createLineup(actor: UserRow, body: { event: number; team: number }): Promise<Lineup> {
      const id = await tx(async (trx) => {
        const event = visible(await repo.lockEvent(trx, dialect, body.event));
        requireOpen(event);
        const team = await repo.findTeam(trx, body.team);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        await memberOrThrow(trx, team, actor.id);
        const existing = await repo.lineupsOfTeam(trx, event.id, team.id);
        if (existing.length > 0) {
          if (team.is_united) throw httpError(400, 'У сборной не бывает дополнительных составов.');
          if (team.captain_id !== actor.id) throw forbidden(TEAM_TEXTS.onlyCaptain);
          // SPEC §8 overflow: another lineup only when these are full (no empty lineup holds a place)
          const { maxPlayers } = await limitsOf(trx, event);
          const filled: number[] = [];
          for (const l of existing) filled.push(await repo.participantsOfLineup(trx, l.id));
          if (!canAddLineup(filled, maxPlayers)) throw httpError(400, TEAM_TEXTS.lineupsNotFull);
        }
        const mine = await repo.playerOnEvent(trx, event.id, actor.id);
        if (mine && mine.team_id !== team.id) throw httpError(409, TEAM_TEXTS.otherTeam);
        const title = existing.length ? `${team.title} (состав ${existing.length + 1})` : team.title;
        const lineupId = await addLineup(trx, event, team, title);
        if (!mine)
          await repo.insertPlayer(trx, { event_team_id: lineupId, user_id: actor.id, participant_count: 1 });
        return lineupId;
      });
      return lineupView(db, id);
    },

    async renameLineup(actor: UserRow, id: number, title: string | undefined): Promise<Lineup> {
      const lineup = await repo.findLineup(db, id);
      if (!lineup) throw notFound(LINEUP_NOT_FOUND);
      const team = await repo.findTeam(db, lineup.team_id);
      if (!team || team.captain_id !== actor.id) throw forbidden(TEAM_TEXTS.onlyCaptain);
      if (title !== undefined)
        await db.updateTable('event_teams').set({ title }).where('id', '=', id).execute();
      return lineupView(db, id);
    },

    async readLineup(actor: UserRow, id: number): Promise<Lineup> {
      const lineup = await repo.findLineup(db, id);
      if (!lineup) throw notFound(LINEUP_NOT_FOUND);
      const member = await repo.isMember(db, lineup.team_id, actor.id);
      const plays = await repo.playerOnEvent(db, lineup.event_id, actor.id);
      if (!member && plays?.event_team_id !== id) throw forbidden();
      return lineupView(db, id);
    },

    /** Captain only. A registered lineup leaving promotes the first reserve lineup. */
    async deleteLineup(actor: UserRow, id: number): Promise<void> {
      const found = await repo.findLineup(db, id);
      if (!found) throw notFound(LINEUP_NOT_FOUND);
      const outcome = await tx(async (trx) => {
        const event = visible(await repo.lockEvent(trx, dialect, found.event_id));
        const lineup = await repo.findLineup(trx, id);
        if (!lineup) throw notFound(LINEUP_NOT_FOUND);
        const team = await repo.findTeam(trx, lineup.team_id);
        if (!team || team.captain_id !== actor.id) throw forbidden(TEAM_TEXTS.onlyCaptain);
        await trx.deleteFrom('event_teams').where('id', '=', id).execute();
        const promoted = lineup.status === 'registered' ? await promoteFirstReserve(trx, event) : null;
        return { event, promoted };
      });
      if (outcome.promoted !== null) await tellPromoted(outcome.promoted, outcome.event);
    },

    async createPlayer(
      actor: UserRow,
      body: { user: number; event_team: number; participant_count?: number | undefined },
    ): Promise<EventPlayer> {
      const found = await repo.findLineup(db, body.event_team);
      if (!found) throw notFound(LINEUP_NOT_FOUND);
      const id = await tx(async (trx) => {
        const event = visible(await repo.lockEvent(trx, dialect, found.event_id));
        requireOpen(event);
        const lineup = await repo.findLineup(trx, body.event_team);
        if (!lineup) throw notFound(LINEUP_NOT_FOUND);
        const team = await repo.findTeam(trx, lineup.team_id);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        const captain = team.captain_id === actor.id;
        if (body.user !== actor.id && !captain) throw forbidden(TEAM_TEXTS.onlyCaptain);
        const member = await repo.isMember(trx, team.id, body.user);
        if (!member && !(team.is_united && body.user === actor.id)) throw httpError(400, NOT_A_MEMBER);
        return addPlayer(trx, event, lineup.id, team.id, body.user, body.participant_count ?? 1);
      });
      const row = await repo.findPlayer(db, id);
      if (!row) throw notFound(PLAYER_NOT_FOUND);
      return playerView(row);
    },

    async updatePlayer(
      actor: UserRow,
      id: number,
      body: { user: number; event_team: number; participant_count: number },
    ): Promise<EventPlayer> {
      const found = await repo.findPlayer(db, id);
      if (!found) throw notFound(PLAYER_NOT_FOUND);
      const lineup0 = await repo.findLineup(db, found.event_team_id);
      if (!lineup0) throw notFound(LINEUP_NOT_FOUND);
      await tx(async (trx) => {
        const event = visible(await repo.lockEvent(trx, dialect, lineup0.event_id));
        requireOpen(event);
        const player = await repo.findPlayer(trx, id);
        if (!player) throw notFound(PLAYER_NOT_FOUND);
        if (body.user !== player.user_id) throw fieldErrors({ user: ['Игрока менять нельзя.'] });
        const from = await repo.findLineup(trx, player.event_team_id);
        const to = await repo.findLineup(trx, body.event_team);
        if (!from || !to || to.event_id !== from.event_id || to.team_id !== from.team_id)
          throw fieldErrors({ event_team: ['Можно перейти только в другой состав своей команды.'] });
        const team = await repo.findTeam(trx, from.team_id);
        const captain = team?.captain_id === actor.id;
        if (player.user_id !== actor.id && !captain) throw forbidden(TEAM_TEXTS.onlyCaptain);
        const { maxPlayers } = await limitsOf(trx, event);
        const next = (await repo.participantsOfLineup(trx, to.id, player.id)) + body.participant_count;
        if (!fitsRoster(next, maxPlayers)) throw httpError(400, overflowText(maxPlayers));
        await trx
          .updateTable('event_players')
          .set({ participant_count: body.participant_count, event_team_id: to.id })
          .where('id', '=', id)
          .execute();
      });
      const row = await repo.findPlayer(db, id);
      if (!row) throw notFound(PLAYER_NOT_FOUND);
      return playerView(row);
    },

    async deletePlayer(actor: UserRow, id: number): Promise<void> {
      const player = await repo.findPlayer(db, id);
      if (!player) throw notFound(PLAYER_NOT_FOUND);
      const lineup = await repo.findLineup(db, player.event_team_id);
      const team = lineup ? await repo.findTeam(db, lineup.team_id) : undefined;
      if (player.user_id !== actor.id && team?.captain_id !== actor.id)
        throw forbidden(TEAM_TEXTS.onlyCaptain);
      await db.deleteFrom('event_players').where('id', '=', id).execute();
    },

    /** The captain removes another member; a member leaves; the captain never removes himself. */
    async removeTeamUser(actor: UserRow, teamId: number, userId: number): Promise<void> {
      await tx(async (trx) => {
        const team = await repo.lockTeam(trx, dialect, teamId);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        if (!canRemovePlayer({ id: actor.id, isCaptain: team.captain_id === actor.id }, userId)) {
          throw userId === actor.id
            ? httpError(400, TEAM_TEXTS.captainCannotLeave)
            : forbidden(TEAM_TEXTS.onlyCaptain);
        }
        if (!(await repo.isMember(trx, teamId, userId))) throw notFound(NOT_A_MEMBER);
        await trx
          .deleteFrom('team_members')
          .where('team_id', '=', teamId)
          .where('user_id', '=', userId)
          .execute();
        // he no longer plays for the team in its upcoming games
        const upcoming = await trx
          .selectFrom('event_teams')
          .innerJoin('events', 'events.id', 'event_teams.event_id')
          .select('event_teams.id')
          .where('event_teams.team_id', '=', teamId)
          .where('events.date', '>', new Date().toISOString())
          .execute();
        if (upcoming.length)
          await trx
            .deleteFrom('event_players')
            .where('user_id', '=', userId)
            .where(
              'event_team_id',
              'in',
              upcoming.map((u) => u.id),
            )
            .execute();
      });
    },

    async createTeam(actor: UserRow, title: string): Promise<Team> {
      const existing = await repo.findTeamByTitle(db, title);
      if (existing) {
        // the claim offer only for a team nobody is left in (its members claim it themselves)
        if (existing.captain_id === null && (await repo.memberCount(db, existing.id)) === 0)
          throw new HttpError(409, { info: claimTeamInfo(existing.title), team_id: existing.id });
        throw fieldErrors({ title: [TEAM_TEXTS.titleTaken] });
      }
      const id = await tx(async (trx) => {
        const row = await trx
          .insertInto('teams')
          .values({
            title: title.trim(),
            captain_id: actor.id,
            city_id: actor.city_id,
            secret_slug: newSlug(),
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await repo.addMember(trx, Number(row.id), actor.id);
        return Number(row.id);
      });
      return teamView(db, id);
    },

    /**
     * Title and city: the captain. `captain`: the captain hands over to a member (atomic, under the
     * team's lock), or one with a right to a captainless team claims it by naming himself
     * (`canClaimCaptaincy`: a member of it, anyone only when nobody is left, never a united team).
     */
    async patchTeam(
      actor: UserRow,
      id: number,
      body: { title?: string | undefined; captain?: number | undefined; city?: number | null | undefined },
    ): Promise<Team> {
      if (body.title === undefined && body.captain === undefined && body.city === undefined)
        throw httpError(400, TEAM_TEXTS.nothingToChange);
      await tx(async (trx) => {
        const team = await repo.lockTeam(trx, dialect, id);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        let captain = team.captain_id === actor.id;
        if (body.captain !== undefined && team.captain_id === null) {
          if (team.is_united) throw forbidden(TEAM_TEXTS.unitedHasNoCaptain);
          const member = await repo.isMember(trx, id, actor.id);
          const members = await repo.memberCount(trx, id);
          const claim = { captain: null, is_united: false, members };
          if (body.captain !== actor.id || !canClaimCaptaincy(claim, member))
            throw forbidden(TEAM_TEXTS.claimNeedsMembership);
          await repo.addMember(trx, id, actor.id);
          captain = true;
        } else if (!captain) {
          throw forbidden(TEAM_TEXTS.onlyCaptain);
        } else if (body.captain !== undefined && !(await repo.isMember(trx, id, body.captain))) {
          throw fieldErrors({ captain: [NOT_A_MEMBER] });
        }
        if (body.title !== undefined) {
          const same = await repo.findTeamByTitle(trx, body.title);
          if (same && same.id !== id) throw fieldErrors({ title: [TEAM_TEXTS.titleTaken] });
        }
        if (typeof body.city === 'number' && !(await repo.cityExists(trx, body.city)))
          throw fieldErrors({ city: [TEAM_TEXTS.cityNotFound] });
        await trx
          .updateTable('teams')
          .set({
            ...(body.captain !== undefined ? { captain_id: body.captain } : {}),
            ...(body.title !== undefined ? { title: body.title.trim() } : {}),
            ...(body.city !== undefined ? { city_id: body.city } : {}),
            ...(body.captain !== undefined && team.captain_id === null && body.city === undefined
              ? { city_id: actor.city_id }
              : {}),
          })
          .where('id', '=', id)
          .execute();
      });
      return teamView(db, id);
    },

    /** A member adds a player by phone; anyone holding the secret slug adds himself (the invite page). */
    async addTeamPlayer(
      actor: UserRow,
      id: number,
      body: { name: string; phone: string; slug?: string | undefined },
      isCompletePhone: (phone: string) => boolean,
    ): Promise<{ result: 'ok' | 'not exists'; team: Team }> {
      const team = await repo.findTeam(db, id);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      const phone = normalizePhone(body.phone);
      if (!isCompletePhone(phone)) throw fieldErrors({ phone: [TEAM_TEXTS.invalidPhone] });
      const member = await repo.isMember(db, id, actor.id);
      if (!member) {
        const invited = !!body.slug && body.slug === team.secret_slug && !team.is_united;
        if (!invited || phone !== actor.phone) throw forbidden();
        await repo.addMember(db, id, actor.id);
        return { result: 'ok', team: await teamView(db, id) };
      }
      await db
        .insertInto('users')
        .values({ phone, first_name: body.name.trim(), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
      const user = await db
        .selectFrom('users')
        .select(['id'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      await repo.addMember(db, id, user.id);
      try {
        await deps.messages.send({ phone, text: `Вас добавили в команду «${team.title}».` });
      } catch (error) {
        deps.log?.('team invitation message failed', error);
      }
      return { result: 'ok', team: await teamView(db, id) };
    },

    /** The invite page and the team cabinet: phones only for the team's members. */
    async teamBySlug(actor: UserRow, slug: string): Promise<Team> {
      const team = await repo.findTeamBySlug(db, slug);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      const view = await teamView(db, team.id);
      if (await repo.isMember(db, team.id, actor.id)) return view;
      return { ...withoutPrivate(view), secret_slug: team.secret_slug };
    },

    async whatsappChat(actor: UserRow, id: number, origin: string): Promise<{ url: string }> {
      const team = await repo.findTeam(db, id);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      await memberOrThrow(db, team, actor.id);
      const text = `Команда «${team.title}»: присоединяйтесь ${origin}/reg_on_team/${team.secret_slug}`;
      return { url: `https://wa.me/?text=${encodeURIComponent(text)}` };
    },

    async userTeams(actor: UserRow): Promise<Team[]> {
      const ids = await db
        .selectFrom('team_members')
        .select('team_id')
        .where('user_id', '=', actor.id)
        .orderBy('joined_at', 'desc')
        .orderBy('team_id', 'desc')
        .execute();
      return repo.teamViews(
        db,
        ids.map((r) => r.team_id),
      );
    },

    async userEvents(actor: UserRow) {
      const rows = await db
        .selectFrom('event_players')
        .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
        .innerJoin('events', 'events.id', 'event_teams.event_id')
        .select(['event_teams.id as lineup', 'events.id as event', 'events.date as date'])
        .where('event_players.user_id', '=', actor.id)
        .where('events.workflow_state', 'in', [...VISIBLE_STATES])
        .orderBy('events.date')
        .execute();
      const events = new Map(
        (await eventsByIds(db, [...new Set(rows.map((r) => r.event))], actor)).map((e) => [e.id, e]),
      );
      const lineups = new Map(
        (
          await lineupViews(
            db,
            rows.map((r) => ({ id: r.lineup })),
          )
        ).map((l) => [l.id, l]),
      );
      const now = new Date().toISOString();
      const games = rows.flatMap((r) => {
        const event = events.get(r.event);
        const lineup = lineups.get(r.lineup);
        return event && lineup ? [{ event, event_team: lineup, upcoming: r.date > now }] : [];
      });
      return {
        upcoming: games.filter((g) => g.upcoming).map(({ event, event_team }) => ({ event, event_team })),
        past: games
          .filter((g) => !g.upcoming)
          .reverse()
          .map(({ event, event_team }) => ({ event, event_team })),
      };
    },

    /** «Играть в сборной»: a place in the game's united team (a new one when the last is full). */
    async registerOnUnited(actor: UserRow, eventId: number): Promise<Lineup> {
      const id = await tx(async (trx) => {
        const event = visible(await repo.lockEvent(trx, dialect, eventId));
        requireOpen(event);
        const mine = await repo.playerOnEvent(trx, event.id, actor.id);
        if (mine) {
          const team = await repo.findTeam(trx, mine.team_id);
          if (team?.is_united) return mine.event_team_id;
          throw httpError(409, TEAM_TEXTS.otherTeam);
        }
        const { maxPlayers } = await limitsOf(trx, event);
        const united = await trx
          .selectFrom('event_teams')
          .innerJoin('teams', 'teams.id', 'event_teams.team_id')
          .select(['event_teams.id as id', 'teams.id as team_id'])
          .where('event_teams.event_id', '=', event.id)
          .where('teams.is_united', '=', 1)
          .orderBy('event_teams.id')
          .execute();
        for (const u of united) {
          if ((await repo.participantsOfLineup(trx, u.id)) < maxPlayers) {
            await repo.insertPlayer(trx, { event_team_id: u.id, user_id: actor.id, participant_count: 1 });
            return u.id;
          }
        }
        const title = united.length ? `${UNITED_TITLE} ${united.length + 1}` : UNITED_TITLE;
        const created = await trx
          .insertInto('teams')
          .values({
            title,
            captain_id: null,
            city_id: event.city_id,
            secret_slug: newSlug(),
            is_united: 1,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const team = await repo.findTeam(trx, Number(created.id));
        if (!team) throw notFound(TEAM_NOT_FOUND);
        const lineupId = await addLineup(trx, event, team, title);
        await repo.insertPlayer(trx, { event_team_id: lineupId, user_id: actor.id, participant_count: 1 });
        return lineupId;
      });
      return lineupView(db, id);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

function playerView(p: {
  id: number;
  user_id: number;
  event_team_id: number;
  participant_count: number;
}): EventPlayer {
  return { id: p.id, user: p.user_id, event_team: p.event_team_id, participant_count: p.participant_count };
}
