import { ApiError, type NoteDto, type NoteInput, type PteClient } from '@pte-kit/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { NoteEditor, type NoteEditorProps } from './NoteEditor';
import * as richText from './richText';

vi.mock('./richText', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./richText')>()),
  canRunQuill: vi.fn(() => false),
  loadQuill: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(richText.canRunQuill).mockReturnValue(false);
});

const noteOf = (description: string, version = 0): NoteDto => ({
  id: 5, practiceId: 42, description, version, skill: 'reading', task: 'fillInTheBlanks', title: 'Tides',
  createdDate: '2026-01-01T00:00:00Z', lastModifiedDate: '2026-01-01T00:00:00Z',
});

/** A stand-in for the note calls of the API, keeping the learner's one note on question 42. */
function fakeClient(initial: NoteDto | null = null) {
  let stored = initial;
  return {
    getNote: vi.fn(async () => stored),
    createNote: vi.fn(async (input: Omit<NoteInput, 'version'>) => (stored = noteOf(input.description))),
    updateNote: vi.fn(async (_id: number, input: Required<NoteInput>) => (stored = noteOf(input.description, input.version + 1))),
    deleteNote: vi.fn(async () => { stored = null; }),
  };
}

function setup(client = fakeClient(), props: Partial<NoteEditorProps> = {}) {
  const onOpenChange = vi.fn();
  const onNoteChange = vi.fn();
  const view = render(
    <NoteEditor
      open
      onOpenChange={onOpenChange}
      practiceId={42}
      scope={{ skill: 'reading', task: 'fillInTheBlanks' }}
      client={client as unknown as PteClient}
      onNoteChange={onNoteChange}
      {...props}
    />,
  );
  return { ...view, client, onOpenChange, onNoteChange, user: userEvent.setup() };
}

const editor = () => screen.findByRole('textbox', { name: 'Your note' });
const save = () => screen.getByRole('button', { name: 'Save' });
const fieldError = (message: string) => new ApiError(400, message, { status: 400, message, errors: [{ field: 'description', defaultMessage: message }] });

