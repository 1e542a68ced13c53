export { QuestionTools } from './QuestionTools';
export type { QuestionToolsProps } from './QuestionTools';
export type { ToastHandler, ToastTone } from './messages';
