export { StudyPlanWizard, STUDY_PLAN_SUBMITTED } from './StudyPlanWizard';
export type { StudyPlanWizardProps } from './StudyPlanWizard';
