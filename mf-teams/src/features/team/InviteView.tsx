/** SPEC §2 "Team invite page" (/reg_on_team/{slug}): «Вы хотите играть в команде ...?», «Нет» / «Хочу», then «Теперь вы в команде ...» and «ОК». */
import { useUser } from '@quiz/bus/react';
import type { Team } from '@quiz/contract';
import { alreadyInTeamText, nowInTeamText, wantToJoinText } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, EmptyState, PageFrame, QuizForm, Skeleton, SubmitButton, space } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, go, toastError } from '../../shared/bus';
import { addTeamPlayer, useTeamBySlug, useTeamStale } from './api/teams';

const answerCss = { display: 'grid', gap: space(3), justifyItems: 'start' } as const;
const questionCss = { margin: 0, fontSize: '1.25rem' } as const;

export function InviteView({ slug }: { slug: string }) {
  const user = useUser();
  const state = useTeamBySlug(slug);
  const [joined, setJoined] = useState(false);
  const team = state.data;
  if (!team) {
    return (
      <PageFrame title="Приглашение в команду">
        {state.error ? (
          <EmptyState title="Приглашение не найдено" text={errorDetail(state.error) ?? ''} />
        ) : (
          <Skeleton height={120} />
        )}
      </PageFrame>
    );
  }
  // a member who opens the link again is told so, not asked «Вы хотите играть…?» again
  const member = !joined && !!user && team.players.some((p) => p.id === user.id);
  return (
    <PageFrame title="Приглашение в команду" narrow>
      {member || joined ? (
        <div css={answerCss}>
          <p css={questionCss}>{member ? alreadyInTeamText(team.title) : nowInTeamText(team.title)}</p>
          <Button onClick={() => go(href('teamCabinet', { slug }))}>ОК</Button>
        </div>
      ) : (
        <JoinForm team={team} slug={slug} onJoined={() => setJoined(true)} />
      )}
    </PageFrame>
  );
}

/** «Вы хотите играть в команде ...?»: «Нет» goes home, «Хочу» (the form's submit) joins by the slug. */
function JoinForm({ team, slug, onJoined }: { team: Team; slug: string; onJoined: () => void }) {
  const user = useUser();
  // the team's page (and the player's list of teams) must show him among its players from now on
  const teamChanged = useTeamStale(slug);
  async function join() {
    if (!user) return undefined;
    try {
      await addTeamPlayer(team.id, {
        name: user.first_name.length >= 2 ? user.first_name : 'Игрок',
        phone: user.phone ?? '',
        slug,
      });
      onJoined();
      void teamChanged();
    } catch (e) {
      toastError(e);
    }
    return undefined;
  }
  return (
    <QuizForm aria-label="Приглашение в команду" css={answerCss} onSubmit={join}>
      <p css={questionCss}>{wantToJoinText(team.title)}</p>
      <div css={{ display: 'flex', gap: space(2) }}>
        <Button variant="secondary" onClick={() => go(href('home'))}>
          Нет
        </Button>
        <SubmitButton>Хочу</SubmitButton>
      </div>
    </QuizForm>
  );
}
