/**
 * /sitting/{eventId} (SPEC §2 "Seating"): the menu Общая информация, Гибкая рассадка, С посадочными
 * решениями, С картосхемой; team cards, table cards and the summary; live while open (useSeating).
 * Organizers only: everyone else sees a clear message instead of the tools (the server answers 403).
 * «Добавить в игру» of a reserve or no-show team takes a team place: when none is free the screen asks
 * «Превысить лимит» with the server's sentence, and goes over only when the organizer confirms.
 */
import type { SeatingState, SeatingTeamState } from '@quiz/contract';
import { DOOR_TEXTS, SEATING_MODES, SEATING_TEXTS, type SeatingMode } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AppLink,
  Button,
  Card,
  ConfirmDialog,
  colors,
  EmptyState,
  fontSize,
  formatDateLine,
  mq,
  Select,
  Skeleton,
  space,
  Tabs,
} from '@quiz/ui';
import { useState } from 'react';
import { cardsGridCss, SummaryPanel, TableCard, TeamCard } from './cards';
import { type SeatingModel, useSeating } from './useSeating';
import { VenueMap } from './VenueMap';

export const LOGIN_TEXT = 'Рассадка доступна организаторам. Войдите в аккаунт организатора.';
export const PICK_TEAM_TEXT = 'Выберите команду, затем стол.';

function Heading({ children }: { children: string }) {
  return (
    <h2 css={{ margin: `${space(2)} 0 0`, fontSize: fontSize.lg, color: colors.primary }}>{children}</h2>
  );
}

/**
 * The subtitle's room (game · date · venue: two lines on a phone), kept while the seating loads too, so
 * the screen does not move down when it arrives (Lighthouse measured a 0.053 layout shift).
 */
const subtitleCss = {
  margin: `${space(1)} 0 ${space(4)}`,
  color: colors.muted,
  minHeight: '1.5em',
  [mq.mobile]: { minHeight: '3em' },
} as const;

function Frame({
  subtitle,
  loading = false,
  children,
}: {
  subtitle?: string;
  /** the seating is on its way: its subtitle's room is kept */
  loading?: boolean;
  children: React.ReactNode;
}) {
  const subtitleShown = Boolean(subtitle) || loading;
  return (
    <section
      aria-labelledby="seating-title"
      css={{
        boxSizing: 'border-box',
        maxWidth: 1200,
        margin: '0 auto',
        padding: `${space(6)} ${space(3)} ${space(10)}`,
      }}
    >
      <h1 id="seating-title" css={{ margin: 0, color: colors.primary, fontSize: 28 }}>
        Рассадка
      </h1>
      {subtitleShown ? (
        <p css={subtitleCss} aria-hidden={subtitle ? undefined : true}>
          {subtitle}
        </p>
      ) : null}
      <div css={{ display: 'grid', gap: space(4), marginTop: subtitleShown ? 0 : space(4) }}>{children}</div>
    </section>
  );
}

/** The screen without a session: a login prompt, no tools. */
export function SeatingLoginPrompt() {
  return (
    <Frame>
      <EmptyState
        title={SEATING_TEXTS.organizerOnly}
        text={LOGIN_TEXT}
        action={
          <AppLink
            href={href('login', undefined, {
              from: typeof location === 'undefined' ? '/' : location.pathname,
            })}
          >
            Войти
          </AppLink>
        }
      />
    </Frame>
  );
}

/** What the screen says instead of the tools when the server refuses the seating (403) or has no such game. */
const REFUSED = {
  denied: { title: SEATING_TEXTS.organizerOnly, text: 'Эта страница доступна только организаторам игры.' },
  notFound: { title: 'Игра не найдена', text: 'Проверьте ссылку на рассадку.' },
} as const;

