/** The trial game package, the themes with their question packages and games. */
import { mediaUrl } from '../../media/svg';
import { id, type SeedContext, TOUR_TITLES } from './context';
import { THEMES, TRIAL_TASKS } from './data';

/** Themes (by index) whose trial game is the trial package. */
const TRIAL_THEMES = new Set([0, 1, 10, 15]);

export async function seedTrialPackage({ db, created }: SeedContext): Promise<number> {
  const trialId = await id(
    db
      .insertInto('game_packages')
      .values({ title: 'Пробная игра', is_trial: 1, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  {
    const tourId = await id(
      db
        .insertInto('tours')
        .values({ game_package_id: trialId, number: 1, title: 'Пробный тур' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const blockId = await id(
      db
        .insertInto('task_blocks')
        .values({ tour_id: tourId, number: 1, title: 'Пять вопросов обо всём' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .insertInto('tasks')
      .values(
        TRIAL_TASKS.map((t, i) => ({
          task_block_id: blockId,
          number: i + 1,
          question: t.question,
          answer: t.answer,
          answer_tip: t.answer_tip,
          preamble: t.preamble,
          logical_tip: t.logical_tip,
          question_part: t.question_part,
          question_frame: JSON.stringify({
            template_name: 'question',
            data: { title: `Вопрос ${i + 1}`, text: t.question, preamble: t.preamble },
          }),
          answer_frame: JSON.stringify({
            template_name: 'answer',
            data: { title: 'Правильный ответ', text: t.answer, tip: t.answer_tip },
          }),
          question_media:
            i === TRIAL_TASKS.length - 1
              ? JSON.stringify({ url: mediaUrl('themes', 16), type: 'image' })
              : null,
          answer_media: null,
        })),
      )
      .execute();
  }
  return trialId;
}

export async function seedThemes(
  { db, created }: SeedContext,
  trialId: number,
): Promise<{ themeIds: number[]; gameIds: number[] }> {
  const themeIds: number[] = [];
  const gameIds: number[] = [];
  for (const [ti, [title, description]] of THEMES.entries()) {
    const themeId = await id(
      db
        .insertInto('themes')
        .values({
          title,
          description,
          picture: '',
          picture_thumb: '',
          trial_game_package_id: TRIAL_THEMES.has(ti) ? trialId : null,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .updateTable('themes')
      .set({ picture: mediaUrl('themes', themeId), picture_thumb: mediaUrl('themes', themeId, true) })
      .where('id', '=', themeId)
      .execute();
    themeIds.push(themeId);

    const packageId = await id(
      db
        .insertInto('game_packages')
        .values({ title: `${title}: пакет вопросов`, is_trial: 0, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    for (const [tourIndex, tourTitle] of TOUR_TITLES.entries()) {
      const tourId = await id(
        db
          .insertInto('tours')
          .values({ game_package_id: packageId, number: tourIndex + 1, title: tourTitle })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      for (let b = 1; b <= 2; b++) {
        const blockId = await id(
          db
            .insertInto('task_blocks')
            .values({ tour_id: tourId, number: b, title: `Блок ${b}` })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        await db
          .insertInto('tasks')
          .values(
            [1, 2, 3, 4].map((n) => ({
              task_block_id: blockId,
              number: n,
              question: `«${title}», ${tourTitle.toLowerCase()}, блок ${b}: вопрос ${n}`,
              answer: `Ответ ${tourIndex + 1}.${b}.${n}`,
            })),
          )
          .execute();
      }
    }
    gameIds.push(
      await id(
        db
          .insertInto('games')
          .values({ theme_id: themeId, game_package_id: packageId, promo_video: null, created_at: created })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
  }
  return { themeIds, gameIds };
}
