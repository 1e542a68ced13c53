import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import type { ProfileUpdate } from '@pte-kit/core';
import { ProfileSettings } from './ProfileSettings';
import * as stories from './ProfileSettings.stories';
import { LEARNER, profileClient } from './storyClient';

const { BlankNickname, ServerRefuses } = composeStories(stories);

function setup() {
  const saves: ProfileUpdate[] = [];
  const client = profileClient({ delay: 0, saves });
  const onSaved = vi.fn();
  const onToast = vi.fn();
  const view = render(<ProfileSettings user={LEARNER} client={client} onSaved={onSaved} onToast={onToast} />);
  return { ...view, saves, onSaved, onToast, user: userEvent.setup() };
}

describe('ProfileSettings', () => {
  it('shows the plan, the saved values and every field, with no axe violations', async () => {
    const { container } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/plans');
    expect(screen.getByRole('radio', { name: 'PTE Academic' })).toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Sara Ahmadi');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Sara');
    expect(await screen.findByRole('option', { name: 'Iran' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('IR');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Tehran');
    expect(screen.getByLabelText('Native language')).toHaveValue('PERSIAN');
    expect(screen.getByLabelText('Language')).toHaveValue('fa');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect((await axe(container)).violations).toEqual([]);
  });

  it('sends only what changed and says Settings updated successfully', async () => {
    const { user, saves, onSaved, onToast } = setup();
    await screen.findByRole('option', { name: 'Germany' });
    await user.click(screen.getByRole('radio', { name: 'PTE Core' }));
    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), 'Sari');
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated successfully')).toBeInTheDocument();
    expect(saves).toEqual([{ pteType: 'PTE Core', nickname: 'Sari', country: 'DE' }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ profile: expect.objectContaining({ pteType: 'PTE Core', nickname: 'Sari', country: 'DE' }) }));
    expect(onToast).toHaveBeenCalledWith('Settings updated successfully', 'success');
  });

  it('says a blank nickname beside the field when Save is pressed (the story), and sends nothing', async () => {
    const { container } = render(<BlankNickname />);
    await BlankNickname.play!({ canvasElement: container } as never);
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription(expect.stringContaining('Enter a nickname.'));
  });

  it('says a nickname over 60 characters is too long, with its count, instead of cutting it', async () => {
    const { user, saves } = setup();
    const long = 'x'.repeat(61);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: long } });
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveValue(long));
    expect(screen.getByText('A nickname can be at most 60 characters (this one has 61).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves).toEqual([]);
    expect(screen.getByText('Check the fields marked below.')).toBeInTheDocument();
  });

  it('puts the server\'s field error beside the field (the story)', async () => {
    const { container } = render(<ServerRefuses />);
    await ServerRefuses.play!({ canvasElement: container } as never);
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a picture, previews the stored one and removes it; a wrong type is said and not sent', async () => {
    const { onSaved } = setup();
    // The picker's accept list is a hint a browser may ignore ("All files"): the form checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Upload a picture');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(screen.getByText('Profile picture updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Profile picture removed')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Profile settings' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});
