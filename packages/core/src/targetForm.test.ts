import { describe, expect, it, vi } from 'vitest';
import { createTargetForm } from './targetForm';
import type { TargetDto } from './types';

const EMPTY: TargetDto = { overall: null, listening: null, reading: null, writing: null, speaking: null, examDate: null, language: null, version: 0 };
const TODAY = '2026-11-26';

describe('target form', () => {
  it('needs a date and a language before Save, and sends only the scores given', () => {
    const form = createTargetForm(EMPTY, TODAY);
    expect(form.canSave.value).toBe(false);
    form.setExamDate('2026-12-26');
    expect(form.canSave.value).toBe(false);
    form.setLanguage('persian');
    expect(form.canSave.value).toBe(true);
    form.setScore('overall', '70');
    form.setScore('speaking', ' 65 ');
    expect(form.update.value).toEqual({ version: 0, examDate: '2026-12-26', language: 'PERSIAN', overall: 70, speaking: 65 });
  });

  it('sets all five scores with a shortcut', () => {
    const form = createTargetForm(EMPTY, TODAY);
    form.applyShortcut(79);
    expect(form.scores.value).toEqual({ overall: '79', listening: '79', reading: '79', writing: '79', speaking: '79' });
    expect(form.shortcuts).toEqual([65, 79, 50, 30]);
  });

  it('accepts exam dates from today to about 5 years ahead, and scores from 10 to 90', () => {
    const form = createTargetForm({ ...EMPTY, language: 'ENGLISH', examDate: TODAY, version: 3 }, TODAY);
    expect([form.minDate, form.maxDate]).toEqual(['2026-11-26', '2031-11-25']);
    expect(form.canSave.value).toBe(true);
    form.setExamDate('2026-11-25');
    expect(form.dateProblem.value).toBe('The exam date cannot be in the past.');
    form.setExamDate('2031-11-26');
    expect(form.dateProblem.value).toMatch(/5 years/);
    form.setExamDate('2031-11-25');
    form.setScore('reading', '91');
    expect(form.scoreProblems.value).toEqual({ reading: 'Enter a score from 10 to 90.' });
    expect(form.canSave.value).toBe(false);
    form.setScore('reading', '10');
    expect(form.canSave.value).toBe(true);
    form.clearDate();
    expect(form.canSave.value).toBe(false);
  });

  it('starts from the saved target and its version, and cannot save twice at once', async () => {
    const saved: TargetDto = { ...EMPTY, overall: 65, examDate: '2027-01-10', language: 'HINDI', version: 2 };
    const form = createTargetForm(saved, TODAY);
    let answer!: (target: TargetDto) => void;
    const put = vi.fn(() => new Promise<TargetDto>((resolve) => { answer = resolve; }));
    const first = form.save(put);
    expect(form.saving.value).toBe(true);
    expect(form.canSave.value).toBe(false);
    expect(await form.save(put)).toBeNull();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith({ version: 2, examDate: '2027-01-10', language: 'HINDI', overall: 65 });
    answer({ ...saved, version: 3 });
    expect(await first).toMatchObject({ version: 3 });
    expect(form.saving.value).toBe(false);
  });
});
