/**
 * Preorder rules (SPEC §2 "Preorder", §4 "Preorder", §5 quantity, §6 cart rules, §8 notices), shared by
 * the server (which enforces them) and mf-preorder (which shows them).
 */
import { NAME_MAX, NAME_MIN, QUANTITY_MAX, QUANTITY_MIN } from './constants';
import { nameError } from './rules';

/** SPEC §5: a product's or cart item's quantity is a whole number from 1 to 99. */
export function isValidQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;
}

export const QUANTITY_ERROR = `Количество — от ${QUANTITY_MIN} до ${QUANTITY_MAX}.`;

/**
 * Who the visitor is for one team's preorder on one event (decided by the server from the database,
 * shown by the client as a notice):
 * - `closed`: the event's preorder-open flag is not set (it opens on game day);
 * - `anonymous`: not logged in and no valid team link;
 * - `invited`: not logged in (or not on the team) but holds a valid team link (`?t=`): asks for a name;
 * - `registered`: plays in this team on the event (can order);
 * - `guest`: got in with the team link and a name (can order, has no phone);
 * - `other_team`: plays in another team of the same event;
 * - `no_phone`: logged in without a phone and without the team's link;
 * - `not_registered`: logged in with a phone, not registered on the event.
 */
export const PREORDER_STATUSES = [
  'closed',
  'anonymous',
  'invited',
  'registered',
  'guest',
  'other_team',
  'no_phone',
  'not_registered',
] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

export interface PreorderFacts {
  isPreorderOpened: boolean;
  loggedIn: boolean;
  hasPhone: boolean;
  /** the user is an event player of this team's event team */
  inThisTeam: boolean;
  /** the user is an event player of another event team of the same event */
  inOtherTeam: boolean;
  /** the user already has a cart in this event team (got in through the team link) */
  hasGuestCart: boolean;
  /** the request carries this team's valid link token */
  validLink: boolean;
}

/** SPEC §4: which notice (or the catalog with ordering) the visitor gets. */
export function preorderStatus(f: PreorderFacts): PreorderStatus {
  if (!f.isPreorderOpened) return 'closed';
  if (!f.loggedIn) return f.validLink ? 'invited' : 'anonymous';
  if (f.inThisTeam) return 'registered';
  if (f.hasGuestCart) return 'guest';
  if (f.inOtherTeam) return 'other_team';
  if (f.validLink) return 'invited';
  return f.hasPhone ? 'not_registered' : 'no_phone';
}

/** Statuses that may order (add to a cart, change quantities). */
export function canOrder(status: PreorderStatus): boolean {
  return status === 'registered' || status === 'guest';
}

export interface CartActor {
  /** the cart is the user's own */
  isOwner: boolean;
  /** the user plays in the cart's event team */
  isTeammate: boolean;
  /** the user has a cart in the event team got through its link (and is not a player) */
  isGuest: boolean;
  hasPhone: boolean;
  /** the event's preorder is open */
  isPreorderOpened: boolean;
}

export interface CartPermissions {
  read: boolean;
  /** add, change and delete the cart's items */
  write: boolean;
  /** delete the whole cart */
  delete: boolean;
}

/**
 * SPEC §6: a user uses their own cart; the carts of others in the team are read-only; deleting a cart
 * needs a phone (so a guest who came by the link cannot delete anyone's cart, its own included).
 * Strangers see nothing. Nothing changes while the preorder is closed.
 */
export function cartPermissions(a: CartActor): CartPermissions {
  const member = a.isOwner || a.isTeammate || a.isGuest;
  const open = a.isPreorderOpened;
  return {
    read: member,
    write: a.isOwner && open,
    delete: open && a.hasPhone && (a.isOwner || a.isTeammate),
  };
}

export interface PricedLine {
  quantity: number;
  product: { price: number };
}

/** A cart line's total: price × quantity. */
export function lineTotal(line: PricedLine): number {
  return line.product.price * line.quantity;
}

/** Sum of the lines' totals. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Number of pieces in the lines (the cart badge). */
export function cartCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The secret page's `?date=`: a calendar day `YYYY-MM-DD`. */
export const PREORDER_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The guest's name: what the token link asks for (2 to 18 characters, like the login name). */
export const GUEST_NAME_MIN = NAME_MIN;
export const GUEST_NAME_MAX = NAME_MAX;
export const GUEST_NAME_ERROR = `Имя — от ${GUEST_NAME_MIN} до ${GUEST_NAME_MAX} символов.`;

/** The guest's name keeps the one name rule (`nameError`); the token link words its refusal as above. */
export const isValidGuestName = (name: string): boolean => nameError(name) === undefined;
