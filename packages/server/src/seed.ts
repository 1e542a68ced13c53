import { createHash } from 'node:crypto';
import { bank, type BankItem, type ReadingItem } from '@pte-kit/content';
import { getTask, type AnswerKey, type QuestionContent } from '@pte-kit/core';
import type { Database } from './db/client';
import { questions } from './db/schema';
import type { UserRepository } from './repositories/users';

export const DEMO_PASSWORD = 'Practice123!';
export const DEMO_LEARNERS = [
  { email: 'trial@pte.test', nickname: 'Tara', name: 'Tara Trial', status: 'TRIAL', pteType: 'PTE Academic' },
  { email: 'premium@pte.test', nickname: 'Parsa', name: 'Parsa Premium', status: 'PREMIUM', pteType: 'PTE Core' },
] as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable order that depends only on the seed text, so every machine shows the same question. */
function stableShuffle<T>(items: readonly T[], seed: string, keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => digest(seed + keyOf(a)).localeCompare(digest(seed + keyOf(b))));
}

/** Paragraph ids are neutral so the served order gives nothing away. */
function paragraphId(itemKey: string, id: string): string {
  return `p${digest(`${itemKey}:${id}`).slice(0, 6)}`;
}

export function toQuestionData(item: BankItem): { content: QuestionContent; answerKey: AnswerKey } {
  switch (item.task) {
    case 'reading.rwFillInTheBlanks':
      return {
        content: { kind: 'rwFillInTheBlanks', text: item.text, blanks: item.blanks.map((blank) => ({ options: [...blank.options] })) },
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
      return {
        content: { kind: 'reorderParagraphs', paragraphs: shown },
        answerKey: { kind: 'order', order: paragraphs.map((paragraph) => paragraph.id) },
      };
    }
    default:
      return openOrListeningData(item);
  }
}

type OtherItem = Exclude<BankItem, ReadingItem>;

const shownWords = (text: string) => text.split(/\s+/).filter(Boolean);

/** Speaking, writing and listening items: the prompt goes to content (the script as its transcript), the answer to the key. */
function openOrListeningData(item: OtherItem): { content: QuestionContent; answerKey: AnswerKey } {
  const { key: _key, title: _title, complexity: _complexity, prediction: _prediction, examMemoryCount: _count, explanation: _explanation,
    imageType: _imageType, task, ...fields } = item;
  const { script, keyPoints, modelAnswer, modelAnswerCore, correct, answers, ...prompt } = fields as Record<string, unknown> & {
    script?: string; keyPoints?: string[]; modelAnswer?: string; modelAnswerCore?: string; correct?: string | string[]; answers?: string[];
  };
  const content = { kind: 'generic' as const, task: getTask(task).apiTask, ...prompt, ...(script ? { transcript: script } : {}) };
  switch (item.task) {
    case 'listening.multipleChoiceMultipleAnswers':
      return { content, answerKey: { kind: 'choices', correct: [...(correct as string[])] } };
    case 'listening.multipleChoiceSingleAnswer':
    case 'listening.highlightCorrectSummary':
    case 'listening.selectMissingWord':
      return { content, answerKey: { kind: 'choice', correct: correct as string } };
    case 'listening.fillInTheBlanks':
      return { content, answerKey: { kind: 'blanks', blanks: [...(answers ?? [])] } };
    case 'listening.highlightIncorrectWords': {
      const spoken = shownWords(item.script);
      const indexes = shownWords(item.shown).flatMap((word, index) => (word !== spoken[index] ? [index] : []));
      return { content, answerKey: { kind: 'highlight', indexes } };
    }
    case 'listening.writeFromDictation':
      return { content, answerKey: { kind: 'dictation', sentence: item.script } };
    case 'speaking.repeatSentence':
      return { content, answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.script } };
    case 'speaking.answerShortQuestion':
      return { content, answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.answers[0], acceptedAnswers: [...item.answers] } };
    default:
      return {
        content,
        answerKey: { kind: 'open', keyPoints: [...(keyPoints ?? [])], modelAnswer: modelAnswer ?? '', ...(modelAnswerCore ? { modelAnswerCore } : {}) },
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
      const hash = digest(JSON.stringify(item));
      if (existing.get(item.key) === hash) continue;
      const { content, answerKey } = toQuestionData(item);
      const values = {
        contentKey: item.key, skill: task.skill, task: task.apiTask, title: item.title, complexity: item.complexity,
        predictionWeekly: Boolean(item.prediction?.weekly), predictionMonthly: Boolean(item.prediction?.monthly),
        examMemoryCount: item.examMemoryCount ?? 0, imageType: item.imageType ?? null, content, answerKey,
        explanation: item.explanation, contentHash: hash,
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
    });
  }
}
