export { vars } from './theme/vars.css';
export { PteClientProvider, usePteClient } from './PteClientProvider';
export type { PteClientProviderProps } from './PteClientProvider';
export { QuestionTable } from './QuestionTable';
export type { QuestionTableProps } from './QuestionTable';
export { PracticeCard } from './PracticeCard';
export type { PracticeCardProps } from './PracticeCard';
export { ReadingAnswerArea, DropdownBlanks, DragBlanks, ChoiceList, ReorderList } from './ReadingAnswer';
export type {
  ReadingAnswerAreaProps, DropdownBlanksProps, DragBlanksProps, ChoiceListProps, ReorderListProps, ReadingAnswerValue,
  ReadingAnswerBaseProps, ReadingContent, ReadingContentKind,
} from './ReadingAnswer';
export { AnswerArea, emptyAnswer, isAnswered, toSubmission } from './AnswerArea';
export type { AnswerAreaProps, SubmissionOptions, AnswerValue, AnswerBaseProps, ChoiceContent, ContentOf } from './AnswerArea';
export { TypedBlanks, ClickableWords, DictationInput } from './ListeningAnswer';
export type { TypedBlanksProps, ClickableWordsProps, DictationInputProps } from './ListeningAnswer';
export { WritingEditor, formatWordLimits, wordLimitStatus, wordLimitsOf, writingTaskOf } from './WritingAnswer';
export type { WritingEditorProps, WritingContent, WritingContentKind, WordLimitStatus } from './WritingAnswer';
export { WritingScoreDetail, writingCounts } from './WritingScore';
export type { WritingScoreDetailProps, WritingCounts } from './WritingScore';
export { ScoreModal, ScoreDetail } from './ScoreModal';
export type { ScoreModalProps, ScoreDetailProps } from './ScoreModal';
export { ShareModal } from './ShareModal';
export { AiQuotaBadge, FreeAiScoreModal, OutOfQuotaModal, OutOfQuotaNotice } from './AiQuota';
export type { AiQuotaBadgeProps, FreeAiScoreModalProps, OutOfQuotaModalProps, OutOfQuotaNoticeProps } from './AiQuota';
export type { ShareModalProps } from './ShareModal';
export { AnswersPanel } from './AnswersPanel';
export type { AnswersPanelProps, AnswerListState, AnswersTab } from './AnswersPanel';
export { DeleteModal } from './DeleteModal';
export type { DeleteModalProps } from './DeleteModal';
export { PracticeQuestion, usePracticeQuestion } from './PracticeQuestion';
export type { PracticeQuestionProps, AnswerListData } from './PracticeQuestion';
export { FilterDrawer } from './FilterDrawer';
export type { FilterDrawerProps } from './FilterDrawer';
export { UpgradeModal } from './UpgradeModal';
export type { UpgradeModalProps } from './UpgradeModal';
export { BookmarkPicker } from './BookmarkPicker';
export type { BookmarkPickerProps } from './BookmarkPicker';
export { NoteEditor, NOTE_TOOLBAR, NOTE_FONT_COLOURS, NOTE_BACKGROUND_COLOURS } from './NoteEditor';
export type { NoteEditorProps } from './NoteEditor';
export { ReportModal } from './ReportModal';
export type { ReportModalProps } from './ReportModal';
export { ExamMemoryModal } from './ExamMemoryModal';
export type { ExamMemoryModalProps } from './ExamMemoryModal';
export { QuestionTools } from './QuestionTools';
export type { QuestionToolsProps, ToastHandler, ToastTone } from './QuestionTools';
export { TranslateWords, selectedWord } from './TranslateWords';
export type { TranslateWordsProps } from './TranslateWords';
export { DictionaryModal, DictionaryEntry } from './DictionaryModal';
export type { DictionaryModalProps, DictionaryEntryProps, DictionaryBooksChange, DictionaryToastHandler } from './DictionaryModal';
export { FlashVideo } from './FlashVideo';
export type { FlashVideoProps } from './FlashVideo';
export { CommentsSection } from './CommentsSection';
export type { CommentsSectionProps } from './CommentsSection';
export { DictationSession, DictationScoreModal, WordPlayButton } from './Dictation';
export type { DictationSessionProps, DictationScoreModalProps, WordPlayButtonProps } from './Dictation';
export { ListeningTestCard } from './ListeningTest';
export type { ListeningTestCardProps } from './ListeningTest';
export { SpeechTestCard } from './SpeechTest';
export type { SpeechTestCardProps } from './SpeechTest';
export { MicrophoneWizard, SensitivityBar, levelTone, sensitivitySegments, listMicrophones, playHonk } from './MicrophoneWizard';
export type { MicrophoneWizardProps, SensitivityBarProps, LevelTone, MicrophoneDevice, WizardMedia, TakeMedia } from './MicrophoneWizard';
export {
  PteAudioPlayer, PteTimingPlayer, PteRecorder, PteStopwatch, SPEAKER_STORAGE_KEY, AudioPlayer, TimingPlayer, Recorder, Stopwatch,
  MicrophonePermissionModal, openMicrophone, recordMicrophone, playBeep, PteElement, ModelController, define,
} from './media';
export type {
  PteSpeakerChangeDetail, PteEndedDetail, SpeakerUrl, PteRecordedDetail, PteRecorderStoppedDetail, PtePermissionDeniedDetail, PteRecorderErrorDetail,
  AudioPlayerProps, TimingPlayerProps, RecorderProps, StopwatchProps, MicrophonePermissionModalProps, MicrophoneRecording, RecordedAudio,
  PteEvents, PteEvent,
} from './media';
export { SpeakingAnswer } from './SpeakingAnswer';
export type { SpeakingAnswerProps, RecordedAnswer } from './SpeakingAnswer';
export { SpeakingScoreDetail } from './SpeakingScore';
export type { SpeakingScoreDetailProps } from './SpeakingScore';
export { ExamCountdown, formatExamDate } from './ExamCountdown';
export type { ExamCountdownProps } from './ExamCountdown';
export { TargetPanel, TARGET_MESSAGES } from './TargetPanel';
export type { TargetPanelProps, SetTargetModalProps } from './TargetPanel';
export { StudyPlanWizard, STUDY_PLAN_SUBMITTED } from './StudyPlanWizard';
export type { StudyPlanWizardProps } from './StudyPlanWizard';
export { StudyPlanSection } from './StudyPlanSection';
export type { StudyPlanSectionProps } from './StudyPlanSection';
export { Statistics } from './Statistics';
export type { StatisticsProps } from './Statistics';
export { WordOfTheDay, partOfSpeechLabel } from './WordOfTheDay';
export type { WordOfTheDayProps } from './WordOfTheDay';
export { LocaleProvider, useLocale, useT, createWidgetLocale, widgetCatalogues, commonMessages } from './i18n';
export type { LocaleProviderProps, Translate } from './i18n';
export { PlanCards, planPrices } from './PlanCards';
export type { PlanCardsProps } from './PlanCards';
export { PromoBanner, PROMO_DISMISSED_KEY } from './PromoBanner';
export type { PromoBannerProps } from './PromoBanner';
export { PurchaseHistory, OrderReceipt, orderStateLabel } from './PurchaseHistory';
export type { PurchaseHistoryProps, OrderReceiptProps, OrderStateLabel } from './PurchaseHistory';
export { PremiumStatus } from './PremiumStatus';
export type { PremiumStatusProps } from './PremiumStatus';
export { ProfileSettings } from './ProfileSettings';
export type { ProfileSettingsProps } from './ProfileSettings';
export { VocabBook, VocabTaskWords, vocabTaskHref } from './VocabBook';
export type { VocabBookProps, VocabTaskWordsProps } from './VocabBook';
export { PronunciationBook, WordEntryModal } from './PronunciationBook';
export type { PronunciationBookProps, WordEntryModalProps, WordEntryActions, BookEntry } from './PronunciationBook';
export { SpellingBook } from './SpellingBook';
export type { SpellingBookProps } from './SpellingBook';
export { NotesList, NoteView, PrintNote } from './NotesList';
export type { NotesListProps, NoteViewProps, PrintNoteProps } from './NotesList';
export { ReviewCards } from './ReviewCards';
export type { ReviewCardsProps } from './ReviewCards';
