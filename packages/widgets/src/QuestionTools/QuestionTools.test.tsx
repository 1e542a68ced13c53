import type { BookmarkDto, BookmarkType, ExamMemoryReport, NoteDto, NoteInput, PracticeQuestion, PteClient } from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { PteClientProvider } from '../PteClientProvider';
import { QuestionTools, type QuestionToolsProps } from './QuestionTools';

const question = (id: number, predictionCount: number): PracticeQuestion => ({
  id, skill: 'reading', task: 'fillInTheBlanks', title: 'Tides', complexity: 'EASY', prediction: false, predictionCount, practiceCount: 0,
  bookmarkType: 'HARD', content: { kind: 'fillInTheBlanks', text: 'Tides {{1}}', wordBank: ['rise'], blankCount: 1 },
});

/** An in-memory stand-in for the calls the tools make. */
function fakeClient() {
  let bookmark: BookmarkDto = { id: 3, practiceId: 42, type: 'HARD', version: 0 };
  let note: NoteDto | null = null;
  let count = 3;
  return {
    getBookmark: vi.fn(async (practiceId: number) => ({ ...bookmark, practiceId })),
    createBookmark: vi.fn(async (practiceId: number, type: BookmarkType) => (bookmark = { id: 9, practiceId, type, version: 0 })),
    updateBookmark: vi.fn(async (id: number, type: BookmarkType, version: number) => (bookmark = { id, practiceId: 42, type, version: version + 1 })),
    deleteBookmark: vi.fn(async () => { bookmark = { id: null, practiceId: 42, type: 'UNMARK', version: null }; }),
    getNote: vi.fn(async () => note),
    createNote: vi.fn(async (input: Omit<NoteInput, 'version'>) => (note = {
      id: 5, version: 0, skill: 'reading', task: 'fillInTheBlanks', title: 'Tides', createdDate: '', lastModifiedDate: '', ...input,
    })),
    updateNote: vi.fn(),
    deleteNote: vi.fn(),
    reportProblem: vi.fn(async (practiceId: number, description: string) => ({ id: 1, practiceId, description, createdDate: '' })),
    getCountries: vi.fn(async () => [{ id: 'IR', value: 'Iran' }]),
    reportExamMemory: vi.fn(async (report: ExamMemoryReport) => ({
      id: 7, countryName: 'Iran', createdDate: '', description: '', ...report, predictionCount: (count += 1),
    })),
  };
}

function setup(props: Partial<QuestionToolsProps> = {}, client = fakeClient()) {
  const all: QuestionToolsProps = { question: question(42, 3), pteType: 'PTE Core', client: client as unknown as PteClient, ...props };
  const view = render(<QuestionTools {...all} />);
  return { ...view, client, all, user: userEvent.setup() };
}

const examMemoryButton = () => screen.getByRole('button', { name: /^Exam Memory/ });

describe('QuestionTools', () => {
  it("lays out the bookmark picker, Exam Memory with the question's count, Report and Note", async () => {
    const { client } = setup();
    expect(screen.getByRole('group', { name: 'Bookmark' })).toBeInTheDocument();
    expect(examMemoryButton()).toHaveTextContent('Exam Memory3');
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Note' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hard', pressed: true })).toBeEnabled());
    expect(client.getBookmark).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes the bookmark level through the API', async () => {
    const { user, client } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Easy' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    expect(client.updateBookmark).toHaveBeenCalledWith(3, 'EASY', 0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Easy', pressed: true })).toBeInTheDocument());
  });

  it('reports an exam memory with the learner\'s exam type and shows the count the server answers', async () => {
    const { user, client } = setup();
    await user.click(examMemoryButton());
    const dialog = await screen.findByRole('dialog', { name: 'Exam Memory' }) // its code comes at the first opening;
    expect(within(dialog).getByRole('radio', { name: 'Core' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Exam date'), '2024-05-01');
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toBeEnabled());
    await user.selectOptions(within(dialog).getByRole('combobox'), 'IR');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.reportExamMemory).toHaveBeenCalledWith({ practiceId: 42, date: '2024-05-01', country: 'IR', pteType: 'CORE', description: '' });
    expect(examMemoryButton()).toHaveTextContent('Exam Memory4');
    expect(screen.getByText('Saved successfully')).toHaveAttribute('role', 'status');
  });

  it('opens the report form and shows "Reported successfully" beside the tools', async () => {
    const { user, client } = setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.type(await screen.findByRole('textbox', { name: 'What is wrong with this question?' }), 'Typo in blank 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.reportProblem).toHaveBeenCalledWith(42, 'Typo in blank 1');
    expect(screen.getByText('Reported successfully')).toHaveAttribute('role', 'status');
  });

  it('opens the note editor on the question\'s note and saves it', async () => {
    const { user, client } = setup();
    await user.click(screen.getByRole('button', { name: 'Note' }));
    const field = await screen.findByRole('textbox', { name: 'Your note' });
    expect(client.getNote).toHaveBeenCalledWith(42, { skill: 'reading', task: 'fillInTheBlanks' });
    await user.type(field, 'rise and fall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(client.createNote).toHaveBeenCalledWith({ practiceId: 42, description: '<p>rise and fall</p>' });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands the messages to onToast when it is given', async () => {
    const onToast = vi.fn();
    const { user } = setup({ onToast });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.type(await screen.findByRole('textbox', { name: 'What is wrong with this question?' }), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Reported successfully', 'success'));
    expect(screen.queryByText('Reported successfully')).not.toBeInTheDocument();
  });

  it('uses the client of the PteClientProvider, and starts afresh for another question', async () => {
    const client = fakeClient();
    const { rerender } = render(
      <PteClientProvider client={client as unknown as PteClient}><QuestionTools question={question(42, 3)} pteType="PTE Academic" /></PteClientProvider>,
    );
    await waitFor(() => expect(client.getBookmark).toHaveBeenCalledWith(42));
    rerender(<PteClientProvider client={client as unknown as PteClient}><QuestionTools question={question(43, 0)} pteType="PTE Academic" /></PteClientProvider>);
    expect(examMemoryButton()).toHaveTextContent('Exam Memory0');
    await waitFor(() => expect(client.getBookmark).toHaveBeenCalledWith(43));
  });

  it('has no accessibility violations, closed or with a modal open', async () => {
    const { container, baseElement, user } = setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hard' })).toBeEnabled());
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe(container, { rules })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    // The modal renders at page level; landmarks ('region') are the host page's to provide.
    expect((await axe(baseElement, { rules: { ...rules, region: { enabled: false } } })).violations).toEqual([]);
  });
});
