import { city$, emit, session$ } from '@quiz/bus';
import { useBehavior } from '@quiz/bus/react';
import type { User } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  fontSize,
  fontWeight,
  maxContentWidth,
  mq,
  NAVBAR_HEIGHT_VAR,
  space,
  zIndex,
} from '@quiz/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { logout } from '../auth/token';
import { useDisclosure } from './disclosure';
import { MORE_LABEL, MoreChevron } from './more-label';
import { LINK_GAP, useNavOverflow } from './nav-overflow';

// only when some links do not fit (an organizer's row at 1280 px): most first loads never need it
const MoreLinks = lazy(() => import('./MoreLinks').then((m) => ({ default: m.MoreLinks })));
// the city window (its search field, the list) is fetched on the first click on the city, not with the page
const CityModal = lazy(() => import('../city/CityModal').then((m) => ({ default: m.CityModal })));

export const BRAND = 'Квиз';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** the links that do not fit the row go under «Ещё», the lowest priority first */
  priority: number;
}

/**
 * SPEC §2 "Navbar and footer": Home, Game results, Team rating, Games, My teams when logged in;
 * «Организатору» (the organizer console) for an organizer. On a row too narrow for all of them the
 * least used go under «Ещё» first: the vote, the results, the rating; the console last.
 */
export function navItems(loggedIn: boolean, organizer = false): NavItem[] {
  const items: NavItem[] = [
    { to: href('home'), label: 'Главная', end: true, priority: 4 },
    { to: href('gameResults'), label: 'Итоги игр', priority: 2 },
    { to: href('rating'), label: 'Рейтинг команд', priority: 3 },
    { to: href('games'), label: 'Игры', priority: 6 },
  ];
  if (loggedIn)
    items.push(
      { to: href('myTeams'), label: 'Мои команды', priority: 5 },
      { to: href('themeVote'), label: 'Голосование', priority: 1 },
    );
  if (loggedIn && organizer)
    items.push({ to: href('organizer'), label: ORGANIZER_TEXTS.navLink, priority: 7 });
  return items;
}

const linkCss = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  // every link of a logged-in player fits one row at 1280 px (it wrapped «Голосование» to a second)
  padding: `0 ${space(2)}`,
  whiteSpace: 'nowrap',
  borderRadius: 8,
  color: colors.onPrimary,
  textDecoration: 'none',
  fontWeight: fontWeight.medium,
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&.active': { background: 'rgba(255,255,255,0.2)' },
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
} as const;

