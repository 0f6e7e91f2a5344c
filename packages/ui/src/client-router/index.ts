export { ClientRouter, type ClientRouterProps } from './client-router.tsx';
