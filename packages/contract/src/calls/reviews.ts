import { z } from 'zod';
import { defineCalls } from '../define-call';
import { reviewsEndpoints } from '../endpoints/reviews';
import {
  AtmosphereAssessment,
  Event,
  GamePackage,
  HostAssessment,
  RestaurantAssessment,
  Review,
} from '../entities';
import { Id, IdValue } from '../primitives';
import { EventIdParams } from './events';

const CLAIM_FIELDS = 'Заполните все поля, пожалуйста!';

// ---------------------------------------------------------------- event/{id}/review/

export const ReviewPageState = z.enum(['open', 'not_passed', 'closed', 'not_participant', 'completed']);
export type ReviewPageState = z.infer<typeof ReviewPageState>;

export const ReviewPageResponse = z.object({
  state: ReviewPageState,
  event: Event,
  /** tours → blocks → tasks of the game, for the claim modal; null unless the state is `open` */
  game_package: GamePackage.nullable(),
  /** the user's saved review (draft or completed), null when none yet */
  review: Review.nullable(),
  /** the user may read the organizer summary of this game */
  can_see_summary: z.boolean(),
});
export type ReviewPageResponse = z.infer<typeof ReviewPageResponse>;

// ---------------------------------------------------------------- event_review/

const stars = z
  .number({ error: 'Оценка — от 1 до 5 звёзд.' })
  .int('Оценка — от 1 до 5 звёзд.')
  .min(1, 'Оценка — от 1 до 5 звёзд.')
  .max(5, 'Оценка — от 1 до 5 звёзд.');
/** Length limits (REVIEW_TEXT_MAX, CLAIM_TEXT_MAX of @quiz/domain) are checked by the server's service. */
const freeText = z.string({ error: 'Ожидается текст.' });
const flag = z.boolean({ error: 'Ожидается да или нет.' });

const claimRef = IdValue(CLAIM_FIELDS);

export const ClaimBody = z.object({
  tour: claimRef,
  block: claimRef,
  task: claimRef,
  text: z.string({ error: CLAIM_FIELDS }).refine((v) => v.trim().length > 0, CLAIM_FIELDS),
});
export type ClaimBody = z.input<typeof ClaimBody>;

/** The review as the wizard sends it: its answers with nulls removed, and the event. */
export const ReviewBody = z.object({
  event: IdValue('Укажите игру.'),
  is_completed: flag.optional(),
  claims: z.array(ClaimBody).max(50, 'Не более 50 спорных вопросов.').optional(),
  questions_assessment: stars.optional(),
  event_organization_assessment: stars.optional(),
  portal: stars.optional(),
  event_atmosphere_assessment: AtmosphereAssessment.optional(),
  event_host_assessment: HostAssessment.optional(),
  restaurant_service_assessment: RestaurantAssessment.optional(),
  food_and_drink_quality: RestaurantAssessment.optional(),
  restaurant_comment: freeText.optional(),
  want_restaurant_responce: flag.optional(),
  recommendation_probability: z
    .union([z.literal(1), z.literal(50), z.literal(100)], { error: 'Допустимые значения: 1, 50, 100.' })
    .optional(),
  wishes_and_recommendations: freeText.optional(),
  want_orginizer_responce: flag.optional(),
});
export type ReviewBody = z.input<typeof ReviewBody>;
export const SaveReviewResponse = Review;

// ---------------------------------------------------------------- event/{id}/reviews/summary/

export const StarSummary = z.object({
  /** mean of the given stars, null when nobody answered */
  average: z.number().nullable(),
  answers: z.number().int().nonnegative(),
});
export type StarSummary = z.infer<typeof StarSummary>;

const counts = z.record(z.string(), z.number().int().nonnegative());

export const ReviewComment = z.object({
  kind: z.enum(['restaurant', 'wishes']),
  text: z.string(),
  /** the author asked for an answer */
  want_response: z.boolean(),
  author: z.string(),
});
export type ReviewComment = z.infer<typeof ReviewComment>;

export const ClaimGroup = z.object({
  tour: z.object({ id: Id, number: z.number().int(), title: z.string() }),
  questions: z.array(
    z.object({
      block: z.object({ id: Id, number: z.number().int(), title: z.string() }),
      task: z.object({ id: Id, number: z.number().int(), question: z.string() }),
      texts: z.array(z.string()),
    }),
  ),
});
export type ClaimGroup = z.infer<typeof ClaimGroup>;

export const ReviewSummaryResponse = z.object({
  event: Id,
  /** completed reviews counted */
  count: z.number().int().nonnegative(),
  stars: z.object({
    questions_assessment: StarSummary,
    event_organization_assessment: StarSummary,
    portal: StarSummary,
  }),
  /** answer → how many chose it, for each choice question */
  choices: z.object({
    event_atmosphere_assessment: counts,
    event_host_assessment: counts,
    restaurant_service_assessment: counts,
    food_and_drink_quality: counts,
    recommendation_probability: counts,
  }),
  comments: z.array(ReviewComment),
  claims: z.array(ClaimGroup),
});
export type ReviewSummaryResponse = z.infer<typeof ReviewSummaryResponse>;

// ---------------------------------------------------------------- descriptors

export const reviewsCalls = defineCalls('reviews', reviewsEndpoints, {
  reviewPage: {
    summary: 'Отзыв об игре: состояние для пользователя, игра, пакет вопросов и сохранённый черновик',
    params: EventIdParams,
    response: ReviewPageResponse,
  },
  saveReview: {
    summary: 'Сохранить отзыв (черновик или is_completed: true); 403 — отзыв уже оставлен',
    body: ReviewBody,
    response: SaveReviewResponse,
  },
  reviewSummary: {
    summary: 'Сводка завершённых отзывов об игре (только организаторы)',
    params: EventIdParams,
    response: ReviewSummaryResponse,
  },
});
