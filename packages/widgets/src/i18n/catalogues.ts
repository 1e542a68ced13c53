import type { CatalogueLoader, Locale } from '@pte-kit/core';

/**
 * The widgets' translations, one dynamic import per area (the `area` of each `defineMessages`), so an English page
 * downloads none and a Persian one only the areas it shows. A new area adds its line here (an area shown later, in a
 * dialog or panel, goes in `fa/later` and calls `useLaterArea` instead).
 */
export const widgetCatalogues: Partial<Record<Locale, Readonly<Record<string, CatalogueLoader>>>> = {
  fa: {
    common: () => import('./fa/common'),
    practiceCard: () => import('./fa/practiceCard'),
    questionTable: () => import('./fa/questionTable'),
    speechTest: () => import('./fa/speechTest'),
    listeningTest: () => import('./fa/listeningTest'),
    statistics: () => import('./fa/statistics'),
    questionTools: () => import('./fa/questionTools'),
    filters: () => import('./fa/filters'),
    score: () => import('./fa/score'),
    microphone: () => import('./fa/microphone'),
    upgrade: () => import('./fa/upgrade'),
    dictation: () => import('./fa/dictation'),
    examCountdown: () => import('./fa/examCountdown'),
    studyPlan: () => import('./fa/studyPlan'),
    target: () => import('./fa/target'),
    wordOfTheDay: () => import('./fa/wordOfTheDay'),
    plans: () => import('./fa/plans'),
    promoBanner: () => import('./fa/promoBanner'),
    purchaseHistory: () => import('./fa/purchaseHistory'),
    premiumStatus: () => import('./fa/premiumStatus'),
    profileSettings: () => import('./fa/profileSettings'),
  },
};
