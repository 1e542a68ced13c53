export type Skill = 'speaking' | 'writing' | 'reading' | 'listening';

/** Exam variant as the task catalogue knows it. */
export type ExamVariant = 'ACADEMIC' | 'CORE';

/** Exam type as the profile stores it. */
export type PteType = 'PTE Academic' | 'PTE Core';

export const PTE_TYPES: readonly PteType[] = ['PTE Academic', 'PTE Core'];

export type SubscriptionStatus = 'TRIAL' | 'FREE' | 'PREMIUM';

export type Complexity = 'EASY' | 'AVERAGE' | 'HARD';
export const COMPLEXITIES: readonly Complexity[] = ['EASY', 'AVERAGE', 'HARD'];

export type BookmarkType = 'VERY_EASY' | 'EASY' | 'AVERAGE' | 'HARD' | 'VERY_HARD' | 'UNMARK';
/** The five levels a bookmark can hold; UNMARK means no bookmark. */
export const BOOKMARK_LEVELS: readonly Exclude<BookmarkType, 'UNMARK'>[] = ['VERY_EASY', 'EASY', 'AVERAGE', 'HARD', 'VERY_HARD'];
export const BOOKMARK_TYPES: readonly BookmarkType[] = [...BOOKMARK_LEVELS, 'UNMARK'];

export type PracticeStatus = 'ALL' | 'PRACTICED' | 'NOT_PRACTICED';
export const PRACTICE_STATUSES: readonly PracticeStatus[] = ['ALL', 'PRACTICED', 'NOT_PRACTICED'];

export type PredictionType = 'WEEKLY' | 'MONTHLY';
export const PREDICTION_TYPES: readonly PredictionType[] = ['WEEKLY', 'MONTHLY'];

/** Category tabs of the filter drawer. */
export type QuestionCategory = 'default' | 'bookmark' | 'exam-memory' | 'prediction';
export const QUESTION_CATEGORIES: readonly QuestionCategory[] = ['default', 'bookmark', 'exam-memory', 'prediction'];

export type ImageType = 'BAR_CHART' | 'FLOW_CHART' | 'GRAPH' | 'MAP' | 'PICTURE' | 'PIE_CHART' | 'TABLE';
export const IMAGE_TYPES: readonly ImageType[] = ['BAR_CHART', 'FLOW_CHART', 'GRAPH', 'MAP', 'PICTURE', 'PIE_CHART', 'TABLE'];

export type SortField = 'id' | 'practice' | 'prediction' | 'title';
export type SortDirection = 'asc' | 'desc';
export type QuestionSort = `${SortField}:${SortDirection}`;
export const QUESTION_SORTS: readonly QuestionSort[] = [
  'id:asc', 'id:desc', 'practice:asc', 'practice:desc', 'prediction:asc', 'prediction:desc', 'title:asc', 'title:desc',
];

export type EnglishLevel = 'PRE_A1' | 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';
export const ENGLISH_LEVELS: Record<EnglishLevel, string> = {
  PRE_A1: 'Pre A1 - Beginner',
  A1: 'Elementary',
  A2: 'Pre Intermediate',
  B1: 'Intermediate',
  B2: 'Upper Intermediate',
  C1: 'Advanced',
  C2: 'Mastery',
};

export type DailyPractice = 'LESS_THAN_1' | 'BETWEEN_1_2' | 'BETWEEN_2_3' | 'BETWEEN_3_4' | 'MORE_THAN_4';
/** The study plan's daily time as the wizard offers it; the same values as DailyPractice. */
export type DailyStudyTime = DailyPractice;
export const DAILY_STUDY_HOURS: Record<DailyStudyTime, number> = {
  LESS_THAN_1: 1,
  BETWEEN_1_2: 2,
  BETWEEN_2_3: 3,
  BETWEEN_3_4: 4,
  MORE_THAN_4: 5,
};

export type PartOfSpeech =
  | 'VERB' | 'NOUN' | 'ADJECTIVE' | 'ADVERB' | 'PRONOUN' | 'PREPOSITION' | 'CONJUNCTION' | 'INTERJECTION' | 'DETERMINER';

