/**
 * Calls of SPEC §7 "Preorder", owned by mf-preorder.
 *
 * Design where SPEC leaves a method or shape open (documented in mf-preorder/README.md):
 * - `event/{id}/preorder/` answers the event (with its place) and the venue menu's root categories.
 * - `preorder/?place=` answers the root categories; `preorder/{category}/?place=` one category with its
 *   children, breadcrumb parents and products.
 * - `preorder/event/{id}/access/?team=&t=` says which notice the visitor gets (`status`, see
 *   @quiz/domain `preorderStatus`), the event team, the visitor's cart id and whether they may order.
 * - `preorder/event_team/{id}/cart/`: GET answers `{event_team, cart}` (cart null before the first
 *   order), POST creates the caller's cart (or answers the existing one).
 * - `preorder/{event}/{team}/carts/` answers every cart of the team on the event with the caller's
 *   rights on each (`can_write`, `can_delete`).
 * - `preorder/{eventTeam}/token/` answers the team's link token (created on first ask) for a player.
 * - `POST preorder/event/{id}/token/{token}/ {first_name}` makes an anonymous visitor a user without a
 *   phone (or takes the logged-in caller), gives them a cart in the link's team, and answers
 *   `{authToken, user}`.
 * - cart items: POST adds to the item's quantity (creating it), PATCH sets it, DELETE removes it; each
 *   answer carries the item's `version`.
 */
import {
  GUEST_NAME_ERROR,
  GUEST_NAME_MAX,
  GUEST_NAME_MIN,
  PREORDER_DATE_PATTERN,
  PREORDER_STATUSES,
} from '@quiz/domain';
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { preorderEndpoints } from '../endpoints/preorder';
import {
  Cart,
  CartItem,
  Event,
  MenuCategory,
  MenuCategoryBrief,
  Quantity,
  SecretPreorder,
  User,
} from '../entities';
import { Id, NameText, positiveIntText } from '../primitives';
import { EventIdParams, IdParam } from './events';

export const PlaceQuery = z.object({
  place: positiveIntText('Укажите заведение.'),
});
export type PlaceQuery = z.infer<typeof PlaceQuery>;

export const MenuCategoryParams = z.object({ category: IdParam });
export const PreorderSlugParams = z.object({
  slug: z.string().min(1).max(100),
});
export const SecretPreorderQuery = z.object({
  date: z
    .string()
    .regex(PREORDER_DATE_PATTERN, 'Дату нужно указать в виде ГГГГ-ММ-ДД, например 2026-11-27.')
    .optional(),
});
export const PreorderEventTeamParams = z.object({ event: IdParam, team: IdParam });
export const TokenParams = z.object({
  id: IdParam,
  token: z.string().regex(/^[0-9a-f]{16,64}$/i, 'Ссылка для предзаказа недействительна.'),
});

/** The event team a preorder belongs to. */
export const PreorderEventTeam = z.object({
  id: Id,
  event: Id,
  team: z.object({ id: Id, title: z.string() }),
  title: z.string(),
});
export type PreorderEventTeam = z.infer<typeof PreorderEventTeam>;

export const PreorderEventResponse = z.object({ event: Event, categories: z.array(MenuCategoryBrief) });
export type PreorderEventResponse = z.infer<typeof PreorderEventResponse>;

export const MenuRootResponse = z.array(MenuCategoryBrief);

export const PreorderStatus = z.enum(PREORDER_STATUSES);

export const PreorderAccessQuery = z.object({
  team: IdParam,
  /** the team link token of `?t=` */
  t: z.string().max(64).optional(),
});
export const PreorderAccess = z.object({
  status: PreorderStatus,
  can_order: z.boolean(),
  /** the requested team on the event; null when the team does not play it */
  event_team: PreorderEventTeam.nullable(),
  /** the caller's cart in that event team */
  cart: Id.nullable(),
  /** for `other_team`: the team the caller plays in on this event */
  own_team: z.object({ id: Id, title: z.string() }).nullable(),
  has_phone: z.boolean(),
  /** the caller's first name (the cart's owner name) */
  first_name: z.string().nullable(),
});
export type PreorderAccess = z.infer<typeof PreorderAccess>;

