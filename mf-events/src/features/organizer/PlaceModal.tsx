/**
 * A venue from the schedule form: city, name, address, coordinates, team capacity, players per team
 * and its tables (seats, with extra chairs), new or edited. The tables are the venue's whole list. A new
 * one is sent with its form's request key (a second click or a retry makes no second venue); a name an
 * active venue of the city has already is answered with that venue, to choose instead. An edited one can
 * be archived or merged into another venue of its city (CatalogueActions).
 */
import { submissionErrors } from '@quiz/api';
import type { City, OrganizerPlace, PlaceInput } from '@quiz/contract';
import {
  coordinatesError,
  ORGANIZER_TEXT_FIELDS,
  ORGANIZER_TEXTS,
  organizerTextError,
  seatCapacityError,
  teamLimitError,
  teamSizeError,
} from '@quiz/domain';
import { Button, FormSelect, FormTextField, space } from '@quiz/ui';
import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { archivePlace, existingPlace, mergePlace, restorePlace, savePlace } from './api/venues';
import { CatalogueModal, type CatalogueWindowProps } from './CatalogueModal';
import { blankOr, numberOf } from './eventValues';
import { useFormKey } from './useFormKey';

interface SeatValues {
  id?: number;
  title: string;
  capacity: string;
  max_capacity: string;
}

interface PlaceValues {
  city: string;
  title: string;
  address: string;
  lat: string;
  lon: string;
  max_teams: string;
  max_players_in_team: string;
  seats: SeatValues[];
}

const seatRule = (v: string) => seatCapacityError(numberOf(v));

function valuesOf(place: OrganizerPlace | null, cities: readonly City[]): PlaceValues {
  if (!place) {
    return {
      city: cities.length === 1 ? String(cities[0]?.id) : '',
      title: '',
      address: '',
      lat: '',
      lon: '',
      max_teams: '',
      max_players_in_team: '',
      seats: [],
    };
  }
  return {
    city: String(place.city),
    title: place.title,
    address: place.address,
    lat: String(place.coordinates.lat),
    lon: String(place.coordinates.lon),
    max_teams: place.max_teams === null ? '' : String(place.max_teams),
    max_players_in_team: place.max_players_in_team === null ? '' : String(place.max_players_in_team),
    seats: place.seats.map((s) => ({
      id: s.id,
      title: s.title,
      capacity: String(s.capacity),
      max_capacity: String(s.max_capacity),
    })),
  };
}

function bodyOf(values: PlaceValues): PlaceInput {
  return {
    city: Number(values.city),
    title: values.title.trim(),
    address: values.address.trim(),
    coordinates: { lat: numberOf(values.lat) ?? Number.NaN, lon: numberOf(values.lon) ?? Number.NaN },
    max_teams: numberOf(values.max_teams),
    max_players_in_team: numberOf(values.max_players_in_team),
    seats: (values.seats ?? []).map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      title: s.title.trim(),
      capacity: numberOf(s.capacity) ?? 0,
      max_capacity: numberOf(s.max_capacity) ?? 0,
    })),
  };
}

/** The venue's tables: one row each, «Добавить стол», «Убрать». */
function SeatsFields() {
  const form = useForm<PlaceValues>();
  const seats = useField<SeatValues[]>('seats', { subscription: { value: true } }).input.value || [];
  const count = seats.length;
  const remove = (index: number) =>
    form.change(
      'seats',
      seats.filter((_, i) => i !== index),
    );
  return (
    <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${space(4)}` }}>
      <legend css={{ fontWeight: 500, marginBottom: space(2) }}>Столы</legend>
      {Array.from({ length: count }, (_, i) => `seats[${i}]`).map((row, i) => (
        <div
          key={row}
          css={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1fr auto', gap: space(2), alignItems: 'end' }}
        >
          <FormTextField
            name={`seats[${i}].title`}
            label={`Стол ${i + 1}: название`}
            validate={(v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.seatTitle)}
          />
          <FormTextField name={`seats[${i}].capacity`} label="Мест" inputMode="numeric" validate={seatRule} />
          <FormTextField
            name={`seats[${i}].max_capacity`}
            label="Максимум"
            inputMode="numeric"
            validate={seatRule}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove(i)}
            aria-label={`Убрать стол ${i + 1}`}
            css={{ marginBottom: space(4) }}
          >
            Убрать
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          form.change('seats', [...seats, { title: `Стол ${count + 1}`, capacity: '6', max_capacity: '8' }]);
        }}
      >
        Добавить стол
      </Button>
    </fieldset>
  );
}

const PLACE_FIELDS = { title: 'title', address: 'address', city: 'city', coordinates: 'lat' };
const MOVES = { archive: archivePlace, restore: restorePlace, merge: mergePlace };

/** `items`: the organizer's venues (a duplicate is merged into an active one of its city). */
export function PlaceModal(props: CatalogueWindowProps<OrganizerPlace> & { cities: readonly City[] }) {
  const { open, item: place, items: places, cities } = props;
  const requestKey = useFormKey(open);
  // one object while the window is open: a new one would reset what was typed
  const initialValues = useMemo(() => valuesOf(place, cities), [place, cities]);
  return (
    <CatalogueModal<OrganizerPlace, PlaceValues>
      {...props}
      kind="place"
      title={place ? 'Площадка' : 'Новая площадка'}
      formLabel="Площадка"
      size="lg"
      initialValues={initialValues}
      candidates={
        place ? places.filter((p) => p.id !== place.id && p.city === place.city && !p.archived) : []
      }
      chooseLabel={(existing) => `Выбрать площадку «${existing.title}»`}
      submitLabel="Сохранить площадку"
      save={(values) => savePlace(place?.id ?? null, bodyOf(values), requestKey)}
      failed={(error) => submissionErrors(error, PLACE_FIELDS)}
      existingOf={existingPlace}
      moves={MOVES}
    >
      <PlaceFields cities={cities} />
      <SeatsFields />
    </CatalogueModal>
  );
}

/** City, name, address, coordinates and the limits of a team. */
function PlaceFields({ cities }: { cities: readonly City[] }) {
  return (
    <>
      <FormSelect
        name="city"
        label="Город"
        placeholder="Выберите город"
        options={cities.map((c) => ({ value: String(c.id), label: c.title }))}
        validate={(v: string) => (v ? undefined : ORGANIZER_TEXTS.required)}
      />
      <FormTextField
        name="title"
        label="Название"
        validate={(v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.placeTitle)}
      />
      <FormTextField
        name="address"
        label="Адрес"
        validate={(v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.placeAddress)}
      />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space(3) }}>
        <FormTextField
          name="lat"
          label="Широта"
          inputMode="decimal"
          validate={(v: string, all: object) =>
            coordinatesError(numberOf(v), numberOf((all as PlaceValues).lon))
          }
        />
        <FormTextField name="lon" label="Долгота" inputMode="decimal" />
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space(3) }}>
        <FormTextField
          name="max_teams"
          label="Команд на игру"
          inputMode="numeric"
          validate={blankOr((n) => teamLimitError(n))}
        />
        <FormTextField
          name="max_players_in_team"
          label="Игроков в команде"
          inputMode="numeric"
          validate={blankOr(teamSizeError)}
        />
      </div>
    </>
  );
}
