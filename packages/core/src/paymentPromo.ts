import type { PromoBanner } from './types';

/**
 * The promo banner a learner sees, or null (spec §1, §9): only learners whose profile country is the banner's, up to
 * and including its last day (`until`, compared with today in the learner's zone, both YYYY-MM-DD), and not after they
 * dismissed this code.
 */
export function promoBannerFor(
  banner: PromoBanner | null | undefined,
  { country, today, dismissedCode }: { country: string | null | undefined; today: string; dismissedCode?: string | null },
): PromoBanner | null {
  if (!banner || !country) return null;
  if (banner.country.toUpperCase() !== country.toUpperCase()) return null;
  if (today > banner.until) return null;
  if (dismissedCode && dismissedCode === banner.code) return null;
  return banner;
}

/** The plans page with the banner's code in the promo field (the learner still presses Apply). */
export function promoPlansHref(code: string): string {
  return `/dashboard/plans?${new URLSearchParams({ promo: code })}`;
}
