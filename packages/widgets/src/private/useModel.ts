import type { ModelControls } from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, type DependencyList } from 'react';

/**
 * The one adapter from a core model to React: builds the model once (again when `deps` change), starts it while the
 * component is mounted and disposes it after, and makes the calling component re-render when a signal it read
 * changes. Child components that read the model's signals call `useSignals()` themselves.
 */
export function useModel<M extends ModelControls>(create: () => M, deps: DependencyList = []): M {
  useSignals();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the model depends on
  const model = useMemo(create, deps);
  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);
  return model;
}
