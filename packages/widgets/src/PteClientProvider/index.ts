export { PteClientProvider, usePteClient } from './PteClientProvider';
export type { PteClientProviderProps } from './PteClientProvider';
