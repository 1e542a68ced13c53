export { MicrophoneWizard } from './MicrophoneWizard';
export type { MicrophoneWizardProps } from './MicrophoneWizard';
export { SensitivityBar } from './SensitivityBar';
export type { SensitivityBarProps } from './SensitivityBar';
export {
  levelTone, sensitivitySegments, isStrongVoice, VOICE_LEVEL, SENSITIVITY_SEGMENTS, WIDE_SENSITIVITY_SEGMENTS, WIZARD_STEPS,
  MICROPHONE_MESSAGES,
} from '@pte-kit/core';
export type { LevelTone, SensitivitySegment, MicrophoneDevice, WizardMedia, WizardStep, TakeMedia } from '@pte-kit/core';
export { listMicrophones } from './browserMicrophone';
export { playHonk } from './honk';
