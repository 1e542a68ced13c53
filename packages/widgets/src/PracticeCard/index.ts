export { PracticeCard } from './PracticeCard';
export type { PracticeCardProps } from './PracticeCard';
