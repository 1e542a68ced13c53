import type { ExamVariant, QuestionContentKind, Skill } from './types';

/** How a task's answer is scored. Objective kinds are scored by the published PTE rules. */
export type ScoringKind =
  | 'blanks'
  | 'multipleAnswers'
  | 'reorder'
  | 'singleChoice'
  | 'highlightWords'
  | 'dictation'
  | 'writing'
  | 'speaking';

/** Which answer area a practice card shows for a task. */
export type AnswerArea =
  | 'dropdownBlanks'
  | 'dragBlanks'
  | 'typedBlanks'
  | 'checkboxes'
  | 'radio'
  | 'reorder'
  | 'clickableWords'
  | 'textInput'
  | 'essay'
  | 'recorder';

export type Importance = 'high' | 'medium' | 'low';

/** The four exam skills a score part belongs to (L, W, R, S in answer records). */
export type ScorePartKey = 'L' | 'W' | 'R' | 'S';

export interface WordLimits {
  min: number;
  max: number;
}

export interface TaskTimings {
  /** Seconds to prepare before the answer starts (speaking) or before audio plays. */
  prepSeconds?: number;
  /** Seconds allowed for the answer (recorder duration or writing time). */
  answerSeconds?: number;
}

export interface TaskDefinition {
  /** Unique key: `${skill}.${apiTask}`. */
  key: string;
  /** The kind of its questions' content: the key into the content-kind registry (`contentKinds`). */
  contentKind: QuestionContentKind;
  skill: Skill;
  /** Route segment after /dashboard/{skill}/. */
  slug: string;
  /** Other slugs that lead to the same task (study-plan links). */
  aliases?: readonly string[];
  /** Task name in API paths and answer-list paths: /api/{skill}/{apiTask}. */
  apiTask: string;
  /** Display name. */
  name: string;
  /** Short prefix shown before the practice number. */
  summary: string;
  /** Variants that offer this task. */
  variants: readonly ExamVariant[];
  scoringKind: ScoringKind;
  answerArea: AnswerArea;
  /** True when scoring uses the AI engines (counts against the free quota). */
  aiScored: boolean;
  timings: TaskTimings;
  /** Timings of a variant that differ from `timings` (read through `timingsOf`). */
  variantTimings?: Partial<Record<ExamVariant, TaskTimings>>;
  /** Word limits per variant for writing-style answers. */
  wordLimits?: Partial<Record<ExamVariant, WordLimits>>;
  /** Skills this task contributes to in the answer record. */
  scoreParts: readonly ScorePartKey[];
  importance: Importance;
  /** Instruction text shown in the section header. */
  instruction: string;
  /** Field name of the study plan's task count. */
  studyPlanField: string;
  /** Embedded list name in HAL pages of scored answers. */
  answerListName: string;
}

const both = ['ACADEMIC', 'CORE'] as const;

