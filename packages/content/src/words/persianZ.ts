/** Persian glosses of the English words that begin with 'z'; persian.ts states the rules they follow. */
export const persianZ: Readonly<Record<string, string>> = {
  zone: 'منطقه، ناحیه',
};
