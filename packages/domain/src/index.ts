export * from './constants';
export * from './phone';
export * from './preorder';
export * from './rules';