const tasks = [
  {
    key: 'speaking.readAloud', contentKind: 'readAloud', skill: 'speaking', slug: 'read-aloud', apiTask: 'readAloud',
    name: 'Read Aloud', summary: 'RA', variants: both, scoringKind: 'speaking', answerArea: 'recorder',
    aiScored: true, timings: { prepSeconds: 35, answerSeconds: 40 }, scoreParts: ['S', 'R'], importance: 'high',
    instruction: 'Look at the text below. In 35 seconds, you must read this text aloud as naturally and clearly as possible. You have 40 seconds to read aloud.',
    studyPlanField: 'speakingReadAloud', answerListName: 'readAloudScoredAnswerDtoList',
  },
  {
    key: 'speaking.repeatSentence', contentKind: 'repeatSentence', skill: 'speaking', slug: 'repeat-sentence', apiTask: 'repeatSentence',
    name: 'Repeat Sentence', summary: 'RS', variants: both, scoringKind: 'speaking', answerArea: 'recorder',
    aiScored: true, timings: { prepSeconds: 3, answerSeconds: 15 }, scoreParts: ['S', 'L'], importance: 'high',
    instruction: 'You will hear a sentence. Please repeat the sentence exactly as you hear it. You will hear the sentence only once.',
    studyPlanField: 'speakingRepeatSentence', answerListName: 'repeatSentenceScoredAnswerDtoList',
  },
  {
    key: 'speaking.describeImage', contentKind: 'describeImage', skill: 'speaking', slug: 'describe-image', apiTask: 'describeImage',
    name: 'Describe Image', summary: 'DI', variants: both, scoringKind: 'speaking', answerArea: 'recorder',
    aiScored: true, timings: { prepSeconds: 25, answerSeconds: 40 }, scoreParts: ['S'], importance: 'high',
    instruction: 'Look at the image below. In 25 seconds, please speak into the microphone and describe in detail what the image is showing. You will have 40 seconds to give your response.',
    studyPlanField: 'speakingDescribeImage', answerListName: 'describeImageScoredAnswerDtoList',
  },
  {
    key: 'speaking.retellLecture', contentKind: 'retellLecture', skill: 'speaking', slug: 're-tell-lecture', apiTask: 'retellLecture',
    name: 'Re-tell Lecture', summary: 'RL', variants: ['ACADEMIC'], scoringKind: 'speaking', answerArea: 'recorder',
    aiScored: true, timings: { prepSeconds: 10, answerSeconds: 40 }, scoreParts: ['S', 'L'], importance: 'medium',
    instruction: 'You will hear a lecture. After listening to the lecture, in 10 seconds, please speak into the microphone and retell what you have just heard from the lecture in your own words. You will have 40 seconds to give your response.',
    studyPlanField: 'speakingRetellLecture', answerListName: 'retellLectureScoredAnswerDtoList',
  },
  {
    key: 'speaking.summarizeGroupDiscussion', contentKind: 'summarizeGroupDiscussion', skill: 'speaking', slug: 'summarize-group-discussion',
    apiTask: 'summarizeGroupDiscussion', name: 'Summarize Group Discussion', summary: 'SGD', variants: ['ACADEMIC'], scoringKind: 'speaking',
    answerArea: 'recorder', aiScored: true, timings: { prepSeconds: 10, answerSeconds: 120 }, scoreParts: ['S', 'L'], importance: 'medium',
    instruction: 'You will hear three people discuss a topic. After the discussion, in 10 seconds, please summarize it in your own words. You will have 2 minutes to give your response.',
    studyPlanField: 'speakingSummarizeGroupDiscussion', answerListName: 'summarizeGroupDiscussionScoredAnswerDtoList',
  },
  {
    key: 'speaking.respondToASituation', contentKind: 'respondToASituation', skill: 'speaking', slug: 'respond-to-a-situation', aliases: ['respond-to-situation'],
    apiTask: 'respondToASituation', name: 'Respond to a Situation', summary: 'RTS', variants: both,
    scoringKind: 'speaking', answerArea: 'recorder', aiScored: true, timings: { prepSeconds: 20, answerSeconds: 40 },
    // PTE Academic added the task in August 2025 with 10 s to prepare (docs/summarize-group-discussion.md).
    variantTimings: { ACADEMIC: { prepSeconds: 10, answerSeconds: 40 } },
    scoreParts: ['S', 'L'], importance: 'high',
    instruction: 'Listen to and read a description of a situation. You will have 20 seconds (PTE Academic: 10) to think about your answer. Then you will hear a beep. You will have 40 seconds to answer the question.',
    studyPlanField: 'speakingRespondToASituation', answerListName: 'respondToASituationScoredAnswerDtoList',
  },
  {
    key: 'speaking.answerShortQuestion', contentKind: 'answerShortQuestion', skill: 'speaking', slug: 'answer-short-question', apiTask: 'answerShortQuestion',
    name: 'Answer Short Question', summary: 'ASQ', variants: both, scoringKind: 'speaking', answerArea: 'recorder',
    aiScored: true, timings: { prepSeconds: 3, answerSeconds: 10 }, scoreParts: ['S', 'L'], importance: 'low',
    instruction: 'You will hear a question. Please give a simple and short answer. Often just one or a few words is enough.',
    studyPlanField: 'speakingAnswerShortQuestion', answerListName: 'answerShortQuestionScoredAnswerDtoList',
  },
  {
    key: 'writing.summarizeWrittenText', contentKind: 'summarizeWrittenText', skill: 'writing', slug: 'summarize-written-text', apiTask: 'summarizeWrittenText',
    name: 'Summarize Written Text', summary: 'SWT', variants: both, scoringKind: 'writing', answerArea: 'essay',
    aiScored: true, timings: { answerSeconds: 600 }, wordLimits: { ACADEMIC: { min: 5, max: 75 }, CORE: { min: 25, max: 50 } },
    scoreParts: ['W', 'R'], importance: 'high',
    instruction: 'Read the passage below and summarize it using one sentence. Type your response in the box at the bottom of the screen. You have 10 minutes to finish this task.',
    studyPlanField: 'writingSummarizeWrittenText', answerListName: 'summarizeWrittenTextScoredAnswerDtoList',
  },
  {
    key: 'writing.writeEssay', contentKind: 'writeEssay', skill: 'writing', slug: 'write-essay', apiTask: 'writeEssay',
    name: 'Write Essay', summary: 'WE', variants: ['ACADEMIC'], scoringKind: 'writing', answerArea: 'essay',
    aiScored: true, timings: { answerSeconds: 1200 }, wordLimits: { ACADEMIC: { min: 200, max: 300 } },
    scoreParts: ['W'], importance: 'medium',
    instruction: 'You will have 20 minutes to plan, write and revise an essay about the topic below. Your response will be judged on how well you develop a position, organize your ideas, present supporting details, and control the elements of standard written English. You should write 200-300 words.',
    studyPlanField: 'writingWriteEssay', answerListName: 'writeEssayScoredAnswerDtoList',
  },
  {
    key: 'writing.writeEmail', contentKind: 'writeEmail', skill: 'writing', slug: 'write-email', apiTask: 'writeEmail',
    name: 'Write Email', summary: 'WEM', variants: ['CORE'], scoringKind: 'writing', answerArea: 'essay',
    aiScored: true, timings: { answerSeconds: 540 }, wordLimits: { CORE: { min: 50, max: 120 } },
    scoreParts: ['W'], importance: 'high',
    instruction: 'Read a description of a situation. Then write an email about the situation. You will have 9 minutes. You should aim to write at least 50 words.',
    studyPlanField: 'writingWriteEmail', answerListName: 'writeEmailScoredAnswerDtoList',
  },
  {
    key: 'reading.rwFillInTheBlanks', contentKind: 'rwFillInTheBlanks', skill: 'reading', slug: 'rw-fill-in-the-blanks', apiTask: 'rwFillInTheBlanks',
    name: 'Reading & Writing: Fill in the Blanks', summary: 'RWFIB', variants: both, scoringKind: 'blanks',
    answerArea: 'dropdownBlanks', aiScored: false, timings: { answerSeconds: 150 }, scoreParts: ['R', 'W'], importance: 'high',
    instruction: 'Below is a text with blanks. Click on each blank, a list of choices will appear. Select the appropriate answer choice for each blank.',
    studyPlanField: 'readingRWFillInTheBlanks', answerListName: 'rWFillInTheBlanksScoredAnswerDtoList',
  },
  {
    key: 'reading.multipleChoiceMultipleAnswers', contentKind: 'multipleChoiceMultipleAnswers', skill: 'reading', slug: 'multiple-choice-multiple',
    apiTask: 'multipleChoiceMultipleAnswers', name: 'Multiple Choice, Multiple Answers', summary: 'RMCM', variants: both,
    scoringKind: 'multipleAnswers', answerArea: 'checkboxes', aiScored: false, timings: { answerSeconds: 120 },
    scoreParts: ['R'], importance: 'low',
    instruction: 'Read the text and answer the question by selecting all the correct responses. More than one response is correct.',
    studyPlanField: 'readingMultipleChoiceMultipleAnswers', answerListName: 'rMultipleChoiceMultipleAnswersScoredAnswerDtoList',
  },
  {
    key: 'reading.reorderParagraphs', contentKind: 'reorderParagraphs', skill: 'reading', slug: 're-order-paragraphs', apiTask: 'reorderParagraphs',
    name: 'Re-order Paragraphs', summary: 'RO', variants: both, scoringKind: 'reorder', answerArea: 'reorder',
    aiScored: false, timings: { answerSeconds: 150 }, scoreParts: ['R'], importance: 'medium',
    instruction: 'The text boxes below have been placed in a random order. Restore the original order by dragging the text boxes into place, or by selecting a box and moving it with the arrow keys.',
    studyPlanField: 'readingReorderParagraphs', answerListName: 'reorderParagraphsScoredAnswerDtoList',
  },
  {
    key: 'reading.fillInTheBlanks', contentKind: 'fillInTheBlanks', skill: 'reading', slug: 'fill-in-the-blanks', apiTask: 'fillInTheBlanks',
    name: 'Reading: Fill in the Blanks', summary: 'RFIB', variants: both, scoringKind: 'blanks', answerArea: 'dragBlanks',
    aiScored: false, timings: { answerSeconds: 120 }, scoreParts: ['R'], importance: 'high',
    instruction: 'In the text below some words are missing. Drag words from the box below to the appropriate place in the text. To undo an answer choice, drag the word back to the box below the text.',
    studyPlanField: 'readingFillInTheBlanks', answerListName: 'rFillInTheBlanksScoredAnswerDtoList',
  },
  {
    key: 'reading.multipleChoiceSingleAnswer', contentKind: 'multipleChoiceSingleAnswer', skill: 'reading', slug: 'multiple-choice-single',
    apiTask: 'multipleChoiceSingleAnswer', name: 'Multiple Choice, Single Answer', summary: 'RMCS', variants: both,
    scoringKind: 'singleChoice', answerArea: 'radio', aiScored: false, timings: { answerSeconds: 90 },
    scoreParts: ['R'], importance: 'low',
    instruction: 'Read the text and answer the multiple-choice question by selecting the correct response. Only one response is correct.',
    studyPlanField: 'readingMultipleChoiceSingleAnswer', answerListName: 'rMultipleChoiceSingleAnswerScoredAnswerDtoList',
  },
  {
    key: 'listening.summarizeSpokenText', contentKind: 'summarizeSpokenText', skill: 'listening', slug: 'summarize-spoken-text', apiTask: 'summarizeSpokenText',
    name: 'Summarize Spoken Text', summary: 'SST', variants: both, scoringKind: 'writing', answerArea: 'essay',
    aiScored: true, timings: { prepSeconds: 5, answerSeconds: 600 },
    wordLimits: { ACADEMIC: { min: 50, max: 70 }, CORE: { min: 20, max: 30 } }, scoreParts: ['L', 'W'], importance: 'high',
    instruction: 'You will hear a short recording. Write a summary for a fellow student who was not present. You have 10 minutes to finish this task. Your response will be judged on the quality of your writing and on how well your response presents the key points presented in the recording.',
    studyPlanField: 'listeningSummarizeSpokenText', answerListName: 'summarizeSpokenTextScoredAnswerDtoList',
  },
  {
    key: 'listening.multipleChoiceMultipleAnswers', contentKind: 'listeningMultipleChoiceMultipleAnswers', skill: 'listening', slug: 'multiple-choice-multiple',
    apiTask: 'multipleChoiceMultipleAnswers', name: 'Multiple Choice, Multiple Answers', summary: 'LMCM', variants: both,
    scoringKind: 'multipleAnswers', answerArea: 'checkboxes', aiScored: false, timings: { prepSeconds: 7 },
    scoreParts: ['L'], importance: 'low',
    instruction: 'Listen to the recording and answer the question by selecting all the correct responses. You will need to select more than one response.',
    studyPlanField: 'listeningMultipleChoiceMultipleAnswers', answerListName: 'lMultipleChoiceMultipleAnswersScoredAnswerDtoList',
  },
  {
    key: 'listening.fillInTheBlanks', contentKind: 'listeningFillInTheBlanks', skill: 'listening', slug: 'fill-in-the-blanks', apiTask: 'fillInTheBlanks',
    name: 'Listening: Fill in the Blanks', summary: 'LFIB', variants: both, scoringKind: 'blanks', answerArea: 'typedBlanks',
    aiScored: false, timings: { prepSeconds: 7 }, scoreParts: ['L', 'W'], importance: 'high',
    instruction: 'You will hear a recording. Type the missing words in each blank.',
    studyPlanField: 'listeningFillInTheBlanks', answerListName: 'lFillInTheBlanksScoredAnswerDtoList',
  },
  {
    key: 'listening.highlightCorrectSummary', contentKind: 'highlightCorrectSummary', skill: 'listening', slug: 'highlight-correct-summary',
    apiTask: 'highlightCorrectSummary', name: 'Highlight Correct Summary', summary: 'HCS', variants: ['ACADEMIC'],
    scoringKind: 'singleChoice', answerArea: 'radio', aiScored: false, timings: { prepSeconds: 10 },
    scoreParts: ['L', 'R'], importance: 'low',
    instruction: 'You will hear a recording. Click on the paragraph that best relates to the recording.',
    studyPlanField: 'listeningHighlightCorrectSummary', answerListName: 'highlightCorrectSummaryScoredAnswerDtoList',
  },
  {
    key: 'listening.multipleChoiceSingleAnswer', contentKind: 'listeningMultipleChoiceSingleAnswer', skill: 'listening', slug: 'multiple-choice-single',
    apiTask: 'multipleChoiceSingleAnswer', name: 'Multiple Choice, Single Answer', summary: 'LMCS', variants: both,
    scoringKind: 'singleChoice', answerArea: 'radio', aiScored: false, timings: { prepSeconds: 5 },
    scoreParts: ['L'], importance: 'low',
    instruction: 'Listen to the recording and answer the multiple-choice question by selecting the correct response. Only one response is correct.',
    studyPlanField: 'listeningMultipleChoiceSingleAnswer', answerListName: 'lMultipleChoiceSingleAnswerScoredAnswerDtoList',
  },
  {
    key: 'listening.selectMissingWord', contentKind: 'selectMissingWord', skill: 'listening', slug: 'select-missing-word', apiTask: 'selectMissingWord',
    name: 'Select Missing Word', summary: 'SMW', variants: both, scoringKind: 'singleChoice', answerArea: 'radio',
    aiScored: false, timings: { prepSeconds: 7 }, scoreParts: ['L'], importance: 'low',
    instruction: 'You will hear a recording about a topic. At the end of the recording the last word or group of words has been replaced by a beep. Select the correct option to complete the recording.',
    studyPlanField: 'listeningSelectMissingWord', answerListName: 'selectMissingWordScoredAnswerDtoList',
  },
  {
    key: 'listening.highlightIncorrectWords', contentKind: 'highlightIncorrectWords', skill: 'listening', slug: 'highlight-incorrect-words',
    apiTask: 'highlightIncorrectWords', name: 'Highlight Incorrect Words', summary: 'HIW', variants: both,
    scoringKind: 'highlightWords', answerArea: 'clickableWords', aiScored: false, timings: { prepSeconds: 10 },
    scoreParts: ['L', 'R'], importance: 'high',
    instruction: 'You will hear a recording. Below is a transcription of the recording. Some words in the transcription differ from what the speaker said. Please click on the words that are different.',
    studyPlanField: 'listeningHighlightIncorrectWords', answerListName: 'highlightIncorrectWordsScoredAnswerDtoList',
  },
  {
    key: 'listening.writeFromDictation', contentKind: 'writeFromDictation', skill: 'listening', slug: 'write-from-dictation', apiTask: 'writeFromDictation',
    name: 'Write from Dictation', summary: 'WFD', variants: both, scoringKind: 'dictation', answerArea: 'textInput',
    aiScored: false, timings: { prepSeconds: 7 }, scoreParts: ['L', 'W'], importance: 'high',
    instruction: 'You will hear a sentence. Type the sentence in the box below exactly as you hear it. Write as much of the sentence as you can. You will hear the sentence only once.',
    studyPlanField: 'listeningWriteFromDictation', answerListName: 'writeFromDictationScoredAnswerDtoList',
  },
] as const satisfies readonly TaskDefinition[];

