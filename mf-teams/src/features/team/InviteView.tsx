/** SPEC §2 "Team invite page" (/reg_on_team/{slug}): «Вы хотите играть в команде ...?», «Нет» / «Хочу», then «Теперь вы в команде ...» and «ОК». */
import { callApi } from '@quiz/api';
import { useUser } from '@quiz/bus/react';
import { alreadyInTeamText, nowInTeamText, wantToJoinText } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, EmptyState, PageFrame, Skeleton, space, useAsync } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, go, toastError } from '../../shared/bus';

export function InviteView({ slug }: { slug: string }) {
  const user = useUser();
  const state = useAsync((signal) => callApi('teamBySlug', { params: { slug } }, { signal }), [slug]);
  const [joined, setJoined] = useState(false);
  const [busy, setBusy] = useState(false);
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
      {member ? (
        <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
          <p css={{ margin: 0, fontSize: '1.25rem' }}>{alreadyInTeamText(team.title)}</p>
          <Button onClick={() => go(href('teamCabinet', { slug }))}>ОК</Button>
        </div>
      ) : joined ? (
        <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
          <p css={{ margin: 0, fontSize: '1.25rem' }}>{nowInTeamText(team.title)}</p>
          <Button onClick={() => go(href('teamCabinet', { slug }))}>ОК</Button>
        </div>
      ) : (
        <div css={{ display: 'grid', gap: space(3), justifyItems: 'start' }}>
          <p css={{ margin: 0, fontSize: '1.25rem' }}>{wantToJoinText(team.title)}</p>
          <div css={{ display: 'flex', gap: space(2) }}>
            <Button variant="secondary" onClick={() => go(href('home'))}>
              Нет
            </Button>
            <Button
              loading={busy}
              onClick={async () => {
                if (!user) return;
                setBusy(true);
                try {
                  await callApi('addTeamPlayer', {
                    params: { id: team.id },
                    body: {
                      name: user.first_name.length >= 2 ? user.first_name : 'Игрок',
                      phone: user.phone ?? '',
                      slug,
                    },
                  });
                  setJoined(true);
                } catch (e) {
                  toastError(e);
                } finally {
                  setBusy(false);
                }
              }}
            >
              Хочу
            </Button>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
