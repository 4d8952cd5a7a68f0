/**
 * Preorder demo data (mf-preorder): on the first game with an open preorder, the demo player's team
 * «Совы не то, чем кажутся» plays with two more demo players, Мария (79990000011) and Борис
 * (79990000012), who have no orders yet; the team has a guest link; and that venue's secret preorder
 * page is `/preorder/demo` (demo data only: a real venue's slug is random).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '..';
import { insertId, updateById } from '../rows';
import { DEMO_PLAYER } from './data';

export const PREORDER_DEMO_PLAYERS = [
  { phone: '79990000011', first_name: 'Мария', last_name: 'Предзаказова' },
  { phone: '79990000012', first_name: 'Борис', last_name: 'Соседов' },
] as const;
export const PREORDER_DEMO_SECRET = 'demo';

export async function seedPreorder(db: Db, now: Date): Promise<void> {
  const created = now.toISOString();
  const event = await db
    .selectFrom('events')
    .select(['id', 'place_id'])
    .where('is_preorder_opened', '=', 1)
    .orderBy('date')
    .orderBy('id')
    .executeTakeFirst();
  const team = await db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.captain_id')
    .select(['teams.id as id', 'teams.title as title'])
    .where('users.phone', '=', DEMO_PLAYER.phone)
    .orderBy('teams.id')
    .executeTakeFirst();
  if (!event || !team) return;
  await updateById(db, 'places', event.place_id, { secret_slug: PREORDER_DEMO_SECRET });
  const found = await db
    .selectFrom('event_teams')
    .select('id')
    .where('event_id', '=', event.id)
    .where('team_id', '=', team.id)
    .executeTakeFirst();
  const eventTeamId =
    found?.id ??
    (await insertId(db, 'event_teams', {
      event_id: event.id,
      team_id: team.id,
      title: team.title,
      created_at: created,
    }));
  for (const player of PREORDER_DEMO_PLAYERS) {
    const userId = await insertId(db, 'users', { ...player, city_id: null, created_at: created });
    await db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: userId, joined_at: created })
      .execute();
    await db
      .insertInto('event_players')
      .values({ event_team_id: eventTeamId, user_id: userId, participant_count: 1, created_at: created })
      .execute();
  }
  const link = await db
    .selectFrom('preorder_tokens')
    .select('id')
    .where('event_team_id', '=', eventTeamId)
    .executeTakeFirst();
  if (!link) {
    await db
      .insertInto('preorder_tokens')
      .values({
        event_team_id: eventTeamId,
        token: randomBytes(16).toString('hex'),
        created_by: null,
        created_at: created,
      })
      .execute();
  }
}
