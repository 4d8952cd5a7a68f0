/** Route `cart` (/event_team/{id}/preorder/cart, login): my cart with quantities and totals, the team's carts, the bottom bar. */
import { href } from '@quiz/routes';
import { useQuery } from '@tanstack/react-query';
import { PreorderLink } from '../../../shared/env';
import { Frame, FrameWaiting } from '../../../shared/Frame';
import { TEXTS } from '../../../shared/texts';
import { useMyCart } from '../api/my-cart';
import {
  mayHaveCart,
  myCartQueryOptions,
  preorderEventQueryOptions,
  usePreorderAccess,
} from '../api/queries';
import { BottomBar } from '../BottomBar';
import { Notice } from '../Notice';
import { CartPanel } from './CartModal';

export function CartPage({ eventTeamId }: { eventTeamId: number }) {
  // the cart names its game and team; the game's page and the visitor's access follow from them
  const mine = useQuery(myCartQueryOptions(eventTeamId, undefined));
  const eventId = mine.data?.event_team.event ?? 0;
  const teamId = mine.data?.event_team.team.id ?? 0;
  const ev = useQuery({ ...preorderEventQueryOptions(eventId), enabled: mine.isSuccess });
  const acc = usePreorderAccess({ eventId, teamId }, { enabled: mine.isSuccess });
  const access = acc.data;
  const member = access ? mayHaveCart(access) : false;
  const my = useMyCart({ eventTeamId: member ? eventTeamId : null, enabled: member });
  const error = mine.error ?? ev.error ?? acc.error;
  if (error || !ev.data || !access) {
    return <FrameWaiting title={TEXTS.cartTitle} error={error} loading="Загружаем корзину" count={2} />;
  }
  const { event } = ev.data;
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
