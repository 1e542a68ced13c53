import { DAILY_STUDY_HOURS, ENGLISH_LEVELS } from './types';
import type { DailyPractice, EnglishLevel } from './types';

/** Business constants and limits of both spec documents (section 9 of each). */
export const LIMITS = {
  noteChars: 5000,
  reportChars: 400,
  commentChars: 2000,
  /** Exam memory report: the optional 'more information' text. */
  examMemoryChars: 2000,
  /** Exam memory reports give an exam date from 1 January of this year on. */
  examMemoryEarliestYear: 2010,
  /** Formatting allowance of a note's HTML around its 5000 characters of text. */
  noteHtmlChars: 100_000,
  notePageSize: 10,
  commentImages: 3,
  imageBytes: 2 * 1024 * 1024,
  /** Profile: a nickname of 1–60 characters (after trimming), a name of at most 120. */
  nicknameChars: 60,
  nameChars: 120,
  /** The server re-encodes an uploaded avatar to fit this many pixels square. */
  avatarPixels: 256,
  imageTypes: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
  freeAiSubmissions: 5,
  /** Longest typed writing answer the server accepts (an essay is 200–300 words; this leaves room for any draft). */
  writingAnswerChars: 10_000,
  recorderSeconds: 60,
  silenceLevel: 10,
  silenceSeconds: 3,
  mp3Kbps: 128,
  mp3BlockSamples: 1152,
  speechTestSeconds: 5,
  wordRecordingSeconds: 10,
  tablePageSize: 10,
  communityPageSize: 21,
  communityLoadMoreSize: 10,
  commentPageSize: 10,
  answerListPageSize: 10,
  tableSkeletonRows: 9,
  vocabPageSize: 21,
  vocabSkeletonCards: 12,
  vocabSearchDebounceMs: 500,
  /** Pause in typing before the question-list search is sent; the same pause as the vocabulary search. */
  questionSearchDebounceMs: 500,
  dictationStartSeconds: 3,
  dictationWordSeconds: 10,
  stopwatchMaxSeconds: 3600,
  autoplayDelayMs: 3000,
  idleHideMs: 3000,
  seekSeconds: 2,
  volumeStep: 0.01,
  volumeKeyStep: 0.1,
  drawerBreakpointPx: 1050,
  timingPlayerBreakpointPx: 768,
  copyConfirmMs: 2000,
  examDateMaxAheadMs: 15768e7,
  todayButtonBeyondMs: 604800000,
  mockScoreMin: 10,
  mockScoreMax: 90,
  voiceThreshold: 0.45,
  microphoneTestSeconds: 60,
  tokenRefreshIntervalMs: 1000,
  tokenRefreshMarginMs: 3000,
  tokenRefreshRetries: 3,
} as const;

export const AUDIO_SPEEDS = [0.5, 1, 1.2, 1.5] as const;
export const VIDEO_SPEEDS = [0.5, 1, 1.25, 1.5, 2] as const;
export const TARGET_SHORTCUTS = [65, 79, 50, 30] as const;
/** Lowest and highest PTE score: targets and mock-test scores lie between them (a mock score of 0 means none). */
export const SCORE_MIN = 10;
export const SCORE_MAX = 90;
/** How far ahead an exam date may be: about 5 years. */
export const EXAM_DATE_RANGE_MS = 15_768e7;
/** The study plan's 'Today' button shows when the day viewed is more than this from today (7 days). */
export const TODAY_BUTTON_AFTER_MS = 604_800_000;
export const ENGLISH_LEVEL_LABELS: Readonly<Record<EnglishLevel, string>> = ENGLISH_LEVELS;
export const DAILY_PRACTICE_LABELS: Readonly<Record<DailyPractice, string>> = {
  LESS_THAN_1: 'Less than 1 hour',
  BETWEEN_1_2: '1-2 hours',
  BETWEEN_2_3: '2-3 hours',
  BETWEEN_3_4: '3-4 hours',
  MORE_THAN_4: 'More than 4 hours',
};
/** Hours a day the plan fills for each choice (3600 s each in the submission's duration). */
export const DAILY_PRACTICE_HOURS: Readonly<Record<DailyPractice, number>> = DAILY_STUDY_HOURS;
export const DEFAULT_TRANSLATION_LANGUAGE = 'fa';

