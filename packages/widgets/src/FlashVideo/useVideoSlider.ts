import { createVideoSliderModel, type VideoSliderModel, type VideoSliderState } from '@pte-kit/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

const IDLE_CHECK_MS = 250;

/**
 * Core's video slider model for one lesson list, read through useSyncExternalStore, with the clock that hides the
 * controls after 3 s idle.
 */
export function useVideoSlider(count: number): [VideoSliderState, VideoSliderModel] {
  const [model] = useState(() => createVideoSliderModel(count));
  const state = useSyncExternalStore((onChange) => model.on('change', onChange), () => model.state);
  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = setInterval(() => model.tick(performance.now()), IDLE_CHECK_MS);
    return () => clearInterval(timer);
  }, [model, state.playing]);
  return [state, model];
}
