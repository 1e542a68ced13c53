import type { AnswerKey, QuestionContent } from '@pte-kit/core';
import type { BankItem, DescribeImageItem, ReadingItem, SummarizeGroupDiscussionItem } from './types';

/** A stable order that depends only on the seed text, so every machine shows the same question. */
function stableShuffle<T>(digest: Digest, items: readonly T[], seed: string, keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => digest(seed + keyOf(a)).localeCompare(digest(seed + keyOf(b))));
}

/** Paragraph ids are neutral so the served order gives nothing away. */
function paragraphId(digest: Digest, itemKey: string, id: string): string {
  return `p${digest(`${itemKey}:${id}`).slice(0, 6)}`;
}

/** The letter a paragraph or option is shown with: A for the first, B for the second… */
const letterAt = (index: number) => String.fromCharCode(65 + index);

/**
 * Re-order explanations name paragraphs by their letters in the correct order (A first); the screen
 * labels them by the shuffled order it shows. Rewrites every standalone letter outside quoted text
 * (quotes hold paragraph text, where "A" is an article) to the letter the learner sees.
 */
function relabelParagraphs(explanation: string, shownLetterOf: ReadonlyMap<string, string>): string {
  return explanation.split(/("[^"]*")/).map((part) => (part.startsWith('"')
    ? part
    : part.replace(/\b[A-Z]\b/g, (letter) => shownLetterOf.get(letter) ?? letter))).join('');
}

/** The script a question's recording is rendered from; Select Missing Word replaces its tail with a beep. */
export interface QuestionRecording {
  script: string;
  beepTail?: string;
  /** A group discussion: each turn in its speaker's voice (`script` is then the transcript, speakers named). */
  turns?: { speakerId: string; text: string }[];
}

/** The offline voices of a discussion, per gender in the order speakers need them (see the generator's voices). */
const DISCUSSION_VOICES = { female: ['us-female', 'us-female-2'], male: ['us-male', 'uk-scottish'] } as const;

/** The voice of each speaker of a discussion: three distinct voices, each of the speaker's gender. */
export function discussionVoices(speakers: SummarizeGroupDiscussionItem['speakers']): string[] {
  const used = { female: 0, male: 0 };
  return speakers.map((speaker) => {
    const pool = DISCUSSION_VOICES[speaker.voice];
    const id = pool[used[speaker.voice]];
    if (!id) throw new Error(`A discussion has at most ${pool.length} ${speaker.voice} voices.`);
    used[speaker.voice] += 1;
    return id;
  });
}

/** What is stored for an item: the content the page shows, the key and explanation kept back, the recording's script. */
export interface QuestionData {
  content: QuestionContent;
  answerKey: AnswerKey;
  explanation: string;
  recording: QuestionRecording | null;
}

/** A hex digest of a text (the server uses SHA-256); it fixes the served order of options and paragraphs. */
export type Digest = (text: string) => string;

/** What the mapping needs from its platform: the digest behind stable orders, and the alt text of a chart. */
export interface QuestionDataTools {
  digest: Digest;
  chartAltText: (chart: DescribeImageItem['chart']) => string;
}

/**
 * A bank item as the API stores and serves it: the one mapping from the bank to questions, used by the server's
 * seed and by the widgets' story and test samples. Options and paragraphs are served in an order that depends only
 * on the item (never the right order for a re-order), and a re-order explanation names the letters shown.
 */
export function toQuestionData(item: BankItem, tools: QuestionDataTools): QuestionData {
  return { explanation: item.explanation, recording: recordingOf(item), ...promptAndKey(item, tools) };
}

/** The script the recording is rendered from: a listening or speaking item's own, or the situation read aloud. */
export function recordingOf(item: BankItem): QuestionRecording | null {
  if (item.task === 'speaking.respondToASituation') return { script: item.situation };
  if (item.task === 'speaking.summarizeGroupDiscussion') {
    const voices = discussionVoices(item.speakers);
    return {
      script: item.turns.map((turn) => `${item.speakers[turn.speaker].name}: ${turn.text}`).join('\n\n'),
      turns: item.turns.map((turn) => ({ speakerId: voices[turn.speaker], text: turn.text })),
    };
  }
  if (!('script' in item)) return null;
  return { script: item.script, ...(item.task === 'listening.selectMissingWord' ? { beepTail: item.missing } : {}) };
}

