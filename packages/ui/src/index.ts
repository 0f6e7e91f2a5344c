import './theme/tokens.css';

export * from './button/index.ts';
export * from './locale-provider/index.ts';
