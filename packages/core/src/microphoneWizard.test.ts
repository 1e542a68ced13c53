import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMicrophoneWizard } from './microphoneWizard';
import { denied, fakeMedia } from './test/fakeMicrophone';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: vi.fn((key: string, value: string) => void values.set(key, value)) };
}

function setup(storage = memoryStorage()) {
  const fake = fakeMedia();
  const logger = { warn: vi.fn() };
  const cue = vi.fn(async () => undefined);
  const wizard = createMicrophoneWizard({ media: fake.media, storage, logger, cue });
  return { wizard, storage, logger, cue, ...fake };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('microphone wizard model', () => {
  it('moves from the permission to the device list when the microphone is granted, and releases it', async () => {
    const { wizard, media, trackStop } = setup();
    expect(wizard.step.value).toBe(0);
    await wizard.requestPermission();
    expect(trackStop).toHaveBeenCalled();
    expect(wizard.step.value).toBe(1);
    expect(wizard.devices.value.map((device) => device.label)).toEqual(['Default - Built-in Microphone', 'USB Headset']);
    expect(wizard.selectedId.value).toBe('default');
    expect(media.listDevices).toHaveBeenCalledTimes(1);
  });

  it('stays on step 0 with the instructions when the permission is refused, and only logs it', async () => {
    const { wizard, media, logger } = setup();
    media.open.mockRejectedValueOnce(denied());
    await wizard.requestPermission();
    expect(wizard.step.value).toBe(0);
    expect(wizard.permission.value).toBe('denied');
    expect(logger.warn).toHaveBeenCalledWith('Microphone permission denied:', 'Permission denied');
    await wizard.requestPermission();
    expect(wizard.step.value).toBe(1);
  });

  it("keeps other failures apart, with the browser's message", async () => {
    const { wizard, media, logger } = setup();
    media.open.mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    await wizard.requestPermission();
    expect(wizard.permission.value).toBe('failed');
    expect(wizard.permissionMessage.value).toBe('Requested device not found');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('preselects the saved microphone when it is still plugged in', async () => {
    const { wizard } = setup(memoryStorage({ microphoneDeviceId: 'usb-1' }));
    await wizard.requestPermission();
    expect(wizard.selectedDevice.value?.label).toBe('USB Headset');
    wizard.select('unplugged');
    expect(wizard.selectedId.value).toBe('usb-1');
  });

  it('records the test with the chosen device after the cue, waits for a voice above 0.45 of the maximum, and saves on Confirm Changes', async () => {
    const { wizard, media, cue, speak, storage } = setup();
    await wizard.requestPermission();
    wizard.select('usb-1');
    wizard.confirmChoice();
    expect(wizard.step.value).toBe(2);
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    expect(media.open).toHaveBeenLastCalledWith('usb-1');
    expect(cue).toHaveBeenCalledTimes(1);
    speak(40);
    vi.advanceTimersByTime(300);
    expect(wizard.voiceDetected.value).toBe(false);
    speak(46);
    vi.advanceTimersByTime(100);
    expect(wizard.voiceDetected.value).toBe(true);
    speak(5);
    vi.advanceTimersByTime(100);
    expect(wizard.voiceDetected.value).toBe(true);

    wizard.confirmChanges();
    expect(wizard.step.value).toBe(2);
    wizard.stop();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recorded'));
    expect(storage.setItem).not.toHaveBeenCalled();
    wizard.confirmChanges();
    expect(wizard.step.value).toBe(3);
    expect(storage.setItem).toHaveBeenCalledWith('microphoneDeviceId', 'usb-1');
  });

  it('stops the test at 60 seconds', async () => {
    const { wizard } = setup();
    await wizard.requestPermission();
    wizard.confirmChoice();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    vi.advanceTimersByTime(59_900);
    expect(wizard.take.status.value).toBe('recording');
    vi.advanceTimersByTime(100);
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recorded'));
  });

  it('Try Again records a new test and forgets the earlier voice check', async () => {
    const { wizard, speak, cancel } = setup();
    await wizard.requestPermission();
    wizard.confirmChoice();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    speak(70);
    vi.advanceTimersByTime(100);
    wizard.stop();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recorded'));
    speak(0);
    wizard.tryAgain();
    expect(wizard.voiceDetected.value).toBe(false);
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    wizard.goTo(1);
    expect(cancel).toHaveBeenCalled();
    expect(wizard.step.value).toBe(1);
    expect(wizard.take.status.value).toBe('idle');
  });

  it('goes back to earlier steps but never forward or to the permission', async () => {
    const { wizard } = setup();
    wizard.goTo(2);
    expect(wizard.step.value).toBe(0);
    await wizard.requestPermission();
    wizard.goTo(3);
    wizard.goTo(0);
    expect(wizard.step.value).toBe(1);
  });

  it('keeps working when storage refuses the write', async () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { wizard } = setup(storage);
    await wizard.requestPermission();
    wizard.confirmChoice();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    wizard.stop();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recorded'));
    wizard.confirmChanges();
    expect(wizard.step.value).toBe(3);
  });

  it('releases the microphone on dispose and drops a device list still on its way', async () => {
    const { wizard, media, cancel } = setup();
    wizard.start();
    await wizard.requestPermission();
    wizard.confirmChoice();
    await vi.waitFor(() => expect(wizard.take.status.value).toBe('recording'));
    wizard.dispose();
    expect(cancel).toHaveBeenCalled();
    expect(wizard.take.status.value).toBe('idle');

    let answer: (devices: { deviceId: string; label: string }[]) => void = () => undefined;
    media.listDevices.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    wizard.start();
    const listing = wizard.loadDevices();
    wizard.dispose();
    answer([{ deviceId: 'usb-2', label: 'Another headset' }]);
    await listing;
    expect(wizard.devices.value.map((device) => device.deviceId)).toEqual(['default', 'usb-1']);
  });

  it('lists the inputs again when one is plugged in or out, only while step 1 shows', async () => {
    const { media } = fakeMedia();
    let plugged = () => undefined as void;
    const unwatch = vi.fn();
    const watchDevices = vi.fn((onChange: () => void) => {
      plugged = onChange;
      return unwatch;
    });
    const watched = createMicrophoneWizard({ media: { ...media, watchDevices }, storage: memoryStorage(), logger: { warn: vi.fn() } });
    watched.start();
    expect(watchDevices).not.toHaveBeenCalled();
    await watched.requestPermission();
    expect(watchDevices).toHaveBeenCalledTimes(1);
    media.listDevices.mockResolvedValueOnce([{ deviceId: 'usb-1', label: 'USB Headset' }]);
    plugged();
    await vi.waitFor(() => expect(watched.devices.value.map((device) => device.deviceId)).toEqual(['usb-1']));
    expect(watched.selectedId.value).toBe('usb-1');
    watched.confirmChoice();
    expect(unwatch).toHaveBeenCalledTimes(1);
    watched.goTo(1);
    expect(watchDevices).toHaveBeenCalledTimes(2);
    watched.dispose();
    expect(unwatch).toHaveBeenCalledTimes(2);
  });
});
