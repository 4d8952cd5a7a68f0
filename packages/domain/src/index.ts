export * from './calendar';
export * from './constants';
export * from './phone';
export * from './rating';
export * from './reminders';
export * from './rules';
export * from './site';
