/** The themes with their question packages, games and promo videos, and each trial theme's own trial package. */
import { mediaUrl } from '../../media/svg';
import { insertId, updateById } from '../rows';
import { type SeedContext, TOUR_TITLES } from './context';
import { PROMO_VIDEOS, THEMES, TRIAL_PACKAGES, type TrialTaskSeed } from './data';

/**
 * One trial package per trial theme, with that theme's own five questions (TRIAL_PACKAGES); the
 * last question shows the theme's picture.
 */
async function seedTrialPackage(
  { db, created }: SeedContext,
  title: string,
  themeId: number,
  tasks: readonly TrialTaskSeed[],
): Promise<number> {
  const trialId = await insertId(db, 'game_packages', {
    title: `Пробная игра: ${title}`,
    is_trial: 1,
    created_at: created,
  });
  const tourId = await insertId(db, 'tours', { game_package_id: trialId, number: 1, title: 'Пробный тур' });
  const blockId = await insertId(db, 'task_blocks', {
    tour_id: tourId,
    number: 1,
    title: `Пять вопросов: ${title}`,
  });
  await db
    .insertInto('tasks')
    .values(
      tasks.map((t, i) => ({
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
          i === tasks.length - 1 ? JSON.stringify({ url: mediaUrl('themes', themeId), type: 'image' }) : null,
        answer_media: null,
      })),
    )
    .execute();
  return trialId;
}

export async function seedThemes(
  ctx: SeedContext,
): Promise<{ themeIds: number[]; gameIds: number[]; trialPackages: number }> {
  const { db, created } = ctx;
  let trialPackages = 0;
  const themeIds: number[] = [];
  const gameIds: number[] = [];
  for (const [ti, [title, description]] of THEMES.entries()) {
    const themeId = await insertId(db, 'themes', {
      title,
      description,
      picture: '',
      picture_thumb: '',
      trial_game_package_id: null,
      created_at: created,
    });
    await updateById(db, 'themes', themeId, {
      picture: mediaUrl('themes', themeId),
      picture_thumb: mediaUrl('themes', themeId, true),
    });
    themeIds.push(themeId);
    const trial = TRIAL_PACKAGES.find((p) => p.theme === ti);
    if (trial) {
      const trialId = await seedTrialPackage(ctx, title, themeId, trial.tasks);
      await updateById(db, 'themes', themeId, { trial_game_package_id: trialId });
      trialPackages += 1;
    }

    const packageId = await insertId(db, 'game_packages', {
      title: `${title}: пакет вопросов`,
      is_trial: 0,
      created_at: created,
    });
    for (const [tourIndex, tourTitle] of TOUR_TITLES.entries()) {
      const tourId = await insertId(db, 'tours', {
        game_package_id: packageId,
        number: tourIndex + 1,
        title: tourTitle,
      });
      for (let b = 1; b <= 2; b++) {
        const blockId = await insertId(db, 'task_blocks', { tour_id: tourId, number: b, title: `Блок ${b}` });
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
      await insertId(db, 'games', {
        theme_id: themeId,
        game_package_id: packageId,
        promo_video: PROMO_VIDEOS[ti] ?? null,
        created_at: created,
      }),
    );
  }
  return { themeIds, gameIds, trialPackages };
}
