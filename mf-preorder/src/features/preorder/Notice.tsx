/** The notice of SPEC §4/§8 for the visitor's preorder status, with its action. */
import { emit } from '@quiz/bus';
import type { PreorderAccess } from '@quiz/contract';
import { href } from '@quiz/routes';
import { Button, buttonCss, colors, radius, space } from '@quiz/ui';
import type { ReactNode } from 'react';
import { PreorderLink, usePreorderEnv } from '../../shared/env';
import { TEXTS } from '../../shared/texts';
import { GuestLink } from './GuestLink';

export interface NoticeProps {
  access: PreorderAccess;
  eventId: number;
  teamId: number;
  /** the name form of the team link (status `invited`) */
  children?: ReactNode;
}

/** The notice's box: its sentence, then what the visitor can do about it. */
function Box({ tone, text, more }: { tone: 'info' | 'warning'; text: string; more?: ReactNode }) {
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      css={{
        display: 'grid',
        gap: space(3),
        padding: space(4),
        marginBottom: space(4),
        borderRadius: radius.card,
        background: tone === 'warning' ? '#FFF4E5' : colors.grey[100],
        color: colors.text,
      }}
    >
      <p css={{ margin: 0 }}>{text}</p>
      {more}
    </div>
  );
}

export function Notice({ access, eventId, teamId, children }: NoticeProps) {
  const env = usePreorderEnv();
  const team = access.event_team?.team.title ?? '';
  const registration = href('regTeamOnEvent', { eventId, teamId });
  const preorder = href('preorder', { eventId, teamId });
  const action = (to: string, label: string) => (
    <div>
      <PreorderLink to={to} css={buttonCss('primary', 'md')}>
        {label}
      </PreorderLink>
    </div>
  );
  const { notices } = TEXTS;
  const login = env.embedded ? (
    action(preorder, notices.anonymousAction)
  ) : (
    <div>
      <Button onClick={() => emit({ type: 'auth.required', from: preorder })}>
        {notices.anonymousAction}
      </Button>
    </div>
  );
  const guestLink =
    access.event_team && !env.embedded && access.has_phone ? (
      <GuestLink eventId={eventId} teamId={teamId} eventTeamId={access.event_team.id} />
    ) : null;
  const ownTeam = access.own_team
    ? action(href('preorder', { eventId, teamId: access.own_team.id }), notices.otherTeamAction)
    : null;
  switch (access.status) {
    case 'closed':
      return <Box tone="warning" text={notices.closed} more={action(registration, notices.closedAction)} />;
    case 'anonymous':
      return <Box tone="warning" text={notices.anonymous} more={login} />;
    case 'invited':
      return <Box tone="info" text={notices.invited(team)} more={children} />;
    case 'registered':
      return <Box tone="info" text={notices.registered(team)} more={guestLink} />;
    case 'guest':
      return <Box tone="info" text={notices.guest(team)} />;
    case 'other_team':
      return <Box tone="warning" text={notices.otherTeam(access.own_team?.title ?? '')} more={ownTeam} />;
    case 'no_phone':
      return (
        <Box tone="warning" text={notices.noPhone} more={action(href('cabinet'), notices.noPhoneAction)} />
      );
    case 'not_registered':
      return (
        <Box
          tone="warning"
          text={notices.notRegistered}
          more={action(registration, notices.notRegisteredAction)}
        />
      );
  }
}