export const MESSAGES = {
  noQuestions: 'No question found!',
  noAnswers: 'No answers found',
  noAnswersHint: 'Start by uploading your answers, then you can check your scores.',
  noComments: 'No comment found',
  noPractice: 'No practice found',
  noAnswersFound: 'No Answers Found',
  comingSoon: 'Coming Soon',
  allAnswersShown: (count: number) => `All ${count} answers have been shown.`,
  notLoggedIn: 'You Are Not LoggedIn',
  notAuthorized: 'You Are Not Authorized To Perform This Action',
  serverError: 'Server Is Not Responsible',
  linkCopied: 'Link copied!',
  linkNotFound: 'Link not found!',
  deleteConfirm: "I'm sure to delete",
  freeAiTitle: 'Free AI Score',
  freeAiBody: (remaining: number) =>
    `With the free plan, you are allowed to submit AI tests up to 5 times. You currently have ${remaining} submissions remaining.`,
  somethingWrong: 'Something went wrong',
  /** A call that got no answer at all (offline, the server down, or a site not allowed to call it). */
  unreachable: 'The practice server could not be reached. Check your connection and try again.',
  savedSuccessfully: 'Saved successfully',
  noteDeleted: 'Deleted note',
  clearNote: 'Clear Note',
  reportedSuccessfully: 'Reported successfully',
  noteCharLimit: (limit: number) => `Character limit reached (${limit})`,
  commentSaved: 'Comment saved',
  /** The spec's spelling (section 8). */
  commentDeleted: 'Comment deleted successfuly',
  imageTooLarge: (fileName: string) => `${fileName} is larger than 2 MB`,
  imageWrongType: (fileName: string) => `${fileName} is not a PNG, JPEG or WebP image`,
  dictationSubmitted: 'submitted successfully',
  dictationSubmitFailed: 'Submission failed. Please try again.',
  dictationAnswerDeleted: 'Deleted answer',
  dictationTimeUp: "Time's up!",
  /** A scoring job gave up for a reason other than the answer itself (the server's FAILED message, and the client's after waiting). */
  notScored: 'Your answer could not be scored. Please try again.',
} as const;

export const DIFFICULTY_LABELS: Record<string, string> = {
  EASY: 'Easy',
  AVERAGE: 'Medium',
  MEDIUM: 'Medium',
  HARD: 'Hard',
};

export const COMPLEXITY_OPTION_LABELS: Record<string, string> = {
  EASY: 'Easy',
  AVERAGE: 'Medium',
  HARD: 'Hard',
};

export const BOOKMARK_LABELS: Record<string, string> = {
  VERY_EASY: 'Very easy',
  EASY: 'Easy',
  AVERAGE: 'Average',
  HARD: 'Hard',
  VERY_HARD: 'Very hard',
  UNMARK: 'Not marked',
};

export const IMPORTANCE_LABELS = {
  high: 'Very Important',
  medium: 'Important',
  low: 'Unimportant',
} as const;

/** Visible labels of the filter drawer's category tabs; exam-memory is shown as Frequent Qs (spec 4). */
export const CATEGORY_LABELS = {
  default: 'All',
  bookmark: 'Bookmarked',
  'exam-memory': 'Frequent Qs',
  prediction: 'Prediction',
} as const;

export const PRACTICE_STATUS_LABELS = {
  ALL: 'All',
  PRACTICED: 'Practiced',
  NOT_PRACTICED: 'Not practiced',
} as const;

/** Describe Image chart kinds. */
export const IMAGE_TYPE_LABELS = {
  BAR_CHART: 'Bar chart',
  FLOW_CHART: 'Flow chart',
  GRAPH: 'Line graph',
  MAP: 'Map',
  PICTURE: 'Picture',
  PIE_CHART: 'Pie chart',
  TABLE: 'Table',
} as const;

/** Sort options of the drawer; the prediction sort reads 'Frequent Qs' except in the prediction tab (PREDICTION_TAB_SORT_LABELS). */
export const QUESTION_SORT_LABELS = {
  'id:asc': 'Oldest',
  'id:desc': 'Newest',
  'practice:asc': 'Practice: fewest first',
  'practice:desc': 'Practice: most first',
  'prediction:asc': 'Frequent Qs: fewest first',
  'prediction:desc': 'Frequent Qs: most first',
  'title:asc': 'Title: A to Z',
  'title:desc': 'Title: Z to A',
} as const;

/** In the prediction tab the Frequent Qs sort is renamed 'Exam memory' (spec 4). */
export const PREDICTION_TAB_SORT_LABELS = {
  'prediction:asc': 'Exam memory: fewest first',
  'prediction:desc': 'Exam memory: most first',
} as const;

export const WEEKLY_PREDICTION_LABEL = 'Weekly';
