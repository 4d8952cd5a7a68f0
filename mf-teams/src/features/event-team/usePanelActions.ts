/**
 * What the event-team panel does: toggle a player in or out of the game (with the 5 s lock), change
 * his guests, add a lineup, remove one. Each change is announced on the bus (`registration.changed`,
 * which refreshes this page and every other widget showing the game's teams, through the query cache); a
 * refusal's text is kept as the panel's message; SPEC §4 information windows after registering,
 * unregistering and lineup changes.
 */
import { emit } from '@quiz/bus';
import type { EventTeamPageResponse, Lineup, RosterPlayer } from '@quiz/contract';
import { TEAM_TEXTS } from '@quiz/domain';
import { useState } from 'react';
import { createLineup } from '../../shared/api/lineups';
import { errorDetail, toastRefusal } from '../../shared/bus';
import { deleteLineup, joinLineup, leaveLineup, saveGuests } from './api/event-team';
import { PANEL_TEXTS } from './panel-texts';
import { useToggleLocks } from './useToggleLocks';

export function usePanelActions(data: EventTeamPageResponse, userId: number | undefined) {
  const [message, setMessage] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const locks = useToggleLocks();

  const changed = () => emit({ type: 'registration.changed', eventId: data.event.id, teamId: data.team.id });
  /** runs one call; its refusal becomes the panel's message */
  async function attempt(call: () => Promise<void>) {
    setMessage(null);
    try {
      await call();
      changed();
    } catch (e) {
      setMessage(errorDetail(e) ?? TEAM_TEXTS.somethingWrong);
    }
  }

  return {
    message,
    info,
    closeInfo: () => setInfo(null),
    locks,
    toggle: (player: RosterPlayer, lineup: Lineup) => {
      locks.lock(player.id);
      return attempt(async () => {
        const mine = player.id === userId;
        if (player.inGame && player.eventPlayerId) {
          await leaveLineup(player.eventPlayerId);
          if (mine) setInfo(PANEL_TEXTS.unregisteredInfo);
        } else {
          await joinLineup(player.id, lineup.id);
          if (mine) setInfo(PANEL_TEXTS.registeredInfo);
        }
      });
    },
    setGuests: (player: RosterPlayer, count: number) => {
      const { eventPlayerId, eventTeamId } = player;
      if (!eventPlayerId || !eventTeamId) return Promise.resolve();
      return attempt(() => saveGuests(eventPlayerId, { userId: player.id, lineupId: eventTeamId, count }));
    },
    addLineup: () =>
      attempt(async () => {
        await createLineup(data.event.id, data.team.id);
        setInfo(PANEL_TEXTS.lineupAddedInfo);
      }),
    /** «Убрать состав» confirmed: a refusal is a toast (the confirm dialog stays open) */
    removeLineup: (lineup: Lineup) =>
      toastRefusal(async () => {
        await deleteLineup(lineup.id);
        setInfo(PANEL_TEXTS.lineupRemovedInfo);
        changed();
      }),
  };
}