export type WordResultType = 'CORRECT' | 'MISSPELLED' | 'GRAMMATICAL' | 'MISSED' | 'EXTRA';
export type GrammarErrorType = 'CRITICAL' | 'MODERATE' | 'MINOR' | 'MISSED' | 'EXTRA';
export type SyllableAccuracy = 'HIGH' | 'LOW' | 'MEDIUM';
export type PaymentGateway = 'PAYPAL' | 'ZARINPAL';
export type Currency = 'Dollar' | 'Toman';
export type VideoType = 'LEARNING' | 'FOUNDATION';
export const VIDEO_TYPES: readonly VideoType[] = ['LEARNING', 'FOUNDATION'];

/** Question row of the question table. */
export interface QuestionRow {
  id: number;
  title: string;
  complexity: Complexity;
  practiceCount: number;
  predictionCount: number;
  bookmarkType: BookmarkType;
  prediction: boolean;
  imageType?: ImageType | null;
}

/** Spring-HAL-like page info. `number` is 0-based. */
export interface PageInfo {
  size: number;
  totalElements: number;
  totalPages: number;
  number: number;
}

export interface HalPage<Name extends string, T> {
  _embedded: Record<Name, T[]>;
  page: PageInfo;
}

/** A question list page, with how many questions of the task the learner practised. */
export interface QuestionPage {
  _embedded: { questionList: QuestionRow[] };
  page: PageInfo;
  practicedCount: number;
}

/** Filter state of the question list. */
export interface QuestionFilters {
  complexities?: Complexity[];
  bookmarkTypes?: BookmarkType[];
  imageTypes?: ImageType[];
  sort?: QuestionSort | null;
  title?: string;
  practiceStatus?: PracticeStatus;
  prediction?: boolean;
  predictionType?: PredictionType | null;
}

export interface Option {
  id: string;
  text: string;
}

/**
 * Task-specific prompt content of a question, as served for practice: only what the exam shows before an
 * answer. Recordings are heard, not read: their scripts (and the words a beep hides) stay on the server
 * until the learner has answered or opens the answer section (`QuestionSolution`).
 */
export type QuestionContent =
  | { kind: 'rwFillInTheBlanks'; text: string; blanks: { options: string[] }[] }
  | { kind: 'fillInTheBlanks'; text: string; wordBank: string[]; blankCount: number }
  | { kind: 'multipleChoiceMultipleAnswers'; text: string; question: string; options: Option[] }
  | { kind: 'multipleChoiceSingleAnswer'; text: string; question: string; options: Option[] }
  | { kind: 'reorderParagraphs'; paragraphs: Option[] }
  /** Typed blanks: `text` is the transcript with `{{1}}`..`{{n}}` at the gaps. */
  | { kind: 'listeningFillInTheBlanks'; text: string; blankCount: number; voice?: string }
  | { kind: 'listeningMultipleChoiceMultipleAnswers'; question: string; options: Option[]; voice?: string }
  | { kind: 'listeningMultipleChoiceSingleAnswer'; question: string; options: Option[]; voice?: string }
  | { kind: 'highlightCorrectSummary'; options: Option[]; voice?: string }
  /** The recording ends in a beep where the missing words were. */
  | { kind: 'selectMissingWord'; options: Option[]; voice?: string }
  /** `text` is what the screen shows: the transcript with some words changed; answers are 0-based word indexes of `text`. */
  | { kind: 'highlightIncorrectWords'; text: string; voice?: string }
  | { kind: 'writeFromDictation'; voice?: string }
  | { kind: 'summarizeSpokenText'; voice?: string }
  // Writing.
  | { kind: 'summarizeWrittenText'; passage: string }
  | { kind: 'writeEssay'; prompt: string }
  | { kind: 'writeEmail'; prompt: string }
  // Speaking: the prompt a recorder answers.
  | { kind: 'readAloud'; text: string }
  | { kind: 'repeatSentence'; voice?: string }
  /** The picture is served at /media/questions/{id}/image.png, drawn from `chart`, the data it shows. */
  | { kind: 'describeImage'; imageType: ImageType; altText: string; chart: unknown }
  | { kind: 'retellLecture'; voice?: string }
  /** Three speakers, each in a voice of their own: one recording whatever voice the learner picks. */
  | { kind: 'summarizeGroupDiscussion' }
  /** The situation is shown and also heard. */
  | { kind: 'respondToASituation'; situation: string; voice?: string }
  | { kind: 'answerShortQuestion'; voice?: string };

