export * from './button/index.ts';
export * from './locale-provider/index.ts';
export * from './messages/index.ts';
export * from './visually-hidden/index.ts';
export * from './icons/index.ts';
export * from './price/index.ts';
export * from './badge/index.ts';
export * from './rating/index.ts';
