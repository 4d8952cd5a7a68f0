/**
 * Seed for reviews and the theme vote: makes sure the demo player (DEMO_PLAYER) played in a game
 * whose review window is open (the most recent finished game in the window where he has no review
 * yet), so «Написать отзыв» can be tried right after seeding. The completed reviews with a claim and
 * the current vote with its themes come from ./index.ts.
 */
import { reviewWindow } from '@quiz/domain';
import type { Kysely } from 'kysely';
import { insertId } from '../rows';
import type { Database } from '../schema';
import { DEMO_PLAYER } from './data';

export async function seedReviews(db: Kysely<Database>, now: Date): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_PLAYER.phone)
    .executeTakeFirst();
  if (!demo) return;
  const past = await db
    .selectFrom('events')
    .innerJoin('cities', 'cities.id', 'events.city_id')
    .select(['events.id as id', 'events.date as date', 'cities.timezone as timezone'])
    .where('events.workflow_state', '=', 'finished')
    .where('events.date', '<', now.toISOString())
    .orderBy('events.date', 'desc')
    .orderBy('events.id')
    .execute();
  const open = past.filter((e) => reviewWindow({ date: e.date, timeZone: e.timezone, now }) === 'open');
  for (const event of open) {
    const reviewed = await db
      .selectFrom('reviews')
      .select('id')
      .where('event_id', '=', event.id)
      .where('user_id', '=', demo.id)
      .executeTakeFirst();
    if (reviewed) continue;
    const plays = await db
      .selectFrom('event_players')
      .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
      .select('event_players.id')
      .where('event_teams.event_id', '=', event.id)
      .where('event_players.user_id', '=', demo.id)
      .executeTakeFirst();
    if (plays) return;
    const team = await db
      .selectFrom('team_members')
      .innerJoin('teams', 'teams.id', 'team_members.team_id')
      .select(['teams.id as id', 'teams.title as title'])
      .where('team_members.user_id', '=', demo.id)
      .orderBy('teams.id')
      .executeTakeFirst();
    if (!team) return;
    const created = now.toISOString();
    const existing = await db
      .selectFrom('event_teams')
      .select('id')
      .where('event_id', '=', event.id)
      .where('team_id', '=', team.id)
      .executeTakeFirst();
    const eventTeamId =
      existing?.id ??
      (await insertId(db, 'event_teams', {
        event_id: event.id,
        team_id: team.id,
        title: team.title,
        created_at: created,
      }));
    await db
      .insertInto('event_players')
      .values({ event_team_id: eventTeamId, user_id: demo.id, participant_count: 1, created_at: created })
      .execute();
    return;
  }
}
