import type { ObjectiveAnswer } from './objectiveScoring';
import type { Accent } from './speakers';
import type { PteType, QuestionContent, QuestionContentKind, TypedSubmission } from './types';

/** Content of a question of one kind. */
export type ContentOf<Kind extends QuestionContentKind> = Extract<QuestionContent, { kind: Kind }>;

/**
 * A typed or selected answer as an answer area holds it: one word per blank, option ids, paragraph ids in order or
 * highlighted word positions (string[]), or one option id or a written text (string).
 */
export type AnswerValue = string[] | string;

/** The answer fields of a submit body (spec section 7): blanks send `words`; several choices, an order or word positions `answers`; one choice or a text `answer`. */
export type AnswerFields =
  | { words: string[] }
  | { answers: string[] }
  | { answer: string; accent?: Accent };

/** What is wrong with a submitted answer: the body field and a sentence a learner can read. */
export interface AnswerProblem {
  field: string;
  message: string;
}

/** Extra facts some answers carry. */
export interface EncodeOptions {
  /** Summarize Spoken Text: the accent of the recording the learner heard. */
  accent?: Accent;
}

/**
 * Everything the kit knows about answering one content kind, in one place: what an empty answer is, when there is
 * something to submit, how the answer travels to the API, and what the server refuses (the widgets check the same
 * before sending). Answer areas (the view half) are looked up by the same kind in the widgets.
 */
export interface ContentKindRules<Content extends QuestionContent = QuestionContent> {
  /** `typed`: an answer area; `recorded`: the recorder (the body carries `answerRequest`, not answer fields). */
  answeredWith: 'typed' | 'recorded';
  /** Whether the question plays a recording (served at /media/questions/{id}/{voice}.mp3). */
  playsRecording: boolean;
  /** The answer a question starts with: empty blanks, no option, no highlighted word, an empty text, the served order. */
  empty(content: Content): AnswerValue;
  /** Whether the learner has given anything to submit; an order of paragraphs always is, a recording never is here. */
  isAnswered(content: Content, value: AnswerValue): boolean;
  /** The answer fields of the submit body. Recorded kinds have none: they throw. */
  encode(content: Content, value: AnswerValue, options?: EncodeOptions): AnswerFields;
  /** The first problem of a submitted answer (only offered options, a word once, one word a blank…), or null. */
  problemOf(content: Content, given: ObjectiveAnswer): AnswerProblem | null;
  /** What the learner reads or answers above a writing box: the passage or the prompt; null where there is none. */
  writingPrompt(content: Content): string | null;
}

const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);
const asText = (value: AnswerValue): string => (Array.isArray(value) ? value[0] ?? '' : value);
const someGiven = (value: AnswerValue) => asList(value).some((item) => item.trim() !== '');
const textGiven = (value: AnswerValue) => asText(value).trim() !== '';
const problem = (message: string, field: string): AnswerProblem => ({ field, message });

/** Blank values padded or cut to `count`, '' for an empty blank. */
export function blankValues(value: readonly string[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => value[index] ?? '');
}

/** The words of a Highlight Incorrect Words transcript: `text` split on whitespace, as positions count them. */
export function transcriptWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Highlighted word positions, each once, in transcript order. */
export function sortedPositions(positions: readonly string[]): string[] {
  return [...new Set(positions)].sort((a, b) => Number(a) - Number(b));
}

function tooManyBlanks(words: readonly string[], count: number): AnswerProblem | null {
  return words.length > count ? problem(`This question has ${count} blanks.`, 'words') : null;
}

function unknownOrRepeated(answers: readonly string[], ids: readonly string[], repeated: string, unknown: (answer: string) => string) {
  if (new Set(answers).size !== answers.length) return problem(repeated, 'answers');
  const stranger = answers.find((answer) => !ids.includes(answer));
  return stranger === undefined ? null : problem(unknown(stranger), 'answers');
}

const noPrompt = () => null;

function recordedRules<Content extends QuestionContent>(playsRecording: boolean): ContentKindRules<Content> {
  return {
    answeredWith: 'recorded', playsRecording, empty: () => '', isAnswered: () => false,
    encode(content) {
      throw new TypeError(`No typed submission for content of kind '${content.kind}': it is answered with a recording`);
    },
    problemOf: () => null,
    writingPrompt: noPrompt,
  };
}

