/**
 * Route `preorder` (/event/{id}/team/{teamId}/preorder?t=) and the venue embed: the notice for the
 * visitor (SPEC §4), the team link's name step, the catalog with the product dialog, the bottom bar and
 * the cart (a dialog on the site; a view inside the element in the embed, so the page URL never moves).
 * The state is `usePreorder`'s; the menu part is `PreorderMenu`, the site's dialogs `PreorderDialogs`.
 */
import { emit } from '@quiz/bus';
import { Button, EmptyState } from '@quiz/ui';
import { usePreorderEnv } from '../../shared/env';
import { Frame, FrameWaiting } from '../../shared/Frame';
import { TEXTS } from '../../shared/texts';
import { BottomBar } from './BottomBar';
import type { CartPanelProps } from './cart/CartModal';
import { GuestNameForm } from './GuestNameForm';
import { Notice } from './Notice';
import { PreorderDialogs } from './PreorderDialogs';
import { PreorderMenu } from './PreorderMenu';
import { type PreorderParams, usePreorder } from './usePreorder';

export type PreorderViewProps = PreorderParams;

export function PreorderView({ eventId, teamId, linkToken }: PreorderViewProps) {
  const env = usePreorderEnv();
  const state = usePreorder({ eventId, teamId, linkToken });
  const { ev, acc, my, token } = state;
  const access = acc.data;

  if (ev.error || acc.error || !ev.data || !access) {
    return (
      <FrameWaiting
        title={TEXTS.title}
        error={ev.error ?? acc.error}
        loading="Загружаем предзаказ"
        count={3}
      />
    );
  }
  const { event, categories } = ev.data;
  const currency = event.city.currency.symbol;
  const hasCart = my.cart !== null || access.can_order;
  const closed = access.status === 'closed';
  const blocked =
    access.status === 'anonymous' && !env.embedded ? (
      <Button onClick={() => emit({ type: 'auth.required' })}>{TEXTS.product.loginToOrder}</Button>
    ) : null;
  const panel: CartPanelProps = {
    my,
    eventId,
    teamId,
    currency,
    canWrite: access.can_order,
    ...(token ? { token } : {}),
  };

  return (
    <Frame title={env.embedded && state.cartOpen ? TEXTS.cartTitle : TEXTS.title}>
      <Notice access={access} eventId={eventId} teamId={teamId}>
        {access.status === 'invited' && linkToken ? (
          <GuestNameForm eventId={eventId} linkToken={linkToken} onDone={state.becomeGuest} />
        ) : null}
      </Notice>
      {access.event_team === null && !closed ? <EmptyState title={TEXTS.notices.noTeam} /> : null}
      {closed ? null : (
        <PreorderMenu
          state={state}
          panel={panel}
          place={event.place.id}
          roots={categories}
          blocked={blocked}
        />
      )}
      {closed ? null : (
        <BottomBar
          event={event}
          teamId={teamId}
          teamTitle={access.event_team?.team.title ?? null}
          count={my.count}
          onCart={hasCart && access.event_team ? state.openCart : null}
        />
      )}
      {env.embedded ? null : (
        <PreorderDialogs
          state={state}
          panel={panel}
          eventTeamId={access.event_team?.id ?? null}
          blocked={blocked}
        />
      )}
    </Frame>
  );
}
