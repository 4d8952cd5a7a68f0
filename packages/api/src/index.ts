export * from './calls/common';
export * from './client';
export * from './errors';
export { fromRequest } from './rx';