export type QuestionContentKind = QuestionContent['kind'];

/** The correct answer of an objective question. */
export type AnswerKey =
  | { kind: 'blanks'; blanks: string[] }
  | { kind: 'choices'; correct: string[] }
  | { kind: 'choice'; correct: string }
  | { kind: 'order'; order: string[] }
  /** Highlight incorrect words: 0-based indexes of the shown words that differ from the recording. */
  | { kind: 'highlight'; indexes: number[] }
  /** Write from dictation: the sentence as spoken. */
  | { kind: 'dictation'; sentence: string }
  /** Open tasks, scored by the AI engines against key points and a model answer. */
  | { kind: 'open'; keyPoints: string[]; modelAnswer: string; modelAnswerCore?: string; acceptedAnswers?: string[] };

/** One question as its practice page shows it. */
export interface PracticeQuestion {
  id: number;
  skill: Skill;
  task: string;
  title: string;
  complexity: Complexity;
  prediction: boolean;
  predictionCount: number;
  practiceCount: number;
  bookmarkType: BookmarkType;
  content: QuestionContent;
}

/**
 * The answer section of a question (GET /api/{skill}/{task}/questions/{id}/solution): the key, the recording's
 * transcript and the explanation. Never part of the question itself; fetched when the learner asks for it or
 * after an answer.
 */
export interface QuestionSolution {
  practiceId: number;
  answerKey: AnswerKey;
  /** What the recording says; null when the question has no recording. */
  transcript: string | null;
  explanation: string;
}

/** The question at one position of a filtered list (GET /api/{skill}/{task}/{page}). */
export interface PracticeItem {
  /** 1-based position in the filtered list. */
  position: number;
  totalElements: number;
  question: PracticeQuestion;
}

export interface ScorePart {
  score: number;
  max: number;
}

/** Per-item outcome, used for green/red colouring. */
export interface ItemResult {
  /** What the learner gave at this place (blank, option id, paragraph id). */
  answer: string;
  correct: boolean;
  /** The expected answer at this place, where there is one. */
  expected?: string;
}

export type AnswerRecordType = 'MY_ANSWER' | 'OTHER';

/** A scored answer, own or from the community. */
export interface AnswerRecord {
  id: number;
  practiceId: number;
  type: AnswerRecordType;
  nickname: string;
  avatar: string | null;
  /** ISO date-time in UTC. */
  lastModifiedDate: string;
  pteType: PteType;
  score: number;
  maxScore: number;
  answers: string[];
  results: ItemResult[];
  /** Reorder only: one entry per adjacent pair of the learner's order. */
  pairs?: boolean[];
  /**
   * Objective tasks: the key the answer was scored against, for colouring it. Present on the learner's own
   * answers; on community answers only once the viewer has answered the question too.
   */
  answerKey?: AnswerKey | null;
  scores: Partial<Record<'L' | 'W' | 'R' | 'S', ScorePart>>;
  duration: number;
  shareLink: string;
  /** Writing tasks (and Summarize Spoken Text): the writing engine's traits, words and grammar errors. */
  writing?: WritingResult;
  /** Speaking tasks: the speech engine's traits, transcript and coloured words; `audio` is the recording's URL. */
  speaking?: SpeakingResult;
  audio?: string | null;
}

/** One trait of an AI-scored answer, on the exam's scale for the task. */
export interface ScoreTrait {
  name: string;
  score: number;
  max: number;
  comment: string;
}

/** A word of a written answer as the writing engine typed it. */
export interface WrittenWord {
  type: WordResultType;
  word: string;
  suggestion: string | null;
  explanation: string | null;
}

export interface GrammarError {
  type: GrammarErrorType;
  detail: string;
  /** Character offsets of the error in the answer text. */
  start: number;
  end: number;
  suggestion: string | null;
}

/** The writing engine's result: traits on the exam's scales, every word typed, grammar errors. Always an estimate. */
export interface WritingResult {
  traits: ScoreTrait[];
  wordCount: number;
  withinLimits: boolean;
  words: WrittenWord[];
  grammarErrors: GrammarError[];
  keyPointsCovered: boolean[];
  estimate: true;
}

