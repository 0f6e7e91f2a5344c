export * from './cart/index.ts';
export * from './catalogue/index.ts';
export * from './money/index.ts';
export * from './points/index.ts';
export * from './search/index.ts';
export * from './time/index.ts';
export * from './validation/index.ts';
