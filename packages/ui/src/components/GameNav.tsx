/**
 * The «Игра» bar of the organizer's screens of one game: links to the game's other screens, in a row that
 * wraps. A `newTab` link (the hall's TV screen) opens a window of its own; the others navigate in place.
 */
import { colors, space } from '../tokens';
import { AppLink } from './AppLink';

export interface GameNavLink {
  href: string;
  label: string;
  newTab?: boolean;
}

export function GameNav({ links }: { links: readonly GameNavLink[] }) {
  return (
    <nav aria-label="Игра" css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
      {links.map((l) => (
        <AppLink
          key={l.href}
          href={l.href}
          css={{ color: colors.primary }}
          {...(l.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {l.label}
        </AppLink>
      ))}
    </nav>
  );
}
