export { Skeleton, type SkeletonProps, skeletonStyles } from './skeleton.tsx';
