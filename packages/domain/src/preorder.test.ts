import {
  canOrder,
  cartCount,
  cartPermissions,
  cartTotal,
  isValidGuestName,
  isValidQuantity,
  type PreorderFacts,
  preorderStatus,
} from './preorder';

const base: PreorderFacts = {
  isPreorderOpened: true,
  loggedIn: true,
  hasPhone: true,
  inThisTeam: false,
  inOtherTeam: false,
  hasGuestCart: false,
  validLink: false,
};

describe('isValidQuantity', () => {
  it('accepts whole numbers 1..99 only', () => {
    expect([1, 2, 50, 99].every(isValidQuantity)).toBe(true);
    expect([0, -1, 100, 1.5, Number.NaN, '3', null].some(isValidQuantity)).toBe(false);
  });
});

describe('preorderStatus', () => {
  it('closed wins over everything', () => {
    expect(preorderStatus({ ...base, isPreorderOpened: false, inThisTeam: true })).toBe('closed');
  });
  it('anonymous without a link, invited with one', () => {
    expect(preorderStatus({ ...base, loggedIn: false, hasPhone: false })).toBe('anonymous');
    expect(preorderStatus({ ...base, loggedIn: false, hasPhone: false, validLink: true })).toBe('invited');
  });
  it('registered, guest, other team, invited, not registered, no phone', () => {
    expect(preorderStatus({ ...base, inThisTeam: true, inOtherTeam: true })).toBe('registered');
    expect(preorderStatus({ ...base, hasPhone: false, hasGuestCart: true })).toBe('guest');
    expect(preorderStatus({ ...base, inOtherTeam: true, validLink: true })).toBe('other_team');
    expect(preorderStatus({ ...base, hasPhone: false, validLink: true })).toBe('invited');
    expect(preorderStatus(base)).toBe('not_registered');
    expect(preorderStatus({ ...base, hasPhone: false })).toBe('no_phone');
  });
  it('only registered players and guests order', () => {
    expect(canOrder('registered')).toBe(true);
    expect(canOrder('guest')).toBe(true);
    for (const s of ['closed', 'anonymous', 'invited', 'other_team', 'no_phone', 'not_registered'] as const) {
      expect(canOrder(s)).toBe(false);
    }
  });
});

describe('cartPermissions', () => {
  const actor = {
    isOwner: false,
    isTeammate: false,
    isGuest: false,
    hasPhone: true,
    isPreorderOpened: true,
  };
  it('owner writes; deletes the cart only with a phone', () => {
    expect(cartPermissions({ ...actor, isOwner: true, isTeammate: true })).toEqual({
      read: true,
      write: true,
      delete: true,
    });
    expect(cartPermissions({ ...actor, isOwner: true, isGuest: true, hasPhone: false })).toEqual({
      read: true,
      write: true,
      delete: false,
    });
  });
  it('teammate reads, deletes with a phone, never writes', () => {
    expect(cartPermissions({ ...actor, isTeammate: true })).toEqual({
      read: true,
      write: false,
      delete: true,
    });
    expect(cartPermissions({ ...actor, isTeammate: true, hasPhone: false })).toEqual({
      read: true,
      write: false,
      delete: false,
    });
  });
  it('guest reads others read-only; stranger nothing; closed preorder changes nothing', () => {
    expect(cartPermissions({ ...actor, isGuest: true, hasPhone: false })).toEqual({
      read: true,
      write: false,
      delete: false,
    });
    expect(cartPermissions(actor)).toEqual({ read: false, write: false, delete: false });
    expect(cartPermissions({ ...actor, isOwner: true, isTeammate: true, isPreorderOpened: false })).toEqual({
      read: true,
      write: false,
      delete: false,
    });
  });
});

describe('totals', () => {
  const lines = [
    { quantity: 2, product: { price: 450 } },
    { quantity: 3, product: { price: 1250 } },
  ];
  it('sums line totals and pieces', () => {
    expect(cartTotal(lines)).toBe(900 + 3750);
    expect(cartCount(lines)).toBe(5);
    expect(cartTotal([])).toBe(0);
  });
});

describe('isValidGuestName', () => {
  it('2..18 characters after trimming', () => {
    expect(isValidGuestName(' Я ')).toBe(false);
    expect(isValidGuestName('Ян')).toBe(true);
    expect(isValidGuestName('x'.repeat(18))).toBe(true);
    expect(isValidGuestName('x'.repeat(19))).toBe(false);
  });
});
