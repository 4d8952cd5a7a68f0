/**
 * Theme vote rules (SPEC §4, §5, §9): a vote only for the current vote of its city, 1 to
 * VOTE_MAX_THEMES (2) themes of that vote, one choice per user — a new vote replaces the old one.
 * Others' choices are private: `user_votes` carries only the current user's.
 */
import type { Vote } from '@quiz/contract';
import { VOTE_MAX_THEMES } from '@quiz/domain';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { fieldErrors, httpError, notFound, orNotFound } from '../../errors';
import { defaultCity } from '../../views/catalogue';
import { lockUser } from '../reviews/repository';
import { activeVoteOfCity, cityExists, replaceChoice, userChoice, voteById, voteThemes } from './repository';

export const VOTE_TEXTS = {
  none: 'Сейчас нет голосования за тему.',
  notFound: 'Голосование не найдено.',
  closed: 'Это голосование уже закончилось.',
  tooMany: `Можно выбрать не больше ${VOTE_MAX_THEMES} тем.`,
  foreign: 'Этой темы нет в голосовании.',
  city: 'Город не найден.',
} as const;

async function voteView(db: Db, vote: { id: number }, user: UserRow): Promise<Vote> {
  const [themes, mine] = await Promise.all([voteThemes(db, vote.id), userChoice(db, vote.id, user.id)]);
  return { id: vote.id, themes, user_votes: mine.length ? [{ user: user.id, themes: mine }] : [] };
}

/** GET vote/: the current vote of `?city=`, else of the user's city, else of the default city. */
export async function currentVote(db: Db, user: UserRow, city: number | undefined): Promise<Vote> {
  let cityId: number | undefined;
  if (city !== undefined) {
    if (!(await cityExists(db, city))) throw notFound(VOTE_TEXTS.city);
    cityId = city;
  } else {
    cityId = user.city_id ?? (await defaultCity(db))?.id;
  }
  // no city at all yet (a fresh deployment): no vote either
  if (cityId === undefined) throw notFound(VOTE_TEXTS.none);
  const vote = orNotFound(await activeVoteOfCity(db, cityId), VOTE_TEXTS.none);
  return voteView(db, vote, user);
}

/** POST vote/{id}/: replaces the user's choice with `themes` (1–2 themes of the current vote). */
export async function castVote(
  db: Db,
  user: UserRow,
  voteId: number,
  themes: readonly number[],
): Promise<Vote> {
  const chosen = [...new Set(themes)];
  if (chosen.length > VOTE_MAX_THEMES) throw fieldErrors({ themes: [VOTE_TEXTS.tooMany] });
  await db.transaction().execute(async (trx) => {
    const vote = orNotFound(await voteById(trx, voteId), VOTE_TEXTS.notFound);
    const current = vote.is_active ? await activeVoteOfCity(trx, vote.city_id) : undefined;
    if (current?.id !== vote.id) throw httpError(400, VOTE_TEXTS.closed);
    const allowed = new Set((await voteThemes(trx, vote.id)).map((t) => t.id));
    if (chosen.some((id) => !allowed.has(id))) throw fieldErrors({ themes: [VOTE_TEXTS.foreign] });
    await lockUser(trx, user.id);
    await replaceChoice(trx, vote.id, user.id, chosen, new Date().toISOString());
  });
  return voteView(db, { id: voteId }, user);
}
