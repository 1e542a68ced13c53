/** Persian glosses of the English words that begin with 'y'; persian.ts states the rules they follow. */
export const persianY: Readonly<Record<string, string>> = {
  yacht: 'قایق تفریحی، کشتی تفریحی',
  yawn: 'خمیازه، خمیازه کشیدن',
  year: 'سال',
  yellow: 'زرد',
  yesterday: 'دیروز',
  yet: 'هنوز، تاکنون، اما',
  yield: 'بازده، محصول، به دست دادن',
  young: 'جوان',
  yourself: 'خودت، خودتان',
};
