/**
 * SPEC §2 "Team cabinet" (/team/{slug}): editable title (the server's title error shown as info),
 * players count, games played, rank «-», the players; «Добавить игрока», «Покинуть команду». The
 * captain edits other players' names, removes others, never himself («Уверены, что хотите убрать
 * игрока из команды?»), and may hand the captaincy to another member (the controls move with it at once).
 */
import { useUser } from '@quiz/bus/react';
import type { Team } from '@quiz/contract';
import { canRemovePlayer, isCaptain, TEAM_TEXTS, TEAM_TITLE_MAX } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  colors,
  EmptyState,
  FormTextField,
  PageFrame,
  QuizForm,
  Skeleton,
  SubmitButton,
  space,
  useAsync,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { errorDetail, fieldError, go, toast, toastError } from '../../shared/bus';
import { AddPlayerModal } from './AddPlayerModal';
import { handCaptaincy, loadTeamBySlug, removeTeamPlayer, saveTeamTitle } from './api/teams';
import { RENAME_TEXTS, RenamePlayerModal } from './RenamePlayerModal';

export const CABINET_TEXTS = {
  players: 'Игроков',
  games: 'Сыграно игр',
  rank: 'Место в рейтинге',
  addPlayer: 'Добавить игрока',
  leave: 'Покинуть команду',
  title: 'Название команды',
  save: 'Сохранить',
  captain: 'капитан',
  remove: 'Убрать',
  makeCaptain: 'Сделать капитаном',
  handover: (name: string) => `Передать капитанство игроку ${name}?`,
  saved: 'Название сохранено.',
  notFound: 'Команда не найдена',
} as const;

export function TeamCabinetView({ slug }: { slug: string }) {
  const state = useAsync((signal) => loadTeamBySlug(slug, signal), [slug]);
  const [team, setTeam] = useState<Team | null>(null);
  useEffect(() => setTeam(state.data ?? null), [state.data]);
  if (!team) {
    return (
      <PageFrame title="Команда">
        {state.error ? (
          <EmptyState title={CABINET_TEXTS.notFound} text={errorDetail(state.error) ?? ''} />
        ) : (
          <Skeleton height={200} />
        )}
      </PageFrame>
    );
  }
  return <Cabinet team={team} onChange={setTeam} />;
}

