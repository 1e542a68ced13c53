export { SpeakingAnswer } from './SpeakingAnswer';
export type { SpeakingAnswerProps, RecordedAnswer } from './SpeakingAnswer';
