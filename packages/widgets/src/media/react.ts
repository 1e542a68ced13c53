// The media elements for React: the wrappers generated from the elements' JSDoc, and the Recorder, which adds the
// kit's microphone permission modal to its wrapper.
export { AudioPlayer, Stopwatch, TimingPlayer } from './react.generated';
export type { AudioPlayerProps, RecorderProps, StopwatchProps, TimingPlayerProps } from './react.generated';
export { Recorder } from './Recorder';
