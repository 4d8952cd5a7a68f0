/**
 * SPEC §2 "Event-team panel": free places; per lineup the participants with the in-game checkbox
 * (toggling registers or deregisters, locked 5 s with a visible countdown; a player of another team
 * on this game greyed out), the participant counter, guests (never below 1), add participant, add
 * (shown once every lineup of the team is full, SPEC §8 overflow) and delete lineup («Убрать
 * дополнительный состав?», both hidden for the united team), the captain's
 * controls and the preorder button. The server enforces every rule; refusals show its text.
 */
import { callApi } from '@quiz/api';
import { emit } from '@quiz/bus';
import { useUser } from '@quiz/bus/react';
import type { EventTeamPageResponse, Lineup, RosterPlayer } from '@quiz/contract';
import {
  CHECK_TOGGLE_LOCK_MS,
  canAddLineup,
  freePlacesText,
  isPassed,
  isRegistrationOpen,
  lockSecondsLeft,
  overflowText,
  TEAM_TEXTS,
} from '@quiz/domain';
import { href } from '@quiz/routes';
import { Badge, Button, Card, ConfirmDialog, Counter, colors, fontSize, Modal, space } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { errorDetail, go, toastError } from '../../shared/bus';

export const PANEL_TEXTS = {
  freePlaces: (n: number | null) => (n === null ? 'Места для команд не ограничены' : freePlacesText(n)),
  participants: (n: number, max: number) => `Участников: ${n} из ${max}`,
  inGame: 'В игре',
  otherTeam: 'играет в другой команде',
  guests: 'Участников с игроком',
  addLineup: 'Добавить состав',
  deleteLineup: 'Убрать состав',
  withdraw: 'Снять команду с игры',
  preorder: 'Предзаказ',
  registeredInfo: 'Вы в игре! До встречи.',
  unregisteredInfo: 'Вы сняты с игры.',
  lineupAddedInfo: 'Дополнительный состав добавлен.',
  lineupRemovedInfo: 'Дополнительный состав убран.',
  ok: 'ОК',
  guestsOf: (n: number) => `Участников с игроком: ${n}`,
  reserve: (n: number | null) => `${TEAM_TEXTS.reserve}${n ? ` № ${n}` : ''}`,
  locked: (s: number) => `Подождите ${s} с`,
  lineup: (n: number) => `Состав ${n}`,
  addParticipant: 'Добавить участника',
} as const;

export interface EventTeamPanelViewProps {
  data: EventTeamPageResponse;
  reload: () => void;
}