export function SeatingView({ eventId }: { eventId: number }) {
  const model = useSeating(eventId);
  const [mode, setMode] = useState<SeatingMode>('overview');
  const [selected, setSelected] = useState<number | null>(null);
  const { status, state } = model;

  if (status === 'denied' || status === 'notFound') {
    return (
      <Frame>
        <EmptyState {...REFUSED[status]} />
      </Frame>
    );
  }
  if (status === 'error' || !state) {
    return (
      <Frame loading={status !== 'error'}>
        {status === 'error' ? (
          <EmptyState
            title="Не удалось загрузить рассадку"
            text={model.message ?? ''}
            action={<Button onClick={model.reload}>Повторить</Button>}
          />
        ) : (
          <div role="status" aria-label="Загрузка рассадки" css={{ display: 'grid', gap: space(3) }}>
            <Skeleton height={44} />
            <Skeleton height={120} />
            <Skeleton height={240} />
          </div>
        )}
      </Frame>
    );
  }

  const subtitle = `${state.event.title} · ${formatDateLine(state.event.date, { timeZone: state.event.timezone })} · ${state.event.place.title}`;
  const team = state.teams.find((t) => t.id === selected) ?? null;
  const seat = async (tableId: number) => {
    if (!team) return;
    if (await model.change(team.id, { seat_id: tableId })) setSelected(null);
  };

  return (
    <Frame subtitle={subtitle}>
      <p
        role="status"
        css={{ margin: 0, fontSize: fontSize.sm, color: model.live ? colors.success : colors.muted }}
      >
        {model.live ? 'Изменения других организаторов видны сразу' : 'Подключаемся к обновлениям…'}
      </p>
      <Tabs
        aria-label="Режим рассадки"
        items={SEATING_MODES.map((m) => ({ value: m.id, label: m.label }))}
        value={mode}
        onValueChange={setMode}
        css={{ overflowX: 'auto' }}
      />
      {model.message ? (
        <div
          role="alert"
          css={{ padding: space(3), borderRadius: 8, background: colors.dangerSoft, color: colors.danger }}
        >
          {model.message}
        </div>
      ) : null}
      <SummaryPanel summary={state.summary} />
      <ConfirmDialog
        open={model.overLimit !== null}
        onOpenChange={(open) => {
          if (!open) model.dismissOverLimit();
        }}
        title={`${DOOR_TEXTS.overLimit}?`}
        description={model.overLimit?.detail}
        confirmLabel={DOOR_TEXTS.overLimit}
        cancelLabel={DOOR_TEXTS.cancel}
        danger
        onConfirm={model.confirmOverLimit}
      />
      {mode === 'overview' ? <Overview state={state} /> : null}
      {mode === 'flexible' ? <Flexible state={state} model={model} /> : null}
      {mode === 'tables' || mode === 'map' ? (
        <TeamPicker
          state={state}
          selected={selected}
          onSelect={setSelected}
          model={model}
          compact={mode === 'map'}
        />
      ) : null}
      {mode === 'tables' ? (
        <>
          <Heading>Столы</Heading>
          <div css={cardsGridCss}>
            {state.tables.map((t) => (
              <TableCard
                key={t.id}
                table={t}
                state={state}
                actions={
                  <Button
                    size="sm"
                    disabled={!team || model.busy}
                    aria-label={team ? `Посадить «${team.title}» за ${t.title}` : `Посадить за ${t.title}`}
                    onClick={() => void seat(t.id)}
                  >
                    Посадить сюда
                  </Button>
                }
              />
            ))}
          </div>
        </>
      ) : null}
      {mode === 'map' ? (
        <>
          <Heading>План зала</Heading>
          <p css={{ margin: 0, color: colors.muted }}>
            {team ? `Нажмите на стол, чтобы посадить «${team.title}».` : PICK_TEAM_TEXT}
          </p>
          <VenueMap state={state} onPick={team ? (id) => void seat(id) : undefined} disabled={model.busy} />
        </>
      ) : null}
    </Frame>
  );
}

function Overview({ state }: { state: SeatingState }) {
  return (
    <>
      <Heading>Команды</Heading>
      {state.teams.length ? (
        <div css={cardsGridCss}>
          {state.teams.map((t) => (
            <TeamCard key={t.id} team={t} state={state} />
          ))}
        </div>
      ) : (
        <EmptyState title="На игру пока никто не зарегистрировался" />
      )}
      <Heading>Столы</Heading>
      <div css={cardsGridCss}>
        {state.tables.map((t) => (
          <TableCard key={t.id} table={t} state={state} />
        ))}
      </div>
    </>
  );
}

function Flexible({ state, model }: { state: SeatingState; model: SeatingModel }) {
  return (
    <>
      <Heading>Команды</Heading>
      <div css={cardsGridCss}>
        {state.teams.map((t) => (
          <TeamCard
            key={t.id}
            team={t}
            state={state}
            actions={
              <Button
                size="sm"
                variant={t.is_in_game ? 'secondary' : 'primary'}
                disabled={model.busy}
                aria-label={t.is_in_game ? `Убрать «${t.title}» из игры` : `Добавить «${t.title}» в игру`}
                onClick={() => void model.change(t.id, { is_in_game: !t.is_in_game })}
              >
                {t.is_in_game ? 'Убрать из игры' : 'Добавить в игру'}
              </Button>
            }
          />
        ))}
      </div>
    </>
  );
}

interface TeamPickerProps {
  state: SeatingState;
  selected: number | null;
  onSelect: (id: number | null) => void;
  model: SeatingModel;
  compact: boolean;
}

/** Step 1 of the table modes: pick a team (cards on the tables mode, a select on the map). */
function TeamPicker({ state, selected, onSelect, model, compact }: TeamPickerProps) {
  if (compact) {
    return (
      <Card css={{ display: 'grid', gap: space(2) }}>
        <Select
          label="Команда"
          value={selected === null ? '' : String(selected)}
          onChange={(e) => onSelect(e.target.value ? Number(e.target.value) : null)}
          placeholder="Выберите команду"
          options={state.teams.map((t) => ({ value: String(t.id), label: teamOption(t, state) }))}
        />
      </Card>
    );
  }
  return (
    <>
      <Heading>Команды</Heading>
      <p css={{ margin: 0, color: colors.muted }}>{PICK_TEAM_TEXT}</p>
      <div css={cardsGridCss}>
        {state.teams.map((t) => (
          <TeamCard
            key={t.id}
            team={t}
            state={state}
            selected={t.id === selected}
            actions={
              <>
                <Button
                  size="sm"
                  variant={t.id === selected ? 'primary' : 'secondary'}
                  aria-pressed={t.id === selected}
                  aria-label={`Выбрать «${t.title}»`}
                  onClick={() => onSelect(t.id === selected ? null : t.id)}
                >
                  {t.id === selected ? 'Выбрана' : 'Выбрать'}
                </Button>
                {t.seat_id !== null ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={model.busy}
                    aria-label={`Снять «${t.title}» со стола`}
                    onClick={() => void model.change(t.id, { seat_id: null })}
                  >
                    Снять со стола
                  </Button>
                ) : null}
              </>
            }
          />
        ))}
      </div>
    </>
  );
}

function teamOption(t: SeatingTeamState, state: SeatingState): string {
  const table = state.tables.find((x) => x.id === t.seat_id);
  return `${t.title} — ${t.estimated_number_of_players} из ${t.max_players}${table ? `, ${table.title}` : ''}`;
}
