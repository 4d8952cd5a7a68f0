export * from './call';
export * from './calls/auth';
export * from './calls/common';
export * from './calls/events';
export * from './client';
export * from './errors';
export * from './stream';
