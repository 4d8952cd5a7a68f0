/**
 * /organizer/event/{eventId}/teams: who is coming. The totals against the limits, each registered
 * lineup (players, guests, participants, the captain's name and phone as a call link) with a large
 * «Пришла» toggle for game night (./TeamCard), then the reserve list in its order; the file for the venue.
 */
import { formatApiError } from '@quiz/api';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  AppLink,
  colors,
  EmptyState,
  FormError,
  fontSize,
  formatDateLine,
  PageFrame,
  QuizForm,
  SkeletonList,
  SubmitButton,
  space,
  useAsync,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { loadRegistrations, loadRegistrationsCsv } from './api/registrations';
import { csvFileName, saveFile } from './csv';
import { TeamCard, Totals } from './TeamCard';

export const TEAMS_TITLE = 'Кто придёт';

export function RegistrationsView({ eventId }: { eventId: number }) {
  const loaded = useAsync((signal) => loadRegistrations(eventId, signal), [eventId]);
  const [data, setData] = useState<RegistrationsResponse | null>(null);
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

  const registered = data.teams.filter((t) => t.status === 'registered');
  const reserve = data.teams.filter((t) => t.status === 'reserve');
  const card = (team: RegistrationTeam) => (
    <TeamCard key={team.event_team_id} eventId={eventId} team={team} onChange={setData} />
  );
  return (
    <PageFrame
      title={TEAMS_TITLE}
      subtitle={`${data.event.title} · ${formatDateLine(data.event.date, { timeZone: data.event.timezone })}`}
      actions={<DownloadCsvForm eventId={eventId} />}
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

/** «Скачать CSV»: the registrations file, fetched with the token and saved with its UTF-8 BOM. */
function DownloadCsvForm({ eventId }: { eventId: number }) {
  async function download() {
    try {
      saveFile(csvFileName(eventId), await loadRegistrationsCsv(eventId));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: formatApiError(error) };
    }
  }
  return (
    <QuizForm aria-label="Скачать CSV" css={{ display: 'grid', gap: space(2) }} onSubmit={download}>
      <SubmitButton variant="secondary">Скачать CSV</SubmitButton>
      <FormError />
    </QuizForm>
  );
}
