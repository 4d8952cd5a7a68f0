/**
 * /organizer/event/{eventId}/teams: who is coming. The totals against the limits, each registered
 * lineup (players, guests, participants, the captain's name and phone as a call link) with a large
 * «Пришла» toggle for game night, then the reserve list in its order; the file for the venue.
 */
import { callApi, formatApiError } from '@quiz/api';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  AppLink,
  Button,
  Card,
  colors,
  EmptyState,
  fontSize,
  fontWeight,
  formatCount,
  formatDateLine,
  PageFrame,
  SkeletonList,
  space,
  useAsync,
} from '@quiz/ui';
import { useEffect, useState } from 'react';
import { csvFileName, registrationsCsv, saveFile } from './csv';

export const TEAMS_TITLE = 'Кто придёт';
const PARTICIPANTS = ['участник', 'участника', 'участников'] as const;
const TEAMS = ['команда', 'команды', 'команд'] as const;

/** 79161234567 → +7 916 123-45-67 */
export function phoneText(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 11) return phone;
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9)}`;
}

function Totals({ data }: { data: RegistrationsResponse }) {
  const t = data.totals;
  const limit = t.team_limit === null ? 'без лимита' : `из ${t.team_limit}`;
  return (
    <Card as="section" aria-label="Итого" css={{ display: 'grid', gap: space(1), fontSize: fontSize.md }}>
      <p css={{ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold }}>
        {formatCount(t.teams_registered, TEAMS)} {limit}
      </p>
      <p css={{ margin: 0 }}>
        {formatCount(t.participants_registered, PARTICIPANTS)} · до {t.max_players_in_team} в команде
      </p>
      <p css={{ margin: 0 }}>
        Пришли: {t.teams_arrived} · В резерве: {t.teams_reserve}
      </p>
    </Card>
  );
}

interface TeamCardProps {
  team: RegistrationTeam;
  busy: boolean;
  onToggle: (team: RegistrationTeam) => void;
}

function TeamCard({ team, busy, onToggle }: TeamCardProps) {
  const label = team.reserve_position ? `${team.reserve_position}. ${team.title}` : team.title;
  return (
    <Card as="article" aria-label={team.title} css={{ display: 'grid', gap: space(2) }}>
      <header css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'baseline' }}>
        <h3 css={{ margin: 0, fontSize: fontSize.lg, color: colors.primary }}>{label}</h3>
        <span css={{ color: colors.muted }}>{formatCount(team.participants, PARTICIPANTS)}</span>
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
      <Button
        variant={team.arrived ? 'primary' : 'secondary'}
        aria-pressed={team.arrived}
        loading={busy}
        onClick={() => onToggle(team)}
        css={{ minHeight: 52, justifySelf: 'stretch' }}
      >
        {team.arrived ? 'Пришла ✓' : 'Отметить: пришла'}
      </Button>
    </Card>
  );
}

export function RegistrationsView({ eventId }: { eventId: number }) {
  const loaded = useAsync(
    (signal) => callApi('organizerRegistrations', { params: { id: eventId } }, { signal }),
    [eventId],
  );
  const [data, setData] = useState<RegistrationsResponse | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => setData(loaded.data ?? null), [loaded.data]);

  if (loaded.loading && !data) {
    return (
      <PageFrame title={TEAMS_TITLE}>
        <SkeletonList count={3} />
      </PageFrame>
    );
  }
  if (!data) {
    return (
      <PageFrame title={TEAMS_TITLE}>
        <EmptyState title="Не удалось загрузить команды" text={formatApiError(loaded.error)} />
      </PageFrame>
    );
  }

  const toggle = async (team: RegistrationTeam) => {
    setBusy(team.event_team_id);
    setMessage(null);
    try {
      const body = { arrived: !team.arrived };
      setData(
        await callApi('organizerCheckIn', { params: { id: eventId, eventTeamId: team.event_team_id }, body }),
      );
    } catch (error) {
      setMessage(formatApiError(error));
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setDownloading(true);
    setMessage(null);
    try {
      saveFile(csvFileName(eventId), await registrationsCsv(eventId));
    } catch (error) {
      setMessage(formatApiError(error));
    } finally {
      setDownloading(false);
    }
  };

  const registered = data.teams.filter((t) => t.status === 'registered');
  const reserve = data.teams.filter((t) => t.status === 'reserve');
  const card = (team: RegistrationTeam) => (
    <TeamCard key={team.event_team_id} team={team} busy={busy === team.event_team_id} onToggle={toggle} />
  );
  return (
    <PageFrame
      title={TEAMS_TITLE}
      subtitle={`${data.event.title} · ${formatDateLine(data.event.date, { timeZone: data.event.timezone })}`}
      actions={
        <Button variant="secondary" onClick={download} loading={downloading}>
          Скачать CSV
        </Button>
      }
    >
      <div css={{ display: 'grid', gap: space(4), maxWidth: 720 }}>
        <nav aria-label="Игра" css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
          <AppLink href={href('organizerEvent', { eventId })} css={{ color: colors.primary }}>
            К игре
          </AppLink>
          <AppLink href={href('organizerEventScores', { eventId })} css={{ color: colors.primary }}>
            Баллы игры
          </AppLink>
        </nav>
        <Totals data={data} />
        {message ? (
          <p role="alert" css={{ margin: 0, color: colors.danger }}>
            {message}
          </p>
        ) : null}
        <section aria-label="Зарегистрированы" css={{ display: 'grid', gap: space(3) }}>
          <h2 css={{ margin: 0, fontSize: fontSize.xl }}>Зарегистрированы</h2>
          {registered.length ? (
            registered.map(card)
          ) : (
            <p css={{ margin: 0 }}>Пока никто не зарегистрировался.</p>
          )}
        </section>
        {reserve.length ? (
          <section aria-label="Резерв" css={{ display: 'grid', gap: space(3) }}>
            <h2 css={{ margin: 0, fontSize: fontSize.xl }}>Резерв</h2>
            {reserve.map(card)}
          </section>
        ) : null}
      </div>
    </PageFrame>
  );
}