/** One option of a list (reading and listening single choice, highlight correct summary, select missing word). */
function singleChoiceRules<Content extends ContentOf<'multipleChoiceSingleAnswer' | 'listeningMultipleChoiceSingleAnswer' | 'highlightCorrectSummary' | 'selectMissingWord'>>(
  playsRecording: boolean,
): ContentKindRules<Content> {
  return {
    answeredWith: 'typed', playsRecording, empty: () => '', isAnswered: (_, value) => textGiven(value),
    encode: (_, value) => ({ answer: asText(value) }),
    problemOf(content, given) {
      const answer = given.answer ?? '';
      return answer !== '' && !content.options.some((option) => option.id === answer) ? problem(`"${answer}" is not an option of this question.`, 'answer') : null;
    },
    writingPrompt: noPrompt,
  };
}

function multipleChoiceRules<Content extends ContentOf<'multipleChoiceMultipleAnswers' | 'listeningMultipleChoiceMultipleAnswers'>>(
  playsRecording: boolean,
): ContentKindRules<Content> {
  return {
    answeredWith: 'typed', playsRecording, empty: () => [], isAnswered: (_, value) => someGiven(value),
    encode: (_, value) => ({ answers: [...asList(value)] }),
    problemOf: (content, given) => unknownOrRepeated(
      given.answers ?? [], content.options.map((option) => option.id), 'An option was chosen twice.', (answer) => `"${answer}" is not an option of this question.`,
    ),
    writingPrompt: noPrompt,
  };
}

/** A written answer: the text, trimmed. */
function writtenRules<Content extends ContentOf<'writeFromDictation' | 'summarizeSpokenText' | 'summarizeWrittenText' | 'writeEssay' | 'writeEmail'>>(
  playsRecording: boolean, writingPrompt: (content: Content) => string | null = noPrompt,
): ContentKindRules<Content> {
  return {
    answeredWith: 'typed', playsRecording, empty: () => '', isAnswered: (_, value) => textGiven(value),
    encode: (_, value) => ({ answer: asText(value).trim() }),
    problemOf: () => null,
    writingPrompt,
  };
}

