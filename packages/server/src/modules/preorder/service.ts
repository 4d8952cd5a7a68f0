/**
 * Preorder rules on the server: who sees which notice, who may read, change or delete which cart
 * (the rules themselves are @quiz/domain's `preorderStatus` and `cartPermissions`), the catalog, the
 * team link and the venue's secret page. Event teams and players are read only (mf-teams owns them).
 */
import { randomBytes } from 'node:crypto';
import type {
  Cart,
  CartItem,
  MenuCategory,
  MenuCategoryBrief,
  PreorderAccess,
  PreorderEventTeam,
  Product,
  SecretPreorder,
  TeamCart,
} from '@quiz/contract';
import {
  canOrder,
  cartPermissions,
  isCancelled,
  isValidQuantity,
  preorderStatus,
  QUANTITY_ERROR,
  QUANTITY_MAX,
} from '@quiz/domain';
import { loadUserView } from '../../auth/user-view';
import type { Db } from '../../db';
import { forUpdate } from '../../db/dialect';
import { toBool, type UserRow } from '../../db/schema';
import { fieldErrors, forbidden, httpError, notFound, orNotFound } from '../../errors';
import { issueToken } from '../../plugins/current-user';
import { eventsByIds } from '../../views/catalogue';
import { visibleEvent } from '../events/repository';
import { EVENT_NOT_FOUND } from '../events/service';
import * as repo from './repository';

export const PREORDER_TEXTS = {
  eventTeamNotFound: 'Команда не зарегистрирована на эту игру.',
  placeNotFound: 'Заведение не найдено.',
  categoryNotFound: 'Раздел меню не найден.',
  cartNotFound: 'Корзина не найдена.',
  itemNotFound: 'Позиция корзины не найдена.',
  badLink: 'Ссылка для предзаказа недействительна.',
  secretNotFound: 'Страница предзаказа не найдена.',
  closed: 'Предзаказ ещё не открыт: он откроется в день игры.',
  cancelled: 'Игра отменена: предзаказ на неё закрыт.',
  notYourCart: 'Это корзина другого участника: её можно только посмотреть.',
  cannotOrder: 'Заказывать могут только игроки команды или гости по её ссылке.',
  deleteNeedsPhone: 'Удалять корзины могут только участники команды с телефоном.',
  noAccess: 'Корзины этой команды видят только её участники.',
  onlyPlayers: 'Ссылку команды может получить только её игрок.',
  productNotInMenu: 'Такого товара нет в меню заведения.',
  tooMany: (has: number) => `В корзине уже ${has} шт.: всего можно не больше ${QUANTITY_MAX}.`,
} as const;

const SECRET_STATES = ['published', 'sitting', 'finished'] as const;

/** The preorder takes orders: the organizer opened it and the game is not cancelled. */
const preorderOpen = (event: { is_preorder_opened: number; workflow_state: string }): boolean =>
  toBool(event.is_preorder_opened) && !isCancelled(event);

/** 403 when the preorder takes no orders, saying why (a cancelled game, or not opened yet). */
function requirePreorderOpen(event: { is_preorder_opened: number; workflow_state: string }): void {
  if (isCancelled(event)) throw forbidden(PREORDER_TEXTS.cancelled);
  if (!toBool(event.is_preorder_opened)) throw forbidden(PREORDER_TEXTS.closed);
}

// ---------------------------------------------------------------- views

type ProductRow = NonNullable<Awaited<ReturnType<typeof repo.productById>>>;

export function productView(
  p: Pick<ProductRow, 'id' | 'title' | 'description' | 'picture' | 'price' | 'category_id'>,
): Product {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    picture: p.picture,
    price: Number(p.price),
    category: p.category_id,
  };
}

function itemView(i: repo.ItemRow): CartItem {
  return {
    id: i.id,
    cart: i.cart_id,
    quantity: i.quantity,
    version: Number(i.version),
    product: productView({ ...i, id: i.product_id }),
  };
}