/** Every task type of both exam variants: the only list of tasks in the product. */
export const taskCatalog: readonly TaskDefinition[] = tasks;

export const skills: readonly Skill[] = ['speaking', 'writing', 'reading', 'listening'];

export const skillLabels: Record<Skill, string> = {
  speaking: 'Speaking',
  writing: 'Writing',
  reading: 'Reading',
  listening: 'Listening',
};

/** Tasks of one skill, optionally only those offered in a variant, in catalogue order. */
export function tasksOf(skill: Skill, variant?: ExamVariant): TaskDefinition[] {
  return taskCatalog.filter((task) => task.skill === skill && (!variant || task.variants.includes(variant)));
}

/** The task behind a route segment pair, accepting study-plan aliases. */
export function findTaskBySlug(skill: string, slug: string): TaskDefinition | undefined {
  return taskCatalog.find((task) => task.skill === skill && (task.slug === slug || task.aliases?.includes(slug)));
}

/** The task behind an API path pair (/api/{skill}/{apiTask}). */
export function findTaskByApi(skill: string, apiTask: string): TaskDefinition | undefined {
  return taskCatalog.find((task) => task.skill === skill && task.apiTask === apiTask);
}

/** The task whose questions have content of this kind (one task a kind). */
export function taskOfContentKind(kind: QuestionContentKind): TaskDefinition {
  const task = taskCatalog.find((entry) => entry.contentKind === kind);
  if (!task) throw new Error(`No task answers content of kind ${kind}`);
  return task;
}

export function getTask(key: string): TaskDefinition {
  const task = taskCatalog.find((entry) => entry.key === key);
  if (!task) throw new Error(`Unknown task ${key}`);
  return task;
}

/** Route of a task's practice page; menus open the first question. */
export function practicePath(task: TaskDefinition, position: number | string = 1): string {
  return `/dashboard/${task.skill}/${task.slug}/${position}`;
}

/** The task's timings in a variant: its own where the variant differs, else the catalogue's. */
export function timingsOf(task: TaskDefinition, variant?: ExamVariant): TaskTimings {
  return (variant && task.variantTimings?.[variant]) || task.timings;
}

export function isTaskOffered(task: TaskDefinition, variant: ExamVariant): boolean {
  return task.variants.includes(variant);
}
