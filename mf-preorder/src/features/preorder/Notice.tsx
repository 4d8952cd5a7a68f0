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

function Box({ tone, children }: { tone: 'info' | 'warning'; children: ReactNode }) {
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
      {children}
    </div>
  );
}

export function Notice({ access, eventId, teamId, children }: NoticeProps) {
  const env = usePreorderEnv();
  const team = access.event_team?.team.title ?? '';
  const registration = href('regTeamOnEvent', { eventId, teamId });
  const action = (to: string, label: string) => (
    <div>
      <PreorderLink to={to} css={buttonCss('primary', 'md')}>
        {label}
      </PreorderLink>
    </div>
  );
  switch (access.status) {
    case 'closed':
      return (
        <Box tone="warning">
          <p css={{ margin: 0 }}>{TEXTS.notices.closed}</p>
          {action(registration, TEXTS.notices.closedAction)}
        </Box>
      );
    case 'anonymous':
      return (
        <Box tone="warning">
          <p css={{ margin: 0 }}>{TEXTS.notices.anonymous}</p>
          {env.embedded ? (
            action(href('preorder', { eventId, teamId }), TEXTS.notices.anonymousAction)
          ) : (
            <div>
              <Button
                onClick={() => emit({ type: 'auth.required', from: href('preorder', { eventId, teamId }) })}
              >
                {TEXTS.notices.anonymousAction}
              </Button>
            </div>
          )}
        </Box>
      );
    case 'invited':
      return (
        <Box tone="info">
          <p css={{ margin: 0 }}>{TEXTS.notices.invited(team)}</p>
          {children}
        </Box>
      );
    case 'registered':
      return (
        <Box tone="info">
          <p css={{ margin: 0 }}>{TEXTS.notices.registered(team)}</p>
          {access.event_team && !env.embedded && access.has_phone ? (
            <GuestLink eventId={eventId} teamId={teamId} eventTeamId={access.event_team.id} />
          ) : null}
        </Box>
      );
    case 'guest':
      return (
        <Box tone="info">
          <p css={{ margin: 0 }}>{TEXTS.notices.guest(team)}</p>
        </Box>
      );
    case 'other_team':
      return (
        <Box tone="warning">
          <p css={{ margin: 0 }}>{TEXTS.notices.otherTeam(access.own_team?.title ?? '')}</p>
          {access.own_team
            ? action(href('preorder', { eventId, teamId: access.own_team.id }), TEXTS.notices.otherTeamAction)
            : null}
        </Box>
      );
    case 'no_phone':
      return (
        <Box tone="warning">
          <p css={{ margin: 0 }}>{TEXTS.notices.noPhone}</p>
          {action(href('cabinet'), TEXTS.notices.noPhoneAction)}
        </Box>
      );
    case 'not_registered':
      return (
        <Box tone="warning">
          <p css={{ margin: 0 }}>{TEXTS.notices.notRegistered}</p>
          {action(registration, TEXTS.notices.notRegisteredAction)}
        </Box>
      );
  }
}
