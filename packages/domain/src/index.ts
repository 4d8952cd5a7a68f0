export * from './constants';
export * from './phone';
export * from './rules';
export * from './teams';