function Cabinet({ team, onChange }: { team: Team; onChange: (t: Team) => void }) {
  const user = useUser();
  const captain = isCaptain(team, user ? { id: user.id } : null);
  const member = !!user && team.players.some((p) => p.id === user.id);
  // who may remove whom: the rule the server enforces (canRemovePlayer of @quiz/domain)
  const mayRemove = (target: number) =>
    !!user && canRemovePlayer({ id: user.id, isCaptain: captain }, target);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [handing, setHanding] = useState<{ id: number; name: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function reloadTeam() {
    onChange(await loadTeamBySlug(team.secret_slug));
  }

  return (
    <PageFrame title={team.title} subtitle={captain ? `Вы ${CABINET_TEXTS.captain} команды` : undefined}>
      <div css={{ display: 'grid', gap: space(4) }}>
        {captain ? <TeamTitleForm team={team} onChange={onChange} /> : null}
        <dl css={{ display: 'flex', gap: space(6), margin: 0, flexWrap: 'wrap' }}>
          <Stat label={CABINET_TEXTS.players} value={String(team.players.length)} />
          <Stat label={CABINET_TEXTS.games} value={String(team.games_played)} />
          <Stat label={CABINET_TEXTS.rank} value={team.rank === null ? '-' : String(team.rank)} />
        </dl>
        <PlayerList
          team={team}
          userId={user?.id ?? null}
          captain={captain}
          mayRemove={mayRemove}
          onRename={setRenaming}
          onHandover={setHanding}
          onRemove={setRemoving}
        />
        {member ? (
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            <Button onClick={() => setAdding(true)}>{CABINET_TEXTS.addPlayer}</Button>
            {user && mayRemove(user.id) ? (
              <Button variant="ghost" onClick={() => setLeaving(true)}>
                {CABINET_TEXTS.leave}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {member ? (
        <AddPlayerModal team={team} open={adding} onOpenChange={setAdding} onAdded={onChange} />
      ) : null}
      {captain ? (
        <RenamePlayerModal
          player={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(id, firstName) => {
            setRenaming(null);
            onChange({
              ...team,
              players: team.players.map((p) => (p.id === id ? { ...p, first_name: firstName } : p)),
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={TEAM_TEXTS.confirmRemovePlayer}
        danger
        onConfirm={async () => {
          if (removing === null) return;
          try {
            await removeTeamPlayer(team.id, removing);
            await reloadTeam();
          } catch (e) {
            toastError(e);
            throw e;
          }
        }}
      />
      <ConfirmDialog
        open={!!handing}
        onOpenChange={(open) => !open && setHanding(null)}
        title={handing ? CABINET_TEXTS.handover(handing.name) : ''}
        onConfirm={async () => {
          if (!handing) return;
          try {
            onChange(await handCaptaincy(team.id, handing.id));
          } catch (e) {
            toastError(e);
            throw e;
          }
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`${CABINET_TEXTS.leave}?`}
        danger
        onConfirm={async () => {
          if (!user) return;
          try {
            await removeTeamPlayer(team.id, user.id);
            go(href('myTeams'));
          } catch (e) {
            toastError(e);
            throw e;
          }
        }}
      />
    </PageFrame>
  );
}

type PlayerRef = { id: number; name: string };

/** The players with their badges; the captain's controls on everyone else (rename, captaincy, remove). */
function PlayerList({
  team,
  userId,
  captain,
  mayRemove,
  onRename,
  onHandover,
  onRemove,
}: {
  team: Team;
  userId: number | null;
  captain: boolean;
  mayRemove: (target: number) => boolean;
  onRename: (player: PlayerRef) => void;
  onHandover: (player: PlayerRef) => void;
  onRemove: (id: number) => void;
}) {
  return (
    <Card as="section" aria-label="Игроки">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        {team.players.map((p) => (
          <li key={p.id} css={{ display: 'flex', gap: space(2), alignItems: 'center', flexWrap: 'wrap' }}>
            <span css={{ flex: 1 }}>
              {p.first_name}
              {p.id === team.captain ? (
                <>
                  {' '}
                  <Badge tone="primary">{CABINET_TEXTS.captain}</Badge>
                </>
              ) : null}
            </span>
            {captain && p.id !== userId ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onRename({ id: p.id, name: p.first_name })}
                  aria-label={`${RENAME_TEXTS.open}: ${p.first_name}`}
                >
                  {RENAME_TEXTS.open}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onHandover({ id: p.id, name: p.first_name })}
                >
                  {CABINET_TEXTS.makeCaptain}
                </Button>
              </>
            ) : null}
            {p.id !== userId && mayRemove(p.id) ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => onRemove(p.id)}
                aria-label={`${CABINET_TEXTS.remove} ${p.first_name}`}
              >
                {CABINET_TEXTS.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The captain renames the team; the server's title error shows under the form as information. */
function TeamTitleForm({ team, onChange }: { team: Team; onChange: (t: Team) => void }) {
  return (
    <QuizForm<{ title: string }>
      initialValues={{ title: team.title }}
      css={{ display: 'grid', gap: space(2) }}
      onSubmit={async ({ title }) => {
        try {
          onChange(await saveTeamTitle(team.id, title));
          toast(CABINET_TEXTS.saved, 'success');
          return undefined;
        } catch (e) {
          return { [FORM_ERROR]: fieldError(e, 'title') ?? errorDetail(e) ?? TEAM_TEXTS.somethingWrong };
        }
      }}
    >
      <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormTextField name="title" label={CABINET_TEXTS.title} maxLength={TEAM_TITLE_MAX} />
        <SubmitButton variant="secondary">{CABINET_TEXTS.save}</SubmitButton>
      </div>
      <TitleInfo />
    </QuizForm>
  );
}

function TitleInfo() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return typeof submitError === 'string' ? (
    <p role="status" css={{ margin: 0, color: colors.muted }}>
      {submitError}
    </p>
  ) : null;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt css={{ color: colors.muted }}>{label}</dt>
      <dd css={{ margin: 0, fontWeight: 700, fontSize: '1.5rem' }}>{value}</dd>
    </div>
  );
}
