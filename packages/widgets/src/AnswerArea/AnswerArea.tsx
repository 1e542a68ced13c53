import type { AnswerKey, ExamVariant, QuestionContent, TaskDefinition } from '@pte-kit/core';
import { ClickableWords } from '../ListeningAnswer/ClickableWords';
import { DictationInput } from '../ListeningAnswer/DictationInput';
import { TypedBlanks } from '../ListeningAnswer/TypedBlanks';
import { ChoiceList } from '../ReadingAnswer/ChoiceList';
import { ReadingAnswerArea } from '../ReadingAnswer/ReadingAnswerArea';
import type { AnswerBaseProps, AnswerValue } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import { writingTaskOf } from '../WritingAnswer/wordLimits';
import { WritingEditor } from '../WritingAnswer/WritingEditor';

export interface AnswerAreaProps extends AnswerBaseProps<QuestionContent, AnswerValue> {
  /** Catalogue entry of the task; the writing editor reads its word limits. @default the catalogue task of `content.kind` */
  task?: TaskDefinition;
  /** The learner's exam variant (`variantOf(pteType)`), which picks the writing word limits. @default 'ACADEMIC' */
  variant?: ExamVariant;
  /**
   * After scoring, the key the answer was scored against (`AnswerRecord.answerKey`): Highlight Incorrect Words marks
   * the changed words the learner did not highlight, re-order shows the correct order.
   */
  answerKey?: AnswerKey | null;
  /** Re-order, after scoring: whether each adjacent pair of the learner's order is right (`AnswerRecord.pairs`). */
  pairs?: readonly boolean[];
}

const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);
const asText = (value: AnswerValue): string => (Array.isArray(value) ? value[0] ?? '' : value);

/**
 * The answer area of any question, picked by `content.kind`: the reading areas, typed blanks, option
 * lists, clickable transcript words, the dictation box and the writing editor. Start it with
 * `emptyAnswer(content)`, gate Submit with `isAnswered` and send `toSubmission`. Speaking questions are
 * answered with the recorder, which is not part of this area.
 */
export function AnswerArea({ content, value, onValueChange, result, disabled, task, variant = 'ACADEMIC', answerKey, pairs }: AnswerAreaProps) {
  const common = { result, disabled };
  switch (content.kind) {
    case 'rwFillInTheBlanks':
    case 'fillInTheBlanks':
    case 'multipleChoiceMultipleAnswers':
    case 'multipleChoiceSingleAnswer':
    case 'reorderParagraphs':
      return <ReadingAnswerArea content={content} value={value} onValueChange={onValueChange} pairs={pairs} answerKey={answerKey} {...common} />;
    case 'listeningFillInTheBlanks':
      return <TypedBlanks content={content} value={asList(value)} onValueChange={onValueChange} {...common} />;
    case 'listeningMultipleChoiceMultipleAnswers':
      return <ChoiceList content={content} multiple value={asList(value)} onValueChange={onValueChange} {...common} />;
    case 'listeningMultipleChoiceSingleAnswer':
      return <ChoiceList content={content} multiple={false} value={asText(value)} onValueChange={onValueChange} {...common} />;
    case 'highlightCorrectSummary':
      return (
        <ChoiceList content={content} multiple={false} label="Summaries" value={asText(value)} onValueChange={onValueChange} {...common} />
      );
    case 'selectMissingWord':
      return (
        <ChoiceList
          content={content}
          multiple={false}
          label="Options to complete the recording"
          value={asText(value)}
          onValueChange={onValueChange}
          {...common}
        />
      );
    case 'highlightIncorrectWords':
      return (
        <ClickableWords
          content={content}
          value={asList(value)}
          onValueChange={onValueChange}
          changed={answerKey?.kind === 'highlight' ? answerKey.indexes.map(String) : undefined}
          {...common}
        />
      );
    case 'writeFromDictation':
      return <DictationInput content={content} value={asText(value)} onValueChange={onValueChange} {...common} />;
    case 'summarizeWrittenText':
    case 'writeEssay':
    case 'writeEmail':
    case 'summarizeSpokenText':
      return (
        <WritingEditor
          content={content}
          value={asText(value)}
          onValueChange={onValueChange}
          task={task ?? writingTaskOf(content.kind)}
          variant={variant}
          disabled={disabled}
        />
      );
    default:
      return <p className={shared.hint}>This question is answered with a recording.</p>;
  }
}
