/**
 * The schedule form (react-final-form over `@quiz/domain` rules): theme (or a new one), venue (new or
 * edited), date and time in the venue city's zone, price in the city's currency, limits, registration
 * opening, preorder, united game, external registration link, description, the tours of the scoring
 * table. Two submits: save as a draft (or save) and publish.
 */
import type { City, OrganizerPlace, Theme } from '@quiz/contract';
import {
  Button,
  FormCheckbox,
  FormError,
  FormSelect,
  FormTextArea,
  FormTextField,
  QuizForm,
  SubmitButton,
  space,
} from '@quiz/ui';
import type { SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { cityOfPlace, DIFFICULTY_OPTIONS, type EventValues, eventRules, type Venues } from './eventValues';
import { PlaceModal } from './PlaceModal';
import { ThemeModal } from './ThemeModal';

export type SubmitIntent = 'save' | 'publish';

export interface EventFormProps {
  initialValues: EventValues;
  themes: readonly Theme[];
  venues: Venues;
  /** lineups already registered: the team limit may not go below */
  registered?: number;
  /** a game not yet published offers «Опубликовать» */
  canPublish: boolean;
  saveLabel: string;
  onSubmit: (values: EventValues, intent: SubmitIntent) => Promise<SubmissionErrors | undefined>;
  onThemeCreated: (theme: Theme) => void;
  onPlaceSaved: (place: OrganizerPlace) => void;
}

const rowCss = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: space(3),
};

function ThemeField({ themes, onCreated }: { themes: readonly Theme[]; onCreated: (t: Theme) => void }) {
  const form = useForm<EventValues>();
  const [open, setOpen] = useState(false);
  const rules = eventRules({ places: [], cities: [] });
  return (
    <div>
      <FormSelect
        name="theme"
        label="Тема"
        placeholder="Выберите тему"
        options={themes.map((t) => ({ value: String(t.id), label: t.title }))}
        validate={rules.theme}
      />
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} css={{ marginTop: `-${space(3)}` }}>
        Новая тема
      </Button>
      <ThemeModal
        open={open}
        onOpenChange={setOpen}
        onCreated={(theme) => {
          onCreated(theme);
          form.change('theme', String(theme.id));
        }}
      />
    </div>
  );
}

function PlaceField({ venues, onSaved }: { venues: Venues; onSaved: (p: OrganizerPlace) => void }) {
  const form = useForm<EventValues>();
  const { input } = useField<string>('place', { subscription: { value: true } });
  const [editing, setEditing] = useState<OrganizerPlace | null | 'new'>(null);
  const chosen = venues.places.find((p) => String(p.id) === input.value) ?? null;
  const city = (id: number) => venues.cities.find((c) => c.id === id)?.title ?? '';
  return (
    <div>
      <FormSelect
        name="place"
        label="Площадка"
        placeholder="Выберите площадку"
        options={venues.places.map((p) => ({ value: String(p.id), label: `${p.title} (${city(p.city)})` }))}
        validate={eventRules(venues).place}
      />
      <div css={{ display: 'flex', gap: space(2), marginTop: `-${space(3)}`, marginBottom: space(3) }}>
        <Button variant="ghost" size="sm" onClick={() => setEditing('new')}>
          Новая площадка
        </Button>
        {chosen ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(chosen)}>
            Изменить площадку
          </Button>
        ) : null}
      </div>
      <PlaceModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        cities={venues.cities}
        place={editing === 'new' ? null : editing}
        onSaved={(place) => {
          onSaved(place);
          form.change('place', String(place.id));
        }}
      />
    </div>
  );
}

/** The price label names the currency of the venue's city. */
function CostField({ venues, city }: { venues: Venues; city: (place: string) => City | undefined }) {
  const { input } = useField<string>('place', { subscription: { value: true } });
  const symbol = city(input.value)?.currency.symbol ?? '₽';
  const zone = city(input.value)?.timezone;
  const rules = eventRules(venues);
  return (
    <div css={rowCss}>
      <FormTextField
        name="date"
        type="datetime-local"
        label="Дата и время"
        hint={zone ? `Время города площадки (${zone})` : 'Время города площадки'}
        validate={rules.date}
      />
      <FormTextField name="cost" label={`Цена, ${symbol}`} inputMode="numeric" validate={rules.cost} />
    </div>
  );
}

export function EventForm(props: EventFormProps) {
  const { venues, registered = 0 } = props;
  const intent = useRef<SubmitIntent>('save');
  const rules = eventRules(venues, registered);
  return (
    <QuizForm<EventValues>
      aria-label="Игра"
      initialValues={props.initialValues}
      onSubmit={(values) => props.onSubmit(values, intent.current)}
    >
      <ThemeField themes={props.themes} onCreated={props.onThemeCreated} />
      <FormTextField name="postfix" label="Подзаголовок (например, «#2»)" validate={rules.postfix} />
      <PlaceField venues={venues} onSaved={props.onPlaceSaved} />
      <CostField venues={venues} city={(place) => cityOfPlace(venues, place)} />
      <div css={rowCss}>
        <FormSelect name="difficulty" label="Сложность" options={DIFFICULTY_OPTIONS} />
        <FormTextField
          name="max_teams"
          label="Лимит команд"
          hint="Пусто — вместимость площадки"
          inputMode="numeric"
          validate={rules.maxTeams}
        />
        <FormTextField
          name="max_players_in_team"
          label="Игроков в команде"
          hint="Пусто — как на площадке"
          inputMode="numeric"
          validate={rules.teamSize}
        />
        <FormTextField
          name="tours"
          label="Туров"
          hint="Столбцы таблицы баллов"
          inputMode="numeric"
          validate={rules.tours}
        />
      </div>
      <FormTextField
        name="registration_opens_at"
        type="datetime-local"
        label="Регистрация открывается"
        hint="Пусто — сразу после публикации"
        validate={rules.opens}
      />
      <FormCheckbox name="is_preorder_opened" label="Предзаказ открыт" />
      <FormTextField
        name="united_tag"
        label="Сборная игра: общий тег"
        hint="Игры с одним тегом — одна игра на нескольких площадках"
        validate={rules.unitedTag}
      />
      <FormTextField
        name="reg_url"
        label="Внешняя ссылка на регистрацию"
        inputMode="url"
        validate={rules.regUrl}
      />
      <FormTextArea name="description" label="Описание" validate={rules.description} />
      <FormError />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <SubmitButton
          variant={props.canPublish ? 'secondary' : 'primary'}
          onClick={() => (intent.current = 'save')}
        >
          {props.saveLabel}
        </SubmitButton>
        {props.canPublish ? (
          <SubmitButton onClick={() => (intent.current = 'publish')}>Опубликовать</SubmitButton>
        ) : null}
      </div>
    </QuizForm>
  );
}
