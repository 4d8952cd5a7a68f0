/**
 * Route `preorder` (/event/{id}/team/{teamId}/preorder?t=) and the venue embed: the notice for the
 * visitor (SPEC §4), the team link's name step, the catalog with the product dialog, the bottom bar and
 * the cart (a dialog on the site; a view inside the element in the embed, so the page URL never moves).
 */
import { callApi, formatApiError, isApiError } from '@quiz/api';
import { emit } from '@quiz/bus';
import { useSession } from '@quiz/bus/react';
import type { Product } from '@quiz/contract';
import { Button, EmptyState, SkeletonList, useAsync } from '@quiz/ui';
import { useState } from 'react';
import { usePreorderEnv } from '../../shared/env';
import { Frame } from '../../shared/Frame';
import { TEXTS } from '../../shared/texts';
import { BottomBar } from './BottomBar';
import { CartModal, CartPanel } from './cart/CartModal';
import { useMyCart } from './cart/useMyCart';
import { Catalog } from './catalog/Catalog';
import { ProductDetails, ProductModal } from './catalog/ProductModal';
import { GuestNameForm } from './GuestNameForm';
import { clearGuest, readGuest, saveGuest } from './guest';
import { Notice } from './Notice';

export interface PreorderViewProps {
  eventId: number;
  teamId: number;
  /** the team link token (`?t=` / the embed's `data-token`) */
  linkToken?: string;
}

export function PreorderView({ eventId, teamId, linkToken }: PreorderViewProps) {
  const env = usePreorderEnv();
  const session = useSession();
  const [guest, setGuest] = useState(() => readGuest(eventId, teamId));
  const token = guest?.token;
  const opts = token ? { token, skipUnauthorized: true } : {};

  const ev = useAsync(
    (signal) => callApi('preorderEvent', { params: { id: eventId } }, { signal }),
    [eventId],
  );
  const acc = useAsync(
    (signal) =>
      callApi(
        'preorderAccess',
        { params: { id: eventId }, query: { team: teamId, ...(linkToken ? { t: linkToken } : {}) } },
        { ...opts, signal },
      ).catch((error: unknown) => {
        if (token && isApiError(error, 401)) {
          // the guest's token is gone (its cart was deleted or it was revoked): forget it
          clearGuest(eventId, teamId);
          setGuest(null);
        }
        throw error;
      }),
    [eventId, teamId, linkToken, token, session.token],
  );
  const access = acc.data;
  const my = useMyCart({
    eventTeamId: access?.event_team?.id ?? null,
    ...(token ? { token } : {}),
    enabled: Boolean(access && (access.cart !== null || access.can_order)),
  });
  const [product, setProduct] = useState<Product | null>(null);
  const [cartOpen, setCartOpen] = useState(false);

  if (ev.error || acc.error) {
    return (
      <Frame title={TEXTS.title}>
        <EmptyState title={formatApiError(ev.error ?? acc.error)} />
      </Frame>
    );
  }
  if (!ev.data || !access) {
    return (
      <Frame title={TEXTS.title}>
        <SkeletonList count={3} label="Загружаем предзаказ" />
      </Frame>
    );
  }
  const { event, categories } = ev.data;
  const currency = event.city.currency.symbol;
  const userId = guest?.user.id ?? session.user?.id ?? null;
  const hasCart = my.cart !== null || access.can_order;
  const canWrite = access.can_order;

  const blocked =
    access.status === 'anonymous' && !env.embedded ? (
      <Button onClick={() => emit({ type: 'auth.required' })}>{TEXTS.product.loginToOrder}</Button>
    ) : null;

  const bar = (
    <BottomBar
      event={event}
      teamId={teamId}
      teamTitle={access.event_team?.team.title ?? null}
      count={my.count}
      onCart={
        hasCart && access.event_team
          ? () => {
              setProduct(null);
              setCartOpen(true);
            }
          : null
      }
    />
  );

  const panel = {
    my,
    eventId,
    teamId,
    currency,
    canWrite,
    ...(token ? { token } : {}),
  };

  return (
    <Frame title={env.embedded && cartOpen ? TEXTS.cartTitle : TEXTS.title}>
      <Notice access={access} eventId={eventId} teamId={teamId}>
        {access.status === 'invited' && linkToken ? (
          <GuestNameForm
            eventId={eventId}
            linkToken={linkToken}
            onDone={(answer) => {
              const next = {
                token: answer.authToken,
                user: { id: answer.user.id, first_name: answer.user.first_name },
              };
              saveGuest(eventId, teamId, next);
              setGuest(next);
            }}
          />
        ) : null}
      </Notice>
      {access.event_team === null && access.status !== 'closed' ? (
        <EmptyState title={TEXTS.notices.noTeam} />
      ) : null}
      {access.status === 'closed' ? null : (
        <>
          {env.embedded && cartOpen ? (
            <div>
              <Button variant="secondary" onClick={() => setCartOpen(false)}>
                {TEXTS.cart.backToMenu}
              </Button>
              <CartPanel {...panel} />
            </div>
          ) : null}
          {env.embedded && product && !cartOpen ? (
            <ProductDetails
              product={product}
              currency={currency}
              onClose={() => setProduct(null)}
              onAdd={canWrite ? my.add : null}
              blocked={blocked}
            />
          ) : null}
          {/* kept mounted in the embed while a product or the cart shows, so the category stays */}
          <div hidden={env.embedded && (cartOpen || product !== null)}>
            <Catalog
              placeId={event.place.id}
              roots={categories}
              currency={currency}
              userId={userId}
              onProduct={setProduct}
            />
          </div>
        </>
      )}
      {access.status === 'closed' ? null : bar}
      {env.embedded ? null : (
        <ProductModal
          product={product}
          currency={currency}
          onClose={() => setProduct(null)}
          onAdd={canWrite ? my.add : null}
          blocked={blocked}
        />
      )}
      {env.embedded ? null : (
        <CartModal
          open={cartOpen}
          onClose={() => setCartOpen(false)}
          eventTeamId={access.event_team?.id ?? null}
          {...panel}
        />
      )}
    </Frame>
  );
}
