import { describe, expect, it } from 'vitest';
import {
  answerProblem, contentKinds, emptyAnswer, hasRecording, isAnswered, toSubmission, writingPromptOf,
} from './contentKinds';
import { taskCatalog, taskOfContentKind } from './taskCatalog';
import type { QuestionContent, QuestionContentKind } from './types';

const options = [{ id: 'a', text: 'Alpha' }, { id: 'b', text: 'Beta' }, { id: 'c', text: 'Gamma' }];

describe('the content-kind registry', () => {
  it('has one entry per content kind, and the catalogue one task per kind', () => {
    const kinds = Object.keys(contentKinds) as QuestionContentKind[];
    expect(kinds).toHaveLength(23);
    expect(new Set(taskCatalog.map((task) => task.contentKind))).toEqual(new Set(kinds));
    for (const kind of kinds) expect(taskOfContentKind(kind).contentKind).toBe(kind);
    expect(taskOfContentKind('summarizeSpokenText').key).toBe('listening.summarizeSpokenText');
  });

  it('says which kinds are recorded answers and which play a recording', () => {
    const recorded = taskCatalog.filter((task) => contentKinds[task.contentKind].answeredWith === 'recorded').map((task) => task.key);
    expect(recorded).toEqual(taskCatalog.filter((task) => task.answerArea === 'recorder').map((task) => task.key));
    expect(hasRecording({ kind: 'writeFromDictation' })).toBe(true);
    expect(hasRecording({ kind: 'readAloud' })).toBe(false);
    expect(hasRecording({ kind: 'respondToASituation' })).toBe(true);
  });
});

describe('answers of each kind', () => {
  it('starts blanks empty and sends one word per blank, listening blanks trimmed', () => {
    const content: QuestionContent = { kind: 'listeningFillInTheBlanks', text: 'a {{1}} b {{2}}', blankCount: 2 };
    expect(emptyAnswer(content)).toEqual(['', '']);
    expect(isAnswered(content, ['', ''])).toBe(false);
    expect(isAnswered(content, [' x', ''])).toBe(true);
    expect(toSubmission(content, [' word '], 12, 'PTE Academic')).toEqual({ words: ['word', ''], duration: 12, pteType: 'PTE Academic' });
  });

  it('starts a re-order in served order, which is already an answer', () => {
    const content: QuestionContent = { kind: 'reorderParagraphs', paragraphs: options };
    expect(emptyAnswer(content)).toEqual(['a', 'b', 'c']);
    expect(isAnswered(content, emptyAnswer(content))).toBe(true);
  });

  it('sends highlighted positions once each, in transcript order', () => {
    const content: QuestionContent = { kind: 'highlightIncorrectWords', text: 'one two three four five six seven eight nine ten eleven' };
    expect(toSubmission(content, ['10', '2', '2'], 1, 'PTE Core')).toEqual({ answers: ['2', '10'], duration: 1, pteType: 'PTE Core' });
  });

  it('sends a written answer trimmed, with the accent heard for Summarize Spoken Text only', () => {
    expect(toSubmission({ kind: 'summarizeSpokenText' }, ' text ', 3, 'PTE Academic', { accent: 'AU' })).toEqual({ answer: 'text', accent: 'AU', duration: 3, pteType: 'PTE Academic' });
    expect(toSubmission({ kind: 'writeEssay', prompt: 'p' }, ' essay ', 3, 'PTE Academic', { accent: 'AU' })).toEqual({ answer: 'essay', duration: 3, pteType: 'PTE Academic' });
  });

  it('has no typed submission for a spoken answer', () => {
    expect(isAnswered({ kind: 'readAloud', text: 'x' }, 'anything')).toBe(false);
    expect(() => toSubmission({ kind: 'readAloud', text: 'x' }, '', 1, 'PTE Academic')).toThrow(/answered with a recording/);
  });

  it('shows the passage or the prompt above a writing box, nothing for a heard text', () => {
    expect(writingPromptOf({ kind: 'summarizeWrittenText', passage: 'The passage' })).toBe('The passage');
    expect(writingPromptOf({ kind: 'writeEmail', prompt: 'Write to Sam' })).toBe('Write to Sam');
    expect(writingPromptOf({ kind: 'summarizeSpokenText' })).toBeNull();
  });
});

describe('what the server refuses, and the widgets check before sending', () => {
  it('refuses a choice that is not offered for a blank', () => {
    const content: QuestionContent = { kind: 'rwFillInTheBlanks', text: '{{1}} {{2}}', blanks: [{ options: ['x', 'y'] }, { options: ['z'] }] };
    expect(answerProblem(content, { words: ['x', 'y'] })).toEqual({ field: 'words[1]', message: '"y" is not one of the choices for blank 2.' });
    expect(answerProblem(content, { words: ['x', 'z', 'z'] })).toEqual({ field: 'words', message: 'This question has 2 blanks.' });
    expect(answerProblem(content, { words: ['', 'z'] })).toBeNull();
  });

  it('refuses a word-box word used twice or not in the box', () => {
    const content: QuestionContent = { kind: 'fillInTheBlanks', text: '{{1}} {{2}}', wordBank: ['sun', 'moon'], blankCount: 2 };
    expect(answerProblem(content, { words: ['sun', 'sun'] })).toEqual({ field: 'words[1]', message: '"sun" can fill only one blank.' });
    expect(answerProblem(content, { words: ['star'] })).toEqual({ field: 'words[0]', message: '"star" is not in the word box.' });
  });

  it('refuses an option or paragraph twice, or one the question does not have', () => {
    expect(answerProblem({ kind: 'multipleChoiceMultipleAnswers', text: '', question: '', options }, { answers: ['a', 'a'] })?.message).toBe('An option was chosen twice.');
    expect(answerProblem({ kind: 'reorderParagraphs', paragraphs: options }, { answers: ['a', 'q'] })?.message).toBe('"q" is not a paragraph of this question.');
    expect(answerProblem({ kind: 'selectMissingWord', options }, { answer: 'q' })).toEqual({ field: 'answer', message: '"q" is not an option of this question.' });
  });

  it('refuses two words in a listening blank and a position past the transcript', () => {
    expect(answerProblem({ kind: 'listeningFillInTheBlanks', text: '', blankCount: 2 }, { words: ['ok', 'two words'] })?.message).toBe('Blank 2 takes one word.');
    expect(answerProblem({ kind: 'highlightIncorrectWords', text: 'a b c' }, { answers: ['3'] })?.message).toBe('"3" is not the position of a word of the transcript (0 to 2).');
  });
});
