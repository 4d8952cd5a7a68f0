/** /my_teams: the user's teams with links to their cabinets, and «Создать команду». */
import { href } from '@quiz/routes';
import { AppLink, Badge, Button, Card, EmptyState, PageFrame, SkeletonList, space } from '@quiz/ui';
import { useUserTeams } from '../../shared/api/teams';
import { go } from '../../shared/bus';

export function MyTeamsView() {
  const state = useUserTeams();
  const create = <Button onClick={() => go(href('newTeam'))}>Создать команду</Button>;
  return (
    <PageFrame title="Мои команды" actions={create}>
      {!state.data ? (
        <SkeletonList />
      ) : state.data.length === 0 ? (
        <EmptyState
          title="У вас пока нет команды"
          text="Создайте команду или попросите капитана прислать ссылку-приглашение."
        />
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
          {state.data.map((t) => (
            <li key={t.id}>
              <Card>
                <AppLink
                  href={href('teamCabinet', { slug: t.secret_slug })}
                  css={{ fontWeight: 700, fontSize: '1.125rem' }}
                >
                  {t.title}
                </AppLink>{' '}
                {t.is_united ? <Badge>сборная</Badge> : null}
                <p css={{ margin: `${space(1)} 0 0` }}>
                  Игроков: {t.players.length} · Сыграно игр: {t.games_played}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
