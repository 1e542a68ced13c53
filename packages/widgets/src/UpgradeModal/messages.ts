import { defineMessages } from '@pte-kit/core';

/** The upgrade prompts: the premium-feature modal and the free plan's AI-score quota. */
export const upgradeMessages = defineMessages('upgrade', {
  premiumOnly: 'This feature is for premium learners.',
  premiumUnlocks: 'A premium plan unlocks it, along with the prediction lists, unlimited AI scoring and detailed progress insights.',
  premiumFeature: 'Premium feature',
  maybeLater: 'Maybe later',
  explorePlans: 'Explore Plans',
  freeAiTitle: 'Free AI Score',
  freeAiBody: 'With the free plan, you are allowed to submit AI tests up to {limit, number} times. You currently have {n, number} submissions remaining.',
  gotIt: 'Ok, Got it',
  upgradeNow: 'Upgrade Now',
  noneLeft: 'No free AI scores left',
  noneLeftFor: 'No free AI scores left for {task}',
  usedAll: 'You have used all {limit, number} AI-scored submissions of the free plan. A premium plan scores every speaking and writing answer without limit. Reading and listening questions scored by their answer keys stay free and unlimited.',
  left: '{n, plural, one {# free AI score left} other {# free AI scores left}}',
});
