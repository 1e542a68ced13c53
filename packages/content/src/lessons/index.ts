import type { VideoLesson } from '../types';
import { foundationLessons } from './foundation';
import { learningLessons } from './learning';

export { learningLessons, foundationLessons };

/**
 * Every Flash Video lesson: the LEARNING lessons (one per catalogue task, in catalogue order), then the FOUNDATION
 * lessons (one per skill). Keys are unique across both lists.
 */
export const videoLessons: VideoLesson[] = [...learningLessons, ...foundationLessons];
