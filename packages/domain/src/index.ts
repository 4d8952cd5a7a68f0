export * from './calendar';
export * from './constants';
export * from './phone';
export * from './rating';
export * from './reviews';
export * from './rules';
export * from './site';
export * from './teams';
