/**
 * /organizer/event/new and /organizer/event/{eventId}: schedule a game, or edit, publish, postpone and
 * cancel one (themes and venues created, edited, archived, restored and merged from the form and the
 * «Архив» under it); the game's links (GameLinks: teams, seating, scores, hall screen, photos, reviews, the live
 * results to share with their QR code) and its «История изменений».
 */
import { formatApiError, submissionErrors } from '@quiz/api';
import { emit } from '@quiz/bus';
import { allowedActions, isReschedulable, ORGANIZER_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import { Badge, EmptyState, PageFrame, SkeletonList, space } from '@quiz/ui';
import { ArchivedCatalogue } from './ArchivedCatalogue';
import { createEvent } from './api/events';
import { useUpdateEvent } from './api/schedule';
import { EventActions } from './EventActions';
import { EventForm, type SubmitIntent } from './EventForm';
import { EventHistory } from './EventHistory';
import {
  EMPTY_EVENT,
  EVENT_FIELDS,
  type EventValues,
  eventBody,
  eventValues,
  STATE_LABELS,
} from './eventValues';
import { GameLinks } from './GameLinks';
import { useScheduleData } from './useScheduleData';

const toast = (message: string) => emit({ type: 'toast.show', kind: 'success', message });

export function ScheduleView({ eventId }: { eventId: number | null }) {
  const schedule = useScheduleData(eventId);
  const { mutateAsync: updateEvent } = useUpdateEvent(eventId ?? -1);
  const title = eventId === null ? ORGANIZER_TEXTS.newGame : 'Игра организатора';
  const { data } = schedule;
  if (!data) {
    return (
      <PageFrame title={title} narrow>
        {schedule.error !== undefined ? (
          <EmptyState title="Не удалось открыть игру" text={formatApiError(schedule.error)} />
        ) : (
          <SkeletonList count={3} />
        )}
      </PageFrame>
    );
  }
  const { event, venues } = data;

  const submit = async (values: EventValues, intent: SubmitIntent) => {
    const body = eventBody(values, venues);
    try {
      if (!event) {
        const created = await createEvent({ ...body, publish: intent === 'publish' });
        toast(intent === 'publish' ? 'Игра опубликована.' : 'Черновик сохранён.');
        emit({ type: 'nav.go', to: href('organizerEvent', { eventId: created.id }), replace: true });
        return undefined;
      }
      // the answer is the game as it is now: written into the cache, nothing is asked again but its history
      await updateEvent({ ...body, action: intent });
      toast(intent === 'publish' ? 'Игра опубликована.' : 'Изменения сохранены.');
      return undefined;
    } catch (error) {
      return submissionErrors(error, EVENT_FIELDS);
    }
  };

  // the moves of @quiz/domain's workflow, the very rule the server refuses the others by
  const moves = event ? allowedActions(event.workflow_state, event.teams_registered) : [];
  const canChange = !event || isReschedulable(event.workflow_state);
  return (
    <PageFrame
      title={title}
      narrow
      subtitle={event ? [event.theme_title, event.postfix].filter(Boolean).join(' ') : undefined}
      actions={
        event ? (
          <Badge tone={event.workflow_state === 'cancelled' ? 'danger' : 'primary'}>
            {STATE_LABELS[event.workflow_state]}
          </Badge>
        ) : null
      }
    >
      <div css={{ display: 'grid', gap: space(6) }}>
        {event ? <GameLinks event={event} /> : null}
        {canChange ? (
          <EventForm
            key={event ? `${event.id}-${event.workflow_state}-${event.date}` : 'new'}
            initialValues={event ? eventValues(event) : EMPTY_EVENT}
            themes={data.themes}
            venues={venues}
            registered={event?.teams_registered ?? 0}
            canPublish={!event || moves.includes('publish')}
            saveLabel={event ? 'Сохранить' : 'Сохранить черновик'}
            onSubmit={submit}
            onThemeSaved={schedule.saveTheme}
            onThemeMerged={schedule.mergeTheme}
            onPlaceSaved={schedule.savePlace}
            onPlaceMerged={schedule.mergePlace}
          />
        ) : (
          <p css={{ margin: 0 }}>
            {event?.workflow_state === 'cancelled'
              ? ORGANIZER_TEXTS.cannotChangeCancelled
              : ORGANIZER_TEXTS.cannotChangeFinished}
          </p>
        )}
        {/* postpone and cancel a scheduled game, restore a cancelled one */}
        {event && (moves.includes('cancel') || moves.includes('restore')) ? (
          <EventActions event={event} onChanged={(_next, message) => toast(message)} />
        ) : null}
        {canChange ? <ArchivedCatalogue themes={data.themes} places={venues.places} /> : null}
        {event ? (
          <EventHistory
            history={data.history}
            context={{
              timeZone: event.timezone,
              currency: event.currency.symbol,
              themes: data.themes,
              places: venues.places,
            }}
          />
        ) : null}
      </div>
    </PageFrame>
  );
}
