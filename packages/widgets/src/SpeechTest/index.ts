export { SpeechTestCard } from './SpeechTestCard';
export type { SpeechTestCardProps } from './SpeechTestCard';
