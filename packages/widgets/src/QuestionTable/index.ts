export { QuestionTable } from './QuestionTable';
export type { QuestionTableProps } from './QuestionTable';
