/**
 * The menu part of the preorder screen: the catalog, and in the venue embed (no dialogs there) the
 * product or the cart in its place. The catalog stays mounted while they show, so its category stays.
 */
import type { MenuCategoryBrief } from '@quiz/contract';
import { Button } from '@quiz/ui';
import type { ReactNode } from 'react';
import { usePreorderEnv } from '../../shared/env';
import { TEXTS } from '../../shared/texts';
import { CartPanel, type CartPanelProps } from './cart/CartModal';
import { Catalog } from './catalog/Catalog';
import { ProductDetails } from './catalog/ProductModal';
import type { PreorderState } from './usePreorder';

export interface PreorderMenuProps {
  state: PreorderState;
  panel: CartPanelProps;
  place: number;
  roots: readonly MenuCategoryBrief[];
  /** what replaces «add» for a visitor who must log in first */
  blocked: ReactNode;
}

export function PreorderMenu({ state, panel, place, roots, blocked }: PreorderMenuProps) {
  const { embedded } = usePreorderEnv();
  const { product, setProduct, cartOpen } = state;
  return (
    <>
      {embedded && cartOpen ? (
        <div>
          <Button variant="secondary" onClick={state.closeCart}>
            {TEXTS.cart.backToMenu}
          </Button>
          <CartPanel {...panel} />
        </div>
      ) : null}
      {embedded && product && !cartOpen ? (
        <ProductDetails
          product={product}
          currency={panel.currency}
          onClose={() => setProduct(null)}
          onAdd={panel.canWrite ? state.my.add : null}
          blocked={blocked}
        />
      ) : null}
      <div hidden={embedded && (cartOpen || product !== null)}>
        <Catalog
          placeId={place}
          roots={roots}
          currency={panel.currency}
          userId={state.userId}
          onProduct={setProduct}
        />
      </div>
    </>
  );
}
