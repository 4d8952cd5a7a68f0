/** The site's dialogs of the preorder screen: the product (quantity 1–99) and the cart. */
import type { ReactNode } from 'react';
import { CartModal, type CartPanelProps } from './cart/CartModal';
import { ProductModal } from './catalog/ProductModal';
import type { PreorderState } from './usePreorder';

export interface PreorderDialogsProps {
  state: PreorderState;
  panel: CartPanelProps;
  eventTeamId: number | null;
  /** what replaces «add» for a visitor who must log in first */
  blocked: ReactNode;
}

export function PreorderDialogs({ state, panel, eventTeamId, blocked }: PreorderDialogsProps) {
  return (
    <>
      <ProductModal
        product={state.product}
        currency={panel.currency}
        onClose={() => state.setProduct(null)}
        onAdd={panel.canWrite ? state.my.add : null}
        blocked={blocked}
      />
      <CartModal open={state.cartOpen} onClose={state.closeCart} eventTeamId={eventTeamId} {...panel} />
    </>
  );
}
