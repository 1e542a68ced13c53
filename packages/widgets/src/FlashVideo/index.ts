export { FlashVideo } from './FlashVideo';
export type { FlashVideoProps } from './FlashVideo';
