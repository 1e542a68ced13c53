import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { MicrophoneWizard } from './MicrophoneWizard';
import { SensitivityBar } from './SensitivityBar';
import { denied, fakeMedia } from '../test/fakeMedia';

const noAxeViolations = async (container: HTMLElement) =>
  expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);

function setup() {
  const fake = fakeMedia();
  const onFinish = vi.fn();
  const cue = vi.fn(async () => undefined);
  const view = render(<main><MicrophoneWizard onFinish={onFinish} media={fake.media} cue={cue} /></main>);
  return { ...view, ...fake, onFinish, cue, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** Lets the level double be read: the wizard samples every 100 ms. */
const tick = (ms: number) => act(async () => { vi.advanceTimersByTime(ms); });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  // Spies, put back after each test: the environment's own URL.createObjectURL serves the next file of the worker.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test-recording');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(URL.createObjectURL).mockRestore();
  vi.mocked(URL.revokeObjectURL).mockRestore();
});

describe('MicrophoneWizard', () => {
  it('walks permission → device → recording test → result and saves the chosen device', async () => {
    const { container, user, speak, onFinish, cue } = setup();
    const progress = screen.getByRole('list', { name: 'Setup progress' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Allow the microphone' })).toBeInTheDocument();
    await noAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    const deviceHeading = await screen.findByRole('heading', { name: 'Choose your microphone' });
    expect(deviceHeading).toHaveFocus();
    expect(within(progress).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    const group = screen.getByRole('group', { name: 'Microphones' });
    expect(within(group).getByRole('radio', { name: 'Default - Built-in Microphone' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'USB Headset' }));
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Confirm Choice' }));

    expect(await screen.findByRole('heading', { name: 'Test your microphone' })).toHaveFocus();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    expect(cue).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for user to speak');
    const meter = screen.getByRole('meter', { name: 'Microphone sensitivity' });
    expect(meter.children).toHaveLength(25);
    speak(30);
    await tick(1000);
    expect(meter).toHaveAttribute('aria-valuenow', '30');
    expect(meter).toHaveAttribute('aria-valuetext', '30 of 100, fair');
    expect(screen.getByRole('timer')).toHaveTextContent('00:01 / 01:00');
    expect(screen.getByRole('progressbar', { name: 'Recording time, out of 60 seconds' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for user to speak');
    speak(58);
    await tick(100);
    expect(screen.getByRole('status')).toHaveTextContent('SuccessYour voice is strong enough for our AI');
    await noAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await vi.waitFor(() => expect(container.querySelector('pte-audio-player')).toHaveProperty('src', 'blob:test-recording'));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Changes' }));

    expect(await screen.findByRole('heading', { name: 'Your microphone is set up' })).toHaveFocus();
    expect(localStorage.getItem('microphoneDeviceId')).toBe('usb-1');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Microphone', 'Speech recognised']);
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['USB Headset', 'Yes']);
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save and return to PTE practice' }));
    expect(onFinish).toHaveBeenCalledWith('usb-1');
  });

  it("shows the 'Grant microphone permission' instructions when the permission is refused, and no dialog", async () => {
    const { container, user, media } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    media.open.mockRejectedValueOnce(denied());
    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    const instructions = await screen.findByRole('region', { name: 'Grant microphone permission' });
    expect(instructions).toHaveTextContent('Set Microphone to Allow for this site.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith('Microphone permission denied:', 'Permission denied');
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    expect(await screen.findByRole('heading', { name: 'Choose your microphone' })).toBeInTheDocument();
  });

  it('Try Again records a new test; a quiet test reads as not recognised', async () => {
    const { user, media, speak } = setup();
    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Choice' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    speak(12);
    await tick(500);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    expect(media.capture).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No strong voice was heard');
    await user.click(screen.getByRole('button', { name: 'Confirm Changes' }));
    await screen.findByRole('heading', { name: 'Your microphone is set up' });
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual(['Default - Built-in Microphone', 'No']);
    expect(localStorage.getItem('microphoneDeviceId')).toBe('default');
  });

  it('stops the test by itself at 60 seconds', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Choice' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    await tick(60_000);
    expect(await screen.findByRole('button', { name: 'Confirm Changes' })).toBeInTheDocument();
  });

  it('goes back to the device list from the progress list, releasing the microphone', async () => {
    const { user, cancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Request Permission' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Choice' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Microphone' }));
    expect(await screen.findByRole('heading', { name: 'Choose your microphone' })).toBeInTheDocument();
    expect(cancel).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Result' })).not.toBeInTheDocument();
  });
});

describe('SensitivityBar', () => {
  it('draws 25 segments, and 50 on wide screens', () => {
    const { rerender } = render(<SensitivityBar level={52} />);
    expect(screen.getByRole('meter', { name: 'Microphone sensitivity' }).children).toHaveLength(25);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '52 of 100, strong');
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: query === '(min-width: 1024px)', media: query, onchange: null, addListener() {}, removeListener() {},
      addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    }));
    rerender(<SensitivityBar level={10} />);
    expect(screen.getByRole('meter').children).toHaveLength(50);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '10 of 100, too quiet');
    matchMedia.mockRestore();
  });
});
