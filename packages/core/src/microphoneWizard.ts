import { LIMITS } from './constants';
import { errorMessage } from './errors';
import { MEDIA_MESSAGES, MICROPHONE_DEVICE_KEY, isPermissionDenied, storedMicrophoneId } from './media';
import { createMicrophoneTake, type TakeMedia } from './microphoneTake';
import { isStrongVoice } from './microphoneSensitivity';
import { batch, computed, createModel, signal, latestRun, type ReadonlySignal, type Signal } from './model';

/** The four steps (dashboard spec §4): 0 permission, 1 device, 2 recording test, 3 result. */
export type WizardStep = 0 | 1 | 2 | 3;

/** The steps' names, as the progress list shows them. */
export const WIZARD_STEPS = ['Permission', 'Microphone', 'Recording test', 'Result'] as const;

/** Step 0: not asked yet, asking, refused (the 'Grant microphone permission' instructions), or failed otherwise. */
export type MicrophonePermission = 'prompt' | 'requesting' | 'denied' | 'failed';

/** An audio input as step 1 lists it. */
export interface MicrophoneDevice {
  deviceId: string;
  label: string;
}

/** The audio side of the wizard: the browser's microphone and device list and an mp3 recorder. Tests pass doubles. */
export interface WizardMedia extends TakeMedia {
  /** The audio inputs (their labels are known once the permission is granted). */
  listDevices(): Promise<MicrophoneDevice[]>;
  /** Calls `onChange` when an input is plugged in or out (the browser's devicechange); returns the unsubscribe. */
  watchDevices?(onChange: () => void): () => void;
}

export interface MicrophoneWizardOptions {
  media: WizardMedia;
  /** Played before the test recording starts. */
  cue?: () => Promise<void>;
  /** Where the chosen device id is saved under 'microphoneDeviceId'. @default localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** A refused permission is only logged (spec §8). @default console */
  logger?: Pick<Console, 'warn'>;
}

/** The device to preselect: the current choice if still plugged in, else the saved one, the system default, the first. */
function preferredDevice(devices: readonly MicrophoneDevice[], ...wanted: string[]): string | null {
  for (const id of [...wanted, 'default']) if (devices.some((device) => device.deviceId === id)) return id;
  return devices[0]?.deviceId ?? null;
}

/**
 * The microphone setup wizard's state (dashboard spec §4). Step 0 asks for the permission and moves on when granted;
 * step 1 lists the inputs (again when one is plugged in or out); step 2 records a test of up to 60 s after the cue, and the voice counts as strong once the
 * level passes 0.45 of the maximum; Confirm Changes saves the device id (localStorage 'microphoneDeviceId', which
 * every recorder reads) and shows step 3. Earlier steps can be revisited, later ones not skipped to. `dispose()`
 * releases the microphone and ignores a device list still on its way.
 */
export function createMicrophoneWizard({ media, cue, storage = globalThis.localStorage, logger = console }: MicrophoneWizardOptions) {
  const step: Signal<WizardStep> = signal(0);
  const permission: Signal<MicrophonePermission> = signal('prompt');
  /** The browser's words when the microphone could not be opened for a reason other than the permission. */
  const permissionMessage: Signal<string> = signal('');
  const devices: Signal<MicrophoneDevice[]> = signal([]);
  const devicesLoading: Signal<boolean> = signal(false);
  const devicesFailed: Signal<boolean> = signal(false);
  const selectedId: Signal<string | null> = signal(storedMicrophoneId(storage));
  const take = createMicrophoneTake({ limitSeconds: LIMITS.microphoneTestSeconds, cue, media });
  /** Whether the test recording reached a strong voice (speech recognition succeeded). */
  const voiceDetected: ReadonlySignal<boolean> = computed(() => isStrongVoice(take.peak.value));
  const selectedDevice: ReadonlySignal<MicrophoneDevice | null> = computed(
    () => devices.value.find((device) => device.deviceId === selectedId.value) ?? null,
  );
  /** The newest device listing; a later one (or dispose) aborts it and its list is dropped. */
  const listing = latestRun();

  async function loadDevices(): Promise<void> {
    const thisListing = listing.next();
    batch(() => {
      devicesLoading.value = true;
      devicesFailed.value = false;
    });
    try {
      const found = await media.listDevices();
      if (thisListing.aborted) return;
      batch(() => {
        devices.value = found;
        selectedId.value = preferredDevice(found, selectedId.value ?? '', storedMicrophoneId(storage));
        devicesLoading.value = false;
      });
    } catch {
      if (thisListing.aborted) return;
      batch(() => {
        devicesFailed.value = true;
        devicesLoading.value = false;
      });
    }
  }

  async function requestPermission(): Promise<void> {
    if (permission.value === 'requesting') return;
    batch(() => {
      permission.value = 'requesting';
      permissionMessage.value = '';
    });
    try {
      const stream = await media.open(selectedId.value ?? storedMicrophoneId(storage));
      for (const track of stream.getTracks()) track.stop();
    } catch (reason) {
      const message = errorMessage(reason, MEDIA_MESSAGES.microphoneFailed);
      if (isPermissionDenied(reason)) {
        logger.warn('Microphone permission denied:', message);
        permission.value = 'denied';
      } else {
        batch(() => {
          permission.value = 'failed';
          permissionMessage.value = message;
        });
      }
      return;
    }
    batch(() => {
      permission.value = 'prompt';
      step.value = 1;
    });
    await loadDevices();
  }

  function startTest() {
    take.reset();
    step.value = 2;
    void take.record(selectedId.value ?? 'default');
  }

  function save() {
    try {
      storage?.setItem(MICROPHONE_DEVICE_KEY, selectedId.value ?? 'default');
    } catch {
      // Storage refused (a private mode): the choice holds for this page only, recorders fall back to 'default'.
    }
  }

  return createModel({
    step, permission, permissionMessage, devices, devicesLoading, devicesFailed, selectedId, selectedDevice, voiceDetected,
    /** The test recording of step 2. */
    take,
    requestPermission,
    loadDevices,
    select(deviceId: string) {
      if (devices.value.some((device) => device.deviceId === deviceId)) selectedId.value = deviceId;
    },
    /** Step 1 → 2: the test recording starts with the chosen device (after the cue). */
    confirmChoice() {
      if (step.value === 1 && selectedDevice.value) startTest();
    },
    /** Stops the test recording; playback follows once the mp3 is ready. */
    stop: () => take.stop(),
    /** Step 2's Try Again: a new test recording. */
    tryAgain() {
      if (step.value === 2) startTest();
    },
    /** Step 2 → 3 once a test was recorded: saves the device id. */
    confirmChanges() {
      if (step.value !== 2 || take.status.value !== 'recorded') return;
      save();
      step.value = 3;
    },
    /** Back to an earlier step (never forward, never to the permission once granted). */
    goTo(target: WizardStep) {
      if (target >= step.value || target < 1) return;
      if (target === 2) {
        startTest();
        return;
      }
      take.reset();
      step.value = target;
      void loadDevices();
    },
    /** The final 'Save and return to PTE practice': saves the choice again (another tab may have changed it). */
    save,
  }, ({ effect, onDispose }) => {
    take.start();
    // Step 1's list follows the inputs plugged in or out while it shows.
    effect(() => {
      if (step.value !== 1 || !media.watchDevices) return;
      return media.watchDevices(() => void loadDevices());
    });
    onDispose(() => {
      listing.abort();
      take.dispose();
    });
  });
}

export type MicrophoneWizardModel = ReturnType<typeof createMicrophoneWizard>;