export function EventTeamPanelView({ data, reload }: EventTeamPanelViewProps) {
  const user = useUser();
  const [message, setMessage] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<Record<number, number>>({});
  const [now, setNow] = useState(Date.now());
  const [deleting, setDeleting] = useState<Lineup | null>(null);
  // SPEC §4 information windows after registering or unregistering
  const [info, setInfo] = useState<string | null>(null);
  // a passed game, or one whose registration is closed, is shown as it was: nothing to change
  const closed = isPassed(data.event.date) || !isRegistrationOpen(data.event.workflow_state);
  const captain = data.is_captain && !closed;
  const anyLocked = Object.values(lockedUntil).some((until) => until > now);

  useEffect(() => {
    if (!anyLocked) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [anyLocked]);

  const changed = () => {
    emit({ type: 'registration.changed', eventId: data.event.id, teamId: data.team.id });
    reload();
  };

  async function toggle(player: RosterPlayer, lineup: Lineup) {
    setMessage(null);
    const until = Date.now() + CHECK_TOGGLE_LOCK_MS;
    setLockedUntil((l) => ({ ...l, [player.id]: until }));
    setNow(Date.now());
    try {
      if (player.inGame && player.eventPlayerId) {
        await callApi('deleteEventPlayer', { params: { id: player.eventPlayerId } });
        if (player.id === user?.id) setInfo(PANEL_TEXTS.unregisteredInfo);
      } else {
        await callApi('createEventPlayer', { body: { user: player.id, event_team: lineup.id } });
        if (player.id === user?.id) setInfo(PANEL_TEXTS.registeredInfo);
      }
      changed();
    } catch (e) {
      setMessage(errorDetail(e) ?? TEAM_TEXTS.somethingWrong);
    }
  }

  async function setGuests(player: RosterPlayer, count: number) {
    if (!player.eventPlayerId || !player.eventTeamId) return;
    setMessage(null);
    try {
      await callApi('updateEventPlayer', {
        params: { id: player.eventPlayerId },
        body: { user: player.id, event_team: player.eventTeamId, participant_count: count },
      });
      changed();
    } catch (e) {
      setMessage(errorDetail(e) ?? TEAM_TEXTS.somethingWrong);
    }
  }

  async function addLineup() {
    setMessage(null);
    try {
      await callApi('createEventTeam', { body: { event: data.event.id, team: data.team.id } });
      setInfo(PANEL_TEXTS.lineupAddedInfo);
      changed();
    } catch (e) {
      setMessage(errorDetail(e) ?? TEAM_TEXTS.somethingWrong);
    }
  }

  const lineups = data.lineups;
  return (
    <section aria-label="Команда на игре" css={{ display: 'grid', gap: space(4) }}>
      <p css={{ margin: 0, color: colors.muted }}>{PANEL_TEXTS.freePlaces(data.free_places)}</p>
      {message ? (
        <p role="alert" css={{ margin: 0, color: colors.danger }}>
          {message}
        </p>
      ) : null}
      {lineups.map((lineup, index) => {
        const candidates = data.players.filter((p) => p.eventTeamId === null || p.eventTeamId === lineup.id);
        const over = lineup.participants >= data.max_players;
        return (
          <Card
            key={lineup.id}
            as="section"
            aria-label={lineups.length > 1 ? PANEL_TEXTS.lineup(index + 1) : lineup.title}
          >
            <div
              css={{
                display: 'flex',
                gap: space(2),
                alignItems: 'center',
                flexWrap: 'wrap',
                marginBottom: space(3),
              }}
            >
              <h3 css={{ margin: 0, fontSize: fontSize.lg }}>{lineup.title}</h3>
              {lineup.status === 'reserve' ? (
                <Badge tone="warning">{PANEL_TEXTS.reserve(lineup.reserve_position)}</Badge>
              ) : null}
              <span data-testid="participant-counter" css={{ marginLeft: 'auto', fontWeight: 600 }}>
                {PANEL_TEXTS.participants(lineup.participants, data.max_players)}
              </span>
            </div>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
              {candidates.map((p) => {
                const mine = p.id === user?.id;
                const left = lockSecondsLeft(lockedUntil[p.id] ?? 0, now);
                const canToggle = !closed && (mine || captain) && !p.playAnAnotherTeam && left === 0;
                return (
                  <li
                    key={p.id}
                    css={{
                      display: 'flex',
                      gap: space(3),
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      opacity: p.playAnAnotherTeam ? 0.5 : 1,
                    }}
                  >
                    <label css={{ display: 'flex', gap: space(2), alignItems: 'center', minWidth: 200 }}>
                      <input
                        type="checkbox"
                        checked={p.inGame && p.eventTeamId === lineup.id}
                        disabled={!canToggle}
                        onChange={() => void toggle(p, lineup)}
                        aria-label={`${PANEL_TEXTS.inGame}: ${p.first_name}`}
                      />
                      {p.first_name}
                      {p.playAnAnotherTeam ? (
                        <small css={{ color: colors.muted }}>({PANEL_TEXTS.otherTeam})</small>
                      ) : null}
                    </label>
                    {left > 0 ? (
                      <small role="status" css={{ color: colors.muted }}>
                        {PANEL_TEXTS.locked(left)}
                      </small>
                    ) : null}
                    {p.inGame && p.eventTeamId === lineup.id && (mine || captain) && !closed ? (
                      <Counter
                        label={`${PANEL_TEXTS.guests}: ${p.first_name}`}
                        value={p.participantCount}
                        min={1}
                        onChange={(n) => void setGuests(p, n)}
                      />
                    ) : null}
                    {p.inGame && p.eventTeamId === lineup.id && closed && p.participantCount > 1 ? (
                      <small css={{ color: colors.muted }}>{PANEL_TEXTS.guestsOf(p.participantCount)}</small>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {over ? (
              <p css={{ color: colors.muted, marginBottom: 0 }}>{overflowText(data.max_players)}</p>
            ) : null}
            <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', marginTop: space(3) }}>
              {captain ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => go(href('teamCabinet', { slug: data.team.secret_slug }))}
                >
                  {PANEL_TEXTS.addParticipant}
                </Button>
              ) : null}
              {captain && index > 0 && !data.team.is_united ? (
                <Button size="sm" variant="danger" onClick={() => setDeleting(lineup)}>
                  {PANEL_TEXTS.deleteLineup}
                </Button>
              ) : null}
            </div>
          </Card>
        );
      })}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        {captain &&
        !data.team.is_united &&
        canAddLineup(
          lineups.map((l) => l.participants),
          data.max_players,
        ) ? (
          <Button variant="secondary" onClick={() => void addLineup()}>
            {PANEL_TEXTS.addLineup}
          </Button>
        ) : null}
        {isPassed(data.event.date) ? null : (
          <Button href={href('preorder', { eventId: data.event.id, teamId: data.team.id })} variant="accent">
            {PANEL_TEXTS.preorder}
          </Button>
        )}
      </div>
      <Modal
        open={info !== null}
        onOpenChange={(open) => !open && setInfo(null)}
        title={info ?? ''}
        size="sm"
        footer={<Button onClick={() => setInfo(null)}>{PANEL_TEXTS.ok}</Button>}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={TEAM_TEXTS.confirmRemoveLineup}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await callApi('deleteEventTeam', { params: { id: deleting.id } });
            setInfo(PANEL_TEXTS.lineupRemovedInfo);
            changed();
          } catch (e) {
            toastError(e);
            throw e;
          }
        }}
      />
    </section>
  );
}
