/** One lineup of «Кто придёт» (players, guests, the captain's call link, the check-in form) and the totals. */

import { formatApiError } from '@quiz/api';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import {
  Card,
  colors,
  FormError,
  fontSize,
  fontWeight,
  formatCount,
  PARTICIPANT_WORDS,
  QuizForm,
  SubmitButton,
  space,
  TEAM_WORDS,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { saveCheckIn } from './api/registrations';

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
      </p>
    </Card>
  );
}

interface TeamCardProps {
  eventId: number;
  team: RegistrationTeam;
  /** the whole list as the check-in answered it */
  onChange: (data: RegistrationsResponse) => void;
}

export function TeamCard({ eventId, team, onChange }: TeamCardProps) {
  const label = team.reserve_position ? `${team.reserve_position}. ${team.title}` : team.title;
  return (
    <Card as="article" aria-label={team.title} css={{ display: 'grid', gap: space(2) }}>
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'baseline' }}>
        <h3 css={{ margin: 0, fontSize: fontSize.lg, color: colors.primary }}>{label}</h3>
        <span css={{ color: colors.muted }}>{formatCount(team.participants, PARTICIPANT_WORDS)}</span>
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
      <CheckInForm eventId={eventId} team={team} onChange={onChange} />
    </Card>
  );
}

/** The large «Отметить: пришла» / «Пришла ✓» toggle for game night (the seating's «в игре»). */
function CheckInForm({ eventId, team, onChange }: TeamCardProps) {
  async function toggle() {
    try {
      onChange(await saveCheckIn(eventId, team.event_team_id, !team.arrived));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: formatApiError(error) };
    }
  }
  return (
    <QuizForm
      aria-label={`Отметка «${team.title}»`}
      css={{ display: 'grid', gap: space(2) }}
      onSubmit={toggle}
    >
      <FormError />
      <SubmitButton
        variant={team.arrived ? 'primary' : 'secondary'}
        aria-pressed={team.arrived}
        css={{ minHeight: 52, justifySelf: 'stretch' }}
      >
        {team.arrived ? 'Пришла ✓' : 'Отметить: пришла'}
      </SubmitButton>
    </QuizForm>
  );
}
