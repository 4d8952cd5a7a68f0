/** Test data shaped by the contract (Event, Theme, User, TrialGamePackage). */

import { session$ } from '@quiz/bus';
import type { Event, Theme, TrialGamePackage, User } from '@quiz/contract';

export const NOW = new Date('2026-05-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (d: number) => new Date(NOW.getTime() + d * DAY).toISOString();

export function makeTheme(over: Partial<Theme> = {}): Theme {
  return {
    id: 7,
    title: 'Гарри Поттер',
    description: 'Волшебный мир',
    picture: '/media/themes/7.svg',
    picture_thumb: '/media/themes/7-thumb.svg',
    trial_game_package: null,
    likes_count: 0,
    isLiked: false,
    ...over,
  };
}

const place = {
  id: 3,
  title: 'Бар «Сова»',
  address: 'Москва, ул. Покровка, 12',
  coordinates: { lat: 55.75, lon: 37.64 },
  max_players_in_team: null,
  preorder_url: null,
  capacity: 80,
  city: 1,
};

export function makeEvent(over: Partial<Event> = {}): Event {
  return {
    id: 42,
    date: daysFromNow(3),
    postfix: '#2',
    cost: 1500,
    difficulty: 'norm',
    workflow_state: 'published',
    reg_url: null,
    united: false,
    united_tag: null,
    unitedEvents: [],
    city: {
      id: 1,
      title: 'Москва',
      subdomain: 'msk',
      currency: { code: 'RUB', symbol: '₽' },
      timezone: 'Europe/Moscow',
    },
    is_completed: false,
    is_preorder_opened: false,
    album: null,
    meta_data: { post: null },
    game: { id: 1, theme: makeTheme(), game_package_id: null, promo_video: null },
    place,
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

export function logIn(user: User = makeUser()): User {
  session$.next({ token: 'a'.repeat(40), user });
  return user;
}

export function logOut(): void {
  session$.next({ token: null, user: null });
}

export function makeTrialPackage(tasks = 2): TrialGamePackage {
  return {
    id: 9,
    title: 'Пробная игра',
    theme: 7,
    tasks: Array.from({ length: tasks }, (_, i) => ({
      id: 500 + i,
      number: i + 1,
      question_frame: { template_name: 'question', data: {} },
      answer_frame: { template_name: 'answer', data: {} },
      question_media: null,
      answer_media: null,
      answer: `Ответ ${i + 1}`,
      answer_tip: '',
      preamble: '',
      logical_tip: '',
      question_part: '',
    })),
  };
}
