/** Team cards, table cards and the summary of the seating screen (SPEC §2 "Seating", §3). */
import type { SeatingState, SeatingSummary, SeatingTable, SeatingTeamState } from '@quiz/contract';
import { DOOR_TEXTS, playersOfMax, RESERVE_TEXTS } from '@quiz/domain';
import {
  Badge,
  Card,
  colors,
  fontSize,
  fontWeight,
  formatCount,
  formatDayMonth,
  formatTime,
  PLAYER_WORDS,
  radius,
  space,
  TEAM_WORDS,
} from '@quiz/ui';
import type { ReactNode } from 'react';

/** A team's or a table's name in a card: it wraps anywhere (one long word too), never out of the card. */
const cardTitleCss = {
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: fontSize.md,
  color: colors.primary,
} as const;

export const cardsGridCss = {
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: space(1) }}>
      <dt css={{ color: colors.muted, fontSize: fontSize.sm }}>{label}</dt>
      <dd css={{ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold, color: colors.primary }}>
        {value}
      </dd>
    </div>
  );
}

/** The summary of capacity and registrants. */
export function SummaryPanel({ summary }: { summary: SeatingSummary }) {
  return (
    <Card as="section" aria-label="Сводка" data-testid="seating-summary">
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gap: space(3),
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
        }}
      >
        <Stat label="Вместимость зала" value={formatCount(summary.capacity, ['место', 'места', 'мест'])} />
        <Stat
          label="Зарегистрировано"
          value={`${formatCount(summary.teams_registered, TEAM_WORDS)}, ${formatCount(summary.players_registered, PLAYER_WORDS)}`}
        />
        <Stat
          label="В игре"
          value={`${formatCount(summary.teams_in_game, TEAM_WORDS)}, ${formatCount(summary.players_in_game, PLAYER_WORDS)}`}
        />
        <Stat label="Свободно мест" value={summary.free} />
      </dl>
    </Card>
  );
}

export interface TeamCardProps {
  team: SeatingTeamState;
  state: SeatingState;
  /** the controls of the mode (toggle, select) */
  actions?: ReactNode;
  selected?: boolean;
}

/**
 * A team: players, registration history (time and amount), in the game or not, «Резерв» / «Не пришла»
 * when it holds no team place, «N из 10», its table.
 */
export function TeamCard({ team, state, actions, selected = false }: TeamCardProps) {
  const table = state.tables.find((t) => t.id === team.seat_id);
  const tz = state.event.timezone;
  return (
    <Card
      as="article"
      aria-label={team.title}
      data-testid="team-card"
      css={{
        display: 'grid',
        gap: space(2),
        alignContent: 'start',
        outline: selected ? `3px solid ${colors.focus}` : undefined,
      }}
    >
      <header css={{ display: 'flex', justifyContent: 'space-between', gap: space(2), alignItems: 'start' }}>
        <h3 css={cardTitleCss}>{team.title}</h3>
        {/* the badges keep their room: a long name wraps beside them */}
        <span
          css={{ display: 'flex', flexWrap: 'wrap', flexShrink: 0, gap: space(1), justifyContent: 'end' }}
        >
          {team.status === 'registered' ? null : (
            <Badge tone="warning">
              {team.status === 'reserve' ? RESERVE_TEXTS.reserve : DOOR_TEXTS.markNoShow}
            </Badge>
          )}
          <Badge tone={team.is_in_game ? 'success' : 'neutral'}>
            {team.is_in_game ? 'В игре' : 'Не в игре'}
          </Badge>
        </span>
      </header>
      <p css={{ margin: 0 }}>
        Игроков: <strong>{playersOfMax(team.estimated_number_of_players, team.max_players)}</strong>
        {table ? (
          <>
            {' · '}
            {table.title}
          </>
        ) : null}
      </p>
      {team.players.length ? (
        <details>
          <summary css={{ cursor: 'pointer' }}>Состав ({team.players.length})</summary>
          <ul css={{ margin: `${space(1)} 0 0`, paddingLeft: space(5) }}>
            {team.players.map((p) => (
              <li key={p.id}>
                {p.first_name}
                {p.participantCount && p.participantCount > 1 ? ` +${p.participantCount - 1}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {team.registration_history.length ? (
        <div>
          <p css={{ margin: 0, color: colors.muted, fontSize: fontSize.sm }}>История регистрации</p>
          <ul css={{ margin: 0, paddingLeft: space(5), fontSize: fontSize.sm }}>
            {team.registration_history.map((h) => (
              <li key={`${h.timestamp}-${h.amount}`}>
                {formatDayMonth(h.timestamp, { timeZone: tz })}, {formatTime(h.timestamp, { timeZone: tz })} —{' '}
                {formatCount(h.amount, PLAYER_WORDS)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {actions ? <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>{actions}</div> : null}
    </Card>
  );
}

export interface TableCardProps {
  table: SeatingTable;
  state: SeatingState;
  actions?: ReactNode;
}

/** A table: capacity, max capacity, free seats, thumbnail and who sits there. */
export function TableCard({ table, state, actions }: TableCardProps) {
  const teams = state.teams.filter((t) => table.team_ids.includes(t.id));
  return (
    <Card
      as="article"
      aria-label={table.title}
      data-testid="table-card"
      css={{ display: 'grid', gap: space(2) }}
    >
      <div css={{ display: 'flex', gap: space(3), alignItems: 'center' }}>
        {table.thumbnail ? (
          <img
            src={table.thumbnail}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            css={{ borderRadius: radius.control, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : null}
        <h3 css={cardTitleCss}>{table.title}</h3>
      </div>
      <p css={{ margin: 0, fontSize: fontSize.sm }}>
        Мест: {table.capacity} · Максимум: {table.max_capacity} · <strong>Свободно: {table.free}</strong>
      </p>
      <p css={{ margin: 0, fontSize: fontSize.sm, color: colors.muted, overflowWrap: 'anywhere' }}>
        {teams.length ? teams.map((t) => t.title).join(', ') : 'Стол свободен'}
      </p>
      {actions}
    </Card>
  );
}
