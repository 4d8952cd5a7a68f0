import type { RemoteAppProps } from '@quiz/federation';
import type { ROUTES } from '@quiz/routes';
import { EmptyState, PageFrame, SkeletonList } from '@quiz/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';

/** Routes of the catalogue owned by this remote. */
export type OwnRoute = Extract<(typeof ROUTES)[number], { owner: 'mf_seating' }>['name'];

/** One lazy chunk per screen: a route only downloads its own screen. */
const screens: Record<OwnRoute, LazyExoticComponent<ComponentType<RemoteAppProps>>> = {
  GameResults: lazy(() => import('./screens/GameResultsScreen')),
  gameResult: lazy(() => import('./screens/GameResultScreen')),
  Rating: lazy(() => import('./screens/RatingScreen')),
  sitting: lazy(() => import('./screens/SittingScreen')),
};

export function isOwnRoute(route: string): route is OwnRoute {
  return Object.hasOwn(screens, route);
}

/** The remote's root: switches on the route the shell passes (a route change arrives as `update`). */
export function App(props: RemoteAppProps) {
  if (!isOwnRoute(props.route)) {
    return (
      <PageFrame title="Раздел не найден">
        <EmptyState title="Этот раздел здесь не живёт" text="Вернитесь на главную страницу." />
      </PageFrame>
    );
  }
  const Screen = screens[props.route];
  return (
    <Suspense fallback={<SkeletonList count={3} />}>
      <Screen {...props} />
    </Suspense>
  );
}
