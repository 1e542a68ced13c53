export { Badge, difficultyTone } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
