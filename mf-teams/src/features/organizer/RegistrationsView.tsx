/**
 * /organizer/event/{eventId}/teams: who is coming, and the door on game night. The totals against the
 * limits; a search over the list (title, captain's name or phone: the list is complete, so it filters
 * here); «Предложить место: …» when a place is free and a team waits in the reserve; «Команда у входа»
 * (./WalkInPanel); each registered lineup (players, guests, participants, the captain's name and phone
 * as a call link) with a large «Пришла» toggle and the people it brought (./TeamCard), then the reserve
 * list in its order, then the teams that did not come; the file for the venue. Going over a limit is
 * asked first (./OverLimit).
 */
import { formatApiError } from '@quiz/api';
import type { RegistrationsResponse, RegistrationTeam } from '@quiz/contract';
import { DOOR_TEXTS, matchesDoorSearch, offerPlaceText } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Card,
  EmptyState,
  FormError,
  fontSize,
  fontWeight,
  formatDateLine,
  GameNav,
  PageFrame,
  QuizForm,
  SkeletonList,
  SubmitButton,
  space,
  TextField,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { type ReactNode, Suspense, useState } from 'react';
import {
  loadRegistrationsCsv,
  promoteTeam,
  useRegistrations,
  useRegistrationsAnswered,
} from './api/registrations';
import { csvFileName, saveFile } from './csv';
import { OverLimitProvider, useDoorAction } from './OverLimit';
import { TeamCard, Totals } from './TeamCard';
import { WalkInPanel } from './WalkInPanel';

export const TEAMS_TITLE = 'Кто придёт';

export function RegistrationsView({ eventId }: { eventId: number }) {
  const loaded = useRegistrations(eventId);
  const setData = useRegistrationsAnswered(eventId);
  const data = loaded.data;

  if (!data) {
    return (
      <PageFrame title={TEAMS_TITLE}>
        {loaded.isPending ? (
          <SkeletonList count={3} />
        ) : (
          <EmptyState title="Не удалось загрузить команды" text={formatApiError(loaded.error)} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={TEAMS_TITLE}
      subtitle={`${data.event.title} · ${formatDateLine(data.event.date, { timeZone: data.event.timezone })}`}
      actions={<DownloadCsvForm eventId={eventId} />}
    >
      <OverLimitProvider onData={setData}>
        <div css={{ display: 'grid', gap: space(4), maxWidth: 720 }}>
          <GameNav
            links={[
              { href: href('organizerEvent', { eventId }), label: 'К игре' },
              { href: href('organizerEventScores', { eventId }), label: 'Баллы игры' },
            ]}
          />
          <Totals data={data} />
          {data.offer ? <PlaceOffer eventId={eventId} offer={data.offer} /> : null}
          <WalkInPanel eventId={eventId} />
          <TeamLists eventId={eventId} teams={data.teams} />
        </div>
      </OverLimitProvider>
    </PageFrame>
  );
}

/** The list's search (title, captain's name or phone) and its three parts. */
function TeamLists({ eventId, teams }: { eventId: number; teams: RegistrationTeam[] }) {
  const [query, setQuery] = useState('');
  const shown = teams.filter((t) => matchesDoorSearch(t, query));
  // a list part: its heading and its cards; one with no team is left out, but for «Зарегистрированы»
  const part = (status: RegistrationTeam['status'], title: string, empty?: ReactNode) => {
    const cards = shown.filter((t) => t.status === status);
    if (!cards.length && empty === undefined) return null;
    return (
      <section aria-label={title} css={{ display: 'grid', gap: space(3) }}>
        <h2 css={{ margin: 0, fontSize: fontSize.xl }}>{title}</h2>
        {cards.length
          ? cards.map((team) => (
              // a boundary per card: the server's page is taken over card by card, and a tap before that
              // takes over only the card it lands on (a full hall is 30 cards on an organizer's phone)
              <Suspense key={team.event_team_id} fallback={null}>
                <TeamCard eventId={eventId} team={team} />
              </Suspense>
            ))
          : empty}
      </section>
    );
  };
  return (
    <>
      <TextField
        type="search"
        label={DOOR_TEXTS.searchLabel}
        hint={DOOR_TEXTS.searchHint}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {query.trim() && shown.length === 0 ? <p css={{ margin: 0 }}>{DOOR_TEXTS.nothingFound}</p> : null}
      {part(
        'registered',
        'Зарегистрированы',
        query.trim() ? null : <p css={{ margin: 0 }}>Пока никто не зарегистрировался.</p>,
      )}
      {part('reserve', 'Резерв')}
      {part('no_show', DOOR_TEXTS.noShow)}
    </>
  );
}

/** A place is free and a team waits: «Предложить место: <team>» takes it in and texts its captain. */
function PlaceOffer({
  eventId,
  offer,
}: {
  eventId: number;
  offer: NonNullable<RegistrationsResponse['offer']>;
}) {
  const run = useDoorAction();
  return (
    <Card as="section" aria-label={DOOR_TEXTS.freedPlace} css={{ display: 'grid', gap: space(2) }}>
      <p css={{ margin: 0, fontWeight: fontWeight.bold }}>{DOOR_TEXTS.freedPlace}</p>
      <QuizForm
        aria-label={offerPlaceText(offer.title)}
        css={{ display: 'grid', gap: space(2) }}
        onSubmit={() => run((overLimit) => promoteTeam(eventId, offer.event_team_id, overLimit))}
      >
        <FormError />
        <SubmitButton css={{ justifySelf: 'start' }}>{offerPlaceText(offer.title)}</SubmitButton>
      </QuizForm>
    </Card>
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
