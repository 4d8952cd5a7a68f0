/**
 * Loaders shared by the mf-events routes: visible events, the user's own event team, albums,
 * trial packages, game packages and the sanitizing of server HTML (event posts, trial frames).
 */
import type {
  Album,
  EventTeam,
  Frame,
  GamePackage,
  Media,
  TrialGamePackage,
  TrialTask,
} from '@quiz/contract';
import sanitize from 'sanitize-html';
import type { Db } from '../db';
import { parseJson, toBool, type UserRow } from '../db/schema';

/** States a visitor can open by id: everything but drafts (SPEC §4: other states are not shown). */
export const VISIBLE_STATES = ['development', 'published', 'sitting', 'finished', 'cancelled'] as const;
/** States of games that were (or are being) played: the recent games list. */
export const PLAYED_STATES = ['published', 'sitting', 'finished'] as const;

export const EVENT_NOT_FOUND = 'Игра не найдена.';
export const ALBUM_NOT_FOUND = 'Фотоотчёта к этой игре пока нет.';
export const THEME_NOT_FOUND = 'Тема не найдена.';
export const TRIAL_NOT_FOUND = 'У этой темы нет пробной игры.';
export const TASK_NOT_FOUND = 'Вопрос пробной игры не найден.';

/** Tags and attributes an event post may keep. */
const POST_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizePost(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitize(html, POST_OPTIONS).trim();
  return clean || null;
}

/** A trial frame keeps its layout styles but nothing active (no scripts, handlers, iframes, forms). */
const FRAME_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'div',
    'section',
    'header',
    'footer',
    'p',
    'span',
    'h1',
    'h2',
    'h3',
    'strong',
    'em',
    'br',
    'img',
    'small',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'data-frame'],
    img: ['src', 'alt', 'width', 'height', 'style'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  parseStyleAttributes: false,
};

export function sanitizeFrame(html: string): string {
  return sanitize(html, FRAME_OPTIONS);
}

/** The event row if a visitor may see it, else undefined. */
export async function visibleEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('workflow_state', 'in', [...VISIBLE_STATES])
    .executeTakeFirst();
}

/** The current user's own team(s) on the event, as EventTeam (empty when anonymous). */
export async function myEventTeams(db: Db, eventId: number, user: UserRow | null): Promise<EventTeam[]> {
  if (!user) return [];
  const rows = await db
    .selectFrom('event_teams')
    .innerJoin('event_players', 'event_players.event_team_id', 'event_teams.id')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .select([
      'event_teams.id as id',
      'event_teams.event_id as event_id',
      'event_teams.title as title',
      'teams.id as team_id',
      'teams.title as team_title',
      'teams.captain_id as captain_id',
      'teams.city_id as city_id',
      'teams.is_united as is_united',
    ])
    .where('event_teams.event_id', '=', eventId)
    .where('event_players.user_id', '=', user.id)
    .execute();
  if (rows.length === 0) return [];
  const players = await db
    .selectFrom('event_players')
    .selectAll()
    .where(
      'event_team_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    event: r.event_id,
    title: r.title,
    team: {
      id: r.team_id,
      title: r.team_title,
      captain: r.captain_id,
      city: r.city_id,
      is_united: toBool(r.is_united),
    },
    event_players: players
      .filter((p) => p.event_team_id === r.id)
      .map((p) => ({
        id: p.id,
        user: p.user_id,
        event_team: p.event_team_id,
        participant_count: p.participant_count,
      })),
  }));
}

export async function albumView(db: Db, albumId: number, eventId: number | null): Promise<Album | null> {
  const album = await db.selectFrom('albums').selectAll().where('id', '=', albumId).executeTakeFirst();
  if (!album) return null;
  const photos = await db
    .selectFrom('photos')
    .selectAll()
    .where('album_id', '=', albumId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const cover = photos.find((p) => p.id === album.cover_photo_id) ?? photos[0];
  return {
    id: album.id,
    title: album.title,
    event: eventId,
    cover_photo: cover ? { file_url: cover.file_url } : null,
    photos: photos.map((p) => ({
      id: p.id,
      file_url: p.file_url,
      thumbnail_url: p.thumbnail_url,
      width: p.width,
      height: p.height,
    })),
  };
}

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
