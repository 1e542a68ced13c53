export { ProfileSettings } from './ProfileSettings';
export type { ProfileSettingsProps } from './ProfileSettings';
