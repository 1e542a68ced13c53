/**
 * Languages the practice card can translate into (GET /api/profile/languages), code → label in
 * English and in the language itself. Persian first: it is the default when the profile has none.
 */
export const TRANSLATION_LANGUAGES: Readonly<Record<string, string>> = {
  fa: 'Persian (فارسی)',
  ar: 'Arabic (العربية)',
  zh: 'Chinese (中文)',
  hi: 'Hindi (हिन्दी)',
  ur: 'Urdu (اردو)',
  bn: 'Bengali (বাংলা)',
  pa: 'Punjabi (ਪੰਜਾਬੀ)',
  ne: 'Nepali (नेपाली)',
  es: 'Spanish (Español)',
  fr: 'French (Français)',
  de: 'German (Deutsch)',
  it: 'Italian (Italiano)',
  pt: 'Portuguese (Português)',
  ru: 'Russian (Русский)',
  tr: 'Turkish (Türkçe)',
  vi: 'Vietnamese (Tiếng Việt)',
  ko: 'Korean (한국어)',
  ja: 'Japanese (日本語)',
  id: 'Indonesian (Bahasa Indonesia)',
  th: 'Thai (ไทย)',
  tl: 'Filipino (Tagalog)',
};
