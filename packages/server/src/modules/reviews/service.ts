/**
 * Review rules (SPEC §4–§6): only a participant of the event may review it, only after the game and
 * until the end of day 6 in the venue city's calendar (`reviewWindow` of @quiz/domain), one review
 * per user and event — a draft until `is_completed`, then 403. Claims must name a tour, block and
 * task of the event's game package. Texts are stored exactly as given (clients render them as text).
 */
import type {
  ClaimGroup,
  Review,
  ReviewBody,
  ReviewPageResponse,
  ReviewPageState,
  ReviewSummaryResponse,
  StarSummary,
} from '@quiz/contract';
import { CLAIM_TEXT_MAX, REVIEW_TEXT_MAX, REVIEW_TEXTS, reviewWindow } from '@quiz/domain';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db';
import { toBool, type UserRow } from '../../db/schema';
import { fieldErrors, forbidden, httpError, orNotFound } from '../../errors';
import { eventsByIds } from '../../views/catalogue';
import { EVENT_NOT_FOUND } from '../events/service';
import { organizes } from '../organizer/access';
import { gamePackageView } from '../packages/repository';
import {
  type ClaimRow,
  claimsOf,
  completedReviews,
  ensureReview,
  eventForReview,
  findReview,
  lockUser,
  packageTaskIndex,
  participation,
  type ReviewChanges,
  type ReviewRow,
  replaceClaims,
  updateReview,
} from './repository';

export const CLAIM_NOT_IN_PACKAGE = 'Такого вопроса нет в пакете этой игры.';

type ParsedBody = z.output<typeof import('@quiz/contract').ReviewBody>;

function claimView(c: ClaimRow): Review['claims'][number] {
  return {
    id: c.id,
    tour: c.tour_id,
    block: c.task_block_id,
    task: c.task_id,
    text: c.text,
    review: c.review_id,
  };
}

function reviewView(row: ReviewRow, claims: readonly ClaimRow[]): Review {
  const bool = (v: number | null) => (v === null ? null : toBool(v));
  return {
    id: row.id,
    event: row.event_id,
    event_team: row.event_team_id,
    is_completed: toBool(row.is_completed),
    claims: claims.filter((c) => c.review_id === row.id).map(claimView),
    questions_assessment: row.questions_assessment,
    event_organization_assessment: row.event_organization_assessment,
    portal: row.portal,
    event_atmosphere_assessment: row.event_atmosphere_assessment as Review['event_atmosphere_assessment'],
    event_host_assessment: row.event_host_assessment as Review['event_host_assessment'],
    restaurant_service_assessment:
      row.restaurant_service_assessment as Review['restaurant_service_assessment'],
    food_and_drink_quality: row.food_and_drink_quality as Review['food_and_drink_quality'],
    restaurant_comment: row.restaurant_comment,
    want_restaurant_responce: bool(row.want_restaurant_responce),
    recommendation_probability: row.recommendation_probability as Review['recommendation_probability'],
    wishes_and_recommendations: row.wishes_and_recommendations,
    want_orginizer_responce: bool(row.want_orginizer_responce),
  };
}

async function loadReview(db: Queryable, row: ReviewRow): Promise<Review> {
  return reviewView(row, await claimsOf(db, [row.id]));
}

/** The user's state for reviewing the event: completed > not passed > not a participant > closed > open. */
function stateFor(
  event: { date: string; timezone: string },
  isParticipant: boolean,
  review: ReviewRow | undefined,
  now: Date,
): ReviewPageState {
  if (review && toBool(review.is_completed)) return 'completed';
  const window = reviewWindow({ date: event.date, timeZone: event.timezone, now });
  if (window === 'not_passed') return 'not_passed';
  if (!isParticipant) return 'not_participant';
  return window;
}

