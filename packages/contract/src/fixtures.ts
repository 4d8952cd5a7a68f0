/**
 * Test data builders shaped by the contract, for the unit and component tests of every app.
 * Each returns a complete, valid entity; pass the fields a test cares about as overrides.
 * Not imported by production code (the `./fixtures` subpath is for tests only).
 */
import type { Cart, CartItem, City, Event, Place, PreorderAccess, Product, Theme, User } from './index';

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