export const MyCartResponse = z.object({ event_team: PreorderEventTeam, cart: Cart.nullable() });
export type MyCartResponse = z.infer<typeof MyCartResponse>;

export const TeamCart = Cart.extend({ can_write: z.boolean(), can_delete: z.boolean() });
export type TeamCart = z.infer<typeof TeamCart>;
export const TeamCartsResponse = z.object({ event_team: PreorderEventTeam, carts: z.array(TeamCart) });
export type TeamCartsResponse = z.infer<typeof TeamCartsResponse>;

export const PreorderTokenResponse = z.object({ token: z.string(), event: Id, team: Id, event_team: Id });
export type PreorderTokenResponse = z.infer<typeof PreorderTokenResponse>;

export const RedeemTokenBody = z.object({
  first_name: NameText(GUEST_NAME_ERROR)
    .min(GUEST_NAME_MIN, GUEST_NAME_ERROR)
    .max(GUEST_NAME_MAX, GUEST_NAME_ERROR),
});
export const RedeemTokenResponse = z.object({ authToken: z.string(), user: User, cart: Id });
export type RedeemTokenResponse = z.infer<typeof RedeemTokenResponse>;

export const CartItemBody = z.object({ cart: Id, product: Id, quantity: Quantity });
export type CartItemBody = z.infer<typeof CartItemBody>;

export const preorderCalls = defineCalls('preorder', preorderEndpoints, {
  preorderEvent: {
    summary: 'Игра для предзаказа: событие с заведением и корневые разделы меню',
    params: EventIdParams,
    response: PreorderEventResponse,
  },
  secretPreorder: {
    summary: 'Секретная страница заведения: заказы по играм, командам и игрокам за день (без входа)',
    params: PreorderSlugParams,
    query: SecretPreorderQuery,
    response: SecretPreorder,
  },
  menuRoot: {
    summary: 'Корневые разделы меню заведения',
    query: PlaceQuery,
    response: MenuRootResponse,
  },
  menuCategory: {
    summary: 'Раздел меню: подразделы, путь (хлебные крошки) и товары',
    params: MenuCategoryParams,
    query: PlaceQuery,
    response: MenuCategory,
  },
  myCart: {
    summary: 'Моя корзина в команде на игре (null до первого заказа)',
    params: EventIdParams,
    response: MyCartResponse,
  },
  createCart: {
    summary: 'Создать мою корзину в команде на игре (или вернуть существующую)',
    params: EventIdParams,
    response: Cart,
    status: 201,
  },
  teamCarts: {
    summary: 'Корзины команды на игре с правами вызывающего на каждую',
    params: PreorderEventTeamParams,
    response: TeamCartsResponse,
  },
  deleteCart: {
    summary: 'Удалить корзину (нужен телефон; своя или корзина участника команды)',
    params: EventIdParams,
    response: null,
  },
  preorderToken: {
    summary: 'Ссылка команды для предзаказа без телефона (токен создаётся при первом запросе)',
    params: EventIdParams,
    response: PreorderTokenResponse,
  },
  redeemPreorderToken: {
    summary: 'Войти по ссылке команды с именем: пользователь без телефона, токен и корзина',
    params: TokenParams,
    body: RedeemTokenBody,
    response: RedeemTokenResponse,
    status: 201,
  },
  preorderAccess: {
    summary: 'Доступ к предзаказу команды: какое уведомление показать и можно ли заказывать',
    params: EventIdParams,
    query: PreorderAccessQuery,
    response: PreorderAccess,
  },
  addCartItem: {
    summary: 'Добавить товар в корзину (количество прибавляется, всего не больше 99)',
    body: CartItemBody,
    response: CartItem,
    status: 201,
  },
  updateCartItem: {
    summary: 'Задать количество товара в корзине (1–99)',
    body: CartItemBody,
    response: CartItem,
  },
  deleteCartItem: {
    summary: 'Удалить позицию из корзины',
    params: EventIdParams,
    response: null,
  },
});
