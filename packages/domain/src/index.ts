export * from './constants';
export * from './phone';
export * from './reminders';
export * from './rules';
