export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { SkeletonList } from './SkeletonList';
export type { SkeletonListProps } from './SkeletonList';