/** GET event/{id}/review/: what the wizard shows on load. Never writes. */
export async function reviewPage(
  db: Db,
  user: UserRow,
  eventId: number,
  now = new Date(),
): Promise<ReviewPageResponse> {
  const event = orNotFound(await eventForReview(db, eventId), EVENT_NOT_FOUND);
  const [played, review, events] = await Promise.all([
    participation(db, eventId, user.id),
    findReview(db, eventId, user.id),
    eventsByIds(db, [eventId], user),
  ]);
  const view = orNotFound(events[0], EVENT_NOT_FOUND);
  const state = stateFor(event, !!played, review, now);
  const pkg =
    state === 'open' && event.game_package_id ? await gamePackageView(db, event.game_package_id, true) : null;
  return {
    state,
    event: view,
    game_package: pkg,
    review: review ? await loadReview(db, review) : null,
    // the summary is for the organizers of the game's city (the guard of its route, organizer/guard.ts)
    can_see_summary: toBool(user.is_organizer) && (await organizes(db, user.id, event.city_id)),
  };
}

const ANSWER_FIELDS = [
  'questions_assessment',
  'event_organization_assessment',
  'portal',
  'event_atmosphere_assessment',
  'event_host_assessment',
  'restaurant_service_assessment',
  'food_and_drink_quality',
  'restaurant_comment',
  'recommendation_probability',
  'wishes_and_recommendations',
] as const;
const FLAG_FIELDS = ['want_restaurant_responce', 'want_orginizer_responce'] as const;

function changesFrom(body: ParsedBody, now: string): ReviewChanges {
  const changes: Record<string, unknown> = { updated_at: now };
  for (const key of ANSWER_FIELDS) if (body[key] !== undefined) changes[key] = body[key];
  for (const key of FLAG_FIELDS) if (body[key] !== undefined) changes[key] = body[key] ? 1 : 0;
  if (body.is_completed) changes.is_completed = 1;
  return changes as ReviewChanges;
}

/** POST event_review/: creates or updates the user's review; completes it with is_completed: true. */
export async function saveReview(db: Db, user: UserRow, body: ParsedBody, now = new Date()): Promise<Review> {
  return db.transaction().execute(async (trx) => {
    const event = orNotFound(await eventForReview(trx, body.event), EVENT_NOT_FOUND);
    await lockUser(trx, user.id);
    const existing = await findReview(trx, event.id, user.id);
    if (existing && toBool(existing.is_completed)) throw forbidden(REVIEW_TEXTS.alreadyReviewed);
    const window = reviewWindow({ date: event.date, timeZone: event.timezone, now });
    if (window === 'not_passed') throw httpError(400, REVIEW_TEXTS.notPassed);
    const played = await participation(trx, event.id, user.id);
    if (!played) throw forbidden(REVIEW_TEXTS.notParticipant);
    if (window === 'closed') throw httpError(400, REVIEW_TEXTS.windowClosed);

    const tooLong: Record<string, string[]> = {};
    for (const key of ['restaurant_comment', 'wishes_and_recommendations'] as const) {
      if ((body[key]?.length ?? 0) > REVIEW_TEXT_MAX)
        tooLong[key] = [`Не более ${REVIEW_TEXT_MAX} символов.`];
    }
    if (body.claims?.some((c) => c.text.length > CLAIM_TEXT_MAX)) {
      tooLong.claims = [`Комментарий к вопросу — не более ${CLAIM_TEXT_MAX} символов.`];
    }
    if (Object.keys(tooLong).length) throw fieldErrors(tooLong);

    if (body.claims && body.claims.length > 0) {
      const index = event.game_package_id ? await packageTaskIndex(trx, event.game_package_id) : [];
      const known = new Set(index.map((t) => `${t.tour_id}:${t.block_id}:${t.task_id}`));
      if (body.claims.some((c) => !known.has(`${c.tour}:${c.block}:${c.task}`))) {
        throw fieldErrors({ claims: [CLAIM_NOT_IN_PACKAGE] });
      }
    }

    const stamp = now.toISOString();
    await ensureReview(trx, {
      event_id: event.id,
      user_id: user.id,
      event_team_id: played.event_team_id,
      now: stamp,
    });
    const row = await findReview(trx, event.id, user.id);
    if (!row) throw new Error('review row missing after insert');
    await updateReview(trx, row.id, changesFrom(body, stamp));
    if (body.claims) await replaceClaims(trx, row.id, body.claims, stamp);
    const saved = await findReview(trx, event.id, user.id);
    if (!saved) throw new Error('review row missing after update');
    return loadReview(trx, saved);
  });
}

