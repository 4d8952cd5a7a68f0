/**
 * The wizard's answers and what is sent: `POST /api/event_review/` gets the answers with nulls
 * removed (SPEC §7), the event and the claims; the labels of every choice (Russian, shown to users).
 */
import type { Review, ReviewBody } from '@quiz/contract';
import { EMPTY_REVIEW_ANSWERS, withoutNulls } from '@quiz/domain';

export type Answers = Omit<Review, 'id' | 'event' | 'event_team' | 'is_completed' | 'claims'>;
export interface ClaimItem {
  tour: number;
  block: number;
  task: number;
  text: string;
}

export const EMPTY_ANSWERS: Answers = EMPTY_REVIEW_ANSWERS;

export function answersOf(review: Review | null): Answers {
  if (!review) return EMPTY_ANSWERS;
  const { id: _id, event: _e, event_team: _t, is_completed: _c, claims: _claims, ...answers } = review;
  return { ...EMPTY_ANSWERS, ...answers };
}

export function claimsOf(review: Review | null): ClaimItem[] {
  return (review?.claims ?? []).map(({ tour, block, task, text }) => ({ tour, block, task, text }));
}

/** The body of POST event_review/: answers without nulls, the event, the claims, and completion. */
export function reviewBody(
  event: number,
  answers: Answers,
  claims: readonly ClaimItem[],
  completed: boolean,
): ReviewBody {
  return {
    ...withoutNulls(answers),
    event,
    claims: [...claims],
    ...(completed ? { is_completed: true } : {}),
  } as ReviewBody;
}

export const STAR_QUESTIONS = [
  { key: 'questions_assessment', label: 'Как вам вопросы?' },
  { key: 'event_organization_assessment', label: 'Как вам организация игры?' },
  { key: 'portal', label: 'Как вам наш сайт?' },
] as const;

export const ATMOSPHERE = [
  { value: 'bad', label: 'Не понравилась' },
  { value: 'neutral', label: 'Нормальная' },
  { value: 'good', label: 'Отличная' },
] as const;
export const HOST = [
  { value: 'so_so', label: 'Так себе' },
  { value: 'normal', label: 'Нормальный' },
  { value: 'handsome', label: 'Красавчик' },
] as const;
export const RECOMMENDATION = [
  { value: 1, label: 'Вряд ли' },
  { value: 50, label: 'Может быть' },
  { value: 100, label: 'Обязательно' },
] as const;
export const RESTAURANT = [
  { value: 'unused', label: 'Не пользовались' },
  { value: 'bad', label: 'Плохо' },
  { value: 'neutral', label: 'Нормально' },
  { value: 'good', label: 'Хорошо' },
] as const;

export const STEP_LABELS = {
  step_1: 'Игра',
  step_2: 'Ресторан',
  step_3: 'Пожелания',
} as const;
/** The wizard's steps in order (step_4 is the thank-you after the form is sent). */
export const STEPS = Object.keys(STEP_LABELS) as (keyof typeof STEP_LABELS)[];
export type Step = (typeof STEPS)[number] | 'step_4';