type CartRow = NonNullable<Awaited<ReturnType<typeof repo.cartById>>>;
type EventTeamRow = NonNullable<Awaited<ReturnType<typeof repo.eventTeamById>>>;

function eventTeamView(et: EventTeamRow): PreorderEventTeam {
  return { id: et.id, event: et.event_id, team: { id: et.team_id, title: et.team_title }, title: et.title };
}

/**
 * A cart is named by its player (his first name, a guest's name included): the name stored with a cart
 * may be a generic one («Мой заказ»), which on a teammate's screen named every other cart the same.
 */
function cartOwnerName(c: { name: string; user_first_name?: string | null }): string {
  return c.user_first_name?.trim() || c.name;
}

async function cartsView(
  db: Db,
  carts: readonly (CartRow & { user_first_name?: string | null })[],
): Promise<Cart[]> {
  const items = await repo.itemsOfCarts(
    db,
    carts.map((c) => c.id),
  );
  return carts.map((c) => ({
    id: c.id,
    name: cartOwnerName(c),
    user: c.user_id,
    event_team: c.event_team_id,
    cart_items: items.filter((i) => i.cart_id === c.id).map(itemView),
  }));
}

// ---------------------------------------------------------------- lookups

async function openEvent(db: Db, eventId: number) {
  return orNotFound(await visibleEvent(db, eventId), EVENT_NOT_FOUND);
}

async function eventTeamOrThrow(db: Db, eventTeamId: number) {
  const et = orNotFound(await repo.eventTeamById(db, eventTeamId), PREORDER_TEXTS.eventTeamNotFound);
  const event = await openEvent(db, et.event_id);
  return { et, event };
}

interface Membership {
  isPlayer: boolean;
  cart: CartRow | undefined;
}

async function membership(db: Db, eventTeamId: number, user: UserRow): Promise<Membership> {
  const [isPlayer, cart] = await Promise.all([
    repo.isPlayer(db, eventTeamId, user.id),
    repo.cartOf(db, eventTeamId, user.id),
  ]);
  return { isPlayer, cart };
}

/** The caller's rights on a cart of `ownerId` (SPEC §6 via @quiz/domain), from his membership of its team. */
function rightsFor(m: Membership, ownerId: number | null, user: UserRow, isPreorderOpened: boolean) {
  return cartPermissions({
    isOwner: ownerId === user.id,
    isTeammate: m.isPlayer,
    isGuest: !m.isPlayer && m.cart !== undefined,
    hasPhone: Boolean(user.phone),
    isPreorderOpened,
  });
}

/**
 * The cart and its game, for a change of its items: 403 saying why when the caller may not read it,
 * the preorder takes no orders or the cart is another player's.
 */
async function writableCart(db: Db, cartId: number, user: UserRow) {
  const { cart, event } = await cartWithEvent(db, cartId);
  const opened = preorderOpen(event);
  const rights = rightsFor(await membership(db, cart.event_team_id, user), cart.user_id, user, opened);
  if (!rights.read) throw forbidden(PREORDER_TEXTS.noAccess);
  if (!opened) throw forbidden(PREORDER_TEXTS.closed);
  if (!rights.write) throw forbidden(PREORDER_TEXTS.notYourCart);
  return { cart, event };
}

async function cartWithEvent(db: Db, cartId: number) {
  const cart = orNotFound(await repo.cartById(db, cartId), PREORDER_TEXTS.cartNotFound);
  const { et, event } = await eventTeamOrThrow(db, cart.event_team_id);
  return { cart, et, event };
}

// ---------------------------------------------------------------- catalog

export async function preorderEvent(db: Db, eventId: number, user: UserRow | null) {
  const row = await openEvent(db, eventId);
  const [event] = await eventsByIds(db, [row.id], user);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { event, categories: await repo.categoriesUnder(db, { place: row.place_id }) };
}

export async function menuRoot(db: Db, placeId: number): Promise<MenuCategoryBrief[]> {
  if (!(await repo.placeById(db, placeId))) throw notFound(PREORDER_TEXTS.placeNotFound);
  return repo.categoriesUnder(db, { place: placeId });
}

