/**
 * One lineup of «Кто придёт» (players, guests, the captain's call link, the check-in form with the
 * people it brought, the door's move for it) and the totals.
 */
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { arrivedPeopleText, DOOR_TEXTS, playersTyped } from '@quiz/domain';
import {
  Badge,
  Card,
  colors,
  FormError,
  FormTextField,
  fontSize,
  fontWeight,
  formatCount,
  PARTICIPANT_WORDS,
  QuizForm,
  SubmitButton,
  space,
  TEAM_WORDS,
} from '@quiz/ui';
import { memo } from 'react';
import { markNoShow, promoteTeam, saveCheckIn } from './api/registrations';
import { useDoorAction } from './OverLimit';

/** 79161234567 → +7 916 123-45-67 */
export function phoneText(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 11) return phone;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9)}`;
}

export function Totals({ data }: { data: RegistrationsResponse }) {
  const t = data.totals;
  const limit = t.team_limit === null ? 'без лимита' : `из ${t.team_limit}`;
  return (
    <Card as="section" aria-label="Итого" css={{ display: 'grid', gap: space(1), fontSize: fontSize.md }}>
      <p css={{ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold }}>
        {formatCount(t.teams_registered, TEAM_WORDS)} {limit}
      </p>
      <p css={{ margin: 0 }}>
        {formatCount(t.participants_registered, PARTICIPANT_WORDS)} · до {t.max_players_in_team} в команде
      </p>
      <p css={{ margin: 0 }}>
        Пришли: {t.teams_arrived} · В резерве: {t.teams_reserve}
        {t.teams_no_show > 0 ? ` · Не пришли: ${t.teams_no_show}` : ''}
      </p>
    </Card>
  );
}

interface TeamCardProps {
  eventId: number;
  team: RegistrationTeam;
}

/** Drawn again only when its own lineup changes (an answer keeps the other teams' objects as they were). */
export const TeamCard = memo(function TeamCard({ eventId, team }: TeamCardProps) {
  const label = team.reserve_position ? `${team.reserve_position}. ${team.title}` : team.title;
  return (
    <Card as="article" aria-label={team.title} css={{ display: 'grid', gap: space(2) }}>
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'baseline' }}>
        <h3 css={{ margin: 0, fontSize: fontSize.lg, color: colors.primary }}>{label}</h3>
        <span css={{ color: colors.muted }}>{formatCount(team.participants, PARTICIPANT_WORDS)}</span>
        {team.arrived && team.players_arrived !== null ? (
          <Badge tone="success">{arrivedPeopleText(team.players_arrived)}</Badge>
        ) : null}
      </header>
      {team.captain ? (
        <p css={{ margin: 0 }}>
          Капитан: {team.captain.name}
          {team.captain.phone ? (
            <>
              {' · '}
              <a href={`tel:+${team.captain.phone.replace(/\D/g, '')}`} css={{ color: colors.primary }}>
                {phoneText(team.captain.phone)}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <ul
        aria-label={`Состав «${team.title}»`}
        css={{ margin: 0, paddingLeft: space(5), color: colors.text }}
      >
        {team.players.map((p) => (
          <li key={p.id}>
            {p.name}
            {p.participant_count > 1 ? ` +${p.participant_count - 1}` : ''}
          </li>
        ))}
      </ul>
      <CheckInForm eventId={eventId} team={team} />
      {team.arrived ? <PlayersForm eventId={eventId} team={team} /> : null}
      <DoorButtons eventId={eventId} team={team} />
    </Card>
  );
});

/** The people a team brought (may be left blank), checked as the server checks them; `team`: whose card. */
export function PlayersField({ team }: { team?: RegistrationTeam }) {
  return (
    <FormTextField
      name="players"
      type="number"
      inputMode="numeric"
      min={1}
      label={DOOR_TEXTS.playersLabel}
      validate={(value: string | undefined) =>
        !value || playersTyped(value) !== undefined ? undefined : DOOR_TEXTS.playersRange
      }
      aria-label={team ? `${DOOR_TEXTS.playersLabel}: «${team.title}»` : undefined}
    />
  );
}

interface PlayersValues {
  players?: string;
}

const initialPlayers = (team: RegistrationTeam): PlayersValues => ({
  players: String(team.players_arrived ?? (team.participants || '')),
});

/**
 * The large «Отметить: пришла» / «Пришла ✓» toggle for game night (the seating's «в игре»), with the
 * people the team brought; a reserve or no-show team checked in takes a team place (the server asks
 * for «Превысить лимит» when none is free).
 */
function CheckInForm({ eventId, team }: TeamCardProps) {
  const run = useDoorAction();
  async function toggle(values: PlayersValues) {
    const players = team.arrived ? undefined : playersTyped(values.players);
    return run((overLimit) =>
      saveCheckIn(eventId, team.event_team_id, !team.arrived, { players, overLimit }),
    );
  }
  return (
    <QuizForm
      aria-label={`Отметка «${team.title}»`}
      css={{ display: 'grid', gap: space(2) }}
      initialValues={initialPlayers(team)}
      onSubmit={toggle}
    >
      {team.arrived ? null : <PlayersField team={team} />}
      <FormError />
      <SubmitButton
        variant={team.arrived ? 'primary' : 'secondary'}
        aria-pressed={team.arrived}
        css={{ minHeight: 52, justifySelf: 'stretch' }}
      >
        {team.arrived ? DOOR_TEXTS.arrived : DOOR_TEXTS.markArrived}
      </SubmitButton>
    </QuizForm>
  );
}

/** A checked-in team's people, corrected («Сохранить число»). */
function PlayersForm({ eventId, team }: TeamCardProps) {
  const run = useDoorAction();
  async function save(values: PlayersValues) {
    const players = playersTyped(values.players);
    return run((overLimit) => saveCheckIn(eventId, team.event_team_id, true, { players, overLimit }));
  }
  return (
    <QuizForm
      aria-label={`Сколько пришло: «${team.title}»`}
      css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'end' }}
      initialValues={initialPlayers(team)}
      onSubmit={save}
    >
      <PlayersField team={team} />
      <SubmitButton variant="secondary">{DOOR_TEXTS.savePlayers}</SubmitButton>
      <FormError />
    </QuizForm>
  );
}

/**
 * The door's move of this team: «Не пришла» for a registered team not checked in (its place is then
 * offered to the reserve), «Перевести в игру» for a reserve team (its captain is texted), «Вернуть в
 * игру» for a no-show.
 */
function DoorButtons({ eventId, team }: TeamCardProps) {
  const run = useDoorAction();
  if (team.arrived) return null;
  const id = team.event_team_id;
  const [label, action] =
    team.status === 'registered'
      ? [DOOR_TEXTS.markNoShow, () => markNoShow(eventId, id)]
      : [
          team.status === 'reserve' ? DOOR_TEXTS.promote : DOOR_TEXTS.bringBack,
          (overLimit: boolean) => promoteTeam(eventId, id, overLimit),
        ];
  const submit = () => run(action);
  return (
    <QuizForm
      aria-label={`${label}: «${team.title}»`}
      css={{ display: 'grid', gap: space(2) }}
      onSubmit={submit}
    >
      <FormError />
      <SubmitButton variant="ghost" aria-label={`${label}: «${team.title}»`}>
        {label}
      </SubmitButton>
    </QuizForm>
  );
}
