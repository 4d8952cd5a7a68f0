/** A played game's results (with tour scores) and a few reviews with a claim on the latest game. */
import { placeByTotal } from '@quiz/domain';
import { insertId } from '../rows';
import type { SeedContext, TeamSeed } from './context';

export interface PlayedTeam {
  team: TeamSeed;
  eventTeamId: number;
  tours: number[];
}

export async function seedResults(
  { db, created }: SeedContext,
  { eventId, gameId, day, results }: { eventId: number; gameId: number; day: number; results: PlayedTeam[] },
): Promise<void> {
  const ranked = placeByTotal(
    results.map((x) => ({ ...x, total: x.tours.reduce((a, b) => a + b, 0) })),
    (a, b) => a.team.id - b.team.id,
  );
  for (const row of ranked) {
    const resultId = await insertId(db, 'results', {
      event_id: eventId,
      team_id: row.team.id,
      event_team_id: row.eventTeamId,
      team_title: row.team.title,
      total_score: row.total,
      rank: row.rank,
    });
    await db
      .insertInto('result_tour_scores')
      .values(row.tours.map((score, t) => ({ result_id: resultId, tour_number: t + 1, score })))
      .execute();
  }
  // a few reviews with a claim for the most recent game
  if (day === -3) {
    for (const [k, row] of ranked.slice(0, 3).entries()) {
      const userId = row.team.members[0];
      if (userId === undefined) continue;
      const reviewId = await insertId(db, 'reviews', {
        event_id: eventId,
        event_team_id: row.eventTeamId,
        user_id: userId,
        is_completed: 1,
        questions_assessment: 5 - k,
        event_organization_assessment: 5,
        portal: 4,
        event_atmosphere_assessment: 'good',
        event_host_assessment: k === 2 ? 'normal' : 'handsome',
        restaurant_service_assessment: 'good',
        food_and_drink_quality: k === 1 ? 'neutral' : 'good',
        restaurant_comment: k === 1 ? 'Долго несли горячее, но было вкусно.' : null,
        want_restaurant_responce: 0,
        recommendation_probability: 100,
        wishes_and_recommendations: 'Больше музыкальных вопросов!',
        want_orginizer_responce: 0,
        created_at: created,
        updated_at: created,
      });
      if (k === 0) {
        const task = await db
          .selectFrom('tasks')
          .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
          .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
          .innerJoin('games', 'games.game_package_id', 'tours.game_package_id')
          .where('games.id', '=', gameId)
          .select(['tasks.id as task_id', 'task_blocks.id as block_id', 'tours.id as tour_id'])
          .orderBy('tasks.id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('claims')
          .values({
            review_id: reviewId,
            tour_id: task.tour_id,
            task_block_id: task.block_id,
            task_id: task.task_id,
            text: 'Наш ответ «Хогвартс-экспресс» тоже должен быть засчитан: в вопросе не уточнялось название.',
            created_at: created,
          })
          .execute();
      }
    }
  }
}
