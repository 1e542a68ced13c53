// Checked by src/frameworkTypes.test.ts through `tsc -p scripts/type-fixtures`: the React 19 types of the elements,
// as a React app gets them from '@pte-kit/elements/jsx'. Each @ts-expect-error is a prop a type must refuse.
import '@pte-kit/elements/jsx';
import { resetFilters } from '@pte-kit/core';

export const page = (
  <>
    <pte-question-table
      api-base="https://practice.example"
      task="reading.rwFillInTheBlanks"
      page-size={20}
      filters={resetFilters()}
      onpte-open-question={(event) => event.detail.questionId.toFixed()}
    />
    <pte-practice-question task="reading.rwFillInTheBlanks" questionId={3} answerSection="off" getToken={() => 'token'} onpte-score={(event) => event.detail.record.score} />
    <pte-filter-drawer open premium task="reading.rwFillInTheBlanks" onpte-filter-change={(event) => event.detail.filters.page} />
    <pte-note-editor question-id="31" open onpte-note-change={(event) => event.detail.note?.description} />
    <pte-dictionary word="library" translation-language="fa" onpte-word-added={(event) => event.detail.books.includes('vocabBook')} />
    <pte-mock-test form-id="C1" locale="fa" onpte-mock-report={(event) => event.detail.overall.score + (event.detail.skills.S?.score ?? 0)} />
    <pte-mock-test attemptId={12} onpte-mock-started={(event) => event.detail.formId.toUpperCase()} />
    <pte-stopwatch running limit={40} />
  </>
);

export const wrong = (
  <>
    {/* @ts-expect-error task is a string */}
    <pte-question-table task={42} />
    {/* @ts-expect-error filters is a FilterState */}
    <pte-question-table filters="all" />
    {/* @ts-expect-error answerSection is 'on' or 'off' */}
    <pte-practice-question answerSection="maybe" />
    {/* @ts-expect-error open is a boolean */}
    <pte-note-editor open="yes" />
    {/* @ts-expect-error pte-open-question carries { task, questionId, position } */}
    <pte-question-table onpte-open-question={(event: CustomEvent<{ nope: string }>) => event.detail.nope} />
    {/* @ts-expect-error no such element */}
    <pte-thesaurus />
    {/* @ts-expect-error pte-word-added carries { word, books } */}
    <pte-dictionary onpte-word-added={(event: CustomEvent<{ nope: string }>) => event.detail.nope} />
    {/* @ts-expect-error attemptId is a number */}
    <pte-mock-test attemptId={{ id: 12 }} />
    {/* @ts-expect-error pte-mock-finished carries { attemptId } */}
    <pte-mock-test onpte-mock-finished={(event: CustomEvent<{ nope: string }>) => event.detail.nope} />
  </>
);
