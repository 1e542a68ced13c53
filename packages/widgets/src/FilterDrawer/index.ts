export { FilterDrawer } from './FilterDrawer';
export type { FilterDrawerProps } from './FilterDrawer';
