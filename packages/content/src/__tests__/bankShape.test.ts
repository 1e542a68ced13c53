import { describe, expect, it } from 'vitest';
import { taskCatalog } from '@pte-kit/core';
import { bank, bankItemsOf, type BankItem } from '../index';
import { describeTaskShape } from './bankShape';

/** Key prefix of each task's items; keys are stable forever because seeding upserts by them. */
const PREFIXES: Record<BankItem['task'], string> = {
  'reading.rwFillInTheBlanks': 'rwfib', 'reading.fillInTheBlanks': 'rfib', 'reading.multipleChoiceMultipleAnswers': 'rmcm',
  'reading.multipleChoiceSingleAnswer': 'rmcs', 'reading.reorderParagraphs': 'ro',
  'speaking.readAloud': 'ra', 'speaking.repeatSentence': 'rs', 'speaking.answerShortQuestion': 'asq', 'speaking.describeImage': 'di',
  'speaking.retellLecture': 'rl', 'speaking.respondToASituation': 'rts', 'speaking.summarizeGroupDiscussion': 'sgd',
  'writing.summarizeWrittenText': 'swt', 'writing.writeEssay': 'we', 'writing.writeEmail': 'wem',
  'listening.summarizeSpokenText': 'sst', 'listening.multipleChoiceMultipleAnswers': 'lmcm', 'listening.multipleChoiceSingleAnswer': 'lmcs',
  'listening.fillInTheBlanks': 'lfib', 'listening.highlightCorrectSummary': 'hcs', 'listening.selectMissingWord': 'smw',
  'listening.highlightIncorrectWords': 'hiw', 'listening.writeFromDictation': 'wfd',
};

describe('the question bank', () => {
  it('has a set of questions for every task type of the catalogue, and for nothing else', () => {
    expect(Object.keys(PREFIXES).sort()).toEqual(taskCatalog.map((task) => task.key).sort());
    expect([...new Set(bank.map((item) => item.task))].sort()).toEqual(taskCatalog.map((task) => task.key).sort());
  });

  it('has keys unique across the whole bank, each its task prefix and three digits', () => {
    const keys = bank.map((item) => item.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(bank.filter((item) => !new RegExp(`^${PREFIXES[item.task]}-\\d{3}$`).test(item.key)).map((item) => item.key)).toEqual([]);
  });
});

describeTaskShape(taskCatalog.map((task) => ({
  task: task.key as BankItem['task'],
  prefix: PREFIXES[task.key as BankItem['task']],
  items: bankItemsOf(task.key as BankItem['task']),
})));