describe('NoteEditor', () => {
  it('looks up the note of the question, then creates one: Save needs text, and says "Saved successfully"', async () => {
    const { user, client, onNoteChange } = setup();
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByText('Loading your note…')).toHaveAttribute('role', 'status');
    const field = await editor();
    expect(client.getNote).toHaveBeenCalledWith(42, { skill: 'reading', task: 'fillInTheBlanks' });
    expect(field).toHaveValue('');
    expect(save()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await user.type(field, '   ');
    expect(save()).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Harness <tides>{Enter}second line');
    expect(screen.getByText('27 / 5000')).toBeInTheDocument();
    await user.click(save());
    expect(client.createNote).toHaveBeenCalledWith({ practiceId: 42, description: '<p>Harness &lt;tides&gt;</p><p>second line</p>' });
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(onNoteChange).toHaveBeenCalledWith(expect.objectContaining({ id: 5, version: 0 }));
    // Now the note exists: the next Save updates it at its version, and Clear is offered.
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await user.type(field, '!');
    await user.click(save());
    expect(client.updateNote).toHaveBeenCalledWith(5, { practiceId: 42, description: '<p>Harness &lt;tides&gt;</p><p>second line!</p>', version: 0 });
  });

  it('edits an existing note, sending its version', async () => {
    const { user, client } = setup(fakeClient(noteOf('<h2>Tides</h2><p>harness &amp; energy</p>', 3)));
    const field = await editor();
    expect(field).toHaveValue('Tides\nharness & energy');
    await user.type(field, '!');
    await user.click(save());
    expect(client.updateNote).toHaveBeenCalledWith(5, { practiceId: 42, description: '<p>Tides</p><p>harness &amp; energy!</p>', version: 3 });
    expect(client.createNote).not.toHaveBeenCalled();
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  });

  it('uses the note it is given without looking it up', async () => {
    const client = fakeClient();
    setup(client, { note: noteOf('<p>given</p>') });
    expect(await editor()).toHaveValue('given');
    expect(client.getNote).not.toHaveBeenCalled();
  });

  it('blocks typing at 5000 characters except Backspace, says the limit is reached and disables Save', async () => {
    const { user } = setup(fakeClient(noteOf(`<p>${'a'.repeat(4998)}</p>`)));
    const field = await editor();
    expect(screen.queryByText('Character limit reached (5000)')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    await user.type(field, 'b');
    expect(field).toHaveValue(`${'a'.repeat(4998)}b`);
    expect(save()).toBeEnabled();
    await user.type(field, 'cde{Enter}');
    expect(field).toHaveValue(`${'a'.repeat(4998)}bc`);
    expect(screen.getByText('Character limit reached (5000)')).toBeInTheDocument();
    expect(screen.getByText('5000 / 5000')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.paste('pasted');
    expect(field).toHaveValue(`${'a'.repeat(4998)}bc`);
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue(`${'a'.repeat(4998)}b`);
    expect(screen.queryByText('Character limit reached (5000)')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('cuts a paste that crosses the limit at 5000 characters, keeping the text after the caret', async () => {
    const { user } = setup(fakeClient(noteOf(`<p>${'a'.repeat(4990)}z</p>`)));
    const field = (await editor()) as HTMLTextAreaElement;
    await user.click(field);
    field.setSelectionRange(4990, 4990);
    await user.paste('0123456789ABCDEF');
    expect(field).toHaveValue(`${'a'.repeat(4990)}012345678z`);
    expect(field.selectionStart).toBe(4999);
    expect(screen.getByText('5000 / 5000')).toBeInTheDocument();
    expect(screen.getByText('Character limit reached (5000)')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('keeps Save disabled for a note already beyond the limit until it is shortened below it', async () => {
    const { user } = setup(fakeClient(noteOf(`<p>${'a'.repeat(5001)}</p>`)));
    const field = await editor();
    expect(screen.getByText('Character limit reached (5000)')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(field, 'x');
    expect(field).toHaveValue('a'.repeat(5001));
    await user.type(field, '{Backspace}{Backspace}');
    expect(save()).toBeEnabled();
  });

  it('disables Save while saving', async () => {
    const client = fakeClient();
    let finish!: (note: NoteDto) => void;
    client.createNote.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve; }));
    const { user } = setup(client);
    await user.type(await editor(), 'tides');
    await user.click(save());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish(noteOf('<p>tides</p>'));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it("shows the first server error's default message when saving fails, else the generic message", async () => {
    const client = fakeClient(noteOf('<p>old</p>'));
    client.updateNote
      .mockRejectedValueOnce(new ApiError(409, 'Stale', { status: 409, message: 'Stale', errors: [{ field: 'version', defaultMessage: 'The note is now at version 1.' }] }))
      .mockRejectedValueOnce(new ApiError(409, 'You already have a note', { status: 409, message: 'You already have a note', errors: [] }));
    const { user, onOpenChange } = setup(client);
    await user.type(await editor(), '!');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('The note is now at version 1.');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('clears an existing note after a confirm step: Cancel goes back, Clear Note deletes, says "Deleted note" and closes', async () => {
    const { user, client, onOpenChange, onNoteChange } = setup(fakeClient(noteOf('<p>old</p>')));
    await editor();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Clear this note? It will be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(save()).toBeInTheDocument();
    expect(client.deleteNote).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Clear Note' }));
    expect(client.deleteNote).toHaveBeenCalledWith(5);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onNoteChange).toHaveBeenCalledWith(null);
    expect(screen.getByText('Deleted note')).toHaveAttribute('role', 'status');
  });

  it('closes even when the deletion fails, and shows why', async () => {
    const client = fakeClient(noteOf('<p>old</p>'));
    client.deleteNote.mockRejectedValueOnce(new ApiError(404, 'Note 5 was not found.', { status: 404, message: 'Note 5 was not found.', errors: [] }));
    const { user, onOpenChange } = setup(client);
    await editor();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Clear Note' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByText('Note 5 was not found.')).toBeInTheDocument();
  });

  it('sends every message to onToast when it is given', async () => {
    const onToast = vi.fn();
    const client = fakeClient();
    client.createNote.mockRejectedValueOnce(fieldError('Write something in the note before saving: it is empty.'));
    const { user } = setup(client, { onToast });
    const field = await editor();
    await user.type(field, 'tides');
    await user.click(save());
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Write something in the note before saving: it is empty.', 'error'));
    await user.click(save());
    await waitFor(() => expect(onToast).toHaveBeenLastCalledWith('Saved successfully', 'success'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Clear Note' }));
    await waitFor(() => expect(onToast).toHaveBeenLastCalledWith('Deleted note', 'success'));
    expect(screen.queryByText('Saved successfully')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the note could not be looked up, and tries again on request', async () => {
    const client = fakeClient(noteOf('<p>found</p>'));
    client.getNote.mockRejectedValueOnce(new ApiError(500, 'boom', null));
    const { user } = setup(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await editor()).toHaveValue('found');
  });

  it('falls back to the plain text area when Quill cannot be loaded', async () => {
    vi.mocked(richText.canRunQuill).mockReturnValue(true);
    let fail!: (error: Error) => void;
    vi.mocked(richText.loadQuill).mockReturnValueOnce(new Promise((_resolve, reject) => { fail = reject; }));
    setup(fakeClient(noteOf('<p>kept</p>')));
    expect(await screen.findByText('Loading the editor…')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fail(new Error('chunk failed'));
    expect(await editor()).toHaveValue('kept');
    expect(richText.loadQuill).toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = setup(fakeClient(noteOf('<p>old</p>')));
    await editor();
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
