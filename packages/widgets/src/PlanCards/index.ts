export { PlanCards, planPrices } from './PlanCards';
export type { PlanCardsProps } from './PlanCards';
