export { PromoBanner, PROMO_DISMISSED_KEY } from './PromoBanner';
export type { PromoBannerProps } from './PromoBanner';
