export * from './catalogue';
export type { Query, RouteMatch } from './match';
export { href, match, routeByName } from './match';
