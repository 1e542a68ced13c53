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
export { AiQuotaBadge, FreeAiScoreModal, OutOfQuotaModal } from './AiQuota';
export type { AiQuotaBadgeProps, FreeAiScoreModalProps, OutOfQuotaModalProps } from './AiQuota';
export type { ShareModalProps } from './ShareModal';
export { AnswersPanel } from './AnswersPanel';
export type { AnswersPanelProps, AnswerListState, AnswersTab } from './AnswersPanel';
export { DeleteModal } from './DeleteModal';
export type { DeleteModalProps } from './DeleteModal';
export { PracticeQuestion, usePracticeQuestion } from './PracticeQuestion';
export type { PracticeQuestionProps, AnswerListData } from './PracticeQuestion';