export async function menuCategory(db: Db, categoryId: number, placeId: number): Promise<MenuCategory> {
  const category = orNotFound(
    await repo.categoryOfPlace(db, categoryId, placeId),
    PREORDER_TEXTS.categoryNotFound,
  );
  const parents: MenuCategoryBrief[] = [];
  let parentId = category.parent_id;
  for (let depth = 0; parentId !== null && depth < 10; depth++) {
    const parent = await repo.categoryById(db, parentId);
    if (!parent) break;
    parents.unshift({ id: parent.id, title: parent.title, picture: parent.picture });
    parentId = parent.parent_id;
  }
  const [children, products] = await Promise.all([
    repo.categoriesUnder(db, { parent: category.id }),
    repo.productsOfCategory(db, category.id),
  ]);
  return {
    id: category.id,
    title: category.title,
    picture: category.picture,
    children,
    parents,
    products: products.map(productView),
  };
}

// ---------------------------------------------------------------- access

export async function access(
  db: Db,
  eventId: number,
  teamId: number,
  linkToken: string | undefined,
  user: UserRow | null,
): Promise<PreorderAccess> {
  const event = await openEvent(db, eventId);
  const et = await repo.eventTeamOf(db, event.id, teamId);
  const link =
    linkToken && /^[0-9a-f]{16,64}$/i.test(linkToken) ? await repo.linkByToken(db, linkToken) : undefined;
  const validLink = Boolean(et && link && link.event_team_id === et.id);
  const m = user && et ? await membership(db, et.id, user) : { isPlayer: false, cart: undefined };
  const own = user ? await repo.playedEventTeam(db, event.id, user.id) : undefined;
  const status = preorderStatus({
    isPreorderOpened: preorderOpen(event),
    loggedIn: user !== null,
    hasPhone: Boolean(user?.phone),
    inThisTeam: m.isPlayer,
    inOtherTeam: own !== undefined && own.id !== et?.id,
    hasGuestCart: m.cart !== undefined,
    validLink,
  });
  return {
    status,
    can_order: canOrder(status) && et !== undefined,
    event_team: et ? eventTeamView(et) : null,
    cart: m.cart?.id ?? null,
    own_team: own && own.id !== et?.id ? { id: own.team_id, title: own.team_title } : null,
    has_phone: Boolean(user?.phone),
    first_name: user?.first_name ?? null,
  };
}

// ---------------------------------------------------------------- carts

/** The caller's own cart in the event team (null when they have none: before the first order, or not on the team). */
export async function myCart(db: Db, eventTeamId: number, user: UserRow) {
  const { et } = await eventTeamOrThrow(db, eventTeamId);
  const own = await repo.cartOf(db, et.id, user.id);
  const [cart] = own ? await cartsView(db, [own]) : [];
  return { event_team: eventTeamView(et), cart: cart ?? null };
}

export async function createCart(db: Db, eventTeamId: number, user: UserRow): Promise<Cart> {
  const { et, event } = await eventTeamOrThrow(db, eventTeamId);
  requirePreorderOpen(event);
  const m = await membership(db, et.id, user);
  if (!m.isPlayer && !m.cart) throw forbidden(PREORDER_TEXTS.cannotOrder);
  const cart = m.cart ?? (await repo.ensureCart(db, et.id, user.id, user.first_name || 'Игрок'));
  const [view] = await cartsView(db, [cart]);
  if (!view) throw notFound(PREORDER_TEXTS.cartNotFound);
  return view;
}

