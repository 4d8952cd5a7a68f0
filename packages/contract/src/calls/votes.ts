import { z } from 'zod';
import { defineCalls } from '../define-call';
import { votesEndpoints } from '../endpoints/votes';
import { Vote } from '../entities';
import { IdValue } from '../primitives';
import { CityQuery, EventIdParams } from './events';

export const VoteQuery = CityQuery;
export const VoteParams = EventIdParams;
export const VoteBody = z.object({
  themes: z
    .array(IdValue('Выберите тему.'), {
      error: 'Выберите тему.',
    })
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
