export { createEmitter } from './emitter';
export type { Emitter, EventMap } from './emitter';
export { levelOf, createSilenceDetector, LEVEL_FLOOR_DB } from './audioLevel';
export type { SilenceDetector, SilenceDetectorOptions } from './audioLevel';
export { createRecorderModel } from './recorderModel';
export type { RecorderModel, RecorderModelOptions, RecorderState, RecorderStatus, RecorderStopReason, RecorderEvents } from './recorderModel';
export { createTimingPlayerModel, playAfterLabel } from './timingPlayerModel';
export type {
  TimingPlayerModel, TimingPlayerOptions, TimingPlayerState, TimingPlayerPhase, TimingPlayerEvents, SpeakerChoice,
} from './timingPlayerModel';
export { createStopwatch, formatClock } from './stopwatch';
export type { Stopwatch, StopwatchOptions, StopwatchState, StopwatchEvents } from './stopwatch';
export { createVideoSliderModel } from './videoSliderModel';
export type { VideoSliderModel, VideoSliderState, VideoSliderEvents } from './videoSliderModel';
export { clampVolume } from './volume';
export { MICROPHONE_DEVICE_KEY, storedMicrophoneId, microphoneConstraints, isPermissionDenied } from './microphone';
export { MEDIA_MESSAGES } from './messages';
