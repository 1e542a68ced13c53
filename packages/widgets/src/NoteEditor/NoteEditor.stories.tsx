import { ApiError, type NoteDto, type NoteInput, type PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../private/Button';
import { NoteEditor } from './NoteEditor';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const noteOf = (description: string, version = 0): NoteDto => ({
  id: 5, practiceId: 42, description, version, skill: 'reading', task: 'rwFillInTheBlanks', title: 'Tidal Energy',
  createdDate: '2026-11-20T10:00:00Z', lastModifiedDate: '2026-11-20T10:00:00Z',
});

/** An in-memory notes API for the stories; `failSave` answers every save with a field error. */
function storyClient(initial: NoteDto | null, { failSave = false } = {}): PteClient {
  let stored = initial;
  const saved = async (input: NoteInput) => {
    await wait(400);
    if (failSave) {
      const message = 'The note is now at version 4.';
      throw new ApiError(409, message, { status: 409, message, errors: [{ field: 'version', defaultMessage: message }] });
    }
    return (stored = noteOf(input.description, (input.version ?? -1) + 1));
  };
  return {
    getNote: async () => { await wait(300); return stored; },
    createNote: saved,
    updateNote: (_id: number, input: Required<NoteInput>) => saved(input),
    deleteNote: async () => { await wait(300); stored = null; },
  } as unknown as PteClient;
}

const formatted = '<h2>Collocations</h2><p>Remember <strong>harness</strong> + <em>energy</em>, '
  + '<span style="color: #e60000">tidal</span> <span style="background-color: #fff59d">range</span>.</p>'
  + '<ol><li data-list="bullet">rise and fall</li><li data-list="bullet">ebb and flow</li></ol>';

const meta = {
  title: 'Widgets/NoteEditor',
  component: NoteEditor,
  args: {
    open: true, onOpenChange: fn(), practiceId: 42, scope: { skill: 'reading', task: 'rwFillInTheBlanks' },
    client: storyClient(null), onNoteChange: fn(),
  },
} satisfies Meta<typeof NoteEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No note yet: Save creates one. */
export const NewNote: Story = {};

/** An existing note with the toolbar's formatting: Save updates it at its version, Clear asks before deleting. */
export const ExistingNote: Story = { args: { client: storyClient(noteOf(formatted, 3)) } };

/** Twelve characters below the limit: typing stops at 5000 and says so. */
export const NearTheLimit: Story = { args: { client: storyClient(noteOf(`<p>${'Tidal energy is predictable. '.repeat(172)}</p>`)) } };

/** The plain text area, as where Quill cannot run. */
export const PlainEditor: Story = { args: { editor: 'plain', client: storyClient(noteOf('<p>Plain text only</p>')) } };

/** Every save fails with the server's field error. */
export const FailingSave: Story = { args: { client: storyClient(noteOf('<p>Old version</p>', 3), { failSave: true }) } };

/** Opened from the card's Note button; messages go to the host's toast handler. */
export const FromButton: Story = {
  args: { open: false, onToast: fn() },
  render: function NoteFromButton(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="ghost" onClick={() => setOpen(true)}>Note</Button>
        <NoteEditor {...args} open={open} onOpenChange={(next) => { setOpen(next); args.onOpenChange(next); }} />
      </>
    );
  },
};
