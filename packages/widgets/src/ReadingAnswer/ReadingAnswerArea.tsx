import type { AnswerKey, QuestionContent } from '@pte-kit/core';
import { ChoiceList } from './ChoiceList';
import { DragBlanks } from './DragBlanks';
import { DropdownBlanks } from './DropdownBlanks';
import { ReorderList } from './ReorderList';
import type { ReadingAnswerBaseProps, ReadingAnswerValue } from './types';
import * as shared from './ReadingAnswer.css';

export interface ReadingAnswerAreaProps extends ReadingAnswerBaseProps<QuestionContent, ReadingAnswerValue> {
  /** Re-order, after scoring: whether each adjacent pair of the learner's order is right. */
  pairs?: readonly boolean[];
  /** After scoring, when it may be shown: the key the answer was scored against. */
  answerKey?: AnswerKey | null;
}

const asList = (value: ReadingAnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/** The answer area of a reading question, picked by `content.kind`; start it with `emptyAnswer(content)`. */
export function ReadingAnswerArea({ content, value, onValueChange, result, disabled, pairs, answerKey }: ReadingAnswerAreaProps) {
  const common = { result, disabled };
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return <DropdownBlanks content={content} value={asList(value)} onValueChange={onValueChange} {...common} />;
    case 'fillInTheBlanks':
      return <DragBlanks content={content} value={asList(value)} onValueChange={onValueChange} {...common} />;
    case 'multipleChoiceMultipleAnswers':
      return <ChoiceList content={content} multiple value={asList(value)} onValueChange={onValueChange} {...common} />;
    case 'multipleChoiceSingleAnswer':
      return (
        <ChoiceList
          content={content}
          multiple={false}
          value={Array.isArray(value) ? value[0] ?? '' : value}
          onValueChange={onValueChange}
          {...common}
        />
      );
    case 'reorderParagraphs':
      return (
        <ReorderList
          content={content}
          value={asList(value)}
          onValueChange={onValueChange}
          pairs={pairs}
          correctOrder={answerKey?.kind === 'order' ? answerKey.order : null}
          {...common}
        />
      );
    default:
      return <p className={shared.hint}>This question has no reading answer area.</p>;
  }
}
