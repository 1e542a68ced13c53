import { taskOfContentKind, type QuestionContent } from '@pte-kit/core';
import { WritingEditor } from '../../WritingAnswer/WritingEditor';
import { asText, type AnswerView } from './types';

type WritingKind = 'summarizeWrittenText' | 'writeEssay' | 'writeEmail' | 'summarizeSpokenText';

function writing<Kind extends WritingKind>(): AnswerView<Kind> {
  return ({ content, value, onValueChange, disabled, task, variant }) => (
    <WritingEditor content={content} value={asText(value)} onValueChange={onValueChange} task={task ?? taskOfContentKind((content as QuestionContent).kind)} variant={variant} disabled={disabled} />
  );
}

export const writingViews = {
  summarizeSpokenText: writing<'summarizeSpokenText'>(),
  summarizeWrittenText: writing<'summarizeWrittenText'>(),
  writeEssay: writing<'writeEssay'>(),
  writeEmail: writing<'writeEmail'>(),
};
