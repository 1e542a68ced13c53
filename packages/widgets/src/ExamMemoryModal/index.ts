export { ExamMemoryModal } from './ExamMemoryModal';
export type { ExamMemoryModalProps } from './ExamMemoryModal';
