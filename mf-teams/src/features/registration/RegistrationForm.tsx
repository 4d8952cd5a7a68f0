/**
 * SPEC §2 "Registration modal (logged in)": «Регистрация на игру»; the place of a united game
 * («выберите место» when missing); a new team or one of my teams that is not united; «Играть в
 * сборной»; «Назад»; «Регистрация не доступна ...» when the game is closed. When the venue is full
 * the button offers the reserve list.
 */
import { callApi } from '@quiz/api';
import { emit } from '@quiz/bus';
import { useUser } from '@quiz/bus/react';
import type { Event, Lineup, TeamConflict } from '@quiz/contract';
import { freePlacesText, isPassed, isRegistrationOpen, TEAM_TEXTS, TEAM_TITLE_MAX } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  ConfirmDialog,
  colors,
  FormError,
  FormSelect,
  FormTextField,
  GameSummary,
  QuizForm,
  Skeleton,
  SubmitButton,
  space,
  useAsync,
} from '@quiz/ui';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { errorDetail, fieldError, go, toast, toastError } from '../../shared/bus';
import { claimTeam, createTeam } from '../../shared/createTeam';

export const REG_TEXTS = {
  register: 'Зарегистрироваться',
  newTeam: 'Новая команда',
  newTeamTitle: 'Название новой команды',
  myTeams: 'Мои команды',
  place: 'Место проведения',
  registered: 'Команда зарегистрирована на игру!',
  reserved: (n: number | null) =>
    `Мест нет: команда в резерве${n ? ` (№ ${n})` : ''}. Мы напишем, когда место освободится.`,
  freePlaces: freePlacesText,
  chooseTeam: 'Выберите команду или введите название новой.',
} as const;

export interface RegistrationFormProps {
  eventId: number;
  /** show «Назад» (the modal on home) */
  showBack?: boolean;
  onDone?: () => void;
}

export function RegistrationForm({ eventId, showBack = true, onDone }: RegistrationFormProps) {
  const state = useAsync((signal) => callApi('event', { params: { id: eventId } }, { signal }), [eventId]);
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
      <Form event={state.data} showBack={showBack} onDone={onDone} />
    </div>
  );
}

type RegValues = { place: string; team: string; title?: string };
type Mode = { current: 'register' | 'united' };

/** One radio of the team choice (the value is the team id, '' for a new team). */
function TeamRadio({ value, label }: { value: string; label: string }) {
  const form = useForm<RegValues>();
  const { input } = useField<string>('team', { type: 'radio', value });
  return (
    <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
      <input
        {...input}
        onChange={(e) => {
          input.onChange(e);
          if (value) form.change('title', '');
        }}
      />
      {label}
    </label>
  );
}

/** «Играть в сборной»: the same form sent to the united team of the chosen place. */
function PlayUnitedButton({ mode }: { mode: Mode }) {
  const form = useForm<RegValues>();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={submitting}
      onClick={() => {
        mode.current = 'united';
        void form.submit();
      }}
    >
      {TEAM_TEXTS.playUnited}
    </Button>
  );
}

/** The new team's title, shown while «Новая команда» is chosen. */
function NewTeamTitle() {
  const { values } = useFormState<RegValues>({ subscription: { values: true } });
  return values.team === '' ? (
    <FormTextField name="title" label={REG_TEXTS.newTeamTitle} maxLength={TEAM_TITLE_MAX} />
  ) : null;
}

function Form({
  event,
  showBack,
  onDone,
}: {
  event: Event;
  showBack: boolean;
  onDone?: (() => void) | undefined;
}) {
  const user = useUser();
  const united = event.united && event.unitedEvents.length > 1;
  const [placeEvent, setPlaceEvent] = useState<string>(united ? '' : String(event.id));
  const [conflict, setConflict] = useState<TeamConflict | null>(null);
  const [initialValues] = useState<RegValues>({ place: united ? '' : String(event.id), team: '', title: '' });
  const mode = useRef<'register' | 'united'>('register');
  const teams = useAsync((signal) => callApi('userTeams', undefined, { signal }), []);
  const chosenEvent = Number(placeEvent) || event.id;
  const places = useAsync(
    (signal) => callApi('eventTeams', { params: { id: chosenEvent } }, { signal }),
    [chosenEvent],
  );

  if (!isRegistrationOpen(event.workflow_state) || isPassed(event.date)) {
    return <p css={{ margin: 0 }}>{TEAM_TEXTS.registrationClosed}</p>;
  }
  const ownTeams = (teams.data ?? []).filter((t) => !t.is_united);
  const full = places.data?.free_places === 0;

  function finished(lineup: Lineup) {
    emit({ type: 'registration.changed', eventId: lineup.event, teamId: lineup.team.id });
    toast(
      lineup.status === 'reserve' ? REG_TEXTS.reserved(lineup.reserve_position) : REG_TEXTS.registered,
      'success',
    );
    onDone?.();
    go(href('regTeamOnEvent', { eventId: lineup.event, teamId: lineup.team.id }));
  }

  async function registerTeam(id: number) {
    finished(await callApi('createEventTeam', { body: { event: chosenEvent, team: id } }));
  }

  async function playUnited() {
    try {
      const { event_team } = await callApi('registerOnUnitedTeam', { params: { id: chosenEvent } });
      finished(event_team);
      return undefined;
    } catch (e) {
      return { [FORM_ERROR]: errorDetail(e) ?? TEAM_TEXTS.somethingWrong };
    }
  }

  async function submit(values: RegValues) {
    const action = mode.current;
    mode.current = 'register';
    if (united && !values.place) return { [FORM_ERROR]: TEAM_TEXTS.choosePlace };
    if (action === 'united') return playUnited();
    const title = (values.title ?? '').trim();
    if (!values.team && !title) return { [FORM_ERROR]: REG_TEXTS.chooseTeam };
    try {
      if (values.team) {
        await registerTeam(Number(values.team));
      } else {
        const outcome = await createTeam(title);
        if (outcome.kind === 'conflict') setConflict(outcome.conflict);
        else await registerTeam(outcome.team.id);
      }
      return undefined;
    } catch (e) {
      const message = fieldError(e, 'title') ?? errorDetail(e);
      if (!message) toastError(e);
      return message ? { [FORM_ERROR]: message } : undefined;
    }
  }

  return (
    <QuizForm<RegValues>
      initialValues={initialValues}
      css={{ display: 'grid', gap: space(3) }}
      onSubmit={submit}
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
      {ownTeams.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
          <legend css={{ fontWeight: 600, marginBottom: space(2) }}>{REG_TEXTS.myTeams}</legend>
          {ownTeams.map((t) => (
            <TeamRadio key={t.id} value={String(t.id)} label={t.title} />
          ))}
          <TeamRadio value="" label={REG_TEXTS.newTeam} />
        </fieldset>
      ) : null}
      <NewTeamTitle />
      <FormError />
      <SubmitButton variant="accent">{full ? TEAM_TEXTS.reserveOffer : REG_TEXTS.register}</SubmitButton>
      <PlayUnitedButton mode={mode} />
      {showBack ? (
        <Button type="button" variant="ghost" onClick={() => onDone?.()}>
          {TEAM_TEXTS.back}
        </Button>
      ) : null}
      <ConfirmDialog
        open={!!conflict}
        onOpenChange={(open) => !open && setConflict(null)}
        title={conflict?.info ?? ''}
        onConfirm={async () => {
          if (!conflict || !user) return;
          try {
            const team = await claimTeam(conflict, user);
            await registerTeam(team.id);
          } catch (e) {
            toastError(e);
            throw e;
          }
        }}
      />
    </QuizForm>
  );
}