/** GET /api/translate/{word}: `headword` is the form found (the word or its base form). */
export interface WordTranslation {
  word: string;
  headword: string;
  language: string;
  translations: string[];
}

/** How the speech engine heard one word of a spoken answer (per-word colouring of the transcript). */
export type SpokenWordType = 'GOOD' | 'AVERAGE' | 'BAD' | 'MISSED' | 'EXTRA';

export interface SpokenWord {
  /** The expected word (GOOD, AVERAGE, BAD, MISSED) or the recognised one (EXTRA). */
  word: string;
  type: SpokenWordType;
  /** Seconds from the start of the recording; null for MISSED words. */
  start: number | null;
  end: number | null;
  /** Goodness of pronunciation mapped to 0-100; null for MISSED words. */
  accuracy: number | null;
}

/** The speech engine's result for a speaking answer, on the exam's trait scales. Always an estimate. */
export interface SpeakingResult {
  traits: ScoreTrait[];
  /** What the recogniser heard. */
  transcript: string;
  /** Words of the reference text (read aloud, repeat sentence) or of the transcript (open tasks), coloured. */
  words: SpokenWord[];
  /** Answer Short Question only: whether an accepted answer was heard. */
  correct?: boolean;
  /** Seconds of audio and of speech in it. */
  durationSeconds: number;
  speechSeconds: number;
  wordsPerMinute: number;
  /** Silences of 0.5 s or more between words, and filled pauses (um, er) heard. */
  pauses: number;
  hesitations: number;
  estimate: true;
}

/** POST /api/speaking/word/score: a word's pronunciation out of 100, per syllable. */
export interface WordPronunciationScore {
  word: string;
  score: number;
  /** Each syllable with its own score out of 100 and its accuracy band. */
  syllables: { syllable: string; accuracy: SyllableAccuracy; score: number }[];
  estimate: true;
}

/** The speech self-test's transcription of a short recording. */
export interface Transcription {
  text: string;
  durationSeconds: number;
}

/**
 * Submit body of a speaking task (spec section 7): `answerRequest` is the recording as base64 mp3
 * (a data URL prefix is accepted and ignored).
 */
export interface SpeakingSubmission {
  answerRequest: string;
  duration: number;
  pteType: PteType;
}

export interface UserProfile {
  nickname: string;
  avatar: string | null;
  language: string | null;
  status: SubscriptionStatus;
  pteType: PteType;
  expireDate: string | null;
  /** IANA time zone the learner's days are counted in (plan, done counts, statistics); 'UTC' until they choose one. */
  timeZone?: string;
  /** ISO 3166-1 alpha-2 (an id of GET /api/profile/countries); null until chosen. */
  country?: string | null;
  /** An id of GET /api/profile/nativeLanguages (upper case); null until chosen. */
  nativeLanguage?: string | null;
}

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  profile: UserProfile;
}

export interface ProfileUpdate {
  pteType?: PteType;
  nickname?: string;
  /** A code of GET /api/profile/languages ('fa' also switches the interface to Persian); null clears it. */
  language?: string | null;
  name?: string;
  avatar?: string | null;
  /** An id of GET /api/profile/timeZones. */
  timeZone?: string;
  /** An id of GET /api/profile/countries; null clears it. */
  country?: string | null;
  /** An id of GET /api/profile/nativeLanguages; null clears it. */
  nativeLanguage?: string | null;
}

/** remaining is null for premium learners, who have no AI quota. */
export interface AiQuota {
  remaining: number | null;
}

export interface SubscriptionInfo {
  status: SubscriptionStatus;
  expireDate: string | null;
}

/** Submit payloads of the reading tasks (spec section 7). */
export type ReadingSubmission =
  | { words: string[]; duration: number; pteType: PteType }
  | { answers: string[]; duration: number; pteType: PteType }
  | { answer: string; duration: number; pteType: PteType };

/**
 * The submit body of any typed or selected answer (spec section 7): blanks send `words`; multiple
 * answers, re-order and highlighted word positions `answers`; single choice, dictation and writing
 * `answer`; Summarize Spoken Text adds the `accent` of the recording heard.
 */
