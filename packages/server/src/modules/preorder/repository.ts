/** Preorder queries (Kysely only): menu, event teams and players, carts, items, team links. */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { teamLinksWithEventTeam } from '../../db/joins';
import { insertId } from '../../db/rows';

// ---------------------------------------------------------------- menu

/** A level of the menu, in menu order: a venue's root categories (`place`) or a category's children. */
export function categoriesUnder(db: Db, under: { place: number } | { parent: number }) {
  const level =
    'place' in under
      ? db.selectFrom('menu_categories').where('place_id', '=', under.place).where('parent_id', 'is', null)
      : db.selectFrom('menu_categories').where('parent_id', '=', under.parent);
  return level.select(['id', 'title', 'picture']).orderBy('sort_order').orderBy('id').execute();
}

export function categoryOfPlace(db: Db, categoryId: number, placeId: number) {
  return db
    .selectFrom('menu_categories')
    .selectAll()
    .where('id', '=', categoryId)
    .where('place_id', '=', placeId)
    .executeTakeFirst();
}

export function categoryById(db: Db, categoryId: number) {
  return db.selectFrom('menu_categories').selectAll().where('id', '=', categoryId).executeTakeFirst();
}

export function productsOfCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('category_id', '=', categoryId)
    .where('is_available', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function productById(db: Db, productId: number) {
  return db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
}

export function placeById(db: Db, placeId: number) {
  return db.selectFrom('places').selectAll().where('id', '=', placeId).executeTakeFirst();
}

export function placeBySlug(db: Db, slug: string) {
  return db.selectFrom('places').selectAll().where('secret_slug', '=', slug).executeTakeFirst();
}

// ---------------------------------------------------------------- event teams (read only: owned by mf-teams)

const eventTeamColumns = [
  'event_teams.id as id',
  'event_teams.event_id as event_id',
  'event_teams.team_id as team_id',
  'event_teams.title as title',
  'teams.title as team_title',
] as const;

/** Event teams with their team's title (`eventTeamColumns`). */
const eventTeamsWithTitle = (db: Db) =>
  db.selectFrom('event_teams').innerJoin('teams', 'teams.id', 'event_teams.team_id').select(eventTeamColumns);

export function eventTeamOf(db: Db, eventId: number, teamId: number) {
  return eventTeamsWithTitle(db)
    .where('event_teams.event_id', '=', eventId)
    .where('event_teams.team_id', '=', teamId)
    .orderBy('event_teams.id')
    .executeTakeFirst();
}

export function eventTeamById(db: Db, eventTeamId: number) {
  return eventTeamsWithTitle(db).where('event_teams.id', '=', eventTeamId).executeTakeFirst();
}

export async function isPlayer(db: Db, eventTeamId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('event_players')
    .select('id')
    .where('event_team_id', '=', eventTeamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The event team the user plays in on the event, if any. */
export function playedEventTeam(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .select(eventTeamColumns)
    .where('event_teams.event_id', '=', eventId)
    .where('event_players.user_id', '=', userId)
    .orderBy('event_teams.id')
    .executeTakeFirst();
}

// ---------------------------------------------------------------- carts

export function cartOf(db: Db, eventTeamId: number, userId: number) {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('event_team_id', '=', eventTeamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function cartById(db: Db, cartId: number) {
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).executeTakeFirst();
}

export function cartsOfEventTeams(db: Db, eventTeamIds: readonly number[]) {
  if (eventTeamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('carts')
    .leftJoin('users', 'users.id', 'carts.user_id')
    .selectAll('carts')
    .select('users.first_name as user_first_name')
    .where('carts.event_team_id', 'in', [...eventTeamIds])
    .orderBy('carts.id')
    .execute();
}

/** Inserts the user's cart unless it exists (one per user and event team), then reads it. */
export async function ensureCart(db: Db, eventTeamId: number, userId: number, name: string) {
  await db
    .insertInto('carts')
    .values({ event_team_id: eventTeamId, user_id: userId, name })
    .onConflict((oc) => oc.columns(['event_team_id', 'user_id']).doNothing())
    .execute();
  const cart = await cartOf(db, eventTeamId, userId);
  if (!cart) throw new Error('cart not created');
  return cart;
}

export function deleteCart(db: Db, cartId: number) {
  return db.deleteFrom('carts').where('id', '=', cartId).execute();
}

// ---------------------------------------------------------------- cart items

export function itemsOfCarts(db: Db, cartIds: readonly number[]) {
  if (cartIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .innerJoin('menu_categories', 'menu_categories.id', 'products.category_id')
    .select([
      'cart_items.id as id',
      'cart_items.cart_id as cart_id',
      'cart_items.quantity as quantity',
      'cart_items.version as version',
      'products.id as product_id',
      'products.title as title',
      'products.description as description',
      'products.picture as picture',
      'products.price as price',
      'products.category_id as category_id',
      'menu_categories.title as category_title',
    ])
    .where('cart_items.cart_id', 'in', [...cartIds])
    .orderBy('cart_items.id')
    .execute();
}

export type ItemRow = Awaited<ReturnType<typeof itemsOfCarts>>[number];

export async function itemById(db: Db, itemId: number): Promise<ItemRow | undefined> {
  const row = await db.selectFrom('cart_items').select('cart_id').where('id', '=', itemId).executeTakeFirst();
  if (!row) return undefined;
  return (await itemsOfCarts(db, [row.cart_id])).find((i) => i.id === itemId);
}

export function itemOf(db: Db, cartId: number, productId: number) {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** Sets the item's quantity (creating it), one atomic statement; the version grows by one. */
export function upsertItemQuantity(db: Db, cartId: number, productId: number, quantity: number) {
  return db
    .insertInto('cart_items')
    .values({ cart_id: cartId, product_id: productId, quantity, version: 1 })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id']).doUpdateSet({
        quantity: (eb) => eb.ref('excluded.quantity'),
        version: sql<number>`cart_items.version + 1`,
      }),
    )
    .returning(['id', 'quantity', 'version'])
    .executeTakeFirstOrThrow();
}

export function deleteItem(db: Db, itemId: number) {
  return db.deleteFrom('cart_items').where('id', '=', itemId).execute();
}

// ---------------------------------------------------------------- team links

export function linkByToken(db: Db, token: string) {
  return teamLinksWithEventTeam(db)
    .select([
      'preorder_tokens.id as id',
      'preorder_tokens.token as token',
      'preorder_tokens.event_team_id as event_team_id',
      'preorder_tokens.expires_at as expires_at',
      'event_teams.event_id as event_id',
      'event_teams.team_id as team_id',
    ])
    .where('preorder_tokens.token', '=', token.toLowerCase())
    .executeTakeFirst();
}

export function linkOfEventTeam(db: Db, eventTeamId: number) {
  return db
    .selectFrom('preorder_tokens')
    .selectAll()
    .where('event_team_id', '=', eventTeamId)
    .orderBy('id')
    .executeTakeFirst();
}

export function insertLink(db: Db, eventTeamId: number, token: string, userId: number) {
  return db
    .insertInto('preorder_tokens')
    .values({ event_team_id: eventTeamId, token, created_by: userId })
    .execute();
}

// ---------------------------------------------------------------- users

export const insertGuestUser = (db: Db, firstName: string): Promise<number> =>
  insertId(db, 'users', { first_name: firstName, phone: null });

// ---------------------------------------------------------------- secret page

export function eventsOfPlace(db: Db, placeId: number, states: readonly string[]) {
  return db
    .selectFrom('events')
    .innerJoin('games', 'games.id', 'events.game_id')
    .innerJoin('themes', 'themes.id', 'games.theme_id')
    .select(['events.id as id', 'events.date as date', 'events.postfix as postfix', 'themes.title as theme'])
    .where('events.place_id', '=', placeId)
    .where('events.workflow_state', 'in', [...states])
    .orderBy('events.date')
    .orderBy('events.id')
    .execute();
}

export function eventTeamsOfEvents(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return eventTeamsWithTitle(db)
    .where('event_teams.event_id', 'in', [...eventIds])
    .orderBy('event_teams.title')
    .orderBy('event_teams.id')
    .execute();
}

/** `event_team_id:user_id` of every player of the event teams. */
export async function playerKeys(db: Db, eventTeamIds: readonly number[]): Promise<Set<string>> {
  if (eventTeamIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('event_players')
    .select(['event_team_id', 'user_id'])
    .where('event_team_id', 'in', [...eventTeamIds])
    .execute();
  return new Set(rows.map((r) => `${r.event_team_id}:${r.user_id}`));
}
