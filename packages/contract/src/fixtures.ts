/**
 * Test data builders shaped by the contract, for the unit and component tests of every app.
 * Each returns a complete, valid entity; pass the fields a test cares about as overrides.
 * Not imported by production code (the `./fixtures` subpath is for tests only).
 */

import { EMPTY_REVIEW_ANSWERS } from '@quiz/domain';
import type {
  Cart,
  CartItem,
  City,
  Event,
  GamePackage,
  OrganizerEvent,
  OrganizerEventRow,
  OrganizerPlace,
  OrganizerTheme,
  Place,
  PreorderAccess,
  Product,
  Review,
  ReviewPageResponse,
  ReviewSummaryResponse,
  Theme,
  User,
  Vote,
} from './index';

export function makeCity(over: Partial<City> = {}): City {
  return {
    id: 1,
    title: 'Москва',
    subdomain: 'msk',
    currency: { code: 'RUB', symbol: '₽' },
    timezone: 'Europe/Moscow',
    ...over,
  };
}

export function makeTheme(over: Partial<Theme> = {}): Theme {
  return {
    id: 7,
    title: 'Гарри Поттер',
    description: 'Волшебный мир',
    picture: '/media/themes/7.svg',
    picture_thumb: '/media/themes/7_thumb.svg',
    trial_game_package: null,
    likes_count: 0,
    isLiked: false,
    ...over,
  };
}

export function makePlace(over: Partial<Place> = {}): Place {
  return {
    id: 3,
    title: 'Бар «Сова»',
    address: 'Москва, ул. Покровка, 12',
    coordinates: { lat: 55.75, lon: 37.64 },
    max_players_in_team: null,
    preorder_url: null,
    capacity: 80,
    city: 1,
    ...over,
  };
}

/** A theme as the organizer console lists it: active, no games, the organizer's to change. */
export function makeOrganizerTheme(over: Partial<OrganizerTheme> = {}): OrganizerTheme {
  return { ...makeTheme(), archived: false, merged_into: null, games: 0, editable: true, ...over };
}

/** A venue as the organizer console lists it: active, no tables, no games. */
export function makeOrganizerPlace(over: Partial<OrganizerPlace> = {}): OrganizerPlace {
  return {
    ...makePlace(),
    max_teams: null,
    seats: [],
    archived: false,
    merged_into: null,
    games: 0,
    ...over,
  };
}

/** A row of the organizer's games list: a published game in Moscow, 3 teams and 1 in reserve. */
export function makeOrganizerEventRow(over: Partial<OrganizerEventRow> = {}): OrganizerEventRow {
  return {
    id: 50,
    city: 1,
    timezone: 'Europe/Moscow',
    theme_title: 'Гарри Поттер',
    place_title: 'Бар «Сова»',
    date: '2099-12-04T16:30:00.000Z',
    postfix: '#3',
    workflow_state: 'published',
    max_teams: null,
    teams_registered: 3,
    teams_reserve: 1,
    results_published_at: null,
    players_registered: 14,
    team_limit: 20,
    ...over,
  };
}

/** The organizer's view of one game (the console's form and its links): the same game as the row. */
export function makeOrganizerEvent(over: Partial<OrganizerEvent> = {}): OrganizerEvent {
  return {
    id: 50,
    city: 1,
    timezone: 'Europe/Moscow',
    currency: { code: 'RUB', symbol: '₽' },
    theme: 7,
    theme_title: 'Гарри Поттер',
    place: 3,
    place_title: 'Бар «Сова»',
    place_max_teams: 20,
    place_max_players_in_team: null,
    date: '2099-12-04T16:30:00.000Z',
    postfix: '#3',
    description: '',
    cost: 600,
    difficulty: 'norm',
    max_teams: null,
    max_players_in_team: null,
    registration_opens_at: null,
    is_preorder_opened: false,
    united_tag: null,
    reg_url: null,
    workflow_state: 'published',
    teams_registered: 3,
    teams_reserve: 0,
    tours: 6,
    results_published_at: null,
    album: null,
    ...over,
  };
}

