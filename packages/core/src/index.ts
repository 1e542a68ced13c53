export {
  taskCatalog, skills, skillLabels, tasksOf, findTaskBySlug, findTaskByApi, getTask, taskOfContentKind, practicePath, isTaskOffered, timingsOf,
} from './taskCatalog';
export type { TaskDefinition, ScoringKind, AnswerArea, Importance, ScorePartKey, WordLimits, TaskTimings } from './taskCatalog';
export {
  PTE_TYPES, COMPLEXITIES, BOOKMARK_LEVELS, BOOKMARK_TYPES, PRACTICE_STATUSES, PREDICTION_TYPES, QUESTION_CATEGORIES,
  IMAGE_TYPES, QUESTION_SORTS, ENGLISH_LEVELS, DAILY_STUDY_HOURS, VIDEO_TYPES,
  NOTE_SORTS, VOCAB_SORTS, VOCAB_DEFAULT_SORT, VOCAB_PAGE_SIZE, REVIEW_GRADES,
} from './types';
export type {
  Skill, ExamVariant, PteType, SubscriptionStatus, Complexity, BookmarkType, PracticeStatus, PredictionType,
  QuestionCategory, ImageType, SortField, SortDirection, QuestionSort, EnglishLevel, DailyStudyTime, DailyPractice, PartOfSpeech,
  WordResultType, GrammarErrorType, SyllableAccuracy, PaymentGateway, Currency, VideoType, QuestionRow, PageInfo,
  HalPage, QuestionPage, QuestionFilters, Option, QuestionContent, QuestionContentKind, AnswerKey, PracticeQuestion, QuestionSolution, PracticeItem, ScorePart,
  ItemResult, AnswerRecordType, AnswerRecord, UserProfile, CurrentUser, ProfileUpdate, AiQuota, SubscriptionInfo,
  ReadingSubmission, TypedSubmission, PracticeSubmission, ApiFieldError, ApiErrorBody, SessionTokens, WordExample, PhraseExample, WordMeaning, WordDto, VideoDto,
  ScoreTrait, WrittenWord, GrammarError, WritingResult, SharedAnswer, ModelAnswerAnalysis,
  WordTranslation, SpokenWordType, SpokenWord, SpeakingResult, WordPronunciationScore, Transcription, SpeakingSubmission,
  NoteDto, NoteInput, NoteSort, BookmarkDto, ProblemReportDto, ExamMemoryReport, ExamMemoryDto, IdValue,
  CommentPrediction, CommentDto, CommentReplyDto, LikeState,
  TargetDto, TargetUpdate, StudyPlanDuration, StudyPlanSubmission, StudyPlanTaskField, StudyPlanDto, StatisticsDto, RemainingDto,
  AppConfigs,
  PlanCurrency, PlanDto, PromoCheck, PaymentRequest, PaymentResponse, OrderState, OrderDto, PromoBanner,
  VocabSort, WordBookKind, VocabEntryDto, VocabEntryDetails, VocabCountDto, PronunciationEntryDto, SpellingEntryDto, ReviewGrade,
  ReviewCardDto, ReviewCardsDto, ReviewResultDto, VocabQuery, WordBookQuery, SentenceTranslation,
} from './types';
export {
  LIMITS, AUDIO_SPEEDS, VIDEO_SPEEDS, TARGET_SHORTCUTS, DEFAULT_TRANSLATION_LANGUAGE, MESSAGES, DIFFICULTY_LABELS,
  COMPLEXITY_OPTION_LABELS, BOOKMARK_LABELS, IMPORTANCE_LABELS, CATEGORY_LABELS, PRACTICE_STATUS_LABELS, IMAGE_TYPE_LABELS,
  QUESTION_SORT_LABELS, PREDICTION_TAB_SORT_LABELS, WEEKLY_PREDICTION_LABEL,
  SCORE_MIN, SCORE_MAX, EXAM_DATE_RANGE_MS, TODAY_BUTTON_AFTER_MS, ENGLISH_LEVEL_LABELS, DAILY_PRACTICE_LABELS, DAILY_PRACTICE_HOURS,
} from './constants';
export {
  countWords, variantOf, pteTypeOf, pteTypeLabel, questionNumber, practiceNumber, clampPageInput, clampZeroBasedPage,
  formatScore, prettifySegment, breadcrumbs, scoreModalHeading, remainingPremiumDays, currentMonthName,
} from './rules';
export type { Breadcrumb } from './rules';
export {
  scoreBlanks, scoreMultipleAnswers, scoreReorder, scoreSingleChoice, scoreHighlightWords, scoreDictation, scoreObjective, scoreRingMax,
  withoutAnswerKey,
} from './objectiveScoring';
export type { ObjectiveScore, ObjectiveAnswer } from './objectiveScoring';
export { createPteClient, embeddedList, ApiError, BASE_HEADERS } from './apiClient';
export type {
  PteClient, PteClientOptions, ListQuery, AnswerPage, CheckedAnswer, OrderPage, PromoCheckQuery, VocabPage, PronunciationPage, SpellingPage,
} from './apiClient';
export { createAnonymousPteClient, SignInRequiredError, isSignInRequired, isPublicTask, SIGN_IN_REQUIRED } from './anonymousClient';
export { createEmbedSession, embedSignInMessageOf, embedSignInUrl, EMBED_SIGN_IN_MESSAGE } from './embedSession';
export type { EmbedSession, EmbedSessionOptions, EmbedSignInMessage, EmbedSignInStatus, EmbedWindow } from './embedSession';
export { errorMessage, fieldErrors } from './errors';
export type { ErrorWords } from './errors';
export { clickableWord, selectionWord, tokenAround, selectionSentences, MAX_SELECTED_SENTENCES, MAX_SENTENCE_LENGTH } from './wordLookup';
export { createSession, tokensFromResponse } from './session';
export type { Session, SessionOptions, TokenResponse, KeyValueStorage } from './session';
export { createOidcClient, createPkcePair, randomString } from './oidc';
export type { OidcClient, OidcClientConfig, OidcEndpoints } from './oidc';
export {
  applyCategory, applySort, toggleSort, toQuery, defaultFilterState, filtersFromSearch, filtersToSearch,
  applyPracticeStatus, applyTitle, toggleComplexity, toggleBookmarkType, toggleImageType, applyPredictionType, resetFilters,
  offersImageTypes, sortLabel, predictionTypeLabel, activeFilterCount,
} from './questionFilters';
export type { FilterState } from './questionFilters';
export {
  ACCENTS, SPEAKERS, SPEAKER_STORAGE_KEY, defaultSpeaker, availableAccents, randomSpeaker, questionAudioPath, accentSpeaker, wordAudioPath, lessonCoverPath,
  mediaUrl,
} from './speakers';
export type { Accent, Speaker } from './speakers';
export {
  DICTATION, DICTATION_ACCENTS, dictationAudioOf, isDictationAnswerCorrect, scoreDictationAnswers, isListeningTestAnswerCorrect,
} from './dictation';
export type {
  DictationAccent, DictationWordAudio, DictationSessionWords, DictationAnswerWord, DictationScoredAnswer, DictationAnswerPage, DictationLevel,
} from './dictation';
export { createDictationSession, createPastAnswers } from './dictationSession';
export type { DictationSessionModel, DictationSessionOptions, DictationTimers, PastAnswersModel } from './dictationSession';
export { createListeningTest } from './listeningTest';
export type { ListeningTestModel } from './listeningTest';
export { createMicrophoneTake } from './microphoneTake';
export type {
  MicrophoneTakeModel, MicrophoneTakeOptions, TakeMedia, TakeRecording, TakeAudio, TakeStatus, TakeFailure, TakeEvents,
} from './microphoneTake';
export { createMicrophoneWizard, WIZARD_STEPS } from './microphoneWizard';
export type { MicrophoneWizardModel, MicrophoneWizardOptions, WizardMedia, WizardStep, MicrophoneDevice, MicrophonePermission } from './microphoneWizard';
export {
  levelTone, sensitivitySegments, isStrongVoice, VOICE_LEVEL, SENSITIVITY_SEGMENTS, WIDE_SENSITIVITY_SEGMENTS,
} from './microphoneSensitivity';
export type { LevelTone, SensitivitySegment } from './microphoneSensitivity';
export { MICROPHONE_MESSAGES } from './microphoneMessages';
export { createSpeechTest } from './speechTest';
export type { SpeechTestModel, SpeechTestOptions } from './speechTest';
export {
  createEmitter, levelOf, createSilenceDetector, LEVEL_FLOOR_DB, createRecorderModel, createTimingPlayerModel, playAfterLabel,
  createStopwatch, formatClock, createVideoSliderModel, clampVolume, MICROPHONE_DEVICE_KEY, storedMicrophoneId,
  microphoneConstraints, isPermissionDenied, MEDIA_MESSAGES,
} from './media';
export type {
  Emitter, EventMap, SilenceDetector, SilenceDetectorOptions, RecorderModel, RecorderModelOptions, RecorderState, RecorderStatus,
  RecorderStopReason, RecorderEvents, TimingPlayerModel, TimingPlayerOptions, TimingPlayerState, TimingPlayerPhase, TimingPlayerEvents,
  SpeakerChoice, Stopwatch, StopwatchOptions, StopwatchState, StopwatchEvents, VideoSliderModel, VideoSliderState, VideoSliderEvents,
} from './media';
export { speakingTimeline, firstPhase, tickPhase, audioEnded, skipPhase, phaseLabel } from './speakingTimeline';
export type { SpeakingTimeline, SpeakingPhase } from './speakingTimeline';
export { createModel, latestRun, signal, computed, batch } from './model';
export type { Model, ModelControls, ModelLifecycle, LatestRun, Signal, ReadonlySignal } from './model';
export {
  contentKinds, rulesOf, emptyAnswer, isAnswered, answerProblem, toSubmission, hasRecording, writingPromptOf, blankValues, sortedPositions, transcriptWords,
} from './contentKinds';
export type { ContentOf, AnswerValue, AnswerFields, AnswerProblem, EncodeOptions, ContentKindRules } from './contentKinds';
export { planStudyDay, skillNeeds, skillShares, minutesPerItem, LEVEL_SCORES, DEFAULT_TARGET } from './studyPlanner';
export type { StudyPlanInputs, StudyDay } from './studyPlanner';
export { createPracticeSession } from './practiceSession';
export type { PracticeSession, PracticeSessionOptions } from './practiceSession';
// The learner's home (issue 15): models of the dashboard's countdown, target form, study plan wizard and section.
export { dayIn, daysBetween, addDays, latestExamDate, isDay } from './dashboardDates';
export { createCountdown, countdownParts, examStart } from './countdown';
export type { CountdownModel, CountdownOptions, CountdownParts } from './countdown';
export { createDashboardResource } from './dashboardResource';
export type { DashboardResource } from './dashboardResource';
export { createTargetForm, targetScoreProblem, examDateProblem, TARGET_SCORES, TARGET_SCORE_LABELS } from './targetForm';
export type { TargetFormModel, TargetScore } from './targetForm';
export { createProfileForm, profileProblems, avatarFileProblem, premiumState, PROFILE_FIELDS, PROFILE_PROBLEMS } from './profileForm';
export type {
  ProfileFormModel, ProfileField, ProfileProblem, ProfileProblemKey, ProfileLists, FieldMessage, ProfileSaveOutcome, PremiumState,
} from './profileForm';
export { createStudyPlanWizard, mockScoreProblem, mockScoresOf, practiceDuration, STUDY_PLAN_STEPS, MOCK_SCORES } from './studyPlanWizard';
export type { StudyPlanWizardModel, MockScore } from './studyPlanWizard';
export { createStudyPlanSection, studyPlanCards, studyPlanHours, studyPlanHref, STUDY_PLAN_SKILLS } from './studyPlanSection';
export type { StudyPlanSectionModel, StudyPlanSectionOptions, StudyPlanCard } from './studyPlanSection';
// Plans and payments (issue 16): prices, the payment method modal's model, the plans links and the promo banner.
export { FREE_PRICE, isFreePrice, formatUsd, formatToman, formatAmount } from './prices';
export {
  createPaymentCheckout, safeReturnPath, plansHref, paymentOutcomeOf, withoutPaymentOutcome, paymentRedirects, GATEWAY_OF, PLANS_PATH,
} from './paymentCheckout';
export type { PaymentCheckoutModel, PaymentCheckoutOptions, PaymentOutcome, PaymentStart, AppliedPromo, PromoStatus } from './paymentCheckout';
export { promoBannerFor, promoPlansHref } from './paymentPromo';
export {
  LOCALES, LOCALE_NAMES, direction, localeOf, formatMessage, formatNumber, formatDate, checkMessage, defineMessages,
  createLocaleModel, MessageSyntaxError,
} from './i18n';
export type {
  Locale, DateStyle, MessageValue, MessageValues, Messages, MessageKey, Catalogue, CatalogueLoader, LocaleModelOptions,
  LocaleState, LocaleModel,
} from './i18n';
// Word books and notes pages (issue 17): filters, the date filter, the word modal's Previous/Next, the pronunciation retry.
export {
  createWordBookList, createVocabBookList, vocabQueryOf, vocabFiltersChanged, vocabCategories, monthsAgoStart, bookStep, bookListIndex,
  bookPageOf, DEFAULT_VOCAB_FILTERS, VOCAB_MONTHS, VOCAB_SEARCH_DEBOUNCE_MS, VOCAB_SKELETON_CARDS,
} from './vocabBook';
export type { VocabFilters, VocabMonths, VocabCategoryCard, BookPosition, BookStep, BookPage, WordBookList, WordBookListOptions } from './vocabBook';
export {
  createPronunciationRetry, createPronunciationBookList, createSpellingBookList, syllableTone, wordBookQueryOf,
  DEFAULT_WORD_BOOK_FILTERS, PRONUNCIATION_LIMIT_SECONDS,
} from './wordBooks';
export type { SyllableTone, WordBookFilters, PronunciationRetry, PronunciationRetryEvents } from './wordBooks';
export {
  notesRequest, notesFilterProblem, notesFiltersNeedTask, notePracticeHref, notePageHref, notePrintHref, noteIdOf, skillOf,
  DEFAULT_NOTES_FILTERS, NOTES_PAGE_SIZE,
} from './notesList';
export type { NotesFilters, NotesRequest } from './notesList';
export {
  FULL_MOCK, SECTION_MOCKS, MAX_FULL_FORMS, buildMockForms, ITEM_WEIGHTS, SECONDARY_SHARE, contributionOf, SCORE_FLOOR, SCORE_CEILING, toScale,
  ENGINE_ERROR, bandOf, ENABLING_TRAITS, mockTestCalls,
} from './mockTests';
export type {
  MockSectionPlan, MockBlueprint, MockFormSection, MockFormItem, MockForm, EnablingSkill, MockAttemptStatus, MockFormSummary,
  MockAttemptSummary, MockTestsList, MockItemView, MockPhase, MockAttemptView, MockAnswerBody, MockReportScore, MockReportItem, MockReport,
  MockReportPending, MockTestCalls, MockLatestScores, MockAnswerKey, HighlightCorrection,
} from './mockTests';
export { createMockTestSession } from './mockTestSession';
export type { MockTestSessionModel, MockTestSessionOptions, MockSessionPhase, MockSessionTimers } from './mockTestSession';
