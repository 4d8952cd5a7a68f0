/**
 * The other carts of the team on the event, read-only (SPEC §6); «Удалить корзину» for those the
 * server allows (a team player with a phone). The visitor's own cart is shown by the caller.
 */
import { formatApiError } from '@quiz/api';
import type { TeamCart } from '@quiz/contract';
import { cartTotal } from '@quiz/domain';
import { Badge, Button, ConfirmDialog, colors, formatMoney, space } from '@quiz/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';
import { teamCartsQueryOptions, useDeleteCart } from '../api/queries';
import { CartLines } from './CartLines';

export interface TeamCartsProps {
  eventId: number;
  teamId: number;
  /** the visitor's own cart id: left out of this list */
  ownCartId: number | null;
  currency: string;
  token?: string;
}

export function TeamCarts({ eventId, teamId, ownCartId, currency, token }: TeamCartsProps) {
  const { notify, portal } = usePreorderEnv();
  const { data } = useQuery(teamCartsQueryOptions(eventId, teamId, token));
  const { mutateAsync: deleteCart } = useDeleteCart(token);
  const [confirm, setConfirm] = useState<TeamCart | null>(null);
  if (!data) return null;
  const others = data.carts.filter((c) => c.id !== ownCartId && c.cart_items.length > 0);
  const all = data.carts.flatMap((c) => c.cart_items);
  return (
    <section aria-label={TEXTS.cart.teamCarts} css={{ marginTop: space(6) }}>
      <h3>{TEXTS.cart.teamCarts}</h3>
      {others.map((c) => (
        <article key={c.id} aria-label={c.name} css={{ marginBottom: space(4) }}>
          <div css={{ display: 'flex', alignItems: 'center', gap: space(2), flexWrap: 'wrap' }}>
            <h4 css={{ margin: 0 }}>{c.name}</h4>
            {c.can_write ? null : <Badge tone="neutral">{TEXTS.cart.readOnly}</Badge>}
            {c.can_delete ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirm(c)}>
                {TEXTS.cart.deleteCart}
              </Button>
            ) : null}
          </div>
          <CartLines items={c.cart_items} currency={currency} />
        </article>
      ))}
      <p css={{ color: colors.primary, fontWeight: 700 }} data-testid="team-total">
        {TEXTS.cart.teamTotal}: {formatMoney(cartTotal(all), currency)}
      </p>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm ? TEXTS.cart.confirmDeleteCart(confirm.name) : ''}
        container={portal}
        onConfirm={async () => {
          if (!confirm) return;
          try {
            await deleteCart(confirm.id);
            notify(TEXTS.cart.cartDeleted, 'success');
          } catch (error) {
            notify(formatApiError(error), 'error');
          } finally {
            setConfirm(null);
          }
        }}
      />
    </section>
  );
}
