export { StudyPlanSection } from './StudyPlanSection';
export type { StudyPlanSectionProps } from './StudyPlanSection';
