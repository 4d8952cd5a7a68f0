/**
 * Every entity of SPEC §3 as the API sends it. Field names are SPEC's, to the letter
 * (including its spellings `openRegistraion`, `want_restaurant_responce`, `want_orginizer_responce`).
 * Each schema is exported with its inferred type under the same name.
 */
import { QUANTITY_ERROR, QUANTITY_MAX, QUANTITY_MIN } from '@quiz/domain';
import { z } from 'zod';
import { Coordinates, Currency, Difficulty, Id, IsoDateTime, Url, WorkflowState } from './primitives';

// ---------------------------------------------------------------- geography

export const City = z.object({
  id: Id,
  title: z.string(),
  subdomain: z.string(),
  currency: Currency,
  /** IANA time zone of the city ('Europe/Moscow', 'Asia/Almaty'): event times show in it. */
  timezone: z.string().min(1),
});
export type City = z.infer<typeof City>;

/** A table of a venue (SPEC "Seat/table"). `free` is computed per event; true outside an event. */
export const Seat = z.object({
  id: Id,
  title: z.string(),
  capacity: z.number().int().nonnegative(),
  max_capacity: z.number().int().nonnegative(),
  free: z.boolean(),
  thumbnail: Url.nullable(),
});
export type Seat = z.infer<typeof Seat>;

/** Non-seat items drawn on the venue's floor plan (bar, stage, door...), in percent of the plan. */
export const Furniture = z.object({
  kind: z.string(),
  title: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type Furniture = z.infer<typeof Furniture>;

export const Place = z.object({
  id: Id,
  title: z.string(),
  address: z.string(),
  coordinates: Coordinates,
  max_players_in_team: z.number().int().positive().nullable(),
  preorder_url: Url.nullable(),
  capacity: z.number().int().nonnegative(),
  city: Id,
  seats: z.array(Seat).optional(),
  furniture: z.array(Furniture).optional(),
});
export type Place = z.infer<typeof Place>;

// ---------------------------------------------------------------- users and teams

/** `comfortable_time` keys are `<hour>-<day>` (e.g. `18-mn`), the same id that POST user/comfortable_time/ takes. */
export const ComfortableTime = z.record(z.string(), z.boolean());
export type ComfortableTime = z.infer<typeof ComfortableTime>;

export const User = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  city: Id.nullable(),
  avatar: Url.nullable(),
  /** ids of the teams this user captains */
  captain: z.array(Id),
  /** ids of liked themes */
  like: z.array(Id),
  /** ids of the user's teams */
  teams: z.array(Id),
  /** ids of the user's event_players rows */
  event_players: z.array(Id),
  comfortable_time: ComfortableTime,
  is_legionary: z.boolean(),
  is_organizer: z.boolean().optional(),
  authToken: z.string().optional(),
});
export type User = z.infer<typeof User>;

/** A player as listed in a team, with the client flags of SPEC §3 (set by the event-team views). */
export const TeamPlayer = z.object({
  id: Id,
  first_name: z.string(),
  phone: z.string().nullable(),
  avatar: Url.nullable(),
  inGame: z.boolean().optional(),
  participantCount: z.number().int().optional(),
  eventPlayerId: Id.nullable().optional(),
  playAnAnotherTeam: z.boolean().optional(),
});
export type TeamPlayer = z.infer<typeof TeamPlayer>;

export const Team = z.object({
  id: Id,
  title: z.string(),
  captain: Id.nullable(),
  city: Id.nullable(),
  players: z.array(TeamPlayer),
  games_played: z.number().int().nonnegative(),
  secret_slug: z.string(),
  is_united: z.boolean(),
  /** place in the current rating season; null when unranked (shown as '-') */
  rank: z.number().int().positive().nullable(),
  is_recruiting: z.boolean(),
});
export type Team = z.infer<typeof Team>;

export const TeamBrief = Team.pick({ id: true, title: true, captain: true, city: true, is_united: true });
export type TeamBrief = z.infer<typeof TeamBrief>;

