import { emit, session$ } from '@quiz/bus';
import { href } from '@quiz/routes';
import { Button, colors, fontSize, fontWeight, maxContentWidth, mq, space, zIndex } from '@quiz/ui';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useBehavior } from '../use-observable';

export const BRAND = 'Квиз';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** SPEC §2 "Navbar and footer": Home, Game results, Team rating, Games, My teams when logged in. */
export function navItems(loggedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: href('home'), label: 'Главная', end: true },
    { to: href('GameResults'), label: 'Итоги игр' },
    { to: href('Rating'), label: 'Рейтинг команд' },
    { to: href('Games'), label: 'Игры' },
  ];
  if (loggedIn) items.push({ to: href('MyTeams'), label: 'Мои команды' });
  return items;
}

const linkCss = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  borderRadius: 8,
  color: colors.onPrimary,
  textDecoration: 'none',
  fontWeight: fontWeight.medium,
  '&:hover': { background: 'rgba(255,255,255,0.12)' },
  '&.active': { background: 'rgba(255,255,255,0.2)' },
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
} as const;

export function Navbar() {
  const session = useBehavior(session$);
  const loggedIn = Boolean(session.token);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // close the mobile menu after navigating
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const userName = session.user?.first_name;

  return (
    <header
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
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          css={{
            display: 'none',
            marginLeft: 'auto',
            minWidth: 44,
            minHeight: 44,
            border: '1px solid rgba(255,255,255,0.4)',
            borderRadius: 8,
            background: 'transparent',
            color: colors.onPrimary,
            font: 'inherit',
            cursor: 'pointer',
            [mq.mobile]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
          }}
        >
          {menuOpen ? 'Закрыть' : 'Меню'}
        </button>
        <div
          id={menuId}
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: space(2),
            flex: 1,
            [mq.mobile]: {
              display: menuOpen ? 'flex' : 'none',
              flexBasis: '100%',
              flexDirection: 'column',
              alignItems: 'stretch',
              paddingBottom: space(2),
            },
          }}
        >
          <ul
            css={{
              display: 'flex',
              gap: space(1),
              listStyle: 'none',
              margin: 0,
              padding: 0,
              flexWrap: 'wrap',
              [mq.mobile]: { flexDirection: 'column' },
            }}
          >
            {navItems(loggedIn).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} css={linkCss}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div
            css={{
              marginLeft: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: space(2),
              [mq.mobile]: { marginLeft: 0 },
            }}
          >
            {loggedIn ? (
              <span css={{ fontWeight: fontWeight.medium }}>{userName ?? 'Вы вошли'}</span>
            ) : (
              <Button
                variant="accent"
                onClick={() =>
                  emit({ type: 'auth.required', from: `${location.pathname}${location.search}` })
                }
              >
                Войти
              </Button>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