/** The registry: one entry per content kind, checked complete by the type. */
export const contentKinds: { readonly [Kind in QuestionContentKind]: ContentKindRules<ContentOf<Kind>> } = {
  rwFillInTheBlanks: {
    answeredWith: 'typed', playsRecording: false,
    empty: (content) => blankValues([], content.blanks.length),
    isAnswered: (_, value) => someGiven(value),
    encode: (content, value) => ({ words: blankValues(asList(value), content.blanks.length) }),
    problemOf(content, given) {
      const words = given.words ?? [];
      const tooMany = tooManyBlanks(words, content.blanks.length);
      if (tooMany) return tooMany;
      const index = words.findIndex((word, at) => word !== '' && !content.blanks[at].options.includes(word));
      return index < 0 ? null : problem(`"${words[index]}" is not one of the choices for blank ${index + 1}.`, `words[${index}]`);
    },
    writingPrompt: noPrompt,
  },
  fillInTheBlanks: {
    answeredWith: 'typed', playsRecording: false,
    empty: (content) => blankValues([], content.blankCount),
    isAnswered: (_, value) => someGiven(value),
    encode: (content, value) => ({ words: blankValues(asList(value), content.blankCount) }),
    problemOf(content, given) {
      const words = given.words ?? [];
      const tooMany = tooManyBlanks(words, content.blankCount);
      if (tooMany) return tooMany;
      const used = new Set<string>();
      for (const [index, word] of words.entries()) {
        if (word === '') continue;
        if (!content.wordBank.includes(word)) return problem(`"${word}" is not in the word box.`, `words[${index}]`);
        if (used.has(word)) return problem(`"${word}" can fill only one blank.`, `words[${index}]`);
        used.add(word);
      }
      return null;
    },
    writingPrompt: noPrompt,
  },
  multipleChoiceMultipleAnswers: multipleChoiceRules(false),
  multipleChoiceSingleAnswer: singleChoiceRules(false),
  reorderParagraphs: {
    answeredWith: 'typed', playsRecording: false,
    empty: (content) => content.paragraphs.map((paragraph) => paragraph.id),
    isAnswered: (content) => content.paragraphs.length > 0,
    encode: (_, value) => ({ answers: [...asList(value)] }),
    problemOf: (content, given) => unknownOrRepeated(
      given.answers ?? [], content.paragraphs.map((paragraph) => paragraph.id), 'A paragraph appears twice in the order.',
      (answer) => `"${answer}" is not a paragraph of this question.`,
    ),
    writingPrompt: noPrompt,
  },
  listeningFillInTheBlanks: {
    answeredWith: 'typed', playsRecording: true,
    empty: (content) => blankValues([], content.blankCount),
    isAnswered: (_, value) => someGiven(value),
    encode: (content, value) => ({ words: blankValues(asList(value), content.blankCount).map((word) => word.trim()) }),
    problemOf(content, given) {
      const words = given.words ?? [];
      const tooMany = tooManyBlanks(words, content.blankCount);
      if (tooMany) return tooMany;
      const index = words.findIndex((word) => /\s/.test(word.trim()));
      return index < 0 ? null : problem(`Blank ${index + 1} takes one word.`, `words[${index}]`);
    },
    writingPrompt: noPrompt,
  },
  listeningMultipleChoiceMultipleAnswers: multipleChoiceRules(true),
  listeningMultipleChoiceSingleAnswer: singleChoiceRules(true),
  highlightCorrectSummary: singleChoiceRules(true),
  selectMissingWord: singleChoiceRules(true),
  highlightIncorrectWords: {
    answeredWith: 'typed', playsRecording: true,
    empty: () => [],
    isAnswered: (_, value) => someGiven(value),
    encode: (_, value) => ({ answers: sortedPositions(asList(value)) }),
    problemOf(content, given) {
      const count = transcriptWords(content.text).length;
      const answers = given.answers ?? [];
      if (new Set(answers).size !== answers.length) return problem('A word was highlighted twice.', 'answers');
      const stranger = answers.find((answer) => !/^\d+$/.test(answer) || Number(answer) >= count);
      return stranger === undefined ? null : problem(`"${stranger}" is not the position of a word of the transcript (0 to ${count - 1}).`, 'answers');
    },
    writingPrompt: noPrompt,
  },
  writeFromDictation: writtenRules(true),
  summarizeSpokenText: {
    ...writtenRules<ContentOf<'summarizeSpokenText'>>(true),
    encode: (_, value, options = {}) => ({ answer: asText(value).trim(), ...(options.accent ? { accent: options.accent } : {}) }),
  },
  summarizeWrittenText: writtenRules(false, (content) => content.passage),
  writeEssay: writtenRules(false, (content) => content.prompt),
  writeEmail: writtenRules(false, (content) => content.prompt),
  readAloud: recordedRules(false),
  repeatSentence: recordedRules(true),
  describeImage: recordedRules(false),
  retellLecture: recordedRules(true),
  summarizeGroupDiscussion: recordedRules(true),
  respondToASituation: recordedRules(true),
  answerShortQuestion: recordedRules(true),
};

/** The rules of a question's content kind. */
export function rulesOf<Content extends QuestionContent>(content: Content): ContentKindRules<Content> {
  return contentKinds[content.kind] as unknown as ContentKindRules<Content>;
}

/** The answer a question starts with. */
export const emptyAnswer = (content: QuestionContent): AnswerValue => rulesOf(content).empty(content);

/** Whether the learner has given anything to submit. */
export const isAnswered = (content: QuestionContent, value: AnswerValue): boolean => rulesOf(content).isAnswered(content, value);

/** The first problem of a submitted answer to this content, or null: the server refuses exactly these. */
export const answerProblem = (content: QuestionContent, given: ObjectiveAnswer): AnswerProblem | null => rulesOf(content).problemOf(content, given);

/** Whether a question of this kind plays a recording (served at /media/questions/{id}/{voice}.mp3). */
export const hasRecording = (content: Pick<QuestionContent, 'kind'>): boolean => contentKinds[content.kind].playsRecording;

/** What a writing task shows above its text box: the passage or the prompt; null for Summarize Spoken Text (heard, not read) and other tasks. */
export const writingPromptOf = (content: QuestionContent): string | null => rulesOf(content).writingPrompt(content);

/** The submit body of a typed or selected answer (spec section 7). Recorded kinds submit a recording instead: they throw. */
export function toSubmission(content: QuestionContent, value: AnswerValue, duration: number, pteType: PteType, options: EncodeOptions = {}): TypedSubmission {
  return { ...rulesOf(content).encode(content, value, options), duration, pteType } as TypedSubmission;
}
