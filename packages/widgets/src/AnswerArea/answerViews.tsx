import type { QuestionContentKind } from '@pte-kit/core';
import type { ReactNode } from 'react';
import { choiceViews } from './views/choice';
import { highlightIncorrectWords } from './views/clickableWords';
import { writeFromDictation } from './views/dictation';
import { fillInTheBlanks } from './views/dragBlanks';
import { rwFillInTheBlanks } from './views/dropdownBlanks';
import { recorded } from './views/recorded';
import { reorderParagraphs } from './views/reorder';
import { listeningFillInTheBlanks } from './views/typedBlanks';
import type { AnswerView, AnswerViewProps } from './views/types';
import { writingViews } from './views/writing';

export type { AnswerViewProps } from './views/types';

/**
 * The view half of the content-kind registry (`contentKinds` in core holds the rules): the answer area of each kind.
 * Reading areas, typed blanks, option lists, clickable transcript words, the dictation box and the writing editor;
 * speaking kinds are answered with the recorder, outside this area. Each view lives in `views/`, so `AnswerArea`
 * (`deferredAnswerViews`) can fetch only the one a question needs; this eager table is for callers that render
 * synchronously (`ReadingAnswerArea`).
 */
export const answerViews: { readonly [Kind in QuestionContentKind]: AnswerView<Kind> } = {
  rwFillInTheBlanks,
  fillInTheBlanks,
  ...choiceViews,
  reorderParagraphs,
  listeningFillInTheBlanks,
  highlightIncorrectWords,
  writeFromDictation,
  ...writingViews,
  readAloud: recorded(),
  repeatSentence: recorded(),
  describeImage: recorded(),
  retellLecture: recorded(),
  summarizeGroupDiscussion: recorded(),
  respondToASituation: recorded(),
  answerShortQuestion: recorded(),
};

/** Renders the answer view of the content's kind, synchronously (every view's code is loaded). */
export function renderAnswerView(props: AnswerViewProps): ReactNode {
  const view = answerViews[props.content.kind] as AnswerView<QuestionContentKind>;
  return view(props);
}
