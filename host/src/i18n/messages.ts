import { defineMessages, type LocaleModel, type MessageKey, type Skill } from '@pte-kit/core';
import { commonMessages } from '@pte-kit/widgets';

/** The shell: header, menus, breadcrumbs, toasts and the app's loading states. */
export const shellMessages = defineMessages('shell', {
  loadingPractice: 'Loading your practice…',
  loading: 'Loading…',
  couldNotStart: 'PTE Practice could not start: {reason}',
  menu: 'Menu',
  mainNav: 'Main',
  dashboard: 'Dashboard',
  practice: 'PTE Practice',
  practiceTasks: 'PTE Practice tasks',
  blog: 'Blog',
  blogNewTab: 'Blog (opens in a new tab)',
  profile: 'Profile setting',
  microphone: 'Microphone setup',
  signOut: 'Sign out',
  breadcrumb: 'Breadcrumb',
  dismiss: 'Dismiss',
  language: 'Language',
  languageNotSaved: 'Your language could not be saved to your profile: {reason}',
  notFound: 'Page not found',
  notFoundText: 'There is nothing at this address.',
  backHome: 'Back to the dashboard',
  // breadcrumb segments
  crumbProfile: 'Profile',
  crumbMicrophoneSetup: 'Microphone Setup',
  crumbSpellingBook: 'Spelling Book',
  crumbDictation: 'Dictation',
  crumbPlans: 'Plans',
  crumbPurchaseHistory: 'Purchase History',
  crumbVocabBook: 'Vocab Book',
  crumbPronunciationBook: 'Pronunciation Book',
  crumbNotes: 'Notes',
});

const CRUMBS: Readonly<Record<string, MessageKey<typeof shellMessages>>> = {
  Dashboard: 'dashboard',
  Profile: 'crumbProfile',
  'Microphone Setup': 'crumbMicrophoneSetup',
  'Spelling Book': 'crumbSpellingBook',
  Dictation: 'crumbDictation',
  Plans: 'crumbPlans',
  'Purchase History': 'crumbPurchaseHistory',
  'Vocab Book': 'crumbVocabBook',
  'Pronunciation Book': 'crumbPronunciationBook',
  Notes: 'crumbNotes',
};
const SKILL_CRUMBS: Readonly<Record<string, Skill>> = { Speaking: 'speaking', Writing: 'writing', Reading: 'reading', Listening: 'listening' };

/** A breadcrumb's label (core's English, from the path) in the current language; task names stay as the exam names them. */
export function crumbLabel(label: string, i18n: LocaleModel): string {
  if (/^\d+$/.test(label)) return i18n.number(Number(label));
  const key = CRUMBS[label];
  if (key) return i18n.t(shellMessages, key);
  const skill = SKILL_CRUMBS[label];
  return skill ? i18n.t(commonMessages, skill) : label;
}
