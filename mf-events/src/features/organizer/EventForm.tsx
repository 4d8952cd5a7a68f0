/**
 * The schedule form (react-final-form over `@quiz/domain` rules): theme (new or edited), venue (new or
 * edited), date and time in the venue city's zone, price in the city's currency, limits, registration
 * opening, preorder, united game, external registration link, description, the tours of the scoring
 * table. Two submits: save as a draft (or save) and publish. The theme and venue choices offer the
 * active ones and the game's own (`choosable`); their edit windows archive and merge them.
 */
import type { City, OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { choosable } from '@quiz/domain';
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
  useHydrated,
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
  /** every theme, archived ones marked */
  themes: readonly OrganizerTheme[];
  venues: Venues;
  /** lineups already registered: the team limit may not go below */
  registered?: number;
  /** a game not yet published offers «Опубликовать» */
  canPublish: boolean;
  saveLabel: string;
  onSubmit: (values: EventValues, intent: SubmitIntent) => Promise<SubmissionErrors | undefined>;
  onThemeSaved: (theme: OrganizerTheme) => void;
  onThemeMerged: (duplicate: number, kept: OrganizerTheme) => void;
  onPlaceSaved: (place: OrganizerPlace) => void;
  onPlaceMerged: (duplicate: number, kept: OrganizerPlace) => void;
}

/** The form's fields as one group: no frame of its own, the form's layout as before. */
const fieldsCss = { border: 0, margin: 0, padding: 0, minWidth: 0 };

const rowCss = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: space(3),
};

/**
 * After a theme or venue changed from its window: the chosen one archived (and not the game's own) is no
 * longer a choice; a merged duplicate's choice becomes the one kept.
 */
function follow(
  change: (field: 'theme' | 'place', value: string) => void,
  field: 'theme' | 'place',
  chosen: string,
  own: string,
) {
  return {
    saved: (item: { id: number; archived: boolean }) => {
      if (!item.archived) change(field, String(item.id));
      else if (String(item.id) === chosen && chosen !== own) change(field, '');
    },
    merged: (duplicate: number, kept: { id: number }) => {
      if (String(duplicate) === chosen) change(field, String(kept.id));
    },
  };
}

interface ThemeFieldProps {
  themes: readonly OrganizerTheme[];
  /** the game's own theme ('' for a new game): offered even when archived */
  own: string;
  onSaved: (theme: OrganizerTheme) => void;
  onMerged: (duplicate: number, kept: OrganizerTheme) => void;
}

function ThemeField({ themes, own, onSaved, onMerged }: ThemeFieldProps) {
  const form = useForm<EventValues>();
  const { input } = useField<string>('theme', { subscription: { value: true } });
  const [editing, setEditing] = useState<OrganizerTheme | null | 'new'>(null);
  const chosen = themes.find((t) => String(t.id) === input.value) ?? null;
  const rules = eventRules({ places: [], cities: [] });
  const after = follow(form.change, 'theme', input.value, own);
  return (
    <div>
      <FormSelect
        name="theme"
        label="Тема"
        placeholder="Выберите тему"
        options={choosable(themes, Number(own) || null).map((t) => ({
          value: String(t.id),
          label: t.archived ? `${t.title} (в архиве)` : t.title,
        }))}
        validate={rules.theme}
      />
      <div css={{ display: 'flex', gap: space(2), marginTop: `-${space(3)}`, marginBottom: space(3) }}>
        <Button variant="ghost" size="sm" onClick={() => setEditing('new')}>
          Новая тема
        </Button>
        {chosen?.editable ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(chosen)}>
            Изменить тему
          </Button>
        ) : null}
      </div>
      <ThemeModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        theme={editing === 'new' ? null : editing}
        themes={themes}
        onSaved={(theme) => {
          onSaved(theme);
          after.saved(theme);
        }}
        onMerged={(duplicate, kept) => {
          onMerged(duplicate, kept);
          after.merged(duplicate, kept);
        }}
      />
    </div>
  );
}

interface PlaceFieldProps {
  venues: Venues;
  /** the game's own venue ('' for a new game): offered even when archived */
  own: string;
  onSaved: (place: OrganizerPlace) => void;
  onMerged: (duplicate: number, kept: OrganizerPlace) => void;
}

function PlaceField({ venues, own, onSaved, onMerged }: PlaceFieldProps) {
  const form = useForm<EventValues>();
  const { input } = useField<string>('place', { subscription: { value: true } });
  const [editing, setEditing] = useState<OrganizerPlace | null | 'new'>(null);
  const chosen = venues.places.find((p) => String(p.id) === input.value) ?? null;
  const city = (id: number) => venues.cities.find((c) => c.id === id)?.title ?? '';
  const after = follow(form.change, 'place', input.value, own);
  return (
    <div>
      <FormSelect
        name="place"
        label="Площадка"
        placeholder="Выберите площадку"
        options={choosable(venues.places, Number(own) || null).map((p) => ({
          value: String(p.id),
          label: `${p.title} (${city(p.city)}${p.archived ? ', в архиве' : ''})`,
        }))}
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
        places={venues.places}
        onSaved={(place) => {
          onSaved(place);
          after.saved(place);
        }}
        onMerged={(duplicate, kept) => {
          onMerged(duplicate, kept);
          after.merged(duplicate, kept);
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
  // the server's markup (the console is rendered for the organizer) takes no input until React owns it:
  // text typed before would not reach the form's state, and a submit would reload the page
  const live = useHydrated();
  return (
    <QuizForm<EventValues>
      aria-label="Игра"
      initialValues={props.initialValues}
      onSubmit={(values) => props.onSubmit(values, intent.current)}
    >
      <fieldset disabled={!live} css={fieldsCss}>
        <ThemeField
          themes={props.themes}
          own={props.initialValues.theme}
          onSaved={props.onThemeSaved}
          onMerged={props.onThemeMerged}
        />
        <FormTextField name="postfix" label="Подзаголовок (например, «#2»)" validate={rules.postfix} />
        <PlaceField
          venues={venues}
          own={props.initialValues.place}
          onSaved={props.onPlaceSaved}
          onMerged={props.onPlaceMerged}
        />
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
      </fieldset>
    </QuizForm>
  );
}
