export * from './constants';
export * from './phone';
export * from './reviews';
export * from './rules';
