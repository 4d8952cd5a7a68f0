/**
 * The root component of every remote: one lazy chunk per screen, chosen by the route name the
 * shell passes. A route change inside the remote arrives as a parcel `update`, so switching
 * screens re-renders this component instead of remounting the remote.
 */
import type { RemoteName, ROUTES } from '@quiz/routes';
import { EmptyState, PageFrame, SkeletonList } from '@quiz/ui';
import { type ComponentType, Suspense } from 'react';
import type { RemoteAppProps } from './remote-contract';

/** The catalogue's route names owned by one remote. */
export type RoutesOf<R extends RemoteName> = Extract<(typeof ROUTES)[number], { owner: R }>['name'];

/** Each route's screen: `retryableLazy(() => import('./screens/…'))`, one chunk per screen. */
export type ScreenMap<R extends RemoteName> = Record<RoutesOf<R>, ComponentType<RemoteAppProps>>;

export interface RouteSwitchProps<R extends RemoteName> {
  screens: ScreenMap<R>;
  props: RemoteAppProps;
}

function isRouteOf<R extends RemoteName>(screens: ScreenMap<R>, route: string): route is RoutesOf<R> {
  return Object.hasOwn(screens, route);
}

export function RouteSwitch<R extends RemoteName>({ screens, props }: RouteSwitchProps<R>) {
  if (!isRouteOf(screens, props.route)) {
    return (
      <PageFrame title="Раздел не найден">
        <EmptyState title="Этот раздел здесь не живёт" text="Вернитесь на главную страницу." />
      </PageFrame>
    );
  }
  const Screen: ComponentType<RemoteAppProps> = screens[props.route];
  return (
    <Suspense fallback={<SkeletonList count={3} />}>
      <Screen {...props} />
    </Suspense>
  );
}
