/**
 * Preorder demo data (mf-preorder): on the first game with an open preorder, the demo player's team
 * «Совы не то, чем кажутся» plays with two more demo players, Мария (79990000011) and Борис
 * (79990000012), who have no orders yet; the team has a guest link; and that venue's secret preorder
 * page is `/preorder/demo` (demo data only: a real venue's slug is random).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '..';
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
  await db
    .updateTable('places')
    .set({ secret_slug: PREORDER_DEMO_SECRET })
    .where('id', '=', event.place_id)
    .execute();
  let eventTeam = await db
    .selectFrom('event_teams')
    .select('id')
    .where('event_id', '=', event.id)
    .where('team_id', '=', team.id)
    .executeTakeFirst();
  if (!eventTeam) {
    eventTeam = await db
      .insertInto('event_teams')
      .values({ event_id: event.id, team_id: team.id, title: team.title, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  for (const player of PREORDER_DEMO_PLAYERS) {
    const user = await db
      .insertInto('users')
      .values({ ...player, city_id: null, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: user.id, joined_at: created })
      .execute();
    await db
      .insertInto('event_players')
      .values({ event_team_id: eventTeam.id, user_id: user.id, participant_count: 1, created_at: created })
      .execute();
  }
  const link = await db
    .selectFrom('preorder_tokens')
    .select('id')
    .where('event_team_id', '=', eventTeam.id)
    .executeTakeFirst();
  if (!link) {
    await db
      .insertInto('preorder_tokens')
      .values({
        event_team_id: eventTeam.id,
        token: randomBytes(16).toString('hex'),
        created_by: null,
        created_at: created,
      })
      .execute();
  }
}
