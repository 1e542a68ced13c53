export type * from './types';
export const bank = [];
