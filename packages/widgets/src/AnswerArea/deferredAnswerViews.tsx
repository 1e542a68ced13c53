import type { QuestionContentKind } from '@pte-kit/core';
import { deferred, type Deferred } from './lazy';
import { recorded } from './views/recorded';
import type { AnswerView, AnswerViewProps } from './views/types';

type DeferredViews = { readonly [Kind in QuestionContentKind]: Deferred<AnswerViewProps<Kind>> };

/** A view module's chunk, fetched once whichever kind asks first. */
const view = <Kind extends QuestionContentKind>(load: () => Promise<AnswerView<Kind>>) =>
  deferred<AnswerViewProps<Kind>>(async () => {
    const render = await load();
    return (props) => render(props);
  });

const choice = () => import('./views/choice').then((module) => module.choiceViews);
const writing = () => import('./views/writing').then((module) => module.writingViews);

/**
 * The answer views of `answerViews`, each behind a dynamic import: a page practising one multiple-choice question
 * fetches the option list and not the drag-and-drop blanks, the re-order list or the writing editor.
 */
export const deferredAnswerViews: DeferredViews = {
  rwFillInTheBlanks: view(() => import('./views/dropdownBlanks').then((module) => module.rwFillInTheBlanks)),
  fillInTheBlanks: view(() => import('./views/dragBlanks').then((module) => module.fillInTheBlanks)),
  multipleChoiceMultipleAnswers: view(() => choice().then((views) => views.multipleChoiceMultipleAnswers)),
  listeningMultipleChoiceMultipleAnswers: view(() => choice().then((views) => views.listeningMultipleChoiceMultipleAnswers)),
  multipleChoiceSingleAnswer: view(() => choice().then((views) => views.multipleChoiceSingleAnswer)),
  listeningMultipleChoiceSingleAnswer: view(() => choice().then((views) => views.listeningMultipleChoiceSingleAnswer)),
  highlightCorrectSummary: view(() => choice().then((views) => views.highlightCorrectSummary)),
  selectMissingWord: view(() => choice().then((views) => views.selectMissingWord)),
  reorderParagraphs: view(() => import('./views/reorder').then((module) => module.reorderParagraphs)),
  listeningFillInTheBlanks: view(() => import('./views/typedBlanks').then((module) => module.listeningFillInTheBlanks)),
  highlightIncorrectWords: view(() => import('./views/clickableWords').then((module) => module.highlightIncorrectWords)),
  writeFromDictation: view(() => import('./views/dictation').then((module) => module.writeFromDictation)),
  summarizeSpokenText: view(() => writing().then((views) => views.summarizeSpokenText)),
  summarizeWrittenText: view(() => writing().then((views) => views.summarizeWrittenText)),
  writeEssay: view(() => writing().then((views) => views.writeEssay)),
  writeEmail: view(() => writing().then((views) => views.writeEmail)),
  readAloud: view(async () => recorded<'readAloud'>()),
  repeatSentence: view(async () => recorded<'repeatSentence'>()),
  describeImage: view(async () => recorded<'describeImage'>()),
  retellLecture: view(async () => recorded<'retellLecture'>()),
  summarizeGroupDiscussion: view(async () => recorded<'summarizeGroupDiscussion'>()),
  respondToASituation: view(async () => recorded<'respondToASituation'>()),
  answerShortQuestion: view(async () => recorded<'answerShortQuestion'>()),
};

/** Starts fetching the answer view of a kind, e.g. while its question loads; settles when it is here (or failed). */
export function preloadAnswerView(kind: QuestionContentKind): Promise<void> {
  return deferredAnswerViews[kind].preload().then(() => {}, () => {}); // the render asks again and shows the failure
}
