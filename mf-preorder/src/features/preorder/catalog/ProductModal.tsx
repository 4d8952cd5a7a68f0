/**
 * A product with its picture, description and price, a quantity 1–99 and «В корзину»: as a dialog on
 * the site, as a view inside the element in a venue's embed (ProductDetails alone). The quantity is a
 * react-final-form form (`QuizForm` of @quiz/ui): «В корзину» is its submit, busy while the cart takes it.
 */
import type { Product } from '@quiz/contract';
import { QUANTITY_MAX, QUANTITY_MIN } from '@quiz/domain';
import {
  Button,
  colors,
  FormCounter,
  fontSize,
  formatMoney,
  Modal,
  QuizForm,
  SubmitButton,
  space,
  useFormField,
} from '@quiz/ui';
import { type ReactNode, useId } from 'react';
import { usePreorderEnv } from '../../../shared/env';
import { TEXTS } from '../../../shared/texts';

export interface ProductActionProps {
  currency: string;
  /** null: the visitor cannot order; `blocked` explains why (a notice or a login button) */
  onAdd: ((product: Product, quantity: number) => Promise<boolean>) | null;
  blocked?: ReactNode;
}

interface QuantityValues {
  quantity: number;
}

const START: QuantityValues = { quantity: 1 };

/** The submit of the quantity form: adds to the cart, then closes when the cart took it. */
function addToCart(product: Product, onAdd: ProductActionProps['onAdd'], onDone: () => void) {
  return async ({ quantity }: QuantityValues) => {
    if (onAdd && (await onAdd(product, quantity))) onDone();
    return undefined;
  };
}

function ProductTotal({ product, currency }: { product: Product; currency: string }) {
  const { value: quantity } = useFormField<number>('quantity');
  return (
    <strong data-testid="product-total">
      {TEXTS.product.total}: {formatMoney(product.price * quantity, currency)}
    </strong>
  );
}

function Body({ product, currency, canAdd }: { product: Product; currency: string; canAdd: boolean }) {
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
          <FormCounter
            name="quantity"
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            label={TEXTS.product.quantity}
            decrementLabel={TEXTS.product.decrement}
            incrementLabel={TEXTS.product.increment}
          />
          <ProductTotal product={product} currency={currency} />
        </div>
      ) : null}
    </div>
  );
}

/** «В корзину» (the form's submit; `form` names it when the button sits outside, in a dialog's footer). */
function Action({
  onAdd,
  blocked,
  form,
}: {
  onAdd: ProductActionProps['onAdd'];
  blocked?: ReactNode;
  form?: string;
}) {
  if (!onAdd) return blocked ?? null;
  return <SubmitButton form={form}>{TEXTS.product.toCart}</SubmitButton>;
}

/** The product inside the element (embed): heading, body, action and «Вернуться к меню». */
export function ProductDetails({
  product,
  currency,
  onAdd,
  blocked,
  onClose,
}: ProductActionProps & { product: Product; onClose: () => void }) {
  return (
    <QuizForm<QuantityValues> initialValues={START} onSubmit={addToCart(product, onAdd, onClose)}>
      <section aria-label={product.title} css={{ display: 'grid', gap: space(3) }}>
        <div>
          <Button variant="secondary" onClick={onClose}>
            {TEXTS.cart.backToMenu}
          </Button>
        </div>
        <h3 css={{ margin: 0 }}>{product.title}</h3>
        <Body product={product} currency={currency} canAdd={onAdd !== null} />
        <div>
          <Action onAdd={onAdd} blocked={blocked} />
        </div>
      </section>
    </QuizForm>
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
  const formId = useId();
  // the form's element stays here while the dialog renders in a portal: the footer's submit names it
  return (
    <QuizForm<QuantityValues> id={formId} initialValues={START} onSubmit={addToCart(product, onAdd, onClose)}>
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={product.title}
        container={portal}
        footer={<Action onAdd={onAdd} blocked={blocked} form={formId} />}
      >
        <Body product={product} currency={currency} canAdd={onAdd !== null} />
      </Modal>
    </QuizForm>
  );
}

/** The product dialog (site). */
export function ProductModal(props: ProductActionProps & { product: Product | null; onClose: () => void }) {
  const { product, ...rest } = props;
  return product ? <ModalContent key={product.id} product={product} {...rest} /> : null;
}
