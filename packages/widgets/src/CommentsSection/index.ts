export { CommentsSection } from './CommentsSection';
export type { CommentsSectionProps } from './CommentsSection';
