import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { MicrophonePermissionModal } from './MicrophonePermissionModal';
import type { PteRecorder } from './recorder.element';
import { Recorder, Stopwatch, TimingPlayer } from './react';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function microphone(getUserMedia: () => Promise<unknown>) {
  const mock = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: mock } });
  return mock;
}

describe('React wrappers', () => {
  it('register their tags on first render and pass props and events through', async () => {
    microphone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const onPermissionDenied = vi.fn((event: CustomEvent) => event.preventDefault());
    const ref = createRef<PteRecorder>();
    const { container } = render(
      <>
        <Recorder ref={ref} duration={40} beep onPermissionDenied={onPermissionDenied} />
        <TimingPlayer questionId={7} mediaBase="https://api.example" speaker="uk-rp" />
        <Stopwatch limit={30} />
      </>,
    );
    expect(customElements.get('pte-recorder')).toBeDefined();
    const recorder = container.querySelector('pte-recorder')!;
    expect(ref.current).toBe(recorder);
    expect(ref.current!.duration).toBe(40);
    await ref.current!.updateComplete;
    await ref.current!.start();
    expect(onPermissionDenied).toHaveBeenCalledTimes(1);
    expect(onPermissionDenied.mock.calls[0][0].detail).toEqual({ name: 'NotAllowedError', message: 'Permission denied' });
    const player = container.querySelector('pte-timing-player')!;
    await (player as unknown as { updateComplete: Promise<boolean> }).updateComplete;
    expect(player.shadowRoot!.querySelector('audio')!.src).toBe('https://api.example/media/questions/7/uk-rp.mp3');
    expect(container.querySelector('pte-stopwatch')).toHaveProperty('limit', 30);
  });
});

describe('Recorder', () => {
  it("shows MicrophonePermissionModal, not the element's own dialog, when the permission is refused", async () => {
    microphone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const onPermissionDenied = vi.fn();
    const onRecorderError = vi.fn();
    const ref = createRef<PteRecorder>();
    render(<Recorder ref={ref} onPermissionDenied={onPermissionDenied} onRecorderError={onRecorderError} />);
    await ref.current!.updateComplete;
    await ref.current!.start();
    const modal = await screen.findByRole('dialog', { name: 'No Microphone Permission' });
    expect(onPermissionDenied).toHaveBeenCalledTimes(1);
    await ref.current!.updateComplete;
    expect(ref.current!.shadowRoot!.querySelector('dialog')!.open).toBe(false);

    microphone(() => Promise.reject(new DOMException('Permission denied by system', 'NotAllowedError')));
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Request Permission' }));
    await waitFor(() => expect(onRecorderError).toHaveBeenCalledTimes(1));
    expect(onRecorderError.mock.calls[0][0].detail).toEqual({ message: 'Permission denied by system' });
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Ok, Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MicrophonePermissionModal', () => {
  it("shows the spec's texts and closes on 'Ok, Got it'", async () => {
    const onOpenChange = vi.fn();
    const { baseElement } = render(<MicrophonePermissionModal open onOpenChange={onOpenChange} onError={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'No Microphone Permission' });
    expect(dialog).toHaveTextContent("Please click the button below to enable the microphone, or if it's blocked, allow it in your browser settings.");
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ok, Got it' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("retries the permission and reports the browser's message when it fails again", async () => {
    const getUserMedia = microphone(() => Promise.reject(new DOMException('Permission denied by system', 'NotAllowedError')));
    const onError = vi.fn();
    const onOpenChange = vi.fn();
    render(<MicrophonePermissionModal open onOpenChange={onOpenChange} onError={onError} deviceId="usb-2" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request Permission' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Permission denied by system'));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: expect.objectContaining({ deviceId: { ideal: 'usb-2' } }) }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes and releases the microphone once the permission is granted', async () => {
    const stop = vi.fn();
    microphone(() => Promise.resolve({ getTracks: () => [{ stop }] }));
    const onGranted = vi.fn();
    const onOpenChange = vi.fn();
    render(<MicrophonePermissionModal open onOpenChange={onOpenChange} onError={vi.fn()} onGranted={onGranted} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request Permission' }));
    await waitFor(() => expect(onGranted).toHaveBeenCalled());
    expect(stop).toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
