export * from './money/index.ts';
