import { MESSAGES } from './constants';
import { mockTestCalls } from './mockTests';
import type { DictationAnswerPage, DictationAnswerWord, DictationLevel, DictationScoredAnswer, DictationSessionWords, DictationWordAudio } from './dictation';
import type {
  AiQuota, AnswerRecord, ApiErrorBody, BookmarkDto, BookmarkType, CommentDto, CommentReplyDto, CurrentUser, LikeState, ExamMemoryDto, ExamMemoryReport, HalPage, IdValue, NoteDto,
  ModelAnswerAnalysis, NoteInput, PracticeItem, QuestionSolution, ProblemReportDto, ProfileUpdate, PteType, QuestionFilters, QuestionPage, PracticeSubmission,
  Skill, SubscriptionInfo, Transcription, VideoDto, WordPronunciationScore, WordTranslation,
  AppConfigs, EnglishLevel, RemainingDto, StatisticsDto, StudyPlanDto, StudyPlanSubmission, TargetDto, TargetUpdate, WordDto,
  OrderDto, PaymentRequest, PaymentResponse, PlanDto, PromoCheck,
  VocabCountDto, VocabEntryDetails, VocabEntryDto, VocabQuery, PronunciationEntryDto, SpellingEntryDto, WordBookQuery, ReviewCardsDto,
  ReviewGrade, ReviewResultDto, SentenceTranslation,
} from './types';

/** Base headers of every call (spec section 7). */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'x-time-format': 'HH:mm',
  'X-Duration-Type': 'MINUTE_SECOND',
  'X-Constants': 'TEXT',
};

/** An API call that failed, with the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  constructor(status: number, message: string, body: ApiErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The first field error's default message, else the server's message. */
  get firstMessage(): string {
    return this.body?.errors?.[0]?.defaultMessage ?? this.body?.message ?? this.message;
  }
}

export interface PteClientOptions {
  /** API origin and prefix, e.g. `https://example.com` (calls go to `${baseURL}/api/...`). */
  baseURL: string;
  /** Returns the bearer token, if any, at the moment of each call. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** 401: the host shows 'You Are Not LoggedIn', clears stored auth and cookies and redirects to sign-in. */
  onUnauthorized?: (message: string) => void;
  /** 403: the host shows 'You Are Not Authorized To Perform This Action', clears cookies and redirects. */
  onForbidden?: (message: string) => void;
  /** Replaces the global fetch (tests, custom agents). */
  fetch?: typeof globalThis.fetch;
  /** Where 500s are logged. */
  logger?: Pick<Console, 'error'>;
}

export interface ListQuery extends QuestionFilters {
  /** 0-based page. */
  page?: number;
  size?: number;
}

function filtersToQuery(filters: ListQuery | VocabQuery = {}): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else query[key] = value;
  }
  return query;
}

export type AnswerPage = HalPage<string, AnswerRecord>;

/**
 * A signed-out reader's answer as the public check route scores it: the score and, now that there is an answer, the
 * key, the transcript and the explanation. It is never stored (`saved` is always false).
 */
export interface CheckedAnswer extends Pick<AnswerRecord, 'practiceId' | 'pteType' | 'score' | 'maxScore' | 'answers' | 'results' | 'pairs' | 'scores'> {
  answerKey: NonNullable<AnswerRecord['answerKey']>;
  transcript: string | null;
  explanation: string;
  saved: false;
}

type NotePage = HalPage<'noteDtoList', NoteDto>;

export type VocabPage = HalPage<'vocabBookList', VocabEntryDto>;
export type PronunciationPage = HalPage<'pronunciationBookList', PronunciationEntryDto>;
export type SpellingPage = HalPage<'spellingBookList', SpellingEntryDto>;

/** The learner's orders, newest first. */
export type OrderPage = HalPage<'orderDtoList', OrderDto>;

/** The plan a promo code is checked against, with the prices the card shows (the answer carries them discounted). */
export interface PromoCheckQuery {
  itemId: number;
  priceIrt: number;
  priceUsd: number;
}

