/**
 * The Persian of the dialogs and panels a page opens later (wizard, Set Target, the tools' dialogs, delete, comments,
 * answers): one chunk for them all, so every page's catalogue map names one file instead of one per area.
 */
export { default as studyPlanWizard } from './studyPlanWizard';
export { default as setTarget } from './setTarget';
export { default as note } from './note';
export { default as report } from './report';
export { default as examMemory } from './examMemory';
export { default as share } from './share';
export { default as deleteModal } from './deleteModal';
export { default as comments } from './comments';
export { default as answers } from './answers';
export { default as dictionary } from './dictionary';
export { default as wordBooks } from './wordBooks';
export { default as notesList } from './notesList';
export { default as sentenceTranslation } from './sentenceTranslation';
