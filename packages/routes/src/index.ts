export * from './catalogue';
export { href, match, routeByName } from './match';
export type { RouteMatch, Query } from './match';