export type TypedSubmission =
  | ReadingSubmission
  | { answer: string; accent?: 'US' | 'UK' | 'AU' | 'IN'; duration: number; pteType: PteType };

/** Any submit body: a typed or selected answer, or a spoken one. */
export type PracticeSubmission = TypedSubmission | SpeakingSubmission;

export interface ApiFieldError {
  field: string;
  defaultMessage: string;
}

export interface ApiErrorBody {
  status: number;
  message: string;
  errors: ApiFieldError[];
}

/** Tokens the session keeps (spec: session store). Times are epoch milliseconds. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  expireTimestamp: number;
  refreshExpireTime: number | null;
  idToken?: string | null;
}

/** A word with an example of its use (synonyms, antonyms). */
export interface WordExample {
  word: string;
  example: string | null;
}

/** A phrase with an example of its use (collocations, idioms). */
export interface PhraseExample {
  phrase: string;
  example: string | null;
}

export interface WordMeaning {
  partOfSpeech: PartOfSpeech;
  definitions: string[];
  examples: string[];
  synonyms: WordExample[];
  antonyms: WordExample[];
  collocations: PhraseExample[];
  idioms: PhraseExample[];
}

/** A dictionary word: the word of the day, a dictionary look-up, a word-book entry's details. */
export interface WordDto {
  word: string;
  /** Audio URLs per accent; null where no offline voice has the accent. */
  americanAudio: string | null;
  britishAudio: string | null;
  australianAudio: string | null;
  britishPhonetic: string | null;
  americanPhonetic: string | null;
  australianPhonetic: string | null;
  translations: string[];
  image: string | null;
  familyWords: { word: string }[];
  meanings: WordMeaning[];
  bookmark: BookmarkType;
  vocabBook: number | null;
  pronunciationBook: number | null;
  spellingBook: number | null;
}

// Word books (issue 17): the vocab, pronunciation and spelling books and their spaced-repetition review.

export type VocabSort =
  | 'word:asc' | 'createdDate:asc' | 'createdDate:desc' | 'practiceCount:desc' | 'practiceCount:asc' | 'bookmark:desc' | 'bookmark:asc';
/** The word books' sorts, in the order the sort menu lists them; the first list is newest first ('createdDate:desc'). */
export const VOCAB_SORTS: readonly VocabSort[] = [
  'word:asc', 'createdDate:asc', 'createdDate:desc', 'practiceCount:desc', 'practiceCount:asc', 'bookmark:desc', 'bookmark:asc',
];
export const VOCAB_DEFAULT_SORT: VocabSort = 'createdDate:desc';
/** A word-book page: seven rows of three cards. */
export const VOCAB_PAGE_SIZE = 21;

export type WordBookKind = 'vocabBook' | 'pronunciationBook' | 'spellingBook';

/** A vocab-book word; practiceType/skillType name the task it was saved from (null when saved from elsewhere). */
export interface VocabEntryDto {
  id: number;
  word: string;
  practiceType: string | null;
  skillType: Skill | null;
  bookmark: BookmarkType;
  practiceCount: number;
  note: string | null;
  /** ISO date-time in UTC. */
  createdDate: string;
  version: number;
}

/** A vocab-book word with its dictionary entry (null when the dictionary no longer has it). */
export interface VocabEntryDetails extends VocabEntryDto {
  details: WordDto | null;
}

/** The Categorised view's card of one task: words practised out of the words saved from it. */
export interface VocabCountDto {
  practiceType: string;
  skillType: Skill;
  practicedCount: number;
  totalCount: number;
}

export interface PronunciationEntryDto {
  id: number;
  word: string;
  bookmark: BookmarkType;
  note: string | null;
  practiceCount: number;
  /** The last word score out of 100 (POST /speaking/word/score), null before the first. */
  lastScore: number | null;
  createdDate: string;
  version: number;
}

export interface SpellingEntryDto {
  id: number;
  word: string;
  bookmark: BookmarkType;
  note: string | null;
  practiceCount: number;
  createdDate: string;
  version: number;
}

export type ReviewGrade = 'AGAIN' | 'HARD' | 'GOOD' | 'EASY';
export const REVIEW_GRADES: readonly ReviewGrade[] = ['AGAIN', 'HARD', 'GOOD', 'EASY'];

