import { createContext, useContext } from 'react';
import type { CurrentUser, PteClient } from '@pte-kit/core';
import type { Auth } from './auth';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

export interface AppContextValue {
  auth: Auth;
  client: PteClient;
  user: CurrentUser | null;
  setUser(user: CurrentUser): void;
  toast(kind: Toast['kind'], text: string): void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the app');
  return value;
}

/** Premium as the server decides it: a PREMIUM status that has not expired. */
export function isPremiumUser(user: CurrentUser | null): boolean {
  if (user?.profile.status !== 'PREMIUM') return false;
  const { expireDate } = user.profile;
  return !expireDate || new Date(expireDate).getTime() > Date.now();
}
