export { Statistics } from './Statistics';
export type { StatisticsProps } from './Statistics';
