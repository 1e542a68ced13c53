/**
 * Native languages a learner can name in the exam target (GET /api/profile/nativeLanguages): id → English name. The
 * ids are upper case, as the target stores them. The list covers the first languages most PTE test takers speak;
 * OTHER is for everyone else. Interface translations exist for English only (Persian is planned), so the choice is
 * stored and changes nothing else yet.
 */
export const NATIVE_LANGUAGES: readonly (readonly [string, string])[] = [
  ['ENGLISH', 'English'],
  ['PERSIAN', 'Persian'],
  ['ARABIC', 'Arabic'],
  ['BENGALI', 'Bengali'],
  ['CHINESE', 'Chinese'],
  ['FILIPINO', 'Filipino'],
  ['FRENCH', 'French'],
  ['GERMAN', 'German'],
  ['GUJARATI', 'Gujarati'],
  ['HINDI', 'Hindi'],
  ['INDONESIAN', 'Indonesian'],
  ['ITALIAN', 'Italian'],
  ['JAPANESE', 'Japanese'],
  ['KOREAN', 'Korean'],
  ['MALAYALAM', 'Malayalam'],
  ['MARATHI', 'Marathi'],
  ['NEPALI', 'Nepali'],
  ['PORTUGUESE', 'Portuguese'],
  ['PUNJABI', 'Punjabi'],
  ['RUSSIAN', 'Russian'],
  ['SINHALA', 'Sinhala'],
  ['SPANISH', 'Spanish'],
  ['TAMIL', 'Tamil'],
  ['TELUGU', 'Telugu'],
  ['THAI', 'Thai'],
  ['TURKISH', 'Turkish'],
  ['URDU', 'Urdu'],
  ['VIETNAMESE', 'Vietnamese'],
  ['OTHER', 'Other'],
];

export const NATIVE_LANGUAGE_IDS: ReadonlySet<string> = new Set(NATIVE_LANGUAGES.map(([id]) => id));
