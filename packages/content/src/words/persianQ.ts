/** Persian glosses of the English words that begin with 'q'; persian.ts states the rules they follow. */
export const persianQ: Readonly<Record<string, string>> = {
  quality: 'کیفیت، ویژگی',
  quantity: 'مقدار، کمیت',
  quantum: 'کوانتومی، کوانتوم',
  quarantine: 'قرنطینه',
  qubit: 'کیوبیت (بیت کوانتومی)',
  question: 'پرسش، سؤال، زیر سؤال بردن',
  questionnaire: 'پرسشنامه',
  quick: 'سریع، تند',
  quiet: 'آرام، ساکت',
};