/** A vocab word due for review. */
export interface ReviewCardDto {
  /** The vocab entry's id. */
  id: number;
  word: string;
  due: string;
  details: WordDto | null;
}

/** GET /book/review: how many words are due now and the first of them, oldest due first. */
export interface ReviewCardsDto {
  due: number;
  cards: ReviewCardDto[];
}

/** POST /book/review/{id}: when the word is due next. */
export interface ReviewResultDto {
  id: number;
  due: string;
  practiceCount: number;
}

export interface VocabQuery {
  page?: number;
  size?: number;
  /** Words containing this text, case aside. */
  word?: string;
  practiceStatus?: PracticeStatus;
  bookmarkTypes?: BookmarkType[];
  sort?: VocabSort;
  /** ISO date-time: words saved at or after it. */
  startDateTime?: string;
  practiceType?: string;
  skillType?: Skill;
}

/** The pronunciation and spelling books' filters. */
export type WordBookQuery = Pick<VocabQuery, 'page' | 'size' | 'word' | 'bookmarkTypes' | 'sort'>;

/** POST /translate/sentence. */
export interface SentenceTranslation {
  data: { translated: string };
}

/** A video lesson of the Flash Video slider. `url` is null when the learner's plan does not include videos. */
export interface VideoDto {
  key: string;
  type: VideoType;
  skill: Skill;
  /** The API task name of the task it teaches; null for a foundation lesson of a whole skill. */
  practiceType: string | null;
  title: string;
  cover: string;
  url: string | null;
}

/** A learner's note on a question. `description` is sanitised rich text (HTML). */
export interface NoteDto {
  id: number;
  description: string;
  version: number;
  practiceId: number;
  skill: Skill;
  /** API task name of the question (rwFillInTheBlanks…). */
  task: string;
  /** The question's title. */
  title: string;
  /** ISO date-times in UTC. */
  createdDate: string;
  lastModifiedDate: string;
}

/** POST /api/notes (no version) and PUT /api/notes/{id} (with the version last read). */
export interface NoteInput {
  practiceId: number;
  description: string;
  version?: number;
}

export type NoteSort = `${'lastModifiedDate' | 'createdDate' | 'id'}:${SortDirection}`;
export const NOTE_SORTS: readonly NoteSort[] = [
  'lastModifiedDate:desc', 'lastModifiedDate:asc', 'createdDate:desc', 'createdDate:asc', 'id:desc', 'id:asc',
];

/** A question's bookmark. With no bookmark: id and version are null and type is UNMARK. */
export interface BookmarkDto {
  id: number | null;
  practiceId: number;
  type: BookmarkType;
  version: number | null;
}

/** A report of a problem with a question. */
export interface ProblemReportDto {
  id: number;
  practiceId: number;
  description: string;
  createdDate: string;
}

/** Exam memory: the question appeared in a real exam. `country` is an ISO 3166-1 alpha-2 code. */
export interface ExamMemoryReport {
  practiceId: number;
  /** YYYY-MM-DD. */
  date: string;
  country: string;
  pteType: ExamVariant;
  description?: string;
}

export interface ExamMemoryDto extends Required<ExamMemoryReport> {
  id: number;
  /** The country's English name. */
  countryName: string;
  createdDate: string;
  /** The question's Exam Memory count after this report. */
  predictionCount: number;
}

/** One entry of an id/value list (GET /api/profile/countries). */
export interface IdValue {
  id: string;
  value: string;
}

/** A shared answer as the public share page shows it (GET /api/share/{skill}/{task}/{id}?key=). */
export interface SharedAnswer {
  record: AnswerRecord;
  question: PracticeQuestion;
  solution: QuestionSolution;
  task: { key: string; name: string; skill: Skill };
}

/** The writing engine's analysis of a model answer (GET /api/{skill}/{task}/questions/{id}/analysis). */
export interface ModelAnswerAnalysis {
  variant: ExamVariant;
  modelAnswer: string;
  score: number;
  maxScore: number;
  writing: WritingResult;
}

/** The exam-memory record behind a comment listed from an exam-memory report. */
export interface CommentPrediction {
  /** YYYY-MM-DD. */
  date: string;
  country: string;
  description: string | null;
}

