export * from './call';
export * from './client';
export * from './errors';
export { fromRequest } from './rx';
