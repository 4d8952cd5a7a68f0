/** Route `cart` (/event_team/{id}/preorder/cart, login): my cart with quantities and totals, the team's carts, the bottom bar. */
import { formatApiError } from '@quiz/api';
import { href } from '@quiz/routes';
import { EmptyState, SkeletonList, useAsync } from '@quiz/ui';
import { PreorderLink } from '../../../shared/env';
import { Frame } from '../../../shared/Frame';
import { TEXTS } from '../../../shared/texts';
import { loadMyCart } from '../api/cart';
import { loadPreorderAccess, loadPreorderEvent } from '../api/preorder-event';
import { BottomBar } from '../BottomBar';
import { Notice } from '../Notice';
import { CartPanel } from './CartModal';
import { useMyCart } from './useMyCart';

export function CartPage({ eventTeamId }: { eventTeamId: number }) {
  const base = useAsync(
    async (signal) => {
      const mine = await loadMyCart(eventTeamId, undefined, signal);
      const eventId = mine.event_team.event;
      const teamId = mine.event_team.team.id;
      const [ev, access] = await Promise.all([
        loadPreorderEvent(eventId, signal),
        loadPreorderAccess({ eventId, teamId }, signal),
      ]);
      return { eventId, teamId, event: ev.event, access };
    },
    [eventTeamId],
  );
  const member = base.data ? base.data.access.can_order || base.data.access.cart !== null : false;
  const my = useMyCart({ eventTeamId: member ? eventTeamId : null, enabled: member });
  if (base.error) {
    return (
      <Frame title={TEXTS.cartTitle}>
        <EmptyState title={formatApiError(base.error)} />
      </Frame>
    );
  }
  if (!base.data) {
    return (
      <Frame title={TEXTS.cartTitle}>
        <SkeletonList count={2} label="Загружаем корзину" />
      </Frame>
    );
  }
  const { eventId, teamId, event, access } = base.data;
  return (
    <Frame
      title={TEXTS.cartTitle}
      actions={
        <PreorderLink to={href('preorder', { eventId, teamId })}>{TEXTS.cart.backToMenu}</PreorderLink>
      }
    >
      {member ? (
        <CartPanel
          my={my}
          eventId={eventId}
          teamId={teamId}
          currency={event.city.currency.symbol}
          canWrite={access.can_order}
        />
      ) : (
        <Notice access={access} eventId={eventId} teamId={teamId} />
      )}
      <BottomBar
        event={event}
        teamId={teamId}
        teamTitle={access.event_team?.team.title ?? null}
        count={my.count}
        onCart={null}
      />
    </Frame>
  );
}
