export { BookmarkPicker } from './BookmarkPicker';
export type { BookmarkPickerProps } from './BookmarkPicker';
