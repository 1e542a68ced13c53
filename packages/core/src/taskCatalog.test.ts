import { describe, expect, it } from 'vitest';
import { findTaskByApi, findTaskBySlug, getTask, practicePath, taskCatalog, tasksOf, timingsOf } from './taskCatalog';

describe('task catalogue', () => {
  it('holds all 23 task types with unique keys, slugs per skill and answer-list names', () => {
    expect(taskCatalog).toHaveLength(23);
    expect(new Set(taskCatalog.map((t) => t.key)).size).toBe(23);
    expect(new Set(taskCatalog.map((t) => `${t.skill}/${t.slug}`)).size).toBe(23);
    expect(new Set(taskCatalog.map((t) => t.answerListName)).size).toBe(23);
  });

  it('offers the variant-specific tasks only in their variant', () => {
    const academic = taskCatalog.filter((t) => t.variants.includes('ACADEMIC')).map((t) => t.slug);
    const core = taskCatalog.filter((t) => t.variants.includes('CORE')).map((t) => t.slug);
    expect(academic).toEqual(expect.arrayContaining(['re-tell-lecture', 'summarize-group-discussion', 'write-essay', 'highlight-correct-summary']));
    // PTE Academic has had Respond to a Situation since August 2025, with less time to prepare.
    expect(academic).toContain('respond-to-a-situation');
    expect(timingsOf(getTask('speaking.respondToASituation'), 'ACADEMIC')).toEqual({ prepSeconds: 10, answerSeconds: 40 });
    expect(timingsOf(getTask('speaking.respondToASituation'), 'CORE')).toEqual({ prepSeconds: 20, answerSeconds: 40 });
    expect(academic).not.toContain('write-email');
    expect(core).toEqual(expect.arrayContaining(['respond-to-a-situation', 'write-email']));
    expect(core).not.toContain('highlight-correct-summary');
    expect(core).not.toContain('re-tell-lecture');
    expect(core).not.toContain('summarize-group-discussion');
    expect(tasksOf('listening', 'CORE').map((t) => t.slug)).not.toContain('highlight-correct-summary');
  });

  it('has the spec route slugs per skill, in menu order', () => {
    expect(tasksOf('reading').map((t) => t.slug)).toEqual([
      'rw-fill-in-the-blanks', 'multiple-choice-multiple', 're-order-paragraphs', 'fill-in-the-blanks', 'multiple-choice-single',
    ]);
    expect(tasksOf('reading').map((t) => t.apiTask)).toEqual([
      'rwFillInTheBlanks', 'multipleChoiceMultipleAnswers', 'reorderParagraphs', 'fillInTheBlanks', 'multipleChoiceSingleAnswer',
    ]);
    expect(tasksOf('listening')).toHaveLength(8);
    expect(tasksOf('speaking')).toHaveLength(7);
    expect(tasksOf('writing')).toHaveLength(3);
  });

  it('finds tasks by route slug (study-plan aliases included) and by API name, and builds /1 practice links', () => {
    expect(findTaskBySlug('speaking', 'respond-to-situation')?.apiTask).toBe('respondToASituation');
    expect(findTaskByApi('listening', 'fillInTheBlanks')?.slug).toBe('fill-in-the-blanks');
    expect(findTaskBySlug('reading', 'nope')).toBeUndefined();
    expect(practicePath(findTaskBySlug('reading', 're-order-paragraphs')!)).toBe('/dashboard/reading/re-order-paragraphs/1');
  });

  it('names the reading community lists exactly as the spec does', () => {
    expect(tasksOf('reading').map((t) => t.answerListName)).toEqual([
      'rWFillInTheBlanksScoredAnswerDtoList', 'rMultipleChoiceMultipleAnswersScoredAnswerDtoList', 'reorderParagraphsScoredAnswerDtoList',
      'rFillInTheBlanksScoredAnswerDtoList', 'rMultipleChoiceSingleAnswerScoredAnswerDtoList',
    ]);
  });
});