/** A comment on a question (GET /api/comments/{practiceId}). */
export interface CommentDto {
  id: number;
  practiceId: number;
  nickname: string;
  avatar: string | null;
  lastModifiedDate: string;
  comment: string;
  /** Absolute paths of the uploaded images (/media/uploads/{name}). */
  images: string[];
  likesCount: number;
  liked: boolean;
  replyCount: number;
  /** Set on exam-memory comments, which cannot be deleted. */
  prediction: CommentPrediction | null;
  /** True when the caller wrote it (and may delete it). */
  mine: boolean;
}

/** A reply to a comment (GET /api/commentReplies/{commentId}). */
export interface CommentReplyDto {
  id: number;
  commentId: number;
  nickname: string;
  avatar: string | null;
  lastModifiedDate: string;
  reply: string;
  images: string[];
  likesCount: number;
  liked: boolean;
  mine: boolean;
}

/** A comment's or reply's likes after a like or unlike. */
export interface LikeState {
  likesCount: number;
  liked: boolean;
}

/** GET /api/settings/target/: the learner's exam target. Nothing saved yet: every field null and version 0. */
export interface TargetDto {
  overall: number | null;
  listening: number | null;
  reading: number | null;
  writing: number | null;
  speaking: number | null;
  /** YYYY-MM-DD. */
  examDate: string | null;
  /** An id of GET /api/profile/nativeLanguages (upper case). */
  language: string | null;
  version: number;
}

/** PUT /api/settings/target/: `version` is the version read (0 for a first save); scores left out are cleared. */
export interface TargetUpdate {
  version: number;
  /** YYYY-MM-DD, from today (the learner's zone) to about 5 years ahead. */
  examDate: string;
  language: string;
  overall?: number;
  listening?: number;
  reading?: number;
  writing?: number;
  speaking?: number;
}

/** A java.time.Duration as the spec's study plan submission carries it; only `seconds` is read. */
export interface StudyPlanDuration {
  seconds: number;
  zero: boolean;
  nano: number;
  negative: boolean;
  positive: boolean;
  units: string[];
}

/** POST /api/summary/studyPlan (creates or replaces the plan). Mock scores are 10–90, or 0 for none. */
export interface StudyPlanSubmission {
  englishLevel: EnglishLevel;
  dailyPractice: DailyPractice;
  dailyPracticeDuration: StudyPlanDuration;
  reading: number;
  writing: number;
  speaking: number;
  listening: number;
  overall: number;
  readingLevel: 0;
  writingLevel: 0;
  speakingLevel: 0;
  listeningLevel: 0;
}

/** The study plan field of a task type (TaskDefinition.studyPlanField). */
export type StudyPlanTaskField =
  | 'speakingReadAloud' | 'speakingRepeatSentence' | 'speakingDescribeImage' | 'speakingRespondToASituation'
  | 'speakingAnswerShortQuestion' | 'speakingRetellLecture' | 'speakingSummarizeGroupDiscussion'
  | 'writingSummarizeWrittenText' | 'writingWriteEmail' | 'writingWriteEssay'
  | 'listeningHighlightIncorrectWords' | 'listeningFillInTheBlanks' | 'listeningMultipleChoiceMultipleAnswers'
  | 'listeningMultipleChoiceSingleAnswer' | 'listeningSelectMissingWord' | 'listeningSummarizeSpokenText'
  | 'listeningWriteFromDictation' | 'listeningHighlightCorrectSummary'
  | 'readingMultipleChoiceMultipleAnswers' | 'readingFillInTheBlanks' | 'readingMultipleChoiceSingleAnswer'
  | 'readingReorderParagraphs' | 'readingRWFillInTheBlanks';

/**
 * GET /api/summary/studyPlan?date=YYYY-MM-DD: one day of the plan (today in the learner's zone by default).
 * id 0 = no plan: every count and every hours field null. A task's count is null when it has no card that day.
 */