export async function teamCarts(db: Db, eventId: number, teamId: number, user: UserRow) {
  const event = await openEvent(db, eventId);
  const et = orNotFound(await repo.eventTeamOf(db, event.id, teamId), PREORDER_TEXTS.eventTeamNotFound);
  const m = await membership(db, et.id, user);
  if (!m.isPlayer && !m.cart) throw forbidden(PREORDER_TEXTS.noAccess);
  const rows = await repo.cartsOfEventTeams(db, [et.id]);
  const carts = await cartsView(db, rows);
  const opened = preorderOpen(event);
  const views: TeamCart[] = carts.map((c) => {
    const rights = rightsFor(m, c.user, user, opened);
    return { ...c, can_write: rights.write, can_delete: rights.delete };
  });
  views.sort((a, b) => Number(b.user === user.id) - Number(a.user === user.id) || a.id - b.id);
  return { event_team: eventTeamView(et), carts: views };
}

export async function removeCart(db: Db, cartId: number, user: UserRow): Promise<void> {
  const { cart, event } = await cartWithEvent(db, cartId);
  const rights = rightsFor(
    await membership(db, cart.event_team_id, user),
    cart.user_id,
    user,
    preorderOpen(event),
  );
  if (!rights.read) throw forbidden(PREORDER_TEXTS.noAccess);
  requirePreorderOpen(event);
  if (!rights.delete) throw forbidden(PREORDER_TEXTS.deleteNeedsPhone);
  await repo.deleteCart(db, cart.id);
}

// ---------------------------------------------------------------- cart items

/** writableCart, and the product on the cart's venue menu. */
async function writableCartWithProduct(db: Db, cartId: number, productId: number, user: UserRow) {
  const { cart, event } = await writableCart(db, cartId, user);
  const product = await repo.productById(db, productId);
  if (!product || product.place_id !== event.place_id || !toBool(product.is_available)) {
    throw fieldErrors({ product: [PREORDER_TEXTS.productNotInMenu] });
  }
  return cart;
}

async function itemViewById(db: Db, itemId: number): Promise<CartItem> {
  const row = orNotFound(await repo.itemById(db, itemId), PREORDER_TEXTS.itemNotFound);
  return itemView(row);
}

/** POST: adds to the item's quantity (creating it); the sum stays within 1..99. */
export async function addItem(
  db: Db,
  body: { cart: number; product: number; quantity: number },
  user: UserRow,
): Promise<CartItem> {
  const cart = await writableCartWithProduct(db, body.cart, body.product, user);
  const saved = await db.transaction().execute(async (trx) => {
    await forUpdate(trx, trx.selectFrom('carts').select('id').where('id', '=', cart.id)).executeTakeFirst();
    const existing = await repo.itemOf(trx, cart.id, body.product);
    const total = (existing?.quantity ?? 0) + body.quantity;
    if (!isValidQuantity(total)) {
      throw fieldErrors({
        quantity: [existing ? PREORDER_TEXTS.tooMany(existing.quantity) : QUANTITY_ERROR],
      });
    }
    return repo.upsertItemQuantity(trx, cart.id, body.product, total);
  });
  return itemViewById(db, saved.id);
}

/** PATCH: sets the item's quantity (creating it), in one atomic statement. */
export async function setItem(
  db: Db,
  body: { cart: number; product: number; quantity: number },
  user: UserRow,
): Promise<CartItem> {
  const cart = await writableCartWithProduct(db, body.cart, body.product, user);
  const saved = await repo.upsertItemQuantity(db, cart.id, body.product, body.quantity);
  const view = await repo.itemById(db, saved.id);
  // answer what this write stored (a later write may already have changed the row)
  const base = view ? itemView(view) : await itemViewById(db, saved.id);
  return { ...base, quantity: saved.quantity, version: Number(saved.version) };
}

export async function removeItem(db: Db, itemId: number, user: UserRow): Promise<void> {
  const item = orNotFound(await repo.itemById(db, itemId), PREORDER_TEXTS.itemNotFound);
  await writableCart(db, item.cart_id, user);
  await repo.deleteItem(db, item.id);
}

// ---------------------------------------------------------------- team link

