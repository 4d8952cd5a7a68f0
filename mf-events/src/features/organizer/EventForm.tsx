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
import { type ReactNode, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import type { CatalogueItem } from './CatalogueActions';
import type { CatalogueWindowProps } from './CatalogueModal';
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

interface CatalogueFieldProps<T extends CatalogueItem> {
  name: 'theme' | 'place';
  texts: { label: string; placeholder: string; add: string; edit: string };
  items: readonly T[];
  /** the game's own theme or venue ('' for a new game): offered even when archived */
  own: string;
  optionLabel: (item: T) => string;
  validate: (value: string) => string | undefined;
  /** whether the chosen one offers its edit window */
  editable?: (item: T) => boolean;
  onSaved: (item: T) => void;
  onMerged: (duplicate: number, kept: T) => void;
  /** its edit window (ThemeModal, PlaceModal) */
  renderWindow: (props: CatalogueWindowProps<T>) => ReactNode;
}

/** The theme or venue choice, with «Новая …» and «Изменить …» opening its edit window. */
function CatalogueField<T extends CatalogueItem>(props: CatalogueFieldProps<T>) {
  const { name, texts, items, own, editable = () => true } = props;
  const form = useForm<EventValues>();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const chosen = items.find((x) => String(x.id) === input.value) ?? null;
  const after = follow(form.change, name, input.value, own);
  return (
    <div>
      <FormSelect
        name={name}
        label={texts.label}
        placeholder={texts.placeholder}
        options={choosable(items, Number(own) || null).map((x) => ({
          value: String(x.id),
          label: props.optionLabel(x),
        }))}
        validate={props.validate}
      />
      <div css={{ display: 'flex', gap: space(2), marginTop: `-${space(3)}`, marginBottom: space(3) }}>
        <Button variant="ghost" size="sm" onClick={() => setEditing('new')}>
          {texts.add}
        </Button>
        {chosen && editable(chosen) ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(chosen)}>
            {texts.edit}
          </Button>
        ) : null}
      </div>
      {props.renderWindow({
        open: editing !== null,
        onOpenChange: (open) => !open && setEditing(null),
        item: editing === 'new' ? null : editing,
        items,
        onSaved: (item) => {
          props.onSaved(item);
          after.saved(item);
        },
        onMerged: (duplicate, kept) => {
          props.onMerged(duplicate, kept);
          after.merged(duplicate, kept);
        },
      })}
    </div>
  );
}

const THEME_TEXTS = { label: 'Тема', placeholder: 'Выберите тему', add: 'Новая тема', edit: 'Изменить тему' };
const PLACE_TEXTS = {
  label: 'Площадка',
  placeholder: 'Выберите площадку',
  add: 'Новая площадка',
  edit: 'Изменить площадку',
};

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
  const cityTitle = (id: number) => venues.cities.find((c) => c.id === id)?.title ?? '';
  return (
    <QuizForm<EventValues>
      aria-label="Игра"
      initialValues={props.initialValues}
      onSubmit={(values) => props.onSubmit(values, intent.current)}
    >
      <fieldset disabled={!live} css={fieldsCss}>
        <CatalogueField
          name="theme"
          texts={THEME_TEXTS}
          items={props.themes}
          own={props.initialValues.theme}
          optionLabel={(t) => (t.archived ? `${t.title} (в архиве)` : t.title)}
          validate={rules.theme}
          editable={(t) => t.editable}
          onSaved={props.onThemeSaved}
          onMerged={props.onThemeMerged}
          renderWindow={(modal) => <ThemeModal {...modal} />}
        />
        <FormTextField name="postfix" label="Подзаголовок (например, «#2»)" validate={rules.postfix} />
        <CatalogueField
          name="place"
          texts={PLACE_TEXTS}
          items={venues.places}
          own={props.initialValues.place}
          optionLabel={(p) => `${p.title} (${cityTitle(p.city)}${p.archived ? ', в архиве' : ''})`}
          validate={rules.place}
          onSaved={props.onPlaceSaved}
          onMerged={props.onPlaceMerged}
          renderWindow={(modal) => <PlaceModal {...modal} cities={venues.cities} />}
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