/** What one API call sends: its method, a JSON body (a plain object) or form data, and the query. */
interface CallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, unknown>;
  /** Failure statuses the caller answers itself: the host's 401/403 hooks are not called for them. */
  handles?: readonly number[];
}

/**
 * A comment or reply as multipart form data. No content type is set: the browser writes
 * multipart/form-data with its boundary; only plain objects are sent as JSON.
 */
function postForm(fields: Record<string, string | number>, images: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const image of images) form.append('images', image, image.name);
  return form;
}

/** The dictation calls' complexity parameter: absent for a mixed session. */
const dictationLevelQuery = (level: DictationLevel): Record<string, string> => (level === 'MIXED' ? {} : { complexity: level });

/** Recordings travel as bare base64 (spec §7): a data URL's `data:audio/mpeg;base64,` prefix is dropped. */
const bareBase64 = (voice: string): string => voice.replace(/^data:[^,]*,/, '');

/** What a speaking or writing submit answers while its score is being computed. */
interface PendingAnswer {
  id: number;
  practiceId: number;
  status: 'SCORING';
}

/** How long a submit waits for a scoring job before it gives up (a queue with no worker running, say). */
const SCORING_WAIT_MS = 3 * 60_000;

/** Largest page the notes list serves. */
const NOTE_LOOKUP_PAGE_SIZE = 100;

