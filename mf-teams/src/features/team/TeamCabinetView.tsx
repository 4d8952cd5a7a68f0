/**
 * SPEC §2 "Team cabinet" (/team/{slug}): editable title (the server's title error shown as info),
 * players count, games played, rank «-», the players; «Добавить игрока», «Покинуть команду». The
 * captain edits other players' names, removes others, never himself («Уверены, что хотите убрать
 * игрока из команды?»), and may hand the captaincy to another member (the controls move with it at once).
 */
import { useUser } from '@quiz/bus/react';
import type { Team } from '@quiz/contract';
import { canRemovePlayer, isCaptain, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, ConfirmDialog, colors, EmptyState, PageFrame, Skeleton, space } from '@quiz/ui';
import { useState } from 'react';
import { errorDetail, go, toastRefusal } from '../../shared/bus';
import { AddPlayerModal } from './AddPlayerModal';
import { handCaptaincy, removeTeamPlayer, useTeamBySlug, useTeamChanged, useTeamStale } from './api/teams';
import { PlayerList, type PlayerRef } from './PlayerList';
import { RenamePlayerModal } from './RenamePlayerModal';
import { TeamTitleForm } from './TeamTitleForm';
import { CABINET_TEXTS } from './team-texts';

export function TeamCabinetView({ slug }: { slug: string }) {
  const state = useTeamBySlug(slug);
  const onChange = useTeamChanged(slug);
  const team = state.data;
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
  return <Cabinet team={team} onChange={onChange} />;
}

function Cabinet({ team, onChange }: { team: Team; onChange: (t: Team) => void }) {
  const user = useUser();
  const captain = isCaptain(team, user ? { id: user.id } : null);
  const member = !!user && team.players.some((p) => p.id === user.id);
  // who may remove whom: the rule the server enforces (canRemovePlayer of @quiz/domain)
  const mayRemove = (target: number) =>
    !!user && canRemovePlayer({ id: user.id, isCaptain: captain }, target);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PlayerRef | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);

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
          onHandover={(player) => setAsked({ handover: player })}
          onRemove={(id) => setAsked({ remove: id })}
        />
        {member ? (
          <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
            <Button onClick={() => setAdding(true)}>{CABINET_TEXTS.addPlayer}</Button>
            {user && mayRemove(user.id) ? (
              <Button variant="ghost" onClick={() => setAsked({ leave: true })}>
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
      <MemberConfirms team={team} onChange={onChange} asked={asked} onClose={() => setAsked(null)} />
    </PageFrame>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt css={{ color: colors.muted }}>{label}</dt>
      <dd css={{ margin: 0, fontWeight: 700, fontSize: '1.5rem' }}>{value}</dd>
    </div>
  );
}

/** The question asked before a member's change: remove a player, hand the captaincy, leave the team. */
type Asked = { remove: number } | { handover: PlayerRef } | { leave: true };

/** The questions before removing a player, handing the captaincy and leaving the team. */
function MemberConfirms({
  team,
  onChange,
  asked,
  onClose,
}: {
  team: Team;
  onChange: (t: Team) => void;
  asked: Asked | null;
  onClose: () => void;
}) {
  const reloadTeam = useTeamStale(team.secret_slug);
  const user = useUser();
  const confirmed = (call: () => Promise<void>) => () => toastRefusal(call);
  const close = (open: boolean) => !open && onClose();
  const removing = asked && 'remove' in asked ? asked.remove : null;
  const handing = asked && 'handover' in asked ? asked.handover : null;
  return (
    <>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={close}
        title={TEAM_TEXTS.confirmRemovePlayer}
        danger
        onConfirm={confirmed(async () => {
          if (removing === null) return;
          await removeTeamPlayer(team.id, removing);
          await reloadTeam();
        })}
      />
      <ConfirmDialog
        open={!!handing}
        onOpenChange={close}
        title={handing ? CABINET_TEXTS.handover(handing.name) : ''}
        onConfirm={confirmed(async () => {
          if (handing) onChange(await handCaptaincy(team.id, handing.id));
        })}
      />
      <ConfirmDialog
        open={!!asked && 'leave' in asked}
        onOpenChange={close}
        title={`${CABINET_TEXTS.leave}?`}
        danger
        onConfirm={confirmed(async () => {
          if (!user) return;
          await removeTeamPlayer(team.id, user.id);
          go(href('myTeams'));
        })}
      />
    </>
  );
}
