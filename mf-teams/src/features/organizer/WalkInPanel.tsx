/**
 * «Команда у входа»: a team that came without registering goes straight into the game (registered and
 * checked in). Either a team of the base, found by its title, its captain's name or phone (the server's
 * search over the game's city; a captain's phone shown by its last four digits), or a new team with a
 * title and its captain's phone (his account is made when the number has none; nothing is texted to
 * him). Over the game's team limit the screen asks «Превысить лимит» first (./OverLimit).
 */
import { submissionErrors } from '@quiz/api';
import type { TeamSearchHit } from '@quiz/contract';
import { DOOR_TEXTS, nameError, playersTyped } from '@quiz/domain';
import {
  Button,
  Card,
  colors,
  FormError,
  FormTextField,
  fontSize,
  QuizForm,
  required,
  SubmitButton,
  space,
} from '@quiz/ui';
import { useState } from 'react';
import { addWalkIn, searchBase } from './api/registrations';
import { useDoorAction } from './OverLimit';
import { PlayersField } from './TeamCard';

/** The captain's name may be left blank; when typed, the site's one name rule. */
const optionalName = (value: string | undefined) => (value?.trim() ? nameError(value) : undefined);

const WALK_IN_FIELDS = { title: 'title', captain_phone: 'phone', captain_name: 'name', players: 'players' };

export function WalkInPanel({ eventId }: { eventId: number }) {
  return (
    <Card as="section" aria-label={DOOR_TEXTS.walkInTitle} css={{ display: 'grid', gap: space(3) }}>
      <h2 css={{ margin: 0, fontSize: fontSize.xl }}>{DOOR_TEXTS.walkInTitle}</h2>
      <BaseSearch eventId={eventId} />
      <NewTeamForm eventId={eventId} />
    </Card>
  );
}

/** A team of the base: search, then «Добавить в игру» on the one found. */
function BaseSearch({ eventId }: { eventId: number }) {
  const run = useDoorAction();
  const [hits, setHits] = useState<TeamSearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(values: { q?: string }) {
    try {
      setHits(await searchBase(eventId, (values.q ?? '').trim()));
      return undefined;
    } catch (e) {
      return submissionErrors(e, { q: 'q' });
    }
  }
  async function add(hit: TeamSearchHit) {
    setError(null);
    const errors = await run((overLimit) => addWalkIn(eventId, { team: hit.id }, overLimit), {
      onDone: () => setHits(null),
    });
    if (errors) setError(Object.values(errors).join(' '));
  }

  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <QuizForm
        aria-label={DOOR_TEXTS.walkInSearchLabel}
        css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'end' }}
        onSubmit={search}
      >
        <FormTextField
          name="q"
          type="search"
          label={DOOR_TEXTS.walkInSearchLabel}
          hint={DOOR_TEXTS.walkInSearchHint}
          validate={(value: string | undefined) =>
            (value ?? '').trim().length >= 2 ? undefined : DOOR_TEXTS.searchTooShort
          }
        />
        <SubmitButton variant="secondary">{DOOR_TEXTS.walkInFind}</SubmitButton>
        <FormError />
      </QuizForm>
      {error ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {error}
        </p>
      ) : null}
      {hits === null ? null : hits.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>{DOOR_TEXTS.nothingFound}</p>
      ) : (
        <ul
          aria-label="Найдено в базе"
          css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: space(2) }}
        >
          {hits.map((hit) => (
            <li key={hit.id} css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), alignItems: 'center' }}>
              <span css={{ flex: '1 1 12rem' }}>
                <strong>{hit.title}</strong>
                {hit.captain ? ` · ${[hit.captain.name, hit.captain.phone].filter(Boolean).join(', ')}` : ''}
              </span>
              {hit.on_event ? (
                <span css={{ color: colors.muted }}>уже в списке игры</span>
              ) : (
                <Button
                  size="sm"
                  aria-label={`${DOOR_TEXTS.walkInAdd}: «${hit.title}»`}
                  onClick={() => void add(hit)}
                >
                  {DOOR_TEXTS.walkInAdd}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface NewTeamValues {
  title?: string;
  phone?: string;
  name?: string;
  players?: string;
}

/** A new team: its title and its captain's phone (and name), with the people it brought. */
function NewTeamForm({ eventId }: { eventId: number }) {
  const run = useDoorAction();
  async function submit(values: NewTeamValues, form: { reset: () => void }) {
    const players = playersTyped(values.players);
    const body = {
      title: (values.title ?? '').trim(),
      captain_phone: (values.phone ?? '').trim(),
      ...(values.name?.trim() ? { captain_name: values.name.trim() } : {}),
      ...(players === undefined ? {} : { players }),
    };
    // the form keeps its values while «Превысить лимит» is asked, and empties once the team is in
    return run((overLimit) => addWalkIn(eventId, body, overLimit), {
      fields: WALK_IN_FIELDS,
      onDone: () => setTimeout(() => form.reset()),
    });
  }
  return (
    <QuizForm aria-label={DOOR_TEXTS.walkInNew} css={{ display: 'grid', gap: space(1) }} onSubmit={submit}>
      <h3 css={{ margin: 0, fontSize: fontSize.lg }}>{DOOR_TEXTS.walkInNew}</h3>
      <FormTextField
        name="title"
        label={DOOR_TEXTS.walkInTitleLabel}
        validate={required('Укажите название команды.')}
      />
      <FormTextField
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={DOOR_TEXTS.walkInPhoneLabel}
        validate={required('Некорректный номер телефона!')}
      />
      <FormTextField
        name="name"
        label={DOOR_TEXTS.walkInNameLabel}
        autoComplete="off"
        validate={optionalName}
      />
      <PlayersField />
      <FormError />
      <SubmitButton css={{ justifySelf: 'start' }}>{DOOR_TEXTS.walkInAdd}</SubmitButton>
    </QuizForm>
  );
}
