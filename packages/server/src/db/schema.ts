/**
 * The one typed view of the database (Kysely). Portable conventions, identical on SQLite and PostgreSQL:
 * - ids: integer autoincrement (`serial` on PostgreSQL);
 * - booleans: integer 0/1 (`Bool`), read with `toBool()`; better-sqlite3 cannot bind JS booleans;
 * - timestamps: ISO 8601 UTC text (`new Date().toISOString()`), so they sort and compare as strings;
 * - JSON: text, parsed with `parseJson()`; money: integer whole currency units; scores: real.
 * Migrations in ./migrations must match this file.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0 or 1 */
export type Bool = number;
/** ISO 8601 UTC timestamp text */
export type Timestamp = string;
/** A timestamp column the database fills when omitted. */
export type CreatedAt = ColumnType<string, string | undefined, string>;
/** An integer flag with a database default. */
export type BoolDefault = ColumnType<number, number | undefined, number>;
export type IntDefault = ColumnType<number, number | undefined, number>;
export type TextDefault = ColumnType<string, string | undefined, string>;

export interface CitiesTable {
  id: Generated<number>;
  title: string;
  subdomain: string;
  currency_code: string;
  currency_symbol: string;
  timezone: TextDefault;
  is_default: BoolDefault;
  sort_order: IntDefault;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: TextDefault;
  last_name: TextDefault;
  /** normalized digits, e.g. 79161234567; unique when set */
  phone: string | null;
  city_id: number | null;
  avatar: string | null;
  is_legionary: BoolDefault;
  is_organizer: BoolDefault;
  created_at: CreatedAt;
  /** reminders of registered games, 1 by default */
  reminders_enabled: BoolDefault;
  /** the secret of the personal calendar feed, null until made */
  calendar_secret: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlacesTable {
  id: Generated<number>;
  city_id: number;
  title: string;
  address: string;
  lat: number;
  lon: number;
  max_players_in_team: number | null;
  preorder_url: string | null;
  capacity: IntDefault;
  /** teams the venue takes on one game; null: its number of tables (migration 0007) */
  max_teams: number | null;
  /** JSON array of Furniture (floor-plan items that are not seats) */
  furniture: TextDefault;
  /** slug of the venue's secret preorder page (GET secret_preorder/{slug}/) */
  secret_slug: string;
  created_at: CreatedAt;
  /** 0030: when it left the choices for new games (archived); null: active */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0030: the item a merge moved this duplicate's games into; null: not merged */
  merged_into: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0030: `<organizer id>:<the create's request key>`, unique; names the item for a day */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Tables of a venue ("seats"). */
export interface PlaceSeatsTable {
  id: Generated<number>;
  place_id: number;
  title: string;
  capacity: number;
  max_capacity: number;
  thumbnail: string | null;
  /** position on the floor plan, percent */
  pos_x: number;
  pos_y: number;
}

export interface ThemesTable {
  id: Generated<number>;
  title: string;
  description: TextDefault;
  picture: string;
  picture_thumb: string;
  trial_game_package_id: number | null;
  created_at: CreatedAt;
  /** 0030: when it left the choices for new games (archived); null: active */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0030: the item a merge moved this duplicate's games into; null: not merged */
  merged_into: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0030: `<organizer id>:<the create's request key>`, unique; names the item for a day */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GamePackagesTable {
  id: Generated<number>;
  title: string;
  is_trial: BoolDefault;
  created_at: CreatedAt;
}

export interface ToursTable {
  id: Generated<number>;
  game_package_id: number;
  number: number;
  title: string;
}

export interface TaskBlocksTable {
  id: Generated<number>;
  tour_id: number;
  number: number;
  title: string;
}

export interface TasksTable {
  id: Generated<number>;
  task_block_id: number;
  number: number;
  question: string;
  answer: string;
  answer_tip: TextDefault;
  preamble: TextDefault;
  logical_tip: TextDefault;
  question_part: TextDefault;
  /** JSON Frame: {template_name, data} */
  question_frame: string | null;
  answer_frame: string | null;
  /** JSON Media: {url, type} */
  question_media: string | null;
  answer_media: string | null;
}

export interface GamesTable {
  id: Generated<number>;
  theme_id: number;
  game_package_id: number | null;
  promo_video: string | null;
  created_at: CreatedAt;
}

export interface AlbumsTable {
  id: Generated<number>;
  title: string;
  cover_photo_id: number | null;
  created_at: CreatedAt;
  /** 0023: the game whose photo report this is (unique; null: no game owns it) */
  event_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PhotosTable {
  id: Generated<number>;
  album_id: number;
  file_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  sort_order: IntDefault;
  /** 0020: the uploaded picture (images.id); null for the seeded, generated ones */
  image_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EventsTable {
  id: Generated<number>;
  game_id: number;
  place_id: number;
  city_id: number;
  date: Timestamp;
  postfix: TextDefault;
  cost: IntDefault;
  /** easy | norm | other */
  difficulty: string;
  /** draft | development | published | sitting | finished | cancelled */
  workflow_state: string;
  reg_url: string | null;
  /** events sharing a united_tag are one united game in several places */
  united_tag: string | null;
  is_completed: BoolDefault;
  is_preorder_opened: BoolDefault;
  album_id: number | null;
  /** JSON {post: html | null} */
  meta_data: TextDefault;
  created_at: CreatedAt;
  /** 0020: the game's own team limit and team size (null: the venue's) */
  max_teams: ColumnType<number | null, number | null | undefined, number | null>;
  max_players_in_team: ColumnType<number | null, number | null | undefined, number | null>;
  registration_opens_at: ColumnType<string | null, string | null | undefined, string | null>;
  description: TextDefault;
  results_published_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0021: tours of the game's scoring table (null: the game package's, else the default) */
  tours: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0029: raised on each date change, cancellation and restoration (the .ics SEQUENCE) */
  revision: IntDefault;
  /** 0029: the start before the latest move; null when the game never moved */
  postponed_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029: the workflow state a cancelled game had (restored to it); null when not cancelled */
  cancelled_from: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TeamsTable {
  id: Generated<number>;
  title: string;
  captain_id: number | null;
  city_id: number | null;
  secret_slug: string;
  is_united: BoolDefault;
  is_recruiting: BoolDefault;
  created_at: CreatedAt;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  joined_at: CreatedAt;
}

export interface EventTeamsTable {
  id: Generated<number>;
  event_id: number;
  team_id: number;
  title: string;
  created_at: CreatedAt;
  /** 'registered', 'reserve' (migration 0007) or 'no_show' (did not come: holds no team place) */
  status: TextDefault;
  /** the people the team actually brought, recorded at check-in (0028); null: not told */
  players_arrived: number | null;
}

export interface EventPlayersTable {
  id: Generated<number>;
  event_team_id: number;
  user_id: number;
  participant_count: IntDefault;
  created_at: CreatedAt;
}

/** Which venue table an event team sits at (seating). */
export interface EventTeamSeatsTable {
  id: Generated<number>;
  event_id: number;
  event_team_id: number;
  seat_id: number;
  created_at: CreatedAt;
}

/** Seating: whether an event team is in the game, and its registration history. */
/** The seating of an event team (0010): in the game or not, its table, the version of its seating. */
export interface EventTeamSeatingTable {
  event_team_id: number;
  event_id: number;
  is_in_game: IntDefault;
  seat_id: number | null;
  version: IntDefault;
  updated_by: number | null;
  updated_at: CreatedAt;
}

export interface EventTeamHistoryTable {
  id: Generated<number>;
  event_team_id: number;
  amount: number;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  id: Generated<number>;
  event_id: number;
  event_team_id: number | null;
  user_id: number;
  is_completed: BoolDefault;
  questions_assessment: number | null;
  event_organization_assessment: number | null;
  portal: number | null;
  event_atmosphere_assessment: string | null;
  event_host_assessment: string | null;
  restaurant_service_assessment: string | null;
  food_and_drink_quality: string | null;
  restaurant_comment: string | null;
  want_restaurant_responce: Bool | null;
  recommendation_probability: number | null;
  wishes_and_recommendations: string | null;
  want_orginizer_responce: Bool | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ClaimsTable {
  id: Generated<number>;
  review_id: number;
  tour_id: number;
  task_block_id: number;
  task_id: number;
  text: string;
  created_at: CreatedAt;
}

/** One team's line in a game's results. */
export interface ResultsTable {
  id: Generated<number>;
  event_id: number;
  team_id: number | null;
  event_team_id: number | null;
  team_title: string;
  total_score: number;
  rank: number;
}

export interface ResultTourScoresTable {
  id: Generated<number>;
  result_id: number;
  tour_number: number;
  score: number;
}

export interface RatingSeasonsTable {
  id: Generated<number>;
  name: string;
  city_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface RatingRowsTable {
  id: Generated<number>;
  season_id: number;
  team_id: number | null;
  team_name: string;
  points: number;
  games: number;
  firsts: number;
  seconds: number;
  thirds: number;
}

export interface VotesTable {
  id: Generated<number>;
  title: string;
  city_id: number | null;
  is_active: BoolDefault;
  created_at: CreatedAt;
}

export interface VoteThemesTable {
  vote_id: number;
  theme_id: number;
}

export interface UserVotesTable {
  id: Generated<number>;
  vote_id: number;
  user_id: number;
  theme_id: number;
  created_at: CreatedAt;
}

export interface ThemeLikesTable {
  user_id: number;
  theme_id: number;
  created_at: CreatedAt;
}

/** Availability grid: a row per checked slot. */
export interface ComfortableTimesTable {
  user_id: number;
  /** mn..su */
  day: string;
  /** 18..21 */
  hour: number;
  created_at: CreatedAt;
}

export interface MenuCategoriesTable {
  id: Generated<number>;
  place_id: number;
  parent_id: number | null;
  title: string;
  picture: string | null;
  sort_order: IntDefault;
}

export interface ProductsTable {
  id: Generated<number>;
  place_id: number;
  category_id: number;
  title: string;
  description: TextDefault;
  picture: string | null;
  price: number;
  is_available: BoolDefault;
  sort_order: IntDefault;
}

export interface CartsTable {
  id: Generated<number>;
  event_team_id: number;
  user_id: number | null;
  name: string;
  created_at: CreatedAt;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
  created_at: CreatedAt;
  /** 0008: grows by one on every write of the item */
  version: IntDefault;
}

/** Anonymous preorder links (`?t=`), one per event team. */
export interface PreorderTokensTable {
  id: Generated<number>;
  event_team_id: number;
  token: string;
  created_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp | null;
}

export interface ChildRegistrationsTable {
  id: Generated<number>;
  name: string;
  age_category: string;
  team_name: string;
  /** 'solo' or '2'..'8' */
  team_size: string;
  phone: string;
  created_at: CreatedAt;
}

export interface AuthCodesTable {
  id: Generated<number>;
  phone: string;
  /** sha256 hex of the code */
  code_hash: string;
  /** whatsapp | sms_aero | flash_call | other */
  channel: string;
  expires_at: Timestamp;
  attempts: IntDefault;
  used_at: Timestamp | null;
  send_count: IntDefault;
  next_send_at: Timestamp | null;
  created_at: CreatedAt;
  /** sha256 hex of the challenge the send answered (0022); null only in rows older than challenges */
  challenge_hash: string | null;
  /** the address that asked (0022) */
  ip: string | null;
}

export interface TokensTable {
  /** sha256 hex of the 40-hex token; the token itself is never stored */
  key_hash: string;
  user_id: number;
  created_at: CreatedAt;
  /** last time the token was presented (refreshed at most hourly); null only before migration 0006 */
  last_used_at: Timestamp | null;
}

/** Fixed-window counters shared by every replica (rate limits, code sends). */
export interface RateLimitBucketsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** Codes sent by the `other` channel, in clear text; only a non-production server shows them. */
export interface DevOutboxTable {
  id: Generated<number>;
  phone: string;
  code: string;
  send_by: TextDefault;
  created_at: CreatedAt;
}

export interface LogsTable {
  id: Generated<number>;
  user_id: number | null;
  from_url: TextDefault;
  /** JSON payload as posted */
  payload: string;
  created_at: CreatedAt;
}

export interface Database {
  cities: CitiesTable;
  users: UsersTable;
  places: PlacesTable;
  place_seats: PlaceSeatsTable;
  themes: ThemesTable;
  game_packages: GamePackagesTable;
  tours: ToursTable;
  task_blocks: TaskBlocksTable;
  tasks: TasksTable;
  games: GamesTable;
  albums: AlbumsTable;
  photos: PhotosTable;
  events: EventsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  event_teams: EventTeamsTable;
  event_players: EventPlayersTable;
  event_team_seats: EventTeamSeatsTable;
  event_team_history: EventTeamHistoryTable;
  event_team_seating: EventTeamSeatingTable;
  reviews: ReviewsTable;
  claims: ClaimsTable;
  results: ResultsTable;
  result_tour_scores: ResultTourScoresTable;
  rating_seasons: RatingSeasonsTable;
  rating_rows: RatingRowsTable;
  votes: VotesTable;
  vote_themes: VoteThemesTable;
  user_votes: UserVotesTable;
  theme_likes: ThemeLikesTable;
  comfortable_times: ComfortableTimesTable;
  menu_categories: MenuCategoriesTable;
  products: ProductsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  preorder_tokens: PreorderTokensTable;
  child_registrations: ChildRegistrationsTable;
  auth_codes: AuthCodesTable;
  tokens: TokensTable;
  rate_limit_buckets: RateLimitBucketsTable;
  logs: LogsTable;
  dev_outbox: DevOutboxTable;
  dev_messages: DevMessagesTable;
  phone_changes: PhoneChangesTable;
  user_avatars: UserAvatarsTable;
  jobs: JobsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  public_data_version: PublicDataVersionTable;
  remote_registry: RemoteRegistryTable;
  pending_registrations: PendingRegistrationsTable;
  organizer_cities: OrganizerCitiesTable;
  event_team_scores: EventTeamScoresTable;
  images: ImagesTable;
  audit_log: AuditLogTable;
}

/** Which cities a user organizes (migration 0020). */
export interface OrganizerCitiesTable {
  user_id: number;
  city_id: number;
  created_at: CreatedAt;
}

/**
 * A team's tour scores of one game (0020): JSON tour number → score; `version` counts the row's
 * accepted saves, `tour_versions` (0024) is JSON tour number → the version of that cell.
 */
export interface EventTeamScoresTable {
  event_team_id: number;
  event_id: number;
  tour_scores: TextDefault;
  version: IntDefault;
  tour_versions: TextDefault;
  updated_by: number | null;
  updated_at: CreatedAt;
}

/** Uploaded pictures (0020): full-screen and thumbnail JPEG. kind: photo | theme */
export interface ImagesTable {
  id: Generated<number>;
  kind: string;
  full_data: Buffer;
  thumb_data: Buffer;
  width: number;
  height: number;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Every organizer write (0020). entity: event | theme | place; changes: JSON [{field, before, after}] */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number;
  event_id: number | null;
  entity: string;
  entity_id: number;
  action: string;
  summary: string;
  changes: TextDefault;
  created_at: CreatedAt;
}

/** A version of the anonymous form waiting for its code (migration 0015; one per challenge since 0022). */
export interface PendingRegistrationsTable {
  id: Generated<number>;
  phone: string;
  event_id: number;
  name: string;
  team_title: string | null;
  team_id: number | null;
  participant_count: IntDefault;
  expires_at: Timestamp;
  created_at: CreatedAt;
  /** the challenge of the submit that wrote this version (0022): the confirmation names it */
  challenge_hash: string;
}

/** Non-code messages of the `other` channel (migration 0007), read at GET /api/dev/messages. */
export interface DevMessagesTable {
  id: Generated<number>;
  phone: string;
  text: string;
  send_by: TextDefault;
  created_at: CreatedAt;
}

/** A phone change waiting for its code (migration 0007). */
export interface PhoneChangesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  attempts: IntDefault;
  created_at: CreatedAt;
  /** the channel the code went through (migration 0012) */
  send_by: string | null;
}

/** The avatar thumbnail of a user (migration 0012): JPEG bytes served at GET /api/user/{id}/avatar/. */
export interface UserAvatarsTable {
  user_id: number;
  content_type: string;
  data: Buffer;
  updated_at: CreatedAt;
}

/** The durable job queue. status: pending | running | done | failed | cancelled */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON */
  payload: TextDefault;
  status: TextDefault;
  run_at: Timestamp;
  attempts: IntDefault;
  locked_until: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** One planned reminder per (user, event, kind, start). */
export interface ReminderDeliveriesTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  kind: string;
  starts_at: Timestamp;
  job_id: number | null;
  created_at: CreatedAt;
}

export type UserRow = Selectable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type PlaceRow = Selectable<PlacesTable>;
export type CityRow = Selectable<CitiesTable>;
export type TeamRow = Selectable<TeamsTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export const toBool = (v: unknown): boolean => v === true || v === 1 || v === '1';
export const nowIso = (): Timestamp => new Date().toISOString();

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** One row (id 1): raised by triggers on every write to public data (migration 0014, src/http/public-cache.ts). */
export interface PublicDataVersionTable {
  id: number;
  version: number;
}

/** Every change of the remote registry, newest in effect (migration 0018, src/registry-store.ts). */
export interface RemoteRegistryTable {
  id: Generated<number>;
  /** JSON: the registry as served at /remotes.json */
  registry: string;
  /** JSON: remote name → released versions `{ entry, version }`, newest last */
  history: string;
  action: string;
  created_at: CreatedAt;
}