/** Content and key of an item; re-order also rewrites its explanation to the letters shown. */
function promptAndKey(item: BankItem, { digest, chartAltText }: QuestionDataTools): Pick<QuestionData, 'content' | 'answerKey'> & Partial<Pick<QuestionData, 'explanation'>> {
  switch (item.task) {
    case 'reading.rwFillInTheBlanks':
      return {
        // Authors write the right word first; the learner sees the options in an order that depends only on the words.
        content: {
          kind: 'rwFillInTheBlanks', text: item.text,
          blanks: item.blanks.map((blank, index) => ({ options: stableShuffle(digest, blank.options, `${item.key}:${index}`, (word) => word) })),
        },
        answerKey: { kind: 'blanks', blanks: item.blanks.map((blank) => blank.answer) },
      };
    case 'reading.fillInTheBlanks':
      return {
        content: {
          kind: 'fillInTheBlanks', text: item.text, blankCount: item.answers.length,
          wordBank: stableShuffle(digest, [...item.answers, ...item.distractors], item.key, (word) => word),
        },
        answerKey: { kind: 'blanks', blanks: [...item.answers] },
      };
    case 'reading.multipleChoiceMultipleAnswers':
      return {
        content: { kind: 'multipleChoiceMultipleAnswers', text: item.text, question: item.question, options: item.options },
        answerKey: { kind: 'choices', correct: [...item.correct] },
      };
    case 'reading.multipleChoiceSingleAnswer':
      return {
        content: { kind: 'multipleChoiceSingleAnswer', text: item.text, question: item.question, options: item.options },
        answerKey: { kind: 'choice', correct: item.correct },
      };
    case 'reading.reorderParagraphs': {
      const paragraphs = item.paragraphs.map((paragraph) => ({ id: paragraphId(digest, item.key, paragraph.id), text: paragraph.text }));
      let shown = stableShuffle(digest, paragraphs, item.key, (paragraph) => paragraph.id);
      // Never serve the paragraphs already in the right order.
      if (shown.every((paragraph, index) => paragraph.id === paragraphs[index].id)) shown = [...shown.slice(1), shown[0]];
      const shownLetterOf = new Map(item.paragraphs.map((paragraph, index) => [
        paragraph.id, letterAt(shown.findIndex((served) => served.id === paragraphs[index].id)),
      ]));
      return {
        content: { kind: 'reorderParagraphs', paragraphs: shown },
        answerKey: { kind: 'order', order: paragraphs.map((paragraph) => paragraph.id) },
        explanation: relabelParagraphs(item.explanation, shownLetterOf),
      };
    }
    default:
      return openOrListeningData(item, chartAltText);
  }
}

type OtherItem = Exclude<BankItem, ReadingItem>;

const shownWords = (text: string) => text.split(/\s+/).filter(Boolean);

const open = (item: { keyPoints: string[]; modelAnswer: string; modelAnswerCore?: string }): AnswerKey => ({
  kind: 'open', keyPoints: [...item.keyPoints], modelAnswer: item.modelAnswer, ...(item.modelAnswerCore ? { modelAnswerCore: item.modelAnswerCore } : {}),
});

/** Speaking, writing and listening items: the prompt (never the recording's script) to content, the answer to the key. */
function openOrListeningData(item: OtherItem, chartAltText: QuestionDataTools['chartAltText']): Pick<QuestionData, 'content' | 'answerKey'> {
  const recording = 'voice' in item && item.voice ? { voice: item.voice } : {};
  switch (item.task) {
    case 'listening.fillInTheBlanks':
      return {
        content: { kind: 'listeningFillInTheBlanks', text: item.transcript, blankCount: item.answers.length, ...recording },
        answerKey: { kind: 'blanks', blanks: [...item.answers] },
      };
    case 'listening.multipleChoiceMultipleAnswers':
      return {
        content: { kind: 'listeningMultipleChoiceMultipleAnswers', question: item.question, options: item.options, ...recording },
        answerKey: { kind: 'choices', correct: [...item.correct] },
      };
    case 'listening.multipleChoiceSingleAnswer':
      return {
        content: { kind: 'listeningMultipleChoiceSingleAnswer', question: item.question, options: item.options, ...recording },
        answerKey: { kind: 'choice', correct: item.correct },
      };
    case 'listening.highlightCorrectSummary':
      return { content: { kind: 'highlightCorrectSummary', options: item.summaries, ...recording }, answerKey: { kind: 'choice', correct: item.correct } };
    case 'listening.selectMissingWord':
      return {
        content: { kind: 'selectMissingWord', options: item.options, ...recording },
        answerKey: { kind: 'choice', correct: item.correct },
      };
    case 'listening.highlightIncorrectWords': {
      const spoken = shownWords(item.script);
      const indexes = shownWords(item.shown).flatMap((word, index) => (word !== spoken[index] ? [index] : []));
      return { content: { kind: 'highlightIncorrectWords', text: item.shown, ...recording }, answerKey: { kind: 'highlight', indexes } };
    }
    case 'listening.writeFromDictation':
      return { content: { kind: 'writeFromDictation', ...recording }, answerKey: { kind: 'dictation', sentence: item.script } };
    case 'listening.summarizeSpokenText':
      return { content: { kind: 'summarizeSpokenText', ...recording }, answerKey: open(item) };
    case 'writing.summarizeWrittenText':
      return { content: { kind: 'summarizeWrittenText', passage: item.passage }, answerKey: open(item) };
    case 'writing.writeEssay':
      return { content: { kind: 'writeEssay', prompt: item.prompt }, answerKey: open(item) };
    case 'writing.writeEmail':
      return { content: { kind: 'writeEmail', prompt: item.prompt }, answerKey: open(item) };
    case 'speaking.readAloud':
      return { content: { kind: 'readAloud', text: item.text }, answerKey: open(item) };
    case 'speaking.repeatSentence':
      return { content: { kind: 'repeatSentence', ...recording }, answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.script } };
    case 'speaking.describeImage':
      return {
        content: { kind: 'describeImage', imageType: item.imageType, altText: chartAltText(item.chart), chart: item.chart },
        answerKey: open(item),
      };
    case 'speaking.retellLecture':
      return { content: { kind: 'retellLecture', ...recording }, answerKey: open(item) };
    case 'speaking.summarizeGroupDiscussion':
      return { content: { kind: 'summarizeGroupDiscussion' }, answerKey: open(item) };
    case 'speaking.respondToASituation':
      return {
        content: { kind: 'respondToASituation', situation: item.situation, ...recording },
        answerKey: open(item),
      };
    case 'speaking.answerShortQuestion':
      return {
        content: { kind: 'answerShortQuestion', ...recording },
        answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.answers[0], acceptedAnswers: [...item.answers] },
      };
  }
}
