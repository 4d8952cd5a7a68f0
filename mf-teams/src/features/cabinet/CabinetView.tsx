/**
 * /cabinet (SPEC §2 "Personal cabinet"): the profile form (avatar, name, phone with its code modal,
 * save), the ID, the «ready to play with other teams» toggle (is_legionary, saved at once; the box
 * follows the server's answer), the
 * comfortable-time, theme-vote and my-teams buttons, the invitation-to-team modal, and the user's
 * upcoming and past games with their teams («Результаты в прямом эфире» on a game being played).
 * A cancelled game says «Игра отменена» and has no «Добавить в календарь»; a moved one says «Игра
 * перенесена» with the date it had.
 */
import { useUser } from '@quiz/bus/react';
import type { UserGame } from '@quiz/contract';
import { isCancelled } from '@quiz/domain';
import { href } from '@quiz/routes';
import {
  AddToCalendar,
  AppLink,
  Badge,
  Button,
  Card,
  colors,
  EventStatusNote,
  formatDayMonth,
  formatTime,
  PageFrame,
  Section,
  SkeletonList,
  space,
} from '@quiz/ui';
import { useState } from 'react';
import { go } from '../../shared/bus';
import { LiveResultsLink } from '../../shared/LiveResultsLink';
import { SavedToggle } from '../../shared/SavedToggle';
import { saveLegionary, useUserGames } from './api/profile';
import { CABINET_VIEW_TEXTS } from './cabinet-texts';
import { INVITE_TEXTS, InviteToTeamModal } from './InviteToTeamModal';
import { ProfileForm } from './ProfileForm';
import { RemindersSection } from './RemindersSection';

export function CabinetView() {
  const user = useUser();
  const games = useUserGames();
  const [inviting, setInviting] = useState(false);
  return (
    <PageFrame title={CABINET_VIEW_TEXTS.title}>
      {user ? (
        <Card css={{ marginBottom: space(4) }}>
          <ProfileForm key={user.id} user={user} />
          <p css={{ color: colors.muted, margin: `${space(2)} 0` }}>ID {user.id}</p>
          <SavedToggle
            name="is_legionary"
            label={CABINET_VIEW_TEXTS.legionary}
            hint={
              <p css={{ color: colors.muted, margin: 0, fontSize: '0.9em' }}>
                {CABINET_VIEW_TEXTS.legionaryHint}
              </p>
            }
            checked={user.is_legionary}
            save={saveLegionary}
          />
        </Card>
      ) : null}
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap', marginBottom: space(4) }}>
        <Button variant="secondary" onClick={() => go(`${href('home')}#comfortable-time`)}>
          {CABINET_VIEW_TEXTS.comfortableTime}
        </Button>
        <Button variant="secondary" onClick={() => go(href('themeVote'))}>
          {CABINET_VIEW_TEXTS.themeVote}
        </Button>
        <Button variant="secondary" onClick={() => go(href('myTeams'))}>
          {CABINET_VIEW_TEXTS.myTeams}
        </Button>
        <Button variant="secondary" onClick={() => setInviting(true)}>
          {INVITE_TEXTS.open}
        </Button>
      </div>
      <InviteToTeamModal open={inviting} onOpenChange={setInviting} />
      <Section title={CABINET_VIEW_TEXTS.upcoming}>
        <GameList games={games.data?.upcoming} empty={CABINET_VIEW_TEXTS.noUpcoming} calendar />
      </Section>
      <Section title={CABINET_VIEW_TEXTS.past}>
        <GameList games={games.data?.past} empty={CABINET_VIEW_TEXTS.noPast} />
      </Section>
      <RemindersSection />
    </PageFrame>
  );
}

function GameList({
  games,
  empty,
  calendar = false,
}: {
  /** undefined while loading */
  games: UserGame[] | undefined;
  empty: string;
  calendar?: boolean;
}) {
  if (!games) return <SkeletonList />;
  if (games.length === 0) return <p css={{ color: colors.muted }}>{empty}</p>;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
      {games.map(({ event, event_team }) => {
        const to = href('regTeamOnEvent', { eventId: event.id, teamId: event_team.team.id });
        const tz = { timeZone: event.city.timezone };
        return (
          <li key={`${event.id}-${event_team.id}`}>
            <Card>
              <AppLink href={to} css={{ fontWeight: 700 }}>
                {event.game.theme.title}
                {event.postfix ? ` ${event.postfix}` : ''}
              </AppLink>{' '}
              {event_team.status === 'reserve' ? <Badge tone="warning">Резерв</Badge> : null}
              <EventStatusNote event={event} compact css={{ marginTop: space(2) }} />
              <p css={{ margin: `${space(1)} 0 0` }}>
                {formatDayMonth(event.date, tz)}, {formatTime(event.date, tz)} · {event.place.title} · команда
                «{event_team.title}»
              </p>
              <LiveResultsLink event={event} size="sm" css={{ marginTop: space(2) }} />
              {calendar && !isCancelled(event) ? (
                <AddToCalendar event={event} css={{ marginTop: space(2), justifyItems: 'start' }} />
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
