/** A product with its picture, description and price, a quantity 1–99 and «В корзину». */
import type { Product } from '@quiz/contract';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@quiz/domain';
import { Button, Counter, colors, fontSize, formatMoney, Modal, space } from '@quiz/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { usePreorderEnv } from '../preorder/env';
import { TEXTS } from '../preorder/texts';

export interface ProductModalProps {
  product: Product | null;
  currency: string;
  onClose: () => void;
  /** null: the visitor cannot order; `blocked` explains why (a notice or a login button) */
  onAdd: ((product: Product, quantity: number) => Promise<boolean>) | null;
  blocked?: ReactNode;
}

export function ProductModal({ product, currency, onClose, onAdd, blocked }: ProductModalProps) {
  const { portal } = usePreorderEnv();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (product) setQuantity(1);
  }, [product]);
  return (
    <Modal
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product?.title ?? ''}
      container={portal}
      footer={
        product && onAdd ? (
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await onAdd(product, quantity);
              setBusy(false);
              if (ok) onClose();
            }}
          >
            {TEXTS.product.toCart}
          </Button>
        ) : (
          blocked
        )
      }
    >
      {product ? (
        <div css={{ display: 'grid', gap: space(3) }}>
          {product.picture ? (
            <img
              src={product.picture}
              alt=""
              css={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
            />
          ) : null}
          {product.description ? <p css={{ margin: 0, color: colors.muted }}>{product.description}</p> : null}
          <p css={{ margin: 0, fontSize: fontSize.lg }}>{formatMoney(product.price, currency)}</p>
          {onAdd ? (
            <div
              css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space(3) }}
            >
              <Counter
                value={quantity}
                min={QUANTITY_MIN}
                max={QUANTITY_MAX}
                label={TEXTS.product.quantity}
                decrementLabel={TEXTS.product.decrement}
                incrementLabel={TEXTS.product.increment}
                onChange={(n) => setQuantity(clampQuantity(n))}
              />
              <strong data-testid="product-total">
                {TEXTS.product.total}: {formatMoney(product.price * quantity, currency)}
              </strong>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
