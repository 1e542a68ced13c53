/** Persian glosses of the English words that begin with 'x'; persian.ts states the rules they follow. */
export const persianX: Readonly<Record<string, string>> = {
  xylophone: 'زیلوفون (ساز کوبه‌ای)',
};
