/** @jsxImportSource @emotion/react */
/**
 * /theme_vote (SPEC §2 "Theme vote", §4 "Vote", §5): the current vote's themes with pictures; choose
 * one or two (a third choice drops the oldest, `toggleVoteTheme` of @quiz/domain), «Назад» and
 * «Отправить», then a thank-you screen that closes after THANKS_SCREEN_MS (3 s) and shows the
 * voted state. A user who already voted sees the choice and may change it (the new vote replaces it).
 */

import { css } from '@emotion/react';
import { formatApiError, isApiError } from '@quiz/api';
import type { Vote } from '@quiz/contract';
import { THANKS_SCREEN_MS, toggleVoteTheme, VOTE_MAX_THEMES } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  colors,
  coverImage,
  EmptyState,
  ErrorAlert,
  focusRing,
  fontWeight,
  PageFrame,
  radius,
  Skeleton,
  space,
  useAsync,
} from '@quiz/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { spaClick } from '../../shared/nav';
import { loadCurrentVote, saveVote } from './api/votes';

export const VOTE_TITLE = 'Голосование за тему';
export const VOTE_TEXTS = {
  intro: `Выберите одну или две темы следующей игры. Если выбрать третью, первая выбранная снимется.`,
  thanks: 'Спасибо, ваш голос учтён!',
  voted: 'Вы уже проголосовали',
  change: 'Изменить выбор',
  none: 'Сейчас нет голосования за тему',
} as const;

type Mode = 'choose' | 'thanks' | 'voted';

const cardCss = (selected: boolean) => css`
  display: grid;
  align-content: start;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  gap: ${space(2)};
  padding: ${space(2)};
  border: 2px solid ${selected ? colors.primary : colors.border};
  border-radius: ${radius.card}px;
  background: ${selected ? colors.primarySoft : colors.surface};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }
`;

function goBack() {
  if (window.history.length > 1) window.history.back();
}

export function VoteView({ vote, onVoted }: { vote: Vote; onVoted: (vote: Vote) => void }) {
  const mine = vote.user_votes[0]?.themes ?? [];
  const [mode, setMode] = useState<Mode>(mine.length ? 'voted' : 'choose');
  const [selected, setSelected] = useState<number[]>(mine);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (mode !== 'thanks') return;
    const timer = setTimeout(() => setMode('voted'), THANKS_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [mode]);

  const send = async () => {
    setSending(true);
    try {
      const saved = await saveVote(vote.id, selected);
      setError(null);
      onVoted(saved);
      setMode('thanks');
    } catch (err) {
      setError(formatApiError(err));
    } finally {
      setSending(false);
    }
  };

  if (mode === 'thanks') {
    return (
      <div role="status" css={{ padding: space(8), textAlign: 'center' }}>
        <h2 css={{ margin: 0, color: colors.primary }}>{VOTE_TEXTS.thanks}</h2>
      </div>
    );
  }
  if (mode === 'voted') {
    const chosen = vote.themes.filter((t) => mine.includes(t.id));
    return (
      <div css={{ display: 'grid', gap: space(4), justifyItems: 'start' }}>
        <h2 css={{ margin: 0 }}>{VOTE_TEXTS.voted}</h2>
        <p css={{ margin: 0 }}>Ваш выбор: {chosen.map((t) => `«${t.title}»`).join(', ')}</p>
        <Button variant="secondary" onClick={() => setMode('choose')}>
          {VOTE_TEXTS.change}
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <p css={{ margin: 0 }}>{VOTE_TEXTS.intro}</p>
      <p aria-live="polite" css={{ margin: 0, color: colors.muted }}>
        Выбрано: {selected.length} из {VOTE_MAX_THEMES}
      </p>
      <ul
        aria-label="Темы"
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        {vote.themes.map((theme) => {
          const on = selected.includes(theme.id);
          return (
            <li key={theme.id}>
              <button
                type="button"
                aria-pressed={on}
                css={cardCss(on)}
                onClick={() => setSelected((s) => toggleVoteTheme(s, theme.id))}
              >
                <img
                  src={theme.picture}
                  alt=""
                  width={320}
                  height={180}
                  css={{ ...coverImage, borderRadius: radius.control }}
                />
                <span css={{ fontWeight: fontWeight.bold }}>{theme.title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <ErrorAlert title="Не удалось проголосовать" description={error} onClose={() => setError(null)} />
      ) : null}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={goBack}>
          Назад
        </Button>
        <Button
          variant="accent"
          loading={sending}
          disabled={selected.length === 0}
          onClick={() => void send()}
        >
          Отправить
        </Button>
      </div>
    </div>
  );
}

export function ThemeVote() {
  const { data, error, loading } = useAsync((signal) => loadCurrentVote(signal), []);
  const [vote, setVote] = useState<Vote | null>(null);
  const current = vote ?? data;
  let body: ReactNode;
  if (loading && !current) {
    body = (
      <div role="status" aria-label="Загрузка" css={{ display: 'grid', gap: space(3) }}>
        <Skeleton height={20} width="50%" />
        <Skeleton height={200} />
      </div>
    );
  } else if (isApiError(error, 404)) {
    body = (
      <EmptyState
        title={VOTE_TEXTS.none}
        text="Загляните позже: голосование открывается каждую неделю."
        action={
          <Button href={href('home')} onClick={spaClick(href('home'))}>
            На главную
          </Button>
        }
      />
    );
  } else if (error !== undefined || !current) {
    body = <EmptyState title="Не удалось загрузить голосование" text={formatApiError(error)} />;
  } else {
    body = <VoteView vote={current} onVoted={setVote} />;
  }
  return <PageFrame title={VOTE_TITLE}>{body}</PageFrame>;
}