type SummaryRow = Awaited<ReturnType<typeof completedReviews>>[number];

function starSummary(rows: readonly SummaryRow[], column: keyof ReviewSummaryResponse['stars']): StarSummary {
  const given = rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number');
  const average = given.length
    ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 100) / 100
    : null;
  return { average, answers: given.length };
}

/** How many reviews gave each answer of a choice (every answer listed, 0 when none gave it). */
function countOf(
  rows: readonly SummaryRow[],
  column: keyof ReviewSummaryResponse['choices'],
  keys: readonly (string | number)[],
) {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [String(k), 0]));
  for (const { [column]: v } of rows) if (v !== null) out[String(v)] = (out[String(v)] ?? 0) + 1;
  return out;
}

const SERVICE_ANSWERS = ['unused', 'bad', 'neutral', 'good'] as const;

/** The two free-text answers of a review, each with the reviewer's wish for an answer to it. */
const COMMENT_FIELDS = [
  { kind: 'restaurant', text: 'restaurant_comment', wants: 'want_restaurant_responce' },
  { kind: 'wishes', text: 'wishes_and_recommendations', wants: 'want_orginizer_responce' },
] as const;

/** GET event/{id}/reviews/summary/: the completed reviews of a game in aggregate (organizers of its city). */
export async function reviewSummary(db: Db, eventId: number): Promise<ReviewSummaryResponse> {
  const event = orNotFound(await eventForReview(db, eventId), EVENT_NOT_FOUND);
  const rows = await completedReviews(db, eventId);
  const claims = await claimsOf(
    db,
    rows.map((r) => r.id),
  );
  const index = event.game_package_id ? await packageTaskIndex(db, event.game_package_id) : [];
  const groups: ClaimGroup[] = [];
  for (const t of index) {
    const texts = claims.filter((c) => c.task_id === t.task_id).map((c) => c.text);
    if (texts.length === 0) continue;
    let group = groups.find((g) => g.tour.id === t.tour_id);
    if (!group) {
      group = { tour: { id: t.tour_id, number: t.tour_number, title: t.tour_title }, questions: [] };
      groups.push(group);
    }
    group.questions.push({
      block: { id: t.block_id, number: t.block_number, title: t.block_title },
      task: { id: t.task_id, number: t.task_number, question: t.question },
      texts,
    });
  }
  const comments: ReviewSummaryResponse['comments'] = rows.flatMap((r) =>
    COMMENT_FIELDS.flatMap(({ kind, text, wants }) => {
      const comment = r[text];
      return comment?.trim()
        ? [{ kind, text: comment, want_response: toBool(r[wants]), author: r.author }]
        : [];
    }),
  );
  return {
    event: event.id,
    count: rows.length,
    stars: {
      questions_assessment: starSummary(rows, 'questions_assessment'),
      event_organization_assessment: starSummary(rows, 'event_organization_assessment'),
      portal: starSummary(rows, 'portal'),
    },
    choices: {
      event_atmosphere_assessment: countOf(rows, 'event_atmosphere_assessment', ['bad', 'neutral', 'good']),
      event_host_assessment: countOf(rows, 'event_host_assessment', ['so_so', 'normal', 'handsome']),
      restaurant_service_assessment: countOf(rows, 'restaurant_service_assessment', SERVICE_ANSWERS),
      food_and_drink_quality: countOf(rows, 'food_and_drink_quality', SERVICE_ANSWERS),
      recommendation_probability: countOf(rows, 'recommendation_probability', [1, 50, 100]),
    },
    comments,
    claims: groups,
  };
}

export type { ReviewBody };
