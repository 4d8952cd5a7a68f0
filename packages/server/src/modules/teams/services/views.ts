/**
 * The read views of the registration journey: a game's teams (`event/{id}/teams/`), a team's page on
 * a game (`event/{id}/team/{teamId}/`: its lineups and roster, phones only for members), the user's
 * teams and the user's games (upcoming and past).
 */
import type {
  EventTeamPageResponse,
  EventTeamsResponse,
  RosterPlayer,
  Team,
  UserEventsResponse,
} from '@quiz/contract';
import { freeTeamPlaces, VISIBLE_STATES } from '@quiz/domain';
import type { Db } from '../../../db';
import type { UserRow } from '../../../db/schema';
import { notFound, orNotFound } from '../../../errors';
import { eventsByIds } from '../../../views/catalogue';
import { EVENT_NOT_FOUND } from '../../events/service';
import * as repo from '../repository';
import { lineupViews, teamView, withoutPrivate } from './entities';
import { captains, limitsOf, nowIso, REGISTRATION_NOT_FOUND, type TeamsDeps, visible } from './shared';

type PlayerRow = Awaited<ReturnType<typeof repo.playersOfLineups>>[number];

/** The team's members and anyone else playing in its lineups, with their place in the game. */
async function rosterOf(
  db: Db,
  where: { eventId: number; teamId: number; member: boolean },
  team: Team,
  players: readonly PlayerRow[],
): Promise<RosterPlayer[]> {
  // players of other teams on this game: greyed out in the panel
  const elsewhere = await repo.playersOfOtherTeams(db, where.eventId, where.teamId);
  const extras = await repo.usersByIds(
    db,
    players.map((p) => p.user_id).filter((id) => !team.players.some((tp) => tp.id === id)),
  );
  return [...team.players, ...extras].map((u) => {
    const p = players.find((x) => x.user_id === u.id);
    return {
      id: u.id,
      first_name: u.first_name,
      phone: where.member ? u.phone : null,
      avatar: u.avatar,
      inGame: !!p,
      participantCount: p?.participant_count ?? 1,
      eventPlayerId: p?.id ?? null,
      eventTeamId: p?.event_team_id ?? null,
      playAnAnotherTeam: elsewhere.has(u.id),
    };
  });
}

export function createViewsService(deps: TeamsDeps) {
  const { db } = deps;

  return {
    async eventTeams(eventId: number): Promise<EventTeamsResponse> {
      const event = visible(await repo.findEvent(db, eventId));
      const { capacity, maxPlayers } = await limitsOf(db, event);
      // a lineup marked a no-show at the door holds no place and is in neither list
      const lineups = (await repo.lineupsOfEvent(db, event.id)).filter((l) => l.status !== 'no_show');
      const views = await lineupViews(db, lineups);
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

    /** A team's page on a game: for its members and for anyone playing in one of its lineups. */
    async eventTeamPage(actor: UserRow, eventId: number, teamId: number): Promise<EventTeamPageResponse> {
      const row = visible(await repo.findEvent(db, eventId));
      const team = orNotFound(await repo.findTeam(db, teamId), REGISTRATION_NOT_FOUND);
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
      const roster = await rosterOf(db, { eventId, teamId, member }, teamEntity, players);
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
        is_captain: captains(team, actor),
        is_member: member,
      };
    },

    async userTeams(actor: UserRow): Promise<Team[]> {
      return repo.teamViews(db, await repo.teamIdsOfUser(db, actor.id));
    },

    /** The user's games: upcoming soonest first, past latest first. */
    async userEvents(actor: UserRow): Promise<UserEventsResponse> {
      const rows = await repo.gamesOfUser(db, actor.id, VISIBLE_STATES);
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
      const now = nowIso();
      const games: UserEventsResponse = { upcoming: [], past: [] };
      for (const r of rows) {
        const event = events.get(r.event);
        const event_team = lineups.get(r.lineup);
        if (event && event_team) games[r.date > now ? 'upcoming' : 'past'].push({ event, event_team });
      }
      return { upcoming: games.upcoming, past: games.past.reverse() };
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
