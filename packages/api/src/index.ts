export * from './call';
export * from './client';
export * from './errors';
export * from './page-client';
export * from './stream';
