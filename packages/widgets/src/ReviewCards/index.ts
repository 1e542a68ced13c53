export { ReviewCards } from './ReviewCards';
export type { ReviewCardsProps } from './ReviewCards';
