export { EmptyState, type EmptyStateProps, emptyStateStyles } from './empty-state.tsx';
