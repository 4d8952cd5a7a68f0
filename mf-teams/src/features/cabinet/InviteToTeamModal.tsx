/**
 * SPEC §2 "Personal cabinet" invitation-to-team modal: each of my teams (not the united one) with its
 * invite link to copy («Ссылка скопирована в буфер.» / «упс...») or share, and a link to the team.
 */
import type { Team } from '@quiz/contract';
import { href } from '@quiz/routes';
import { Button, colors, Modal, Spinner, space } from '@quiz/ui';
import { useUserTeams } from '../../shared/api/teams';
import { go } from '../../shared/bus';
import { canShareInvite, copyInvite, shareInvite } from '../../shared/invite';

export const INVITE_TEXTS = {
  open: 'Пригласить в команду',
  title: 'Пригласить в команду',
  intro: 'Отправьте ссылку-приглашение: по ней игрок сам вступит в команду.',
  copy: 'Скопировать ссылку',
  share: 'Поделиться',
  noTeams: 'У вас пока нет команды.',
  newTeam: 'Создать команду',
} as const;

export function InviteToTeamModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={INVITE_TEXTS.title} size="sm">
      {open ? <InviteList /> : null}
    </Modal>
  );
}

function InviteList() {
  const teams = useUserTeams();
  if (!teams.data) return <Spinner />;
  const mine = teams.data.filter((t: Team) => !t.is_united);
  if (mine.length === 0)
    return (
      <div css={{ display: 'grid', gap: space(2) }}>
        <p css={{ margin: 0, color: colors.muted }}>{INVITE_TEXTS.noTeams}</p>
        <Button onClick={() => go(href('newTeam'))}>{INVITE_TEXTS.newTeam}</Button>
      </div>
    );
  return (
    <div css={{ display: 'grid', gap: space(3) }}>
      <p css={{ margin: 0 }}>{INVITE_TEXTS.intro}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
        {mine.map((team) => (
          <li key={team.id} aria-label={team.title}>
            <strong>{team.title}</strong>
            <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', marginTop: space(1) }}>
              <Button size="sm" variant="secondary" onClick={() => void copyInvite(team)}>
                {INVITE_TEXTS.copy}
              </Button>
              {canShareInvite() ? (
                <Button size="sm" variant="secondary" onClick={() => shareInvite(team)}>
                  {INVITE_TEXTS.share}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