export interface StudyPlanDto {
  id: number;
  /** The day shown, YYYY-MM-DD. */
  date: string;
  /** Hours that day per skill. */
  dailyPracticeSpeaking: number | null;
  dailyPracticeWriting: number | null;
  dailyPracticeListening: number | null;
  dailyPracticeReading: number | null;
  [field: `${Skill}${string}`]: number | null;
  /** studyPlanField -> answers the learner submitted that day (their zone). */
  done: Record<string, number>;
}

/** GET /api/summary/statistics?days=30 (1..90). */
export interface StatisticsDto {
  /** Items practised per skill per day, oldest first, every day present (the learner's zone). */
  days: { date: string; speaking: number; writing: number; reading: number; listening: number }[];
  /** Average score per task type (percent of the task's maximum) against the target (percent of 90). */
  tasks: { skill: Skill; slug: string; name: string; answers: number; averagePercent: number | null; targetPercent: number | null }[];
  /** null = unlimited (premium). */
  aiRemaining: number | null;
}

/** GET /api/settings/remaining: premium days left, rounded up, at least 0. */
export interface RemainingDto {
  remainingDays: number;
}

/** GET /api/configs: the dashboard's settings and choice lists. */
export interface AppConfigs {
  blogUrl: string | null;
  targetShortcuts: number[];
  scoreMin: number;
  scoreMax: number;
  examDateRangeMs: number;
  englishLevels: { id: EnglishLevel; value: string }[];
  dailyPractice: { id: DailyPractice; value: string; hours: number }[];
}

/** The currency a plan card leads with. Every paid plan can be paid either way. */
export type PlanCurrency = Currency;

/** One plan card of GET /api/settings/plans (`{ _embedded: { planList } }`). */
export interface PlanDto {
  id: number;
  /** 'Free', 'Premium 1 month', 'Premium 3 months', … */
  name: string;
  /** US dollars as a decimal string ('19.99'), or 'Free' for the free plan. */
  price: string;
  /** Toman as an integer string ('990000'), or 'Free'. */
  tomanPrice: string;
  features: string[];
  type: PlanCurrency;
  /** 0 for Free. */
  durationDays: number;
  /** The learner's current paid plan while premium (its button reads 'Renew Now'); for Free: the learner is not premium. */
  isActive: boolean;
}

/** GET /api/payments/promo/{code}: the plan's prices after the code. */
export interface PromoCheck {
  data: { code: string; price_irt: number; price_xxD: number; description: string };
}

/** POST /api/payments/order. The amount is the server's: the plan's price after the promo. */
export interface PaymentRequest {
  item: { item_id: number; related_service: 'pte' };
  /** Where the learner lands after paying: the app's own origin or an allowed embed origin. */
  redirect_url: string;
  /** Where the learner lands after cancelling or a failed payment. */
  secondary_redirect_url: string;
  discount_code?: string;
  /** PAYPAL pays in US dollars, ZARINPAL in Toman. */
  payment_gateway: PaymentGateway;
}

/**
 * The order made: the learner goes to `approval_url`; or, when a promo made it free, no gateway was needed, premium is
 * active already and `message` says so.
 */
export interface PaymentResponse {
  data: { order_id: number; approval_url?: string; message?: string };
}

export type OrderState = 'CREATED' | 'APPROVED' | 'PAID' | 'CANCELLED' | 'FAILED';

/** One order of the learner's purchase history. */
export interface OrderDto {
  id: number;
  createdDate: string;
  paidDate: string | null;
  plan: { id: number; name: string; durationDays: number };
  /** Charged, after the promo: '15.99' (USD) or '792000' (IRT, Toman). */
  amount: string;
  currency: 'USD' | 'IRT';
  /** null when a promo made the order free. */
  gateway: PaymentGateway | null;
  state: OrderState;
  promoCode: string | null;
  /** PayPal order (or capture) id; Zarinpal authority (or ref_id once verified). */
  gatewayReference: string | null;
  /** The premium expiry this order set, once PAID. */
  premiumUntil: string | null;
  /** Paid through the embedded test gateway: receipts say "Test payment". */
  sandbox: boolean;
}

/** /api/config's promotion for learners of one country: `freeDays` free with `code`, until `until` (YYYY-MM-DD). */
export interface PromoBanner {
  /** ISO 3166-1 alpha-2, compared with the profile's country. */
  country: string;
  code: string;
  until: string;
  freeDays: number;
}
