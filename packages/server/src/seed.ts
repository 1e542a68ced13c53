import { createHash } from 'node:crypto';
import { bank, type BankItem, type ReadingItem } from '@pte-kit/content';
import { getTask, type AnswerKey, type QuestionContent } from '@pte-kit/core';
import { chartAltText } from '@pte-kit/content/generator';
import type { Database } from './db/client';
import { questions, type QuestionRecording } from './db/schema';
import type { UserRepository } from './repositories/users';

export const DEMO_PASSWORD = 'Practice123!';
export const DEMO_LEARNERS = [
  { email: 'trial@pte.test', nickname: 'Tara', name: 'Tara Trial', status: 'TRIAL', pteType: 'PTE Academic' },
  { email: 'premium@pte.test', nickname: 'Parsa', name: 'Parsa Premium', status: 'PREMIUM', pteType: 'PTE Core' },
] as const;

/** Bump when the mapping from bank items to stored questions changes, so every question is rewritten. */
const SEED_VERSION = 3;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable order that depends only on the seed text, so every machine shows the same question. */
function stableShuffle<T>(items: readonly T[], seed: string, keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => digest(seed + keyOf(a)).localeCompare(digest(seed + keyOf(b))));
}

/** Paragraph ids are neutral so the served order gives nothing away. */
function paragraphId(itemKey: string, id: string): string {
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

/** What is stored for an item: the content the page shows, the key and explanation kept back, the recording's script. */
export interface QuestionData {
  content: QuestionContent;
  answerKey: AnswerKey;
  explanation: string;
  recording: QuestionRecording | null;
}

export function toQuestionData(item: BankItem): QuestionData {
  return { explanation: item.explanation, recording: recordingOf(item), ...promptAndKey(item) };
}

/** The script the recording is rendered from: a listening or speaking item's own, or the situation read aloud. */
function recordingOf(item: BankItem): QuestionRecording | null {
  if (item.task === 'speaking.respondToASituation') return { script: item.situation };
  if (!('script' in item)) return null;
  return { script: item.script, ...(item.task === 'listening.selectMissingWord' ? { beepTail: item.missing } : {}) };
}

/** Content and key of an item; re-order also rewrites its explanation to the letters shown. */
function promptAndKey(item: BankItem): Pick<QuestionData, 'content' | 'answerKey'> & Partial<Pick<QuestionData, 'explanation'>> {
  switch (item.task) {
    case 'reading.rwFillInTheBlanks':
      return {
        // Authors write the right word first; the learner sees the options in an order that depends only on the words.
        content: {
          kind: 'rwFillInTheBlanks', text: item.text,
          blanks: item.blanks.map((blank, index) => ({ options: stableShuffle(blank.options, `${item.key}:${index}`, (word) => word) })),
        },
        answerKey: { kind: 'blanks', blanks: item.blanks.map((blank) => blank.answer) },
      };
    case 'reading.fillInTheBlanks':
      return {
        content: {
          kind: 'fillInTheBlanks', text: item.text, blankCount: item.answers.length,
          wordBank: stableShuffle([...item.answers, ...item.distractors], item.key, (word) => word),
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
      const paragraphs = item.paragraphs.map((paragraph) => ({ id: paragraphId(item.key, paragraph.id), text: paragraph.text }));
      let shown = stableShuffle(paragraphs, item.key, (paragraph) => paragraph.id);
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
      return openOrListeningData(item);
  }
}

type OtherItem = Exclude<BankItem, ReadingItem>;

const shownWords = (text: string) => text.split(/\s+/).filter(Boolean);

const open = (item: { keyPoints: string[]; modelAnswer: string; modelAnswerCore?: string }): AnswerKey => ({
  kind: 'open', keyPoints: [...item.keyPoints], modelAnswer: item.modelAnswer, ...(item.modelAnswerCore ? { modelAnswerCore: item.modelAnswerCore } : {}),
});

/** Speaking, writing and listening items: the prompt (never the recording's script) to content, the answer to the key. */
function openOrListeningData(item: OtherItem): Pick<QuestionData, 'content' | 'answerKey'> {
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

/** Upserts the question bank by content key; unchanged items are not rewritten. One transaction. */
export async function seedQuestions(db: Database, items: readonly BankItem[] = bank): Promise<{ inserted: number; updated: number }> {
  const existing = new Map(
    (await db.select({ key: questions.contentKey, hash: questions.contentHash }).from(questions)).map((row) => [row.key, row.hash]),
  );
  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const item of items) {
      const task = getTask(item.task);
      const hash = digest(JSON.stringify([SEED_VERSION, item]));
      if (existing.get(item.key) === hash) continue;
      const { content, answerKey, explanation, recording } = toQuestionData(item);
      const values = {
        contentKey: item.key, skill: task.skill, task: task.apiTask, title: item.title, complexity: item.complexity,
        predictionWeekly: Boolean(item.prediction?.weekly), predictionMonthly: Boolean(item.prediction?.monthly),
        imageType: item.imageType ?? null, content, answerKey, recording, explanation, contentHash: hash,
      };
      await tx.insert(questions).values(values).onConflictDoUpdate({ target: questions.contentKey, set: values });
      if (existing.has(item.key)) updated += 1;
      else inserted += 1;
    }
  });
  return { inserted, updated };
}

export async function seedDemoLearners(users: UserRepository): Promise<void> {
  for (const learner of DEMO_LEARNERS) {
    if (await users.byEmail(learner.email)) continue;
    await users.create({
      ...learner,
      password: DEMO_PASSWORD,
      expireDate: learner.status === 'PREMIUM' ? new Date(Date.now() + 365 * 86400000) : null,
      emailVerified: true,
    });
  }
}
