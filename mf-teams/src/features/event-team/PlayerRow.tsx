/**
 * One player of a lineup on the panel: the in-game checkbox (locked with a countdown after a toggle,
 * greyed for a player of another team on this game), his participant counter (guests, never below 1)
 * while he plays and the game is open, the count read-only once it is closed.
 */
import type { Lineup, RosterPlayer } from '@quiz/contract';
import { Counter, colors, space } from '@quiz/ui';
import { PANEL_TEXTS } from './panel-texts';

export interface PlayerRowProps {
  player: RosterPlayer;
  lineup: Lineup;
  /** the user may change this player (himself, or the captain) and the game is open */
  editable: boolean;
  closed: boolean;
  lockSeconds: number;
  onToggle: (player: RosterPlayer, lineup: Lineup) => void;
  onGuests: (player: RosterPlayer, count: number) => void;
}

export function PlayerRow({
  player: p,
  lineup,
  editable,
  closed,
  lockSeconds,
  onToggle,
  onGuests,
}: PlayerRowProps) {
  const inThisLineup = p.inGame && p.eventTeamId === lineup.id;
  const canToggle = editable && !p.playAnAnotherTeam && lockSeconds === 0;
  return (
    <li
      css={{
        display: 'flex',
        gap: space(3),
        alignItems: 'center',
        flexWrap: 'wrap',
        opacity: p.playAnAnotherTeam ? 0.5 : 1,
      }}
    >
      <label css={{ display: 'flex', gap: space(2), alignItems: 'center', minWidth: 200 }}>
        <input
          type="checkbox"
          checked={inThisLineup}
          disabled={!canToggle}
          onChange={() => onToggle(p, lineup)}
          aria-label={`${PANEL_TEXTS.inGame}: ${p.first_name}`}
        />
        {p.first_name}
        {p.playAnAnotherTeam ? <small css={{ color: colors.muted }}>({PANEL_TEXTS.otherTeam})</small> : null}
      </label>
      {lockSeconds > 0 ? (
        <small role="status" css={{ color: colors.muted }}>
          {PANEL_TEXTS.locked(lockSeconds)}
        </small>
      ) : null}
      {inThisLineup && editable ? (
        <Counter
          label={`${PANEL_TEXTS.guests}: ${p.first_name}`}
          value={p.participantCount}
          min={1}
          onChange={(n) => onGuests(p, n)}
        />
      ) : null}
      {inThisLineup && closed && p.participantCount > 1 ? (
        <small css={{ color: colors.muted }}>{PANEL_TEXTS.guestsOf(p.participantCount)}</small>
      ) : null}
    </li>
  );
}
