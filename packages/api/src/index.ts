export * from './call';
export * from './client';
export * from './errors';
