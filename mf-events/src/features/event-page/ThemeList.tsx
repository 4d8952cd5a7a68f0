/** «Темы»: this game's theme first, then the others of the landing feed, with the visitor's likes. */
import { useSession } from '@quiz/bus/react';
import type { Theme } from '@quiz/contract';
import { colors, radius, space } from '@quiz/ui';
import { useQuery } from '@tanstack/react-query';
import { landingFeedQueryOptions } from '../../shared/api/landingFeed';
import { useThemeLike } from '../../shared/theme-card/likes';
import { EVENT_PAGE_TEXTS } from './texts';

export function ThemeList({ current }: { current: Theme }) {
  const { data } = useQuery(landingFeedQueryOptions(null, !!useSession().token));
  const themes = [current, ...(data?.themes ?? []).filter((t) => t.id !== current.id)];
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
      {themes.map((t) => (
        <ThemeRow key={t.id} theme={t} />
      ))}
    </ul>
  );
}

function ThemeRow({ theme }: { theme: Theme }) {
  const session = useSession();
  const like = useThemeLike(theme);
  return (
    <li css={{ display: 'flex', alignItems: 'center', gap: space(3) }}>
      <img
        src={theme.picture_thumb}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        css={{ width: 48, height: 48, objectFit: 'cover', borderRadius: radius.control }}
      />
      <span css={{ flex: 1 }}>{theme.title}</span>
      {session.token && like.liked ? (
        <span css={{ color: colors.success, fontWeight: 600 }}>
          <span aria-hidden="true">♥ </span>
          {EVENT_PAGE_TEXTS.liked}
        </span>
      ) : null}
    </li>
  );
}
