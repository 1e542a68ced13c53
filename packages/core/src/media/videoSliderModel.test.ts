import { describe, expect, it } from 'vitest';
import { createVideoSliderModel } from './videoSliderModel';

describe('createVideoSliderModel', () => {
  it('moves between lessons within range and only takes the video speeds', () => {
    const slider = createVideoSliderModel(3);
    slider.previous();
    expect(slider.state.value.index).toBe(0);
    slider.next();
    slider.next();
    slider.next();
    expect(slider.state.value.index).toBe(2);
    slider.setSpeed(1.25);
    slider.setSpeed(1.2);
    expect(slider.state.value.speed).toBe(1.25);
    slider.setVolume(0.456);
    expect(slider.state.value.volume).toBe(0.46);
  });

  it('hides the controls after 3 s idle while playing and shows them on activity or pause', () => {
    const slider = createVideoSliderModel(1);
    slider.tick(10_000);
    expect(slider.state.value.controlsVisible).toBe(true);
    slider.playing(1000);
    slider.tick(3999);
    expect(slider.state.value.controlsVisible).toBe(true);
    slider.tick(4000);
    expect(slider.state.value.controlsVisible).toBe(false);
    slider.activity(5000);
    expect(slider.state.value.controlsVisible).toBe(true);
    slider.tick(8000);
    expect(slider.state.value.controlsVisible).toBe(false);
    slider.paused();
    expect(slider.state.value.controlsVisible).toBe(true);
  });
});
