/** The lines of one cart: product, quantity (editable or read-only), line total; the grand total. */
import { css } from '@emotion/react';
import type { CartItem } from '@quiz/contract';
import { cartTotal, lineTotal, QUANTITY_MAX, QUANTITY_MIN } from '@quiz/domain';
import { Button, Counter, colors, fontSize, fontWeight, formatMoney, space } from '@quiz/ui';
import { TEXTS } from '../../../shared/texts';

export interface CartLinesProps {
  items: readonly CartItem[];
  currency: string;
  /** editable lines: quantity counter and delete */
  onQuantity?: (item: CartItem, quantity: number) => void;
  onRemove?: (item: CartItem) => void;
  totalLabel?: string;
}

const rowCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} 0;
  border-bottom: 1px solid ${colors.grey[200]};
  @media (max-width: 575px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export function CartLines({
  items,
  currency,
  onQuantity,
  onRemove,
  totalLabel = TEXTS.cart.total,
}: CartLinesProps) {
  if (items.length === 0) return <p css={{ color: colors.muted }}>{TEXTS.cart.empty}</p>;
  return (
    <div>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.product.id} css={rowCss} data-testid="cart-line">
            <div css={{ minWidth: 0 }}>
              <div css={{ fontWeight: fontWeight.bold }}>{item.product.title}</div>
              <div css={{ color: colors.muted, fontSize: fontSize.sm }}>
                {formatMoney(item.product.price, currency)}
              </div>
            </div>
            {onQuantity ? (
              <Counter
                value={item.quantity}
                min={QUANTITY_MIN}
                max={QUANTITY_MAX}
                label={TEXTS.cart.quantityOf(item.product.title)}
                decrementLabel={TEXTS.product.decrement}
                incrementLabel={TEXTS.product.increment}
                onChange={(n) => onQuantity(item, n)}
              />
            ) : (
              <span data-testid="line-quantity">× {item.quantity}</span>
            )}
            <strong data-testid="line-total">{formatMoney(lineTotal(item), currency)}</strong>
            {onRemove ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={TEXTS.cart.deleteItem(item.product.title)}
                onClick={() => onRemove(item)}
              >
                {TEXTS.cart.delete}
              </Button>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
      <p
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: fontSize.lg,
          fontWeight: fontWeight.bold,
        }}
        data-testid="cart-total"
      >
        <span>{totalLabel}</span>
        <span>{formatMoney(cartTotal(items), currency)}</span>
      </p>
    </div>
  );
}
