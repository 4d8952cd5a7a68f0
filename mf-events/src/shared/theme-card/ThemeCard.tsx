/** SPEC §2 "Theme card": a theme with no event yet, a like «Я бы сыграл» and a trial button. */

import type { Theme } from '@quiz/contract';
import { retryableLazy } from '@quiz/federation';
import { Button, Card, colors, coverImage, fontSize, space } from '@quiz/ui';
import { Suspense, useState } from 'react';
import { LIKE_TEXT, useThemeLike } from './likes';

const TrialGameModal = retryableLazy(() =>
  import('../trial/TrialGameModal').then((m) => ({ default: m.TrialGameModal })),
);

export const THEME_CARD_TEXTS = {
  preparing: 'В подготовке. Ожидается в ближайшее время.',
  like: LIKE_TEXT,
  trial: 'Опробовать',
} as const;

export function ThemeCard({ theme }: { theme: Theme }) {
  const like = useThemeLike(theme);
  const [trialOpen, setTrialOpen] = useState(false);
  return (
    <Card
      as="article"
      padding={0}
      aria-label={theme.title}
      data-testid="theme-card"
      css={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <img
        src={theme.picture_thumb}
        alt={`Тема игры «${theme.title}»`}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        css={coverImage}
      />
      <div
        css={{ padding: space(4), display: 'flex', flexDirection: 'column', gap: space(2), flex: '1 1 auto' }}
      >
        <h3 css={{ margin: 0, fontSize: fontSize.lg, color: colors.primary }}>{theme.title}</h3>
        {theme.description ? (
          <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.sm }}>{theme.description}</p>
        ) : null}
        <p css={{ margin: 0, fontWeight: 600 }}>{THEME_CARD_TEXTS.preparing}</p>
        {/* pushed to the bottom: the buttons of a row of cards line up */}
        <div
          css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginTop: 'auto', paddingTop: space(2) }}
        >
          <Button
            variant={like.liked ? 'primary' : 'secondary'}
            aria-pressed={like.liked}
            loading={like.pending}
            onClick={like.toggle}
          >
            <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
            {THEME_CARD_TEXTS.like}
            {typeof like.likesCount === 'number' && like.likesCount > 0 ? (
              <span aria-hidden="true"> · {like.likesCount}</span>
            ) : null}
          </Button>
          {theme.trial_game_package ? (
            <Button variant="ghost" onClick={() => setTrialOpen(true)}>
              {THEME_CARD_TEXTS.trial}
            </Button>
          ) : null}
        </div>
      </div>
      {trialOpen ? (
        <Suspense fallback={null}>
          <TrialGameModal themeId={theme.id} title={theme.title} open onOpenChange={setTrialOpen} />
        </Suspense>
      ) : null}
    </Card>
  );
}
