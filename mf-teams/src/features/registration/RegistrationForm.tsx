/**
 * SPEC §2 "Registration modal (logged in)": «Регистрация на игру»; the place of a united game
 * («выберите место» when missing); a new team or one of my teams that is not united (./TeamChoice);
 * «Играть в сборной»; «Назад»; «Регистрация не доступна ...» when the game is closed («Игра отменена:
 * регистрация на неё закрыта.» when it is cancelled). When the venue is
 * full the button offers the reserve list. What it sends: ./useTeamRegistration.
 */
import type { Event } from '@quiz/contract';
import { EVENT_STATUS_TEXTS, isCancelled, isPassed, isRegistrationOpen, TEAM_TEXTS } from '@quiz/domain';
import {
  Button,
  ConfirmDialog,
  colors,
  EventStatusNote,
  FormError,
  FormSelect,
  GameSummary,
  QuizForm,
  Skeleton,
  SubmitButton,
  space,
} from '@quiz/ui';
import { useState } from 'react';
import { useUserTeams } from '../../shared/api/teams';
import { errorDetail } from '../../shared/bus';
import { useEventPlaces, useRegistrationEvent } from './api/events';
import { REG_TEXTS, type RegValues } from './reg-texts';
import { PlayUnitedButton, TeamChoice } from './TeamChoice';
import { useTeamRegistration } from './useTeamRegistration';

export interface RegistrationFormProps {
  eventId: number;
  /** show «Назад» (the modal on home) */
  showBack?: boolean;
  onDone?: () => void;
}

export function RegistrationForm({ eventId, showBack = true, onDone }: RegistrationFormProps) {
  const state = useRegistrationEvent(eventId);
  if (!state.data) {
    return state.error ? (
      <p role="alert">{errorDetail(state.error) ?? TEAM_TEXTS.somethingWrong}</p>
    ) : (
      <Skeleton height={120} />
    );
  }
  // the window names its game at the top (its title «Регистрация на игру» is for screen readers)
  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <GameSummary event={state.data} />
      <EventStatusNote event={state.data} compact />
      <Form event={state.data} showBack={showBack} onDone={onDone} />
    </div>
  );
}

function Form({ event, showBack, onDone }: Omit<RegistrationFormProps, 'eventId'> & { event: Event }) {
  const united = event.united && event.unitedEvents.length > 1;
  const [placeEvent, setPlaceEvent] = useState<string>(united ? '' : String(event.id));
  const [initialValues] = useState<RegValues>({ place: united ? '' : String(event.id), team: '', title: '' });
  const teams = useUserTeams();
  const chosenEvent = Number(placeEvent) || event.id;
  const places = useEventPlaces(chosenEvent);
  const registration = useTeamRegistration({ chosenEvent, united, onDone });

  if (isCancelled(event)) return <p css={{ margin: 0 }}>{EVENT_STATUS_TEXTS.registrationCancelled}</p>;
  if (!isRegistrationOpen(event.workflow_state) || isPassed(event.date)) {
    return <p css={{ margin: 0 }}>{TEAM_TEXTS.registrationClosed}</p>;
  }
  const full = places.data?.free_places === 0;
  return (
    <QuizForm<RegValues>
      initialValues={initialValues}
      css={{ display: 'grid', gap: space(3) }}
      onSubmit={registration.submit}
    >
      {united ? (
        <FormSelect
          name="place"
          label={REG_TEXTS.place}
          onValueChange={setPlaceEvent}
          placeholder={TEAM_TEXTS.choosePlace}
          options={event.unitedEvents.map((u) => ({
            value: String(u.id),
            label: `${u.place.title}, ${u.place.address}`,
          }))}
        />
      ) : null}
      {places.data && places.data.free_places !== null ? (
        <p css={{ margin: 0, color: colors.muted }}>{REG_TEXTS.freePlaces(places.data.free_places)}</p>
      ) : null}
      <TeamChoice teams={(teams.data ?? []).filter((t) => !t.is_united)} />
      <FormError />
      <SubmitButton variant="accent">{full ? TEAM_TEXTS.reserveOffer : REG_TEXTS.register}</SubmitButton>
      <PlayUnitedButton mode={registration.mode} />
      {showBack ? (
        <Button type="button" variant="ghost" onClick={() => onDone?.()}>
          {TEAM_TEXTS.back}
        </Button>
      ) : null}
      <ConfirmDialog
        open={!!registration.conflict}
        onOpenChange={(open) => !open && registration.closeConflict()}
        title={registration.conflict?.info ?? ''}
        onConfirm={registration.claimAndRegister}
      />
    </QuizForm>
  );
}
