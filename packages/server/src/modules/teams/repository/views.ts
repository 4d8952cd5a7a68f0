/** The joined reads behind the API's views: team entities, lineups with their team, a user's games. */
import type { Team } from '@quiz/contract';
import type { Db } from '../../../db';
import { toBool } from '../../../db/schema';

/** Lineups with the brief of their team, for the given lineup ids (any order). */
export const lineupRows = (db: Db, ids: readonly number[]) =>
  db
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
    .where('event_teams.id', 'in', [...ids])
    .execute();

/** The user's lineups on games in the given states, the earliest game first. */
export const gamesOfUser = (db: Db, userId: number, states: readonly string[]) =>
  db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select(['event_teams.id as lineup', 'events.id as event', 'events.date as date'])
    .where('event_players.user_id', '=', userId)
    .where('events.workflow_state', 'in', [...states])
    .orderBy('events.date')
    .execute();

/** Team entities (SPEC §3) for the given ids, in that order, with players and games played. */
export async function teamViews(db: Db, ids: readonly number[]): Promise<Team[]> {
  if (ids.length === 0) return [];
  const teams = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const members = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.team_id as team_id',
      'users.id as id',
      'users.first_name as first_name',
      'users.phone as phone',
      'users.avatar as avatar',
    ])
    .where('team_members.team_id', 'in', [...ids])
    .orderBy('team_members.joined_at')
    .orderBy('users.id')
    .execute();
  const played = await db
    .selectFrom('event_teams')
    .innerJoin('events', 'events.id', 'event_teams.event_id')
    .select([
      'event_teams.team_id as team_id',
      (eb) => eb.fn.count<string | number>('events.id').distinct().as('n'),
    ])
    .where('event_teams.team_id', 'in', [...ids])
    .where('event_teams.status', '=', 'registered')
    .where('events.date', '<', new Date().toISOString())
    .groupBy('event_teams.team_id')
    .execute();
  const playedOf = new Map(played.map((p) => [p.team_id, Number(p.n)]));
  const byId = new Map(
    teams.map((t) => [
      t.id,
      {
        id: t.id,
        title: t.title,
        captain: t.captain_id,
        city: t.city_id,
        players: members
          .filter((m) => m.team_id === t.id)
          .map((m) => ({ id: m.id, first_name: m.first_name, phone: m.phone, avatar: m.avatar })),
        games_played: playedOf.get(t.id) ?? 0,
        secret_slug: t.secret_slug,
        is_united: toBool(t.is_united),
        rank: null,
        is_recruiting: toBool(t.is_recruiting),
      } satisfies Team,
    ]),
  );
  return ids.flatMap((id) => {
    const t = byId.get(id);
    return t ? [t] : [];
  });
}
