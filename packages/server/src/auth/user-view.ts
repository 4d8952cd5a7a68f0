/** The User entity of SPEC §3 as GET /api/user_detail/ (and PUT user/) answer it. */
import type { User } from '@quiz/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function loadUserView(db: Kysely<Database>, userId: number): Promise<User | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const [captain, teams, likes, players, times] = await Promise.all([
    db.selectFrom('teams').select('id').where('captain_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('team_members')
      .select('team_id')
      .where('user_id', '=', userId)
      .orderBy('team_id')
      .execute(),
    db
      .selectFrom('theme_likes')
      .select('theme_id')
      .where('user_id', '=', userId)
      .orderBy('theme_id')
      .execute(),
    db.selectFrom('event_players').select('id').where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('comfortable_times').select(['day', 'hour']).where('user_id', '=', userId).execute(),
  ]);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    city: user.city_id,
    avatar: user.avatar,
    captain: captain.map((r) => r.id),
    like: likes.map((r) => r.theme_id),
    teams: teams.map((r) => r.team_id),
    event_players: players.map((r) => r.id),
    comfortable_time: Object.fromEntries(times.map((t) => [`${t.hour}-${t.day}`, true])),
    is_legionary: Boolean(user.is_legionary),
    is_organizer: Boolean(user.is_organizer),
  };
}
