/**
 * SPEC §2 "Event-team panel": free places; per lineup (./LineupCard) the participants with the in-game
 * checkbox (toggling registers or deregisters, locked 5 s with a visible countdown; a player of another
 * team on this game greyed out), the participant counter, guests (never below 1), add participant, add
 * (shown once every lineup of the team is full, SPEC §8 overflow) and delete lineup («Убрать
 * дополнительный состав?», both hidden for the united team), the captain's
 * controls and the preorder button; «Результаты в прямом эфире» from the game's start until its results
 * are published. The server enforces every rule; refusals show its text.
 */
import { useUser } from '@quiz/bus/react';
import type { EventTeamPageResponse, Lineup } from '@quiz/contract';
import { canAddLineup, isPassed, isRegistrationOpen, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Button, ConfirmDialog, colors, Modal, space } from '@quiz/ui';
import { useState } from 'react';
import { LiveResultsLink } from '../../shared/LiveResultsLink';
import { LineupCard } from './LineupCard';
import { PANEL_TEXTS } from './panel-texts';
import { usePanelActions } from './usePanelActions';

export interface EventTeamPanelViewProps {
  data: EventTeamPageResponse;
}

export function EventTeamPanelView({ data }: EventTeamPanelViewProps) {
  const user = useUser();
  const actions = usePanelActions(data, user?.id);
  const [deleting, setDeleting] = useState<Lineup | null>(null);
  // a passed game, or one whose registration is closed, is shown as it was: nothing to change
  const closed = isPassed(data.event.date) || !isRegistrationOpen(data.event.workflow_state);
  const captain = data.is_captain && !closed;
  const lineups = data.lineups;
  const sizes = lineups.map((l) => l.participants);
  const mayAddLineup = captain && !data.team.is_united && canAddLineup(sizes, data.max_players);
  return (
    <section aria-label="Команда на игре" css={{ display: 'grid', gap: space(4) }}>
      <p css={{ margin: 0, color: colors.muted }}>{PANEL_TEXTS.freePlaces(data.free_places)}</p>
      <LiveResultsLink event={data.event} />
      {actions.message ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {actions.message}
        </p>
      ) : null}
      {lineups.map((lineup, index) => (
        <LineupCard
          key={lineup.id}
          data={data}
          lineup={lineup}
          index={index}
          userId={user?.id}
          captain={captain}
          closed={closed}
          locks={actions.locks}
          onToggle={(p, l) => void actions.toggle(p, l)}
          onGuests={(p, n) => void actions.setGuests(p, n)}
          onDelete={setDeleting}
        />
      ))}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        {mayAddLineup ? (
          <Button variant="secondary" onClick={() => void actions.addLineup()}>
            {PANEL_TEXTS.addLineup}
          </Button>
        ) : null}
        {isPassed(data.event.date) ? null : (
          <Button href={href('preorder', { eventId: data.event.id, teamId: data.team.id })} variant="accent">
            {PANEL_TEXTS.preorder}
          </Button>
        )}
      </div>
      <Modal
        open={actions.info !== null}
        onOpenChange={(open) => !open && actions.closeInfo()}
        title={actions.info ?? ''}
        size="sm"
        footer={<Button onClick={actions.closeInfo}>{PANEL_TEXTS.ok}</Button>}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={TEAM_TEXTS.confirmRemoveLineup}
        danger
        onConfirm={async () => {
          if (deleting) await actions.removeLineup(deleting);
        }}
      />
    </section>
  );
}