export function createPteClient(options: PteClientOptions) {
  const logger = options.logger ?? console;
  const base = options.baseURL.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  /** The address of an API path with its query; empty values (undefined, null) are left out, list commas kept as they read. */
  function urlOf(path: string, query: CallInit['query']): string {
    const pairs = Object.entries(query ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`);
    return `${base}/api${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
  }

  /**
   * One API call with the platform's fetch (no HTTP library: the client is on every embed's first load). JSON in and
   * out; a failure becomes an ApiError with the server's error body, after the host's 401/403 hooks and the 500 log.
   */
  async function call<T>(path: string, { method = 'GET', body, query, handles = [] }: CallInit = {}): Promise<T> {
    const headers = new Headers(BASE_HEADERS);
    const token = await options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await doFetch(urlOf(path, query), { method, headers, body: payload });
    } catch (failure) {
      if ((failure as { name?: string } | null)?.name === 'AbortError') throw failure;
      throw new ApiError(0, MESSAGES.unreachable, null);
    }
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (response.ok) return data as T;
    const status = response.status;
    const errorBody = (data && typeof data === 'object' ? data : null) as ApiErrorBody | null;
    // A status the caller handles (the study plan's 403 shows the upgrade overlay) does not reach the host's hooks.
    const hostHandles = !handles.includes(status);
    if (status === 401 && hostHandles) options.onUnauthorized?.(MESSAGES.notLoggedIn);
    else if (status === 403 && hostHandles) options.onForbidden?.(MESSAGES.notAuthorized);
    else if (status >= 500) logger.error(MESSAGES.serverError, errorBody ?? `${status} ${response.statusText}`);
    throw new ApiError(status, errorBody?.message ?? `${method} ${path}: ${status} ${response.statusText}`.trim(), errorBody);
  }

  /**
   * Polls an answer a job is scoring until it is SCORED (its record, as a synchronous submit answers it) or FAILED (an
   * ApiError with the server's message). Every 250 ms at first (a Read Aloud takes ~2 s), then every second.
   */
  async function scoredAnswer(skill: Skill, task: string, answerId: number): Promise<AnswerRecord> {
    const started = Date.now();
    for (let polls = 0; ; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, polls < 40 ? 250 : 1000));
      const answer = await call<AnswerRecord & { status: 'SCORING' | 'SCORED' | 'FAILED'; failure?: string }>(`/${skill}/${task}/answer/${answerId}`);
      const { status, failure, ...record } = answer;
      if (status === 'SCORED') return record;
      if (status === 'FAILED' || Date.now() - started > SCORING_WAIT_MS) {
        const message = failure ?? MESSAGES.notScored;
        throw new ApiError(422, message, { status: 422, message, errors: [] });
      }
    }
  }

  return {
    baseURL: base,
    // Mock tests (issue 19): their calls live beside their types.
    ...mockTestCalls(call),
    getCurrentUser: () => call<CurrentUser>('/users/currentUser/'),
    updateProfile: (update: ProfileUpdate) => call<CurrentUser>('/profile', { method: 'PATCH', body: update }),
    /** The avatar as one image file; the server reads its type from the bytes, re-encodes it and answers the profile. */
    uploadAvatar: (file: Blob, filename = 'avatar') => {
      const form = new FormData();
      form.append('avatar', file, (file as File).name || filename);
      return call<CurrentUser>('/profile/avatar', { method: 'POST', body: form });
    },
    getRemainingAI: () => call<AiQuota>('/users/remainingAI'),
    getSubscription: () => call<SubscriptionInfo>('/users/subscription'),
    listQuestions: (skill: Skill, task: string, query: ListQuery = {}) =>
      call<QuestionPage>(`/${skill}/${task}`, { query: filtersToQuery(query) }),
    getPracticeItem: (skill: Skill, task: string, position: number, filters: QuestionFilters = {}) =>
      call<PracticeItem>(`/${skill}/${task}/${position}`, { query: filtersToQuery(filters) }),
    getPracticeItemById: (skill: Skill, task: string, questionId: number) =>
      call<PracticeItem>(`/${skill}/${task}/questions/${questionId}`),
    /** A question of an objective task for a reader who is not signed in (no key, nothing about the reader). */
    getPublicPracticeItem: (skill: Skill, task: string, position: number) =>
      call<PracticeItem>(`/public/${skill}/${task}/${position}`),
    getPublicPracticeItemById: (skill: Skill, task: string, questionId: number) =>
      call<PracticeItem>(`/public/${skill}/${task}/questions/${questionId}`),
    /** Scores a signed-out reader's answer to an objective task with the server's rules; nothing is stored. */
    checkAnswer: (skill: Skill, task: string, practiceId: number, body: PracticeSubmission) =>
      call<CheckedAnswer>(`/public/${skill}/${task}/${practiceId}/check`, { method: 'POST', body }),
    /**
     * Submits and resolves with the scored answer. Speaking and writing answers are scored by a job on the server: the
     * submit answers 202 with the answer's id and this waits for the score, so callers see one call either way; a job
     * that fails for good rejects with the server's message.
     */
    submitAnswer: async (skill: Skill, task: string, practiceId: number, body: PracticeSubmission): Promise<AnswerRecord> => {
      const submitted = await call<AnswerRecord | PendingAnswer>(`/${skill}/${task}/${practiceId}`, { method: 'POST', body });
      return 'status' in submitted && submitted.status === 'SCORING' ? scoredAnswer(skill, task, submitted.id) : (submitted as AnswerRecord);
    },
    listMyAnswers: (skill: Skill, task: string, practiceId: number, page = 0, size = 10) =>
      call<AnswerPage>(`/${skill}/${task}/${practiceId}/answers`, { query: { page, size } }),
    listCommunityAnswers: (skill: Skill, task: string, practiceId: number, page = 0, size = 10) =>
      call<AnswerPage>(`/${skill}/${task}/${practiceId}/answers/other`, { query: { practiceId, page, size } }),
    deleteAnswer: (skill: Skill, task: string, answerId: number) =>
      call<void>(`/${skill}/${task}/answer/${answerId}`, { method: 'DELETE' }),
    /**
     * The learner's note on a question, or null. The API has no look-up by question, so this pages
     * through the learner's notes (of the question's practice type, its skill and API task name, when `scope` is given) for it.
     */
    getNote: async (practiceId: number, scope?: { skill: Skill; task: string }): Promise<NoteDto | null> => {
      const path = scope ? `/notes/practiceType/${encodeURIComponent(scope.task)}` : '/notes';
      for (let page = 0; ; page += 1) {
        const query = { page, size: NOTE_LOOKUP_PAGE_SIZE, ...(scope ? { skill: scope.skill } : {}) };
        const result = await call<NotePage>(path, { query });
        const note = embeddedList<NoteDto>(result).find((candidate) => candidate.practiceId === practiceId);
        if (note) return note;
        if (page + 1 >= (result.page?.totalPages ?? 0)) return null;
      }
    },
    /** A page of the learner's notes: every note, or one practice type's by date, text and sort (core's `notesRequest` builds it). */
    listNotes: (request: { path: '/notes' | `/notes/practiceType/${string}`; query: Record<string, string | number> }) =>
      call<NotePage>(request.path, { query: request.query }),
    getNoteById: (noteId: number) => call<NoteDto>(`/notes/${noteId}`),
    createNote: (input: Omit<NoteInput, 'version'>) =>
      call<NoteDto>('/notes', { method: 'POST', body: { practiceId: input.practiceId, description: input.description } }),
    updateNote: (noteId: number, input: Required<NoteInput>) =>
      call<NoteDto>(`/notes/${noteId}`, {
        method: 'PUT', body: { description: input.description, practiceId: input.practiceId, version: input.version },
      }),
    deleteNote: (noteId: number) => call<void>(`/notes/${noteId}`, { method: 'DELETE' }),
    /** The learner's bookmark on a question: type UNMARK with a null id when there is none. */
    getBookmark: (practiceId: number) => call<BookmarkDto>(`/bookmarks/${practiceId}`),
    createBookmark: (practiceId: number, type: BookmarkType, version: number | null = null) =>
      call<BookmarkDto>('/bookmarks', { method: 'POST', body: { practiceId, type, version } }),
    updateBookmark: (bookmarkId: number, type: BookmarkType, version: number) =>
      call<BookmarkDto>(`/bookmarks/${bookmarkId}`, { method: 'PUT', body: { type, version } }),
    deleteBookmark: (bookmarkId: number) => call<void>(`/bookmarks/${bookmarkId}`, { method: 'DELETE' }),
    reportProblem: (practiceId: number, description: string) =>
      call<ProblemReportDto>('/problemReports', { method: 'POST', body: { practiceId, description } }),
    /** Exam memory: the question came up in the learner's exam. The answer carries the question's new Exam Memory count. */
    reportExamMemory: (report: ExamMemoryReport) => call<ExamMemoryDto>('/predictions', { method: 'POST', body: report }),
    /** Exam venues: id is the ISO 3166-1 alpha-2 code, value the English name. */
    getCountries: async () => embeddedList<IdValue>(await call<{ _embedded?: Record<string, IdValue[]> }>('/profile/countries')),
    /** Translation languages: code to label, the default first. */
    getLanguages: () => call<Record<string, string>>('/profile/languages'),
    /** A word's translations in a language of getLanguages (fa when omitted); the base form is tried when the word itself is not listed. */
    translateWord: (word: string, tl?: string) =>
      call<WordTranslation>(`/translate/${encodeURIComponent(word)}`, { query: tl ? { tl } : {} }),
    /** Flash Video lessons of a task and its skill; `url` is null unless the learner's plan includes videos. */
    getVideos: (skill: Skill, practiceType?: string) =>
      call<HalPage<'videoDtoList', VideoDto>>('/videos', { query: practiceType ? { skill, practiceType } : { skill } }),
    /** A question's answer section: its key, the recording's transcript and the explanation. Ask for it only when the learner opens it or has answered. */
    getSolution: (skill: Skill, task: string, questionId: number) =>
      call<QuestionSolution>(`/${skill}/${task}/questions/${questionId}/solution`),
    /** The writing engine's analysis of a writing question's model answer for an exam type. */
    getModelAnswerAnalysis: (skill: Skill, task: string, questionId: number, pteType?: PteType) =>
      call<ModelAnswerAnalysis>(`/${skill}/${task}/questions/${questionId}/analysis`, { query: pteType ? { pteType } : {} }),
    /** Comments on a question, newest first; `prediction` true lists only exam-memory comments. */
    listComments: (practiceId: number, page = 0, size = 10, prediction = false) =>
      call<HalPage<'commentDtoList', CommentDto>>(`/comments/${practiceId}`, { query: { page, size, prediction } }),
    /** Posts a comment (1–2000 characters) with up to 3 png, jpeg or webp images of at most 2 MB each. */
    createComment: (practiceId: number, comment: string, images: readonly File[] = []) =>
      call<CommentDto>('/comments', { method: 'POST', body: postForm({ practiceId, comment }, images) }),
    deleteComment: (commentId: number) => call<void>(`/comments/${commentId}`, { method: 'DELETE' }),
    likeComment: (commentId: number) => call<LikeState>(`/comments/${commentId}/like`, { method: 'POST' }),
    unlikeComment: (commentId: number) => call<LikeState>(`/comments/${commentId}/like`, { method: 'DELETE' }),
    /** Replies to a comment, oldest first. */
    listReplies: (commentId: number, page = 0, size = 10) =>
      call<HalPage<'commentReplyDtoList', CommentReplyDto>>(`/commentReplies/${commentId}`, { query: { page, size } }),
    createReply: (commentId: number, reply: string, images: readonly File[] = []) =>
      call<CommentReplyDto>('/commentReplies', { method: 'POST', body: postForm({ commentId, reply }, images) }),
    deleteReply: (replyId: number) => call<void>(`/commentReplies/${replyId}`, { method: 'DELETE' }),
    likeReply: (replyId: number) => call<LikeState>(`/commentReplies/${replyId}/like`, { method: 'POST' }),
    unlikeReply: (replyId: number) => call<LikeState>(`/commentReplies/${replyId}/like`, { method: 'DELETE' }),
    /** A dictation session: 10 random words of one complexity, or of all ('MIXED'), with their recordings per accent. */
    getDictationWords: async (level: DictationLevel = 'MIXED') =>
      embeddedList<DictationWordAudio>(await call<DictationSessionWords>('/dictation', { query: dictationLevelQuery(level) })),
    /** One random dictation word with its recordings (the listening test's Next); `exclude` is a word not to repeat. */
    getDictationWord: (level: DictationLevel = 'MIXED', exclude?: string) =>
      call<DictationWordAudio>('/dictation/word', { query: { ...dictationLevelQuery(level), ...(exclude ? { exclude } : {}) } }),
    /** Scores a dictation session: one point per word typed right (case and surrounding spaces aside). */
    submitDictation: (words: readonly DictationAnswerWord[]) =>
      call<DictationScoredAnswer>('/dictation', { method: 'POST', body: { words: words.map(({ word, answer }) => ({ word, answer })) } }),
    /** The learner's scored dictation sessions, newest first. */
    listDictationAnswers: (page = 0, size = 10) => call<DictationAnswerPage>('/dictation/answers', { query: { page, size } }),
    deleteDictationAnswer: (answerId: number) => call<void>(`/dictation/${answerId}`, { method: 'DELETE' }),
    /** The speech self-test: what the recogniser heard in a short mp3 recording (base64 or a data URL). */
    transcribe: (voice: string) =>
      call<Transcription>('/speaking/transcribe', { method: 'POST', body: { voice: bareBase64(voice) } }),
    /** A word's pronunciation out of 100, per syllable, from an mp3 recording of it (base64 or a data URL). */
    scoreWordPronunciation: (word: string, voice: string) =>
      call<WordPronunciationScore>('/speaking/word/score', { method: 'POST', body: { word, voice: bareBase64(voice) } }),
    /** The learner's exam target: every field null and version 0 until a first save. */
    /** The word of the day: the same word for every learner on a UTC day, with its meanings, phonetics and audio. */
    getWordOfTheDay: () => call<WordDto>('/book/vocabBook/suggestedWord'),
    /** A word's dictionary entry (its base form's for an inflected word) with the learner's book ids; unknown words answer 404. */
    getDictionaryWord: (word: string, tl?: string) =>
      call<WordDto>(`/dictionary/${encodeURIComponent(word)}`, { query: tl ? { tl } : {} }),
    /** An English sentence in another language; 503 'Translation failed' when no provider answers. */
    translateSentence: (text: string, tl: string) =>
      call<SentenceTranslation>('/translate/sentence', { method: 'POST', body: { text, sl: 'en', tl } }),
    /** The Categorised view: words practised and saved per task, every task of the learner's variant included. */
    getVocabCounts: async () => embeddedList<VocabCountDto>(await call<HalPage<'vocabCountList', VocabCountDto>>('/book/vocabBook/count')),
    listVocab: (query: VocabQuery = {}) => call<VocabPage>('/book/vocabBook', { query: filtersToQuery(query) }),
    getVocabEntry: (id: number) => call<VocabEntryDetails>(`/book/vocabBook/${id}`),
    /** Saves a dictionary word (409 'Word already exists' when the learner has it), with the task it was met in. */
    addVocab: (word: string, practiceType?: string, skillType?: Skill) =>
      call<VocabEntryDto>('/book/vocabBook', { method: 'POST', body: { word, practiceType, skillType } }),
    /** Counts one practice of the word; a stale version answers 409. */
    markVocabPracticed: (id: number, version: number) =>
      call<VocabEntryDto>(`/book/vocabBook/${id}`, { method: 'PATCH', body: { version, practiced: true } }),
    updateVocabNote: (id: number, note: string | null, version: number) =>
      call<VocabEntryDto>('/book/vocabBook/note', { method: 'PATCH', body: { id, note, version } }),
    setVocabBookmark: (id: number, bookmark: BookmarkType, version: number) =>
      call<VocabEntryDto>(`/book/vocabBook/${id}/bookmark`, { method: 'PATCH', body: { bookmark, version } }),
    deleteVocab: (id: number) => call<void>(`/book/vocabBook/${id}`, { method: 'DELETE' }),
    listPronunciation: (query: WordBookQuery = {}) =>
      call<PronunciationPage>('/book/pronunciationBook', { query: filtersToQuery(query) }),
    addPronunciation: (word: string) => call<PronunciationEntryDto>('/book/pronunciationBook', { method: 'POST', body: { word } }),
    getPronunciationEntry: (id: number) => call<PronunciationEntryDto>(`/book/pronunciationBook/${id}`),
    deletePronunciation: (id: number) => call<void>(`/book/pronunciationBook/${id}`, { method: 'DELETE' }),
    setPronunciationBookmark: (id: number, bookmark: BookmarkType | null, version?: number) =>
      call<PronunciationEntryDto>(`/book/pronunciationBook/${id}/bookmark`, { method: 'PATCH', body: { bookmark, version } }),
    setPronunciationNote: (id: number, note: string | null, version?: number) =>
      call<PronunciationEntryDto>(`/book/pronunciationBook/${id}/note`, { method: 'PATCH', body: { note, version } }),
    listSpelling: (query: WordBookQuery = {}) => call<SpellingPage>('/book/spellingBook', { query: filtersToQuery(query) }),
    addSpelling: (word: string) => call<SpellingEntryDto>('/book/spellingBook', { method: 'POST', body: { word } }),
    getSpellingEntry: (id: number) => call<SpellingEntryDto>(`/book/spellingBook/${id}`),
    deleteSpelling: (id: number) => call<void>(`/book/spellingBook/${id}`, { method: 'DELETE' }),
    setSpellingBookmark: (id: number, bookmark: BookmarkType | null, version?: number) =>
      call<SpellingEntryDto>(`/book/spellingBook/${id}/bookmark`, { method: 'PATCH', body: { bookmark, version } }),
    setSpellingNote: (id: number, note: string | null, version?: number) =>
      call<SpellingEntryDto>(`/book/spellingBook/${id}/note`, { method: 'PATCH', body: { note, version } }),
    /** Vocab words due for review now, oldest due first, and how many are due in all. */
    getReviewCards: (limit?: number) => call<ReviewCardsDto>('/book/review', { query: limit ? { limit } : {} }),
    /** Grades one review; the answer says when the word is due next. */
    gradeReview: (id: number, grade: ReviewGrade) =>
      call<ReviewResultDto>(`/book/review/${id}`, { method: 'POST', body: { grade } }),
    getTarget: () => call<TargetDto>('/settings/target/'),
    /** Saves the target with the version read; a stale version answers 409. */
    updateTarget: (update: TargetUpdate) => call<TargetDto>('/settings/target/', { method: 'PUT', body: update }),
    /**
     * One day of the study plan; today in the learner's time zone when no date is given. Premium only: a non-premium
     * learner's 403 rejects with an ApiError for the section's upgrade overlay and does not reach the host's
     * onForbidden (which signs the learner out).
     */
    getStudyPlan: (date?: string) => call<StudyPlanDto>('/summary/studyPlan', { query: date ? { date } : {}, handles: [403] }),
    /** Creates or replaces the study plan from the wizard's answers; answers today's plan. Premium only, as getStudyPlan. */
    submitStudyPlan: (submission: StudyPlanSubmission) =>
      call<StudyPlanDto>('/summary/studyPlan', { method: 'POST', body: submission, handles: [403] }),
    updateLevel: (englishLevel: EnglishLevel) =>
      call<{ englishLevel: EnglishLevel }>('/settings/level/', { method: 'PUT', body: { englishLevel } }),
    /** Premium days left, rounded up, at least 0. */
    getRemaining: () => call<RemainingDto>('/settings/remaining'),
    /** Items per skill per day over the last `days` days (1–90), average score per task type against the target, AI answers left. */
    getStatistics: (days = 30) => call<StatisticsDto>('/summary/statistics', { query: { days } }),
    getConfigs: () => call<AppConfigs>('/configs'),
    /** The plan cards, Free first. */
    getPlans: async () => embeddedList<PlanDto>(await call<{ _embedded?: Record<string, PlanDto[]> }>('/settings/plans')),
    /** A promo code's prices for a plan; an unknown, expired, used-up or already-used code answers 400 with the reason. */
    checkPromo: (code: string, { itemId, priceIrt, priceUsd }: PromoCheckQuery) =>
      call<PromoCheck>(`/payments/promo/${encodeURIComponent(code.trim())}`, {
        query: { item_id: itemId, price_irt: priceIrt, price_xxD: priceUsd, for_service: 'pte' },
      }),
    /** Orders a plan; the server prices it. The learner then goes to `data.approval_url`, or reads `data.message` when no payment was needed. */
    createPayment: (request: PaymentRequest) => call<PaymentResponse>('/payments/order', { method: 'POST', body: request }),
    getOrders: ({ page = 0, size = 10 }: { page?: number; size?: number } = {}) =>
      call<OrderPage>('/payments/orders', { query: { page, size } }),
    /** One of the learner's orders; another learner's answers 404. */
    getOrder: (orderId: number) => call<OrderDto>(`/payments/orders/${orderId}`),
    /** IANA time zones: id is the zone name, value its label. */
    getTimeZones: async () => embeddedList<IdValue>(await call<{ _embedded?: Record<string, IdValue[]> }>('/profile/timeZones')),
    /** Native languages for the target: ids upper case (PERSIAN, ENGLISH, HINDI…), values their English names. */
    getNativeLanguages: async () =>
      embeddedList<IdValue>(await call<{ _embedded?: Record<string, IdValue[]> }>('/profile/nativeLanguages')),
  };
}

export type PteClient = ReturnType<typeof createPteClient>;

/** The records of a HAL page whatever its embedded list is named. */
export function embeddedList<T>(page: { _embedded?: Record<string, T[]> } | null | undefined): T[] {
  const lists = Object.values(page?._embedded ?? {});
  return lists[0] ?? [];
}
