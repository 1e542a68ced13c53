import type {
  BookmarkDto, BookmarkType, ExamMemoryReport, NoteDto, NoteInput, PracticeQuestion, PteClient,
} from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rwFillInTheBlanksSample } from '../ReadingAnswer/readingSamples';
import { QuestionTools } from './QuestionTools';

const wait = (ms = 250) => new Promise((resolve) => { setTimeout(resolve, ms); });

const question: PracticeQuestion = { ...rwFillInTheBlanksSample, id: 42, prediction: true, predictionCount: 6, practiceCount: 2, bookmarkType: 'HARD' };

/** An in-memory API for every call the tools make, kept for the session. */
function storyClient(): PteClient {
  let bookmark: BookmarkDto = { id: 1, practiceId: 42, type: 'HARD', version: 0 };
  let note: NoteDto | null = null;
  let count = question.predictionCount;
  const keepNote = (input: NoteInput) => (note = {
    id: 5, practiceId: input.practiceId, description: input.description, version: (input.version ?? -1) + 1, skill: 'reading',
    task: question.task, title: question.title, createdDate: new Date().toISOString(), lastModifiedDate: new Date().toISOString(),
  });
  return {
    getBookmark: async () => { await wait(); return bookmark; },
    createBookmark: async (practiceId: number, type: BookmarkType) => { await wait(); return (bookmark = { id: 1, practiceId, type, version: 0 }); },
    updateBookmark: async (id: number, type: BookmarkType, version: number) => { await wait(); return (bookmark = { id, practiceId: 42, type, version: version + 1 }); },
    deleteBookmark: async () => { await wait(); bookmark = { id: null, practiceId: 42, type: 'UNMARK', version: null }; },
    getNote: async () => { await wait(); return note; },
    createNote: async (input: NoteInput) => { await wait(); return keepNote(input); },
    updateNote: async (_id: number, input: Required<NoteInput>) => { await wait(); return keepNote(input); },
    deleteNote: async () => { await wait(); note = null; },
    reportProblem: async (practiceId: number, description: string) => { await wait(); return { id: 1, practiceId, description, createdDate: '' }; },
    getCountries: async () => [{ id: 'AU', value: 'Australia' }, { id: 'IN', value: 'India' }, { id: 'IR', value: 'Iran' }],
    reportExamMemory: async (report: ExamMemoryReport) => {
      await wait();
      count += 1;
      return { id: count, description: '', ...report, countryName: report.country, createdDate: '', predictionCount: count };
    },
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/QuestionTools',
  component: QuestionTools,
  args: { question, pteType: 'PTE Academic', client: storyClient() },
} satisfies Meta<typeof QuestionTools>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages show beside the tools. */
export const Default: Story = {};

/** Messages go to the host's toasts (see the Actions panel). */
export const WithToasts: Story = { args: { onToast: fn(), client: storyClient() } };
