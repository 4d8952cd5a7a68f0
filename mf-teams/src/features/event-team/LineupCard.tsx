/**
 * One lineup on the event-team panel: its title, «Резерв № N», the participant counter, its players
 * (./PlayerRow), the overflow text once full (SPEC §8), and the captain's «Добавить участника» and
 * «Убрать состав» (not for the first lineup nor the united team).
 */
import type { EventTeamPageResponse, Lineup } from '@quiz/contract';
import { overflowText } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Badge, Button, Card, colors, fontSize, space } from '@quiz/ui';
import { go } from '../../shared/bus';
import { PlayerRow, type PlayerRowProps } from './PlayerRow';
import { PANEL_TEXTS } from './panel-texts';
import type { ToggleLocks } from './useToggleLocks';

export interface LineupCardProps extends Pick<PlayerRowProps, 'lineup' | 'closed' | 'onToggle' | 'onGuests'> {
  data: EventTeamPageResponse;
  index: number;
  userId: number | undefined;
  /** the user is the team's captain and the game is open */
  captain: boolean;
  locks: ToggleLocks;
  onDelete: (lineup: Lineup) => void;
}

export function LineupCard({ data, lineup, index, userId, captain, closed, locks, ...on }: LineupCardProps) {
  const candidates = data.players.filter((p) => p.eventTeamId === null || p.eventTeamId === lineup.id);
  const over = lineup.participants >= data.max_players;
  return (
    <Card as="section" aria-label={data.lineups.length > 1 ? PANEL_TEXTS.lineup(index + 1) : lineup.title}>
      <div
        css={{
          display: 'flex',
          gap: space(2),
          alignItems: 'center',
          flexWrap: 'wrap',
          marginBottom: space(3),
        }}
      >
        <h3 css={{ margin: 0, fontSize: fontSize.lg }}>{lineup.title}</h3>
        {lineup.status === 'reserve' ? (
          <Badge tone="warning">{PANEL_TEXTS.reserve(lineup.reserve_position)}</Badge>
        ) : null}
        <span data-testid="participant-counter" css={{ marginLeft: 'auto', fontWeight: 600 }}>
          {PANEL_TEXTS.participants(lineup.participants, data.max_players)}
        </span>
      </div>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
        {candidates.map((p) => (
          <PlayerRow
            key={p.id}
            player={p}
            lineup={lineup}
            editable={!closed && (p.id === userId || captain)}
            closed={closed}
            lockSeconds={locks.secondsLeft(p.id)}
            onToggle={on.onToggle}
            onGuests={on.onGuests}
          />
        ))}
      </ul>
      {over ? <p css={{ color: colors.muted, marginBottom: 0 }}>{overflowText(data.max_players)}</p> : null}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', marginTop: space(3) }}>
        {captain ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => go(href('teamCabinet', { slug: data.team.secret_slug }))}
          >
            {PANEL_TEXTS.addParticipant}
          </Button>
        ) : null}
        {captain && index > 0 && !data.team.is_united ? (
          <Button size="sm" variant="danger" onClick={() => on.onDelete(lineup)}>
            {PANEL_TEXTS.deleteLineup}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
