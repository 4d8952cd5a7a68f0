/**
 * A product with its picture, description and price, a quantity 1–99 and «В корзину»: as a dialog on
 * the site, as a view inside the element in a venue's embed (ProductDetails alone).
 */
import type { Product } from '@quiz/contract';
import { clampQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@quiz/domain';
import { Button, Counter, colors, fontSize, formatMoney, Modal, space } from '@quiz/ui';
import { type ReactNode, useState } from 'react';
import { usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';

export interface ProductActionProps {
  currency: string;
  /** null: the visitor cannot order; `blocked` explains why (a notice or a login button) */
  onAdd: ((product: Product, quantity: number) => Promise<boolean>) | null;
  blocked?: ReactNode;
}

function useProductForm(product: Product, onAdd: ProductActionProps['onAdd'], onDone: () => void) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (!onAdd) return;
    setBusy(true);
    const ok = await onAdd(product, quantity);
    setBusy(false);
    if (ok) onDone();
  };
  return { quantity, setQuantity, busy, add };
}

type Form = ReturnType<typeof useProductForm>;

function Body({
  product,
  currency,
  form,
  canAdd,
}: {
  product: Product;
  currency: string;
  form: Form;
  canAdd: boolean;
}) {
  const { assetUrl } = usePreorderEnv();
  return (
    <div css={{ display: 'grid', gap: space(3) }}>
      {product.picture ? (
        <img
          src={assetUrl(product.picture)}
          alt=""
          css={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      {product.description ? <p css={{ margin: 0, color: colors.muted }}>{product.description}</p> : null}
      <p css={{ margin: 0, fontSize: fontSize.lg }}>{formatMoney(product.price, currency)}</p>
      {canAdd ? (
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space(3),
            flexWrap: 'wrap',
          }}
        >
          <Counter
            value={form.quantity}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            label={TEXTS.product.quantity}
            decrementLabel={TEXTS.product.decrement}
            incrementLabel={TEXTS.product.increment}
            onChange={(n) => form.setQuantity(clampQuantity(n))}
          />
          <strong data-testid="product-total">
            {TEXTS.product.total}: {formatMoney(product.price * form.quantity, currency)}
          </strong>
        </div>
      ) : null}
    </div>
  );
}

function Action({
  form,
  onAdd,
  blocked,
}: {
  form: Form;
  onAdd: ProductActionProps['onAdd'];
  blocked?: ReactNode;
}) {
  if (!onAdd) return blocked ?? null;
  return (
    <Button loading={form.busy} onClick={form.add}>
      {TEXTS.product.toCart}
    </Button>
  );
}

/** The product inside the element (embed): heading, body, action and «Вернуться к меню». */
export function ProductDetails({
  product,
  currency,
  onAdd,
  blocked,
  onClose,
}: ProductActionProps & { product: Product; onClose: () => void }) {
  const form = useProductForm(product, onAdd, onClose);
  return (
    <section aria-label={product.title} css={{ display: 'grid', gap: space(3) }}>
      <div>
        <Button variant="secondary" onClick={onClose}>
          {TEXTS.cart.backToMenu}
        </Button>
      </div>
      <h3 css={{ margin: 0 }}>{product.title}</h3>
      <Body product={product} currency={currency} form={form} canAdd={onAdd !== null} />
      <div>
        <Action form={form} onAdd={onAdd} blocked={blocked} />
      </div>
    </section>
  );
}

function ModalContent({
  product,
  currency,
  onAdd,
  blocked,
  onClose,
}: ProductActionProps & { product: Product; onClose: () => void }) {
  const { portal } = usePreorderEnv();
  const form = useProductForm(product, onAdd, onClose);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={product.title}
      container={portal}
      footer={<Action form={form} onAdd={onAdd} blocked={blocked} />}
    >
      <Body product={product} currency={currency} form={form} canAdd={onAdd !== null} />
    </Modal>
  );
}

/** The product dialog (site). */
export function ProductModal(props: ProductActionProps & { product: Product | null; onClose: () => void }) {
  const { product, ...rest } = props;
  return product ? <ModalContent key={product.id} product={product} {...rest} /> : null;
}
