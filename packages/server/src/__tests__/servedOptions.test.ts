import { describe, expect, it } from 'vitest';
import { bank, type BankItem } from '@pte-kit/content';
import type { AnswerKey, Option, QuestionContent } from '@pte-kit/core';
import { toQuestionData } from '../seed';

/** Where the right answer sits among the options the learner sees: one entry per chance to pick it. */
function rightPositions(content: QuestionContent, key: AnswerKey): { position: number; options: number }[] {
  if (content.kind === 'rwFillInTheBlanks' && key.kind === 'blanks') {
    return content.blanks.map((blank, index) => ({ position: blank.options.indexOf(key.blanks[index]), options: blank.options.length }));
  }
  if (content.kind === 'fillInTheBlanks' && key.kind === 'blanks') {
    return key.blanks.map((word) => ({ position: content.wordBank.indexOf(word), options: content.wordBank.length }));
  }
  const options: Option[] | undefined = 'options' in content ? content.options : undefined;
  if (!options) return [];
  const correct = key.kind === 'choice' ? [key.correct] : key.kind === 'choices' ? key.correct : [];
  return correct.map((id) => ({ position: options.findIndex((option) => option.id === id), options: options.length }));
}

/**
 * Fails when the right answer sits at one position more often than chance allows: the count at each position is
 * compared with its expectation over the items (1/options each) plus three standard deviations.
 */
function overChance(chances: { position: number; options: number }[]): string[] {
  const positions = Math.max(...chances.map((chance) => chance.options));
  const problems: string[] = [];
  for (let position = 0; position < positions; position += 1) {
    const offered = chances.filter((chance) => chance.options > position);
    const expected = offered.reduce((sum, chance) => sum + 1 / chance.options, 0);
    const variance = offered.reduce((sum, chance) => sum + (1 / chance.options) * (1 - 1 / chance.options), 0);
    const count = offered.filter((chance) => chance.position === position).length;
    if (count > expected + 3 * Math.sqrt(variance)) problems.push(`position ${position + 1}: ${count} of ${offered.length} (chance ${expected.toFixed(1)})`);
  }
  return problems;
}

const byTask = new Map<string, BankItem[]>();
for (const item of bank) byTask.set(item.task, [...(byTask.get(item.task) ?? []), item]);
const choiceTasks = [...byTask].filter(([, items]) => items.some((item) => {
  const { content, answerKey } = toQuestionData(item);
  return rightPositions(content, answerKey).length > 0;
}));

describe('served options', () => {
  it('covers every choice-type task: dropdown blanks, word banks, multiple choice, highlight correct summary, select missing word', () => {
    expect(choiceTasks.map(([task]) => task).sort()).toEqual([
      'listening.highlightCorrectSummary', 'listening.multipleChoiceMultipleAnswers', 'listening.multipleChoiceSingleAnswer',
      'listening.selectMissingWord', 'reading.fillInTheBlanks', 'reading.multipleChoiceMultipleAnswers',
      'reading.multipleChoiceSingleAnswer', 'reading.rwFillInTheBlanks',
    ]);
  });

  it.each(choiceTasks)('%s: the right answer is at no position more often than chance', (_task, items) => {
    const chances = items.flatMap((item) => {
      const { content, answerKey } = toQuestionData(item);
      return rightPositions(content, answerKey);
    });
    expect(chances.every((chance) => chance.position >= 0)).toBe(true);
    expect(overChance(chances)).toEqual([]);
  });

  it('no longer starts the R&W dropdowns with the answer, and orders each by its words alone', () => {
    const items = byTask.get('reading.rwFillInTheBlanks')!;
    const blanks = items.flatMap((item) => rightPositions(toQuestionData(item).content, toQuestionData(item).answerKey));
    const first = blanks.filter((blank) => blank.position === 0).length;
    expect(first / blanks.length).toBeLessThan(0.4);
    const item = items[0];
    if (item.task !== 'reading.rwFillInTheBlanks') throw new Error('not an R&W item');
    const moved = { ...item, blanks: item.blanks.map((blank) => ({ ...blank, answer: blank.options[1] })) };
    expect(toQuestionData(moved).content).toEqual(toQuestionData(item).content);
  });

  it('catches a bank that always puts the answer first', () => {
    expect(overChance(Array.from({ length: 25 }, () => ({ position: 0, options: 4 })))).toEqual(['position 1: 25 of 25 (chance 6.3)']);
  });
});

describe('re-order explanations', () => {
  it('name the paragraphs by the letters the learner sees, and leave quoted paragraph text alone', () => {
    const item = bank.find((entry) => entry.key === 'ro-001')!;
    const { content, explanation } = toQuestionData(item);
    if (content.kind !== 'reorderParagraphs') throw new Error('not a re-order item');
    const letterOf = (start: string) => String.fromCharCode(65 + content.paragraphs.findIndex((paragraph) => paragraph.text.startsWith(start)));
    expect(explanation).toBe(
      `${letterOf('A butterfly')} is the general opening that introduces "four stages". "It begins" (${letterOf('It begins')}) starts the sequence, `
      + `"When the egg hatches" (${letterOf('When the egg')}) refers back to the egg, "Once it is fully grown" (${letterOf('Once it is')}) follows the feeding stage, `
      + `and "this case" (${letterOf('Inside this case')}) refers to the chrysalis.`,
    );
    // ro-015 quotes a paragraph that starts with the article "A": the quote stays as written.
    expect(toQuestionData(bank.find((entry) => entry.key === 'ro-015')!).explanation).toContain('"A better approach"');
  });
});
