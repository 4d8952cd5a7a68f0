import { type RemoteAppProps, RouteSwitch, type ScreenMap } from '@quiz/federation';
import { SkeletonList } from '@quiz/ui';
import { lazy, Suspense } from 'react';
import type { EmbedOptions } from './embed/contract';

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: ScreenMap<'mf_preorder'> = {
  Preorder: lazy(() => import('./screens/PreorderScreen')),
  cart: lazy(() => import('./screens/CartScreen')),
  secretPreorder: lazy(() => import('./screens/SecretPreorderScreen')),
};

const EmbedRoot = lazy(() => import('./embed/EmbedRoot'));

export type AppProps = RemoteAppProps & { embed?: EmbedOptions };

/**
 * The remote's root: switches on the route the shell passes (a route change arrives as `update`);
 * mounted by the venue embed loader (`embedded` with `embed` options) it renders the preorder alone.
 */
export function App(props: AppProps) {
  if (props.embedded && props.embed) {
    return (
      <Suspense fallback={<SkeletonList count={2} label="Загружаем меню" />}>
        <EmbedRoot
          eventId={Number(props.params.eventId)}
          teamId={Number(props.params.teamId)}
          {...(props.query.t ? { linkToken: props.query.t } : {})}
          embed={props.embed}
        />
      </Suspense>
    );
  }
  return <RouteSwitch screens={screens} props={props} />;
}
