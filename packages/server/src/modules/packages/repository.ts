/** Game packages: a trial package with its frames, a game package's tours, blocks and tasks. */
import type { Frame, GamePackage, Media, TrialGamePackage, TrialTask } from '@quiz/contract';
import type { Db } from '../../db';
import { parseJson, toBool } from '../../db/schema';

/** Every task of a package in tour → block → task order. */
async function packageTasks(db: Db, packageId: number) {
  return db
    .selectFrom('tasks')
    .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
    .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
    .selectAll('tasks')
    .select(['tours.number as tour_number', 'task_blocks.number as block_number'])
    .where('tours.game_package_id', '=', packageId)
    .orderBy('tours.number')
    .orderBy('task_blocks.number')
    .orderBy('tasks.number')
    .orderBy('tasks.id')
    .execute();
}

const emptyFrame = (template_name: string): Frame => ({ template_name, data: {} });

export async function trialPackageView(
  db: Db,
  packageId: number,
  themeId: number | null,
): Promise<TrialGamePackage | null> {
  const pkg = await db
    .selectFrom('game_packages')
    .selectAll()
    .where('id', '=', packageId)
    .where('is_trial', '=', 1)
    .executeTakeFirst();
  if (!pkg) return null;
  const tasks = await packageTasks(db, packageId);
  return {
    id: pkg.id,
    title: pkg.title,
    theme: themeId,
    tasks: tasks.map(
      (t, i): TrialTask => ({
        id: t.id,
        number: i + 1,
        question_frame: parseJson<Frame>(t.question_frame, emptyFrame('question')),
        answer_frame: parseJson<Frame>(t.answer_frame, emptyFrame('answer')),
        question_media: parseJson<Media | null>(t.question_media, null),
        answer_media: parseJson<Media | null>(t.answer_media, null),
        answer: t.answer,
        answer_tip: t.answer_tip,
        preamble: t.preamble,
        logical_tip: t.logical_tip,
        question_part: t.question_part,
      }),
    ),
  };
}

/**
 * A game package's tours, blocks and tasks. Questions and answers are given only once the game
 * has passed (the review's claims need them); before that the tasks list is empty.
 */
export async function gamePackageView(
  db: Db,
  packageId: number,
  withTasks: boolean,
): Promise<GamePackage | null> {
  const pkg = await db.selectFrom('game_packages').selectAll().where('id', '=', packageId).executeTakeFirst();
  if (!pkg) return null;
  const tours = await db
    .selectFrom('tours')
    .selectAll()
    .where('game_package_id', '=', packageId)
    .orderBy('number')
    .execute();
  const blocks = tours.length
    ? await db
        .selectFrom('task_blocks')
        .selectAll()
        .where(
          'tour_id',
          'in',
          tours.map((t) => t.id),
        )
        .orderBy('number')
        .execute()
    : [];
  const tasks = withTasks ? await packageTasks(db, packageId) : [];
  return {
    id: pkg.id,
    title: pkg.title,
    is_trial: toBool(pkg.is_trial),
    tours: tours.map((tour) => ({
      id: tour.id,
      number: tour.number,
      title: tour.title,
      task_blocks: blocks
        .filter((b) => b.tour_id === tour.id)
        .map((b) => ({
          id: b.id,
          number: b.number,
          title: b.title,
          tasks: tasks
            .filter((t) => t.task_block_id === b.id)
            .map((t) => ({ id: t.id, number: t.number, question: t.question, answer: t.answer })),
        })),
    })),
  };
}

/** A task of a trial package (the only tasks the templates call renders), or undefined. */
export async function trialTask(db: Db, taskId: number) {
  return db
    .selectFrom('tasks')
    .innerJoin('task_blocks', 'task_blocks.id', 'tasks.task_block_id')
    .innerJoin('tours', 'tours.id', 'task_blocks.tour_id')
    .innerJoin('game_packages', 'game_packages.id', 'tours.game_package_id')
    .selectAll('tasks')
    .where('tasks.id', '=', taskId)
    .where('game_packages.is_trial', '=', 1)
    .executeTakeFirst();
}