export const EventPlayer = z.object({
  id: Id,
  user: Id,
  event_team: Id,
  participant_count: z.number().int().min(1),
});
export type EventPlayer = z.infer<typeof EventPlayer>;

export const EventTeam = z.object({
  id: Id,
  event: Id,
  team: TeamBrief,
  title: z.string(),
  event_players: z.array(EventPlayer),
});
export type EventTeam = z.infer<typeof EventTeam>;

// ---------------------------------------------------------------- themes, games, packages

export const Theme = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  picture: Url,
  picture_thumb: Url,
  /** id of the trial game package; null when the theme has no trial */
  trial_game_package: Id.nullable(),
  likes_count: z.number().int().nonnegative().optional(),
  isLiked: z.boolean().optional(),
});
export type Theme = z.infer<typeof Theme>;

export const Media = z.object({ url: Url, type: z.enum(['image', 'video', 'audio']) });
export type Media = z.infer<typeof Media>;

/** A frame rendered by the templates service; `data` holds the template's fields. */
export const Frame = z.object({
  template_name: z.string(),
  data: z.record(z.string(), z.string()),
});
export type Frame = z.infer<typeof Frame>;

export const Task = z.object({
  id: Id,
  number: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TrialTask = z.object({
  id: Id,
  number: z.number().int().positive(),
  question_frame: Frame,
  answer_frame: Frame,
  question_media: Media.nullable(),
  answer_media: Media.nullable(),
  answer: z.string(),
  answer_tip: z.string(),
  preamble: z.string(),
  logical_tip: z.string(),
  question_part: z.string(),
});
export type TrialTask = z.infer<typeof TrialTask>;

export const TaskBlock = z.object({
  id: Id,
  number: z.number().int().positive(),
  title: z.string(),
  tasks: z.array(Task),
});
export type TaskBlock = z.infer<typeof TaskBlock>;

export const Tour = z.object({
  id: Id,
  number: z.number().int().positive(),
  title: z.string(),
  task_blocks: z.array(TaskBlock),
});
export type Tour = z.infer<typeof Tour>;

export const GamePackage = z.object({
  id: Id,
  title: z.string(),
  is_trial: z.boolean(),
  tours: z.array(Tour),
});
export type GamePackage = z.infer<typeof GamePackage>;

export const TrialGamePackage = z.object({
  id: Id,
  title: z.string(),
  theme: Id.nullable(),
  tasks: z.array(TrialTask),
});
export type TrialGamePackage = z.infer<typeof TrialGamePackage>;

/** `game_package` is filled only by calls that say so (event/{id}/with_game_package/). */
export const Game = z.object({
  id: Id,
  theme: Theme,
  game_package_id: Id.nullable(),
  game_package: GamePackage.nullable().optional(),
  promo_video: Url.nullable(),
});
export type Game = z.infer<typeof Game>;

// ---------------------------------------------------------------- events

export const UnitedEvent = z.object({ id: Id, place: Place });
export type UnitedEvent = z.infer<typeof UnitedEvent>;

export const EventMetaData = z.object({ post: z.string().nullable() });
export type EventMetaData = z.infer<typeof EventMetaData>;

export const Event = z.object({
  id: Id,
  date: IsoDateTime,
  postfix: z.string(),
  cost: z.number().nonnegative(),
  difficulty: Difficulty,
  workflow_state: WorkflowState,
  /**
   * the start the game had before its latest move (the organizer's postponement), so a screen says
   * «Игра перенесена» with the old date; null when it never moved
   */
  postponed_from: IsoDateTime.nullable().optional(),
  reg_url: Url.nullable(),
  united: z.boolean(),
  united_tag: z.string().nullable(),
  /** the events sharing this one's united_tag, this one included, each with its place */
  unitedEvents: z.array(UnitedEvent),
  city: City,
  is_completed: z.boolean(),
  is_preorder_opened: z.boolean(),
  /** album id when a photo report exists */
  album: Id.nullable(),
  event_teams: z.array(EventTeam).optional(),
  meta_data: EventMetaData,
  game: Game,
  place: Place,
  // client flags (computed by the server for the current user; false when anonymous)
  isRegistered: z.boolean().optional(),
  isLiked: z.boolean().optional(),
  openRegistraion: z.boolean().optional(),
  /** the current user's lineup of this event waits in the reserve list */
  isReserve: z.boolean().optional(),
  /**
   * the current user's team on this event (his lineup's team), so «Вы зарегистрированы» leads to the
   * team's registration page from any list; null when he is not registered
   */
  myTeamId: Id.nullable().optional(),
  /** the current user has sent his review of this game: «Написать отзыв» is not offered again */
  isReviewed: z.boolean().optional(),
  /**
   * team places left for registration: the venue's capacity minus registered lineups (never below 0;
   * 0 means a new team goes to the reserve list); null when the venue has no limit
   */
  freeTeamPlaces: z.number().int().nonnegative().nullable().optional(),
});
export type Event = z.infer<typeof Event>;

// ---------------------------------------------------------------- reviews and results

export const StarRating = z.number().int().min(1).max(5);
export const AtmosphereAssessment = z.enum(['bad', 'neutral', 'good']);
export const HostAssessment = z.enum(['so_so', 'normal', 'handsome']);
export const RestaurantAssessment = z.enum(['unused', 'bad', 'neutral', 'good']);
export const RecommendationProbability = z.union([z.literal(1), z.literal(50), z.literal(100)]);

export const Claim = z.object({
  id: Id.optional(),
  tour: Id,
  block: Id,
  task: Id,
  text: z.string().min(1),
  review: Id.optional(),
});
export type Claim = z.infer<typeof Claim>;

export const Review = z.object({
  id: Id.optional(),
  event: Id,
  event_team: Id.nullable(),
  is_completed: z.boolean(),
  claims: z.array(Claim),
  questions_assessment: StarRating.nullable(),
  event_organization_assessment: StarRating.nullable(),
  portal: StarRating.nullable(),
  event_atmosphere_assessment: AtmosphereAssessment.nullable(),
  event_host_assessment: HostAssessment.nullable(),
  restaurant_service_assessment: RestaurantAssessment.nullable(),
  food_and_drink_quality: RestaurantAssessment.nullable(),
  restaurant_comment: z.string().nullable(),
  want_restaurant_responce: z.boolean().nullable(),
  recommendation_probability: RecommendationProbability.nullable(),
  wishes_and_recommendations: z.string().nullable(),
  want_orginizer_responce: z.boolean().nullable(),
});
export type Review = z.infer<typeof Review>;

/** One line of a game's results; `tour_score` maps tour number to score. */
export const ResultRow = z.object({
  rank: z.number().int().positive(),
  team_id: Id.nullable(),
  team_title: z.string(),
  tour_score: z.record(z.string(), z.number()),
  total_score: z.number(),
});
export type ResultRow = z.infer<typeof ResultRow>;

export const RatingRow = z.object({
  rank: z.number().int().positive(),
  team_id: Id.nullable(),
  team_name: z.string(),
  points: z.number(),
  games: z.number().int().nonnegative(),
  firsts: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  thirds: z.number().int().nonnegative(),
});
export type RatingRow = z.infer<typeof RatingRow>;

export const RatingSeason = z.object({
  id: Id,
  name: z.string(),
  rows: z.array(RatingRow),
});
export type RatingSeason = z.infer<typeof RatingSeason>;

// ---------------------------------------------------------------- photos and votes

export const Photo = z.object({
  id: Id,
  file_url: Url,
  thumbnail_url: Url,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Photo = z.infer<typeof Photo>;

export const Album = z.object({
  id: Id,
  title: z.string(),
  event: Id.nullable(),
  cover_photo: z.object({ file_url: Url }).nullable(),
  photos: z.array(Photo),
});
export type Album = z.infer<typeof Album>;

export const VoteTheme = Theme.pick({ id: true, title: true, picture: true });
export type VoteTheme = z.infer<typeof VoteTheme>;

export const UserVote = z.object({ user: Id, themes: z.array(Id) });
export type UserVote = z.infer<typeof UserVote>;

export const Vote = z.object({
  id: Id,
  themes: z.array(VoteTheme),
  user_votes: z.array(UserVote),
});
export type Vote = z.infer<typeof Vote>;

// ---------------------------------------------------------------- preorder

export const Product = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  picture: Url.nullable(),
  /** in the currency of the venue's city, whole units */
  price: z.number().nonnegative(),
  category: Id,
});
export type Product = z.infer<typeof Product>;

export const MenuCategoryBrief = z.object({ id: Id, title: z.string(), picture: Url.nullable() });
export type MenuCategoryBrief = z.infer<typeof MenuCategoryBrief>;

export const MenuCategory = z.object({
  id: Id,
  title: z.string(),
  picture: Url.nullable(),
  /** direct sub-categories */
  children: z.array(MenuCategoryBrief),
  /** breadcrumb from the root down to the parent */
  parents: z.array(MenuCategoryBrief),
  products: z.array(Product),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

/** SPEC §5: 1 to 99, with the Russian text of @quiz/domain. */
export const Quantity = z
  .number({ error: QUANTITY_ERROR })
  .int(QUANTITY_ERROR)
  .min(QUANTITY_MIN, QUANTITY_ERROR)
  .max(QUANTITY_MAX, QUANTITY_ERROR);

export const CartItem = z.object({
  id: Id,
  cart: Id,
  product: Product,
  quantity: Quantity,
  /** grows by one on every write of the item: the client keeps the answer with the highest version */
  version: z.number().int().nonnegative(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  id: Id,
  name: z.string(),
  user: Id.nullable(),
  event_team: Id,
  cart_items: z.array(CartItem),
});
export type Cart = z.infer<typeof Cart>;

export const SecretPreorderOrder = z.object({
  category: z.string(),
  title: z.string(),
  price: z.number(),
  quantity: Quantity,
});
export const SecretPreorderCart = z.object({
  user: z.object({ id: Id, first_name: z.string() }).nullable(),
  name: z.string(),
  /** ordered through the team's link, not a player of the team */
  guest: z.boolean(),
  orders: z.array(SecretPreorderOrder),
});
export const SecretPreorder = z.object({
  /** `timezone`: the venue city's IANA zone, the one every game's time on the page is told in */
  place: z.object({ id: Id, title: z.string(), address: z.string(), timezone: z.string().optional() }),
  /** the venue's local day shown, `YYYY-MM-DD`; null when the venue has no game from today on */
  date: z.string().nullable(),
  /** the venue's game days from today on (local `YYYY-MM-DD`), soonest first */
  dates: z.array(z.string()),
  events: z.array(
    z.object({
      event: z.object({ id: Id, date: IsoDateTime, title: z.string() }),
      teams: z.array(
        z.object({
          team: z.object({ id: Id, title: z.string() }),
          carts: z.array(SecretPreorderCart),
        }),
      ),
    }),
  ),
});
export type SecretPreorder = z.infer<typeof SecretPreorder>;

// ---------------------------------------------------------------- seating

export const SeatingTeam = z.object({
  /** event_team id */
  id: Id,
  title: z.string(),
  is_in_game: z.boolean(),
  players: z.array(TeamPlayer),
  registration_history: z.array(z.object({ timestamp: IsoDateTime, amount: z.number().int() })),
  occupied_furniture: z.array(
    z.object({ id: Id, capacity: z.number().int(), max_capacity: z.number().int() }),
  ),
  estimated_number_of_players: z.number().int().nonnegative(),
});
export type SeatingTeam = z.infer<typeof SeatingTeam>;