export async function teamLink(db: Db, eventTeamId: number, user: UserRow) {
  const { et } = await eventTeamOrThrow(db, eventTeamId);
  if (!(await repo.isPlayer(db, et.id, user.id))) throw forbidden(PREORDER_TEXTS.onlyPlayers);
  let link = await repo.linkOfEventTeam(db, et.id);
  if (!link) {
    await repo.insertLink(db, et.id, randomBytes(16).toString('hex'), user.id);
    link = await repo.linkOfEventTeam(db, et.id);
  }
  if (!link) throw notFound(PREORDER_TEXTS.badLink);
  return { token: link.token, event: et.event_id, team: et.team_id, event_team: et.id };
}

export async function redeemLink(
  db: Db,
  eventId: number,
  token: string,
  firstName: string,
  user: UserRow | null,
) {
  const event = await openEvent(db, eventId);
  const link = await repo.linkByToken(db, token);
  if (
    !link ||
    link.event_id !== event.id ||
    (link.expires_at && link.expires_at < new Date().toISOString())
  ) {
    throw notFound(PREORDER_TEXTS.badLink);
  }
  requirePreorderOpen(event);
  const name = firstName.trim();
  const userId = user ? user.id : await repo.insertGuestUser(db, name);
  const cart = await repo.ensureCart(db, link.event_team_id, userId, name);
  const authToken = await issueToken(db, userId);
  const view = await loadUserView(db, userId);
  if (!view) throw httpError(500, 'user not created');
  return { authToken, user: { ...view, authToken }, cart: cart.id };
}

// ---------------------------------------------------------------- secret page

function localDay(iso: string, timeZone: string): string {
  const fmt = (tz: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));
  try {
    return fmt(timeZone);
  } catch {
    return fmt('UTC');
  }
}

export async function secretPreorder(
  db: Db,
  slug: string,
  date: string | undefined,
): Promise<SecretPreorder> {
  const place = orNotFound(await repo.placeBySlug(db, slug), PREORDER_TEXTS.secretNotFound);
  const city = await db
    .selectFrom('cities')
    .select('timezone')
    .where('id', '=', place.city_id)
    .executeTakeFirst();
  const tz = city?.timezone || 'UTC';
  const events = (await repo.eventsOfPlace(db, place.id, SECRET_STATES)).map((e) => ({
    ...e,
    day: localDay(e.date, tz),
  }));
  const today = localDay(new Date().toISOString(), tz);
  const dates = [...new Set(events.map((e) => e.day).filter((d) => d >= today))].sort();
  const shown = date ?? dates[0] ?? null;
  const dayEvents = events.filter((e) => e.day === shown);
  const ets = await repo.eventTeamsOfEvents(
    db,
    dayEvents.map((e) => e.id),
  );
  const carts = await repo.cartsOfEventTeams(
    db,
    ets.map((t) => t.id),
  );
  const items = await repo.itemsOfCarts(
    db,
    carts.map((c) => c.id),
  );
  const players = await repo.playerKeys(
    db,
    ets.map((t) => t.id),
  );
  return {
    place: { id: place.id, title: place.title, address: place.address, timezone: tz },
    date: shown,
    dates,
    events: dayEvents.map((e) => ({
      event: { id: e.id, date: e.date, title: e.postfix ? `${e.theme} ${e.postfix}` : e.theme },
      teams: ets
        .filter((t) => t.event_id === e.id)
        .map((t) => ({
          team: { id: t.team_id, title: t.title },
          carts: carts
            .filter((c) => c.event_team_id === t.id)
            .map((c) => ({
              user: c.user_id ? { id: c.user_id, first_name: c.user_first_name ?? '' } : null,
              name: cartOwnerName(c),
              guest: !players.has(`${c.event_team_id}:${c.user_id}`),
              orders: items
                .filter((i) => i.cart_id === c.id)
                .map((i) => ({
                  category: i.category_title,
                  title: i.title,
                  price: Number(i.price),
                  quantity: i.quantity,
                })),
            }))
            .filter((c) => c.orders.length > 0),
        }))
        .filter((t) => t.carts.length > 0),
    })),
  };
}
