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
import { freePlacesText, isPassed, isRegistrationOpen, TEAM_TEXTS } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  Button,
  ConfirmDialog,
  colors,
  GameSummary,
  Select,
  Skeleton,
  space,
  TextField,
  useAsync,
} from '@quiz/ui';
import { useState } from 'react';
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
  const [teamId, setTeamId] = useState<string>('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TeamConflict | null>(null);
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

  async function submit() {
    setError(null);
    if (united && !placeEvent) return setError(TEAM_TEXTS.choosePlace);
    if (!teamId && !title.trim()) return setError(REG_TEXTS.chooseTeam);
    setBusy(true);
    try {
      if (teamId) {
        await registerTeam(Number(teamId));
      } else {
        const outcome = await createTeam(title.trim());
        if (outcome.kind === 'conflict') setConflict(outcome.conflict);
        else await registerTeam(outcome.team.id);
      }
    } catch (e) {
      setError(fieldError(e, 'title') ?? errorDetail(e));
      if (!fieldError(e, 'title') && !errorDetail(e)) toastError(e);
    } finally {
      setBusy(false);
    }
  }

  async function playUnited() {
    setError(null);
    if (united && !placeEvent) return setError(TEAM_TEXTS.choosePlace);
    setBusy(true);
    try {
      const { event_team } = await callApi('registerOnUnitedTeam', { params: { id: chosenEvent } });
      finished(event_team);
    } catch (e) {
      setError(errorDetail(e) ?? TEAM_TEXTS.somethingWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      css={{ display: 'grid', gap: space(3) }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      {united ? (
        <Select
          label={REG_TEXTS.place}
          value={placeEvent}
          onChange={(e) => setPlaceEvent(e.target.value)}
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
            <label key={t.id} css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
              <input
                type="radio"
                name="team"
                value={t.id}
                checked={teamId === String(t.id)}
                onChange={() => {
                  setTeamId(String(t.id));
                  setTitle('');
                }}
              />
              {t.title}
            </label>
          ))}
          <label css={{ display: 'flex', gap: space(2), alignItems: 'center' }}>
            <input type="radio" name="team" value="" checked={teamId === ''} onChange={() => setTeamId('')} />
            {REG_TEXTS.newTeam}
          </label>
        </fieldset>
      ) : null}
      {teamId === '' ? (
        <TextField
          label={REG_TEXTS.newTeamTitle}
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.target.value)}
        />
      ) : null}
      {error ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="accent" loading={busy}>
        {full ? TEAM_TEXTS.reserveOffer : REG_TEXTS.register}
      </Button>
      <Button type="button" variant="secondary" onClick={() => void playUnited()} disabled={busy}>
        {TEAM_TEXTS.playUnited}
      </Button>
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
    </form>
  );
}