export function makeEvent(over: Partial<Event> = {}): Event {
  return {
    id: 42,
    date: '2026-10-15T16:30:00.000Z',
    postfix: '#2',
    cost: 1500,
    difficulty: 'norm',
    workflow_state: 'published',
    reg_url: null,
    united: false,
    united_tag: null,
    unitedEvents: [],
    city: makeCity(),
    is_completed: false,
    is_preorder_opened: false,
    album: null,
    meta_data: { post: null },
    game: { id: 1, theme: makeTheme(), game_package_id: null, promo_video: null },
    place: makePlace(),
    isRegistered: false,
    ...over,
  };
}

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 100,
    first_name: 'Анна',
    last_name: '',
    phone: '79161234567',
    city: 1,
    avatar: null,
    captain: [],
    like: [],
    teams: [],
    event_players: [],
    comfortable_time: {},
    is_legionary: false,
    ...over,
  };
}

/** A game package of 2 tours × 2 blocks × 2 tasks; ids: tours 11, 12; blocks 21–24; tasks 31–38. */
export function makeGamePackage(over: Partial<GamePackage> = {}): GamePackage {
  let block = 20;
  let task = 30;
  return {
    id: 5,
    title: 'Пакет «Гарри Поттер»',
    is_trial: false,
    tours: [1, 2].map((t) => ({
      id: 10 + t,
      number: t,
      title: t === 1 ? 'Разминка' : 'Финал',
      task_blocks: [1, 2].map((b) => ({
        id: ++block,
        number: b,
        title: `Блок ${b}`,
        tasks: [1, 2].map((n) => ({
          id: ++task,
          number: n,
          question: `Вопрос ${t}.${b}.${n}`,
          answer: 'Ответ',
        })),
      })),
    })),
    ...over,
  };
}

/** An empty draft review of event 42. */
export function makeReview(over: Partial<Review> = {}): Review {
  return {
    id: 900,
    event: 42,
    event_team: 7,
    is_completed: false,
    claims: [],
    ...EMPTY_REVIEW_ANSWERS,
    ...over,
  };
}

/** GET event/{id}/review/ for a participant of a passed game, no draft yet. */
export function makeReviewPage(over: Partial<ReviewPageResponse> = {}): ReviewPageResponse {
  return {
    state: 'open',
    event: makeEvent({ workflow_state: 'finished', is_completed: true }),
    game_package: makeGamePackage(),
    review: null,
    can_see_summary: false,
    ...over,
  };
}

export function makeReviewSummary(over: Partial<ReviewSummaryResponse> = {}): ReviewSummaryResponse {
  return {
    event: 42,
    count: 0,
    stars: {
      questions_assessment: { average: null, answers: 0 },
      event_organization_assessment: { average: null, answers: 0 },
      portal: { average: null, answers: 0 },
    },
    choices: {
      event_atmosphere_assessment: { bad: 0, neutral: 0, good: 0 },
      event_host_assessment: { so_so: 0, normal: 0, handsome: 0 },
      restaurant_service_assessment: { unused: 0, bad: 0, neutral: 0, good: 0 },
      food_and_drink_quality: { unused: 0, bad: 0, neutral: 0, good: 0 },
      recommendation_probability: { '1': 0, '50': 0, '100': 0 },
    },
    comments: [],
    claims: [],
    ...over,
  };
}

/** The current vote with three themes; nobody voted. */
export function makeVote(over: Partial<Vote> = {}): Vote {
  return {
    id: 3,
    themes: [
      { id: 71, title: 'Кино 90-х', picture: '/media/themes/71.svg' },
      { id: 72, title: 'Советские мультфильмы', picture: '/media/themes/72.svg' },
      { id: 73, title: 'Космос', picture: '/media/themes/73.svg' },
    ],
    user_votes: [],
    ...over,
  };
}

// ---------------------------------------------------------------- preorder

export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    id: 501,
    title: 'Пицца Маргарита',
    description: 'Томаты, моцарелла, базилик',
    picture: '/api/media/products/501.svg',
    price: 1250,
    category: 11,
    ...over,
  };
}

export function makeCartItem(over: Partial<CartItem> = {}): CartItem {
  return { id: 9001, cart: 700, product: makeProduct(), quantity: 1, version: 1, ...over };
}

export function makeCart(over: Partial<Cart> = {}): Cart {
  return { id: 700, name: 'Анна', user: 100, event_team: 300, cart_items: [], ...over };
}

export function makePreorderAccess(over: Partial<PreorderAccess> = {}): PreorderAccess {
  return {
    status: 'registered',
    can_order: true,
    event_team: { id: 300, event: 42, team: { id: 30, title: 'Совы' }, title: 'Совы' },
    cart: null,
    own_team: null,
    has_phone: true,
    first_name: 'Анна',
    ...over,
  };
}
