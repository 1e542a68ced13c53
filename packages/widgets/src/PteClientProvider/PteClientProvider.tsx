import { createContext, useContext, type ReactNode } from 'react';
import type { PteClient } from '@pte-kit/core';

const PteClientContext = createContext<PteClient | null>(null);

export interface PteClientProviderProps {
  /** The API client every connected widget below uses (its base URL and token source). */
  client: PteClient;
  children?: ReactNode;
}

/** Supplies the API client to connected widgets, so the host, the blog and partner pages each bring their own base and token. */
export function PteClientProvider({ client, children }: PteClientProviderProps) {
  return <PteClientContext.Provider value={client}>{children}</PteClientContext.Provider>;
}

/** The client from the nearest provider, or the one passed in. */
export function usePteClient(client?: PteClient | null): PteClient {
  const fromContext = useContext(PteClientContext);
  const resolved = client ?? fromContext;
  if (!resolved) throw new Error('No PteClient: wrap the widget in <PteClientProvider client={...}> or pass a client prop.');
  return resolved;
}
