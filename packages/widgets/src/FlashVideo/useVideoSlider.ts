import { createVideoSliderModel, type VideoSliderModel, type VideoSliderState } from '@pte-kit/core';
import { useEffect } from 'react';
import { useModel } from '../private/useModel';

const IDLE_CHECK_MS = 250;

/**
 * Core's video slider model for one lesson list, read through useModel (the component re-renders when its state
 * signal changes), with the clock that hides the controls after 3 s idle.
 */
export function useVideoSlider(count: number): [VideoSliderState, VideoSliderModel] {
  const model = useModel(() => createVideoSliderModel(count));
  const state = model.state.value;
  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = setInterval(() => model.tick(performance.now()), IDLE_CHECK_MS);
    return () => clearInterval(timer);
  }, [model, state.playing]);
  return [state, model];
}
