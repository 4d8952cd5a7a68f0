/** Themes without an event yet: 3 at first, «Показать ещё» adds 3 until all are shown. */
import type { Theme } from '@quiz/contract';
import { THEMES_PAGE_SIZE } from '@quiz/domain';
import { Button, cardGridCss, colors, fontSize, space } from '@quiz/ui';
import { useState } from 'react';
import { ThemeCard } from '../../shared/theme-card/ThemeCard';
import { belowTheFold } from './belowTheFold';

export const THEMES_TEXTS = { title: 'Скоро в афише', more: 'Показать ещё' } as const;

export function ThemesSection({ themes }: { themes: readonly Theme[] }) {
  const [shown, setShown] = useState(THEMES_PAGE_SIZE);
  if (themes.length === 0) return null;
  const visible = themes.slice(0, shown);
  return (
    <section
      aria-labelledby="themes-title"
      css={{ marginBottom: space(10), ...belowTheFold({ wide: 545, phone: 1470 }) }}
    >
      <h2 id="themes-title" css={{ margin: `0 0 ${space(4)}`, color: colors.primary, fontSize: fontSize.xl }}>
        {THEMES_TEXTS.title}
      </h2>
      <ul css={[cardGridCss, { listStyle: 'none', margin: 0, padding: 0 }]}>
        {visible.map((theme) => (
          <li key={theme.id}>
            <ThemeCard theme={theme} />
          </li>
        ))}
      </ul>
      {shown < themes.length ? (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: space(5) }}>
          <Button variant="secondary" onClick={() => setShown((n) => n + THEMES_PAGE_SIZE)}>
            {THEMES_TEXTS.more}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
