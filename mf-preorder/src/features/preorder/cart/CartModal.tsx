/** The cart as a dialog over the catalog: my lines (editable), the team's other carts (read-only). */
import { href } from '@quiz/routes';
import { Modal } from '@quiz/ui';
import { PreorderLink, usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';
import type { MyCart } from '../api/my-cart';
import { CartLines } from './CartLines';
import { TeamCarts } from './TeamCarts';

export interface CartPanelProps {
  my: MyCart;
  eventId: number;
  teamId: number;
  currency: string;
  canWrite: boolean;
  token?: string;
}

/** The cart's content (used by the dialog, the embed's in-element view and the cart page). */
export function CartPanel({ my, eventId, teamId, currency, canWrite, token }: CartPanelProps) {
  return (
    <div>
      <section aria-label={TEXTS.cart.mine}>
        <h3 css={{ marginTop: 0 }}>{TEXTS.cart.mine}</h3>
        <CartLines
          items={my.cart?.cart_items ?? []}
          currency={currency}
          {...(canWrite ? { onQuantity: my.setQuantity, onRemove: my.remove } : {})}
        />
      </section>
      <TeamCarts
        eventId={eventId}
        teamId={teamId}
        ownCartId={my.cart?.id ?? null}
        currency={currency}
        {...(token ? { token } : {})}
      />
    </div>
  );
}

export interface CartModalProps extends CartPanelProps {
  open: boolean;
  onClose: () => void;
  /** the cart page link (for a logged-in visitor on the site) */
  eventTeamId: number | null;
}

export function CartModal({ open, onClose, eventTeamId, ...panel }: CartModalProps) {
  const env = usePreorderEnv();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={TEXTS.cartTitle}
      size="lg"
      container={env.portal}
      footer={
        !env.embedded && eventTeamId !== null && !panel.token ? (
          <PreorderLink to={href('cart', { eventTeamId })} onClick={onClose}>
            {TEXTS.cart.openPage}
          </PreorderLink>
        ) : undefined
      }
    >
      <CartPanel {...panel} />
    </Modal>
  );
}