const ghostButtonCss = {
  minHeight: 44,
  borderRadius: 8,
  background: 'transparent',
  color: colors.onPrimary,
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** The city of the page, and the window that changes it. */
function CityButton({ onOpen }: { onOpen: () => void }) {
  const city = useBehavior(city$);
  const [cityOpen, setCityOpen] = useState(false);
  // mounted from the first opening on (and kept, so closing gives the focus back as before)
  const [cityAsked, setCityAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // the city window replaces the phone menu rather than opening over it
          onOpen();
          setCityAsked(true);
          setCityOpen(true);
        }}
        aria-label={city ? `Город: ${city.title}. Сменить город` : 'Выбрать город'}
        aria-haspopup="dialog"
        // a nav link's box, hover and focus ring on a ghost button (its font the row's, not the links' weight)
        css={{ ...linkCss, ...ghostButtonCss, gap: space(1), border: 0 }}
      >
        <PinIcon />
        {/* a long city name ends with «…» rather than pushing the links to a second row */}
        <span css={ellipsisCss(160)}>{city?.title ?? 'Город'}</span>
      </button>
      {cityAsked ? (
        <Suspense fallback={null}>
          <CityModal open={cityOpen} onOpenChange={setCityOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

const everywhereCss = {
  minHeight: 24,
  padding: `0 ${space(1)}`,
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: colors.onPrimary,
  font: 'inherit',
  fontSize: fontSize.xs,
  textDecoration: 'underline',
  // two short lines under «Выйти»: one long one pushed «Голосование» to a second row
  maxWidth: 112,
  lineHeight: 1.25,
  textAlign: 'left',
  cursor: 'pointer',
  opacity: 0.9,
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
} as const;

/** «Выйти», «Выйти на всех устройствах» for a user; «Войти» for a visitor (not on /login itself). */
function AccountActions({ loggedIn, user }: { loggedIn: boolean; user: User | null }) {
  const location = useLocation();
  const toastAfter = (message: string) => () => emit({ type: 'toast.show', kind: 'info', message });
  if (!loggedIn) {
    return location.pathname === '/login' ? null : (
      <Button
        variant="accent"
        onClick={() => emit({ type: 'auth.required', from: `${location.pathname}${location.search}` })}
      >
        Войти
      </Button>
    );
  }
  return (
    <>
      <UserBadge user={user} />
      {/* the two ways out, one above the other: side by side they pushed the links to a second row */}
      <div css={{ display: 'grid', justifyItems: 'start', gap: 2 }}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void logout().then(toastAfter('Вы вышли из аккаунта'))}
        >
          Выйти
        </Button>
        <button
          type="button"
          onClick={() =>
            void logout(undefined, { everywhere: true }).then(toastAfter('Вы вышли на всех устройствах'))
          }
          css={everywhereCss}
        >
          Выйти на всех устройствах
        </button>
      </div>
    </>
  );
}

const ellipsisCss = (maxWidth: number) =>
  ({ maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/**
 * The links on one row (those that do not fit under «Ещё», ./nav-overflow.ts), measured on a hidden copy
 * of the row; below 576 px the phone menu's column lists every link.
 */
function NavLinks({ items }: { items: readonly NavItem[] }) {
  const { area, measure, hidden, moreWidth } = useNavOverflow(items.map((item) => item.priority));
  const more = items.filter((_, i) => hidden.has(i));
  return (
    <div
      ref={area}
      data-nav-links=""
      style={{ minWidth: moreWidth }}
      css={{
        position: 'relative',
        // it takes the room left beside the account buttons and asks for none: the links adapt to it
        // (with their own width it was the whole row that wrapped under the city)
        flex: '1 1 0',
        width: 0,
        display: 'flex',
        alignItems: 'center',
        gap: LINK_GAP,
        [mq.mobile]: { flex: 'none', width: 'auto', flexDirection: 'column', alignItems: 'stretch' },
      }}
    >
      <ul
        aria-label="Разделы"
        css={{
          display: 'flex',
          gap: LINK_GAP,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          [mq.mobile]: { flexDirection: 'column', '& > li[hidden]': { display: 'list-item' } },
        }}
      >
        {items.map((item, i) => (
          // under «Ещё» on a wide screen; the phone menu shows it (the rule above)
          <li key={item.to} hidden={hidden.has(i) || undefined}>
            <NavLink to={item.to} end={item.end} css={linkCss}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {more.length ? (
        <Suspense fallback={null}>
          <MoreLinks links={more} linkCss={linkCss} />
        </Suspense>
      ) : null}
      <div
        aria-hidden="true"
        css={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          visibility: 'hidden',
          pointerEvents: 'none',
        }}
      >
        <ul
          ref={measure}
          css={{
            display: 'flex',
            gap: LINK_GAP,
            width: 'max-content',
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {items.map((item) => (
            <li key={item.to}>
              <span data-nav-measure="" css={linkCss}>
                {item.label}
              </span>
            </li>
          ))}
          <li>
            <span data-nav-measure="" css={{ ...linkCss, gap: space(1) }}>
              {MORE_LABEL}
              <MoreChevron />
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The links and the account buttons: a row on a wide screen, the phone menu's column below 576 px. */
function MenuItems({
  id,
  open,
  loggedIn,
  user,
}: {
  id: string;
  open: boolean;
  loggedIn: boolean;
  user: User | null;
}) {
  return (
    <div
      id={id}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: space(2),
        flex: 1,
        [mq.mobile]: {
          display: open ? 'flex' : 'none',
          flexBasis: '100%',
          flexDirection: 'column',
          alignItems: 'stretch',
          paddingBottom: space(2),
        },
      }}
    >
      <NavLinks items={navItems(loggedIn, user?.is_organizer === true)} />
      <div
        css={{
          marginLeft: 'auto',
          display: 'flex',
          alignItems: 'center',
          gap: space(2),
          [mq.mobile]: { marginLeft: 0 },
        }}
      >
        <AccountActions loggedIn={loggedIn} user={user} />
      </div>
    </div>
  );
}

export function Navbar() {
  const session = useBehavior(session$);
  const loggedIn = Boolean(session.token);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const header = useRef<HTMLElement | null>(null);
  // the phone menu: Esc gives focus back to «Меню»
  const [menuOpen, setMenuOpen] = useDisclosure(menuButton);
  useNavbarHeightVar(header);

  return (
    <header
      ref={header}
      css={{
        background: colors.primary,
        color: colors.onPrimary,
        position: 'sticky',
        top: 0,
        zIndex: zIndex.navbar,
      }}
    >
      <nav
        aria-label="Основная навигация"
        css={{
          maxWidth: maxContentWidth,
          margin: '0 auto',
          padding: `${space(2)} ${space(4)}`,
          display: 'flex',
          alignItems: 'center',
          gap: space(3),
          flexWrap: 'wrap',
        }}
      >
        <NavLink
          to="/"
          end
          css={{
            color: colors.onPrimary,
            textDecoration: 'none',
            fontSize: fontSize.xl,
            fontWeight: fontWeight.bold,
          }}
          aria-label={`${BRAND} — на главную`}
        >
          {BRAND}
        </NavLink>
        <CityButton onOpen={() => setMenuOpen(false)} />
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          css={{
            ...ghostButtonCss,
            display: 'none',
            marginLeft: 'auto',
            minWidth: 44,
            border: '1px solid rgba(255,255,255,0.4)',
            [mq.mobile]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
          }}
        >
          {menuOpen ? 'Закрыть' : 'Меню'}
        </button>
        <MenuItems id={menuId} open={menuOpen} loggedIn={loggedIn} user={session.user} />
      </nav>
    </header>
  );
}

function PinIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Publishes the navbar's height as `--quiz-navbar-height` on <html> (it wraps to two lines on some
 * phones): `scrollMarginTop` of @quiz/ui keeps a section scrolled into view out from under it.
 */
function useNavbarHeightVar(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(NAVBAR_HEIGHT_VAR, `${Math.ceil(el.offsetHeight)}px`);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}

/** Avatar, name and ID of the logged-in user (SPEC §2 navbar): a link to the personal cabinet. */
function UserBadge({ user }: { user: User | null }) {
  const name = user?.first_name.trim() || 'Игрок';
  const initial = name.charAt(0).toUpperCase();
  return (
    <NavLink
      to={href('cabinet')}
      title="Личный кабинет"
      css={{ ...linkCss, gap: space(2), padding: `${space(1)} ${space(2)}` }}
      data-testid="navbar-user"
    >
      {user?.avatar ? (
        <img
          src={user.avatar}
          alt=""
          width={36}
          height={36}
          css={{ borderRadius: '50%', objectFit: 'cover', background: colors.onPrimary }}
        />
      ) : (
        <span
          aria-hidden="true"
          css={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: colors.accent,
            color: colors.onAccent,
            fontWeight: fontWeight.bold,
          }}
        >
          {initial}
        </span>
      )}
      <span css={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <span css={{ fontWeight: fontWeight.medium, ...ellipsisCss(120) }}>{user ? name : 'Загрузка…'}</span>
        {user ? <span css={{ fontSize: fontSize.xs, opacity: 0.85 }}>ID {user.id}</span> : null}
      </span>
    </NavLink>
  );
}
