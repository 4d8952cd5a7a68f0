export * from './constants';
export * from './phone';
export * from './ranking';
export * from './rules';
export * from './seating';
