export { ListeningTestCard } from './ListeningTestCard';
export type { ListeningTestCardProps } from './ListeningTestCard';
