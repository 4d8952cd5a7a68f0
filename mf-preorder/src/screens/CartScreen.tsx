import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { CartPage } from '../features/preorder/cart/CartPage';

/** Route `cart` (/event_team/{eventTeamId}/preorder/cart). */
export default function CartScreen({ params }: RemoteAppProps) {
  return <CartPage key={params.eventTeamId} eventTeamId={routeId(params.eventTeamId)} />;
}
