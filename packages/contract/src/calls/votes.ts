/**
 * Theme-vote calls of SPEC §7 owned by mf-reviews. `GET /api/vote/` answers the current vote (the
 * newest active vote of the city: `?city=`, else the user's city, else the default city) with only the
 * user's own choice in `user_votes` (others' votes are private); 404 when there is none.
 * `POST /api/vote/{id}/` replaces the user's choice with 1 to VOTE_MAX_THEMES (@quiz/domain) themes of that vote (the current one only)
 * and answers the vote as GET does.
 */
import { ID_MAX } from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { votesEndpoints } from '../endpoints/votes';
import { Vote } from '../entities';

import { CityQuery, EventIdParams } from './events';

export const VoteQuery = CityQuery;
export const VoteParams = EventIdParams;
export const VoteBody = z.object({
  themes: z
    .array(
      z.number({ error: 'Выберите тему.' }).int().positive('Выберите тему.').max(ID_MAX, 'Выберите тему.'),
      {
        error: 'Выберите тему.',
      },
    )
    .min(1, 'Выберите хотя бы одну тему.')
    .max(10, 'Слишком много тем.'),
});
export type VoteBody = z.infer<typeof VoteBody>;

export const votesCalls = defineCalls('votes', votesEndpoints, {
  currentVote: {
    summary: 'Текущее голосование за тему следующей недели (в user_votes — только выбор пользователя)',
    query: VoteQuery,
    response: Vote,
  },
  castVote: {
    summary: 'Проголосовать: 1–2 темы; новый голос заменяет прежний',
    params: VoteParams,
    body: VoteBody,
    response: Vote,
  },
});
